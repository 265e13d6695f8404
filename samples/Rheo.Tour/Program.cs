using Rheo;
using Rheo.Linq;

Console.WriteLine("Rheo tour");
Console.WriteLine("---------");

Console.Write("Range(1, 10).Where(even).Select(square): ");
Observable.Range(1, 10).Where(x => x % 2 == 0).Select(x => x * x).Subscribe(x => Console.Write($"{x} "), () => Console.WriteLine("| done"));

Console.Write("Range(0, int.MaxValue).Take(3) stops the loop at once: ");
Observable.Range(0, int.MaxValue).Take(3).Subscribe(x => Console.Write($"{x} "), () => Console.WriteLine("| done"));

Console.Write("Create + Skip(2): ");
Observable.Create<string>(observer =>
    {
        foreach (var word in new[] { "skipped", "also skipped", "hello", "world" })
        {
            observer.OnNext(word);
        }

        observer.OnCompleted();
        return () => Console.Write("(disposed) ");
    })
    .Skip(2)
    .Subscribe(x => Console.Write($"{x} "), () => Console.WriteLine("| done"));

Console.Write("Repeat(\"ha\").Take(3) stops an endless loop: ");
Observable.Repeat("ha").Take(3).Subscribe(x => Console.Write($"{x} "), () => Console.WriteLine("| done"));

Console.Write("Subject with two observers: ");
var subject = new Rheo.Subjects.Subject<int>();
using (subject.Subscribe(x => Console.Write($"a{x} ")))
using (subject.Where(x => x > 1).Subscribe(x => Console.Write($"b{x} ")))
{
    subject.OnNext(1);
    subject.OnNext(2);
}

Console.WriteLine($"| observers left: {subject.HasObservers}");

Console.Write("BehaviorSubject and ReplaySubject(2) for late subscribers: ");
var behavior = new Rheo.Subjects.BehaviorSubject<string>("initial");
var replay = new Rheo.Subjects.ReplaySubject<int>(2);
foreach (var i in new[] { 1, 2, 3 })
{
    replay.OnNext(i);
}

behavior.Subscribe(x => Console.Write($"{x} "));
replay.Subscribe(x => Console.Write($"{x} "));
Console.WriteLine();

Console.Write("await AsyncSubject: ");
var last = new Rheo.Subjects.AsyncSubject<int>();
last.OnNext(41);
last.OnNext(42);
last.OnCompleted();
Console.WriteLine(await last);
