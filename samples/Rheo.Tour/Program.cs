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
