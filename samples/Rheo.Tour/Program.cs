using Rheo;
using Rheo.Dataflow;
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
        return () => Console.WriteLine("(subscription disposed after completion)");
    })
    .Skip(2)
    .Subscribe(x => Console.Write($"{x} "), () => Console.Write("| done "));

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

Console.Write("GroupBy parity, then Count per group: ");
Observable.Range(1, 10)
    .GroupBy(x => x % 2 == 0 ? "even" : "odd")
    .SelectMany(g => g.Count().Select(n => $"{g.Key}={n}"))
    .Subscribe(x => Console.Write($"{x} "), () => Console.WriteLine("| done"));

Console.Write("Virtual time: Throttle(20 ticks) on a TestScheduler keeps the last of each burst: ");
var virtualTime = new Rheo.Testing.TestScheduler();
var burst = virtualTime.CreateHotObservable(
    Rheo.Testing.ReactiveTest.OnNext(210, 'a'),
    Rheo.Testing.ReactiveTest.OnNext(215, 'b'),
    Rheo.Testing.ReactiveTest.OnNext(260, 'c'),
    Rheo.Testing.ReactiveTest.OnCompleted<char>(300));
var throttled = virtualTime.Start(() => burst.Throttle(TimeSpan.FromTicks(20), virtualTime));
Console.WriteLine(string.Join(" ", throttled.Messages.Select(m => $"{m.Value}@{m.Time}")));

Console.Write("await an observable (its last value): ");
Console.WriteLine(await Observable.Range(1, 5).Select(x => x * 10));

Console.Write("Dataflow: TransformBlock -> ActionBlock, sum of squares 1..100: ");
var squares = new Rheo.Dataflow.TransformBlock<int, int>(x => x * x);
var sum = 0;
var adder = new Rheo.Dataflow.ActionBlock<int>(x => sum += x);
squares.LinkTo(adder, new Rheo.Dataflow.DataflowLinkOptions { PropagateCompletion = true });
for (var i = 1; i <= 100; i++)
{
    squares.Post(i);
}

squares.Complete();
await adder.Completion;
Console.WriteLine(sum);

Console.Write("Precision timer: 50 ticks at 1 ms, lateness: ");
using (var ticked = new SemaphoreSlim(0))
using (var timer = new Rheo.Concurrency.PrecisionTimer(tick => { if (tick.Sequence == 49) { ticked.Release(); } }))
{
    timer.Start(TimeSpan.FromMilliseconds(1));
    await ticked.WaitAsync(TimeSpan.FromSeconds(10));
    timer.Stop();
    var stats = timer.Statistics;
    Console.WriteLine($"min {stats.LatenessMinMicroseconds:0.0} µs, mean {stats.LatenessMeanMicroseconds:0.0} µs, max {stats.LatenessMaxMicroseconds:0.0} µs; {stats.Fired} fired, {stats.Skipped} skipped as later than 1 ms");
}

Console.WriteLine("Subscription tracker: a screen subscribes twice and forgets one dispose; the scope names the leak:");
var prices = new Rheo.Subjects.Subject<decimal>();
using (var scope = Rheo.Diagnostics.SubscriptionTracker.Begin(captureStackTraces: true))
{
    var shown = Rheo.Diagnostics.ObservableDiagnostics.Tag(prices, "price-label").Subscribe(p => { });
    prices.Where(p => p > 100).Subscribe(p => { }); // the leak: this subscription is never disposed
    shown.Dispose();
    foreach (var leaked in scope.Alive)
    {
        var line = leaked.ToString().Split('\n');
        Console.WriteLine($"  leaked: {line[0]}");
        Console.WriteLine($"    made {line.Skip(1).FirstOrDefault(l => l.Contains("Program", StringComparison.Ordinal))?.Trim()}");
    }
}
