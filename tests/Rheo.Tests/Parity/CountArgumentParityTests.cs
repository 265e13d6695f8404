using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Parity;

/// <summary>
/// Every counted operator, as Rx.NET: a negative count (or, where Rx.NET needs at least one, a zero) throws
/// <see cref="ArgumentOutOfRangeException"/> naming Rx.NET's parameter, at the call; a zero it accepts behaves as in
/// Rx.NET, with the same ticks and subscription log (<c>Take(0)</c>, <c>Repeat(source, 0)</c> and <c>Retry(0)</c>
/// complete at subscription without subscribing to the source; <c>Skip(0)</c>, <c>SkipLast(0)</c>,
/// <c>Replay(selector, 0)</c> pass everything; <c>TakeLast(0)</c> completes with the source).
/// </summary>
public sealed class CountArgumentParityTests : ReactiveTest
{
    private sealed record Counted(Func<IObservable<int>, int, TestScheduler, IObservable<string>> Apply, string ParamName, int Minimum);

    private static readonly Dictionary<string, Counted> Operators = new()
    {
        ["Take(count)"] = new((s, n, _) => s.Take(n).Select(Text), "count", 0),
        ["Take(count, scheduler)"] = new((s, n, t) => s.Take(n, t).Select(Text), "count", 0),
        ["Skip(count)"] = new((s, n, _) => s.Skip(n).Select(Text), "count", 0),
        ["TakeLast(count)"] = new((s, n, _) => s.TakeLast(n).Select(Text), "count", 0),
        ["TakeLast(count, scheduler)"] = new((s, n, t) => s.TakeLast(n, t).Select(Text), "count", 0),
        ["SkipLast(count)"] = new((s, n, _) => s.SkipLast(n).Select(Text), "count", 0),
        ["TakeLastBuffer(count)"] = new((s, n, _) => s.TakeLastBuffer(n).Select(Text), "count", 0),
        ["ElementAt(index)"] = new((s, n, _) => s.ElementAt(n).Select(Text), "index", 0),
        ["ElementAtOrDefault(index)"] = new((s, n, _) => s.ElementAtOrDefault(n).Select(Text), "index", 0),
        ["Repeat(source, repeatCount)"] = new((s, n, _) => s.Repeat(n).Select(Text), "repeatCount", 0),
        ["Retry(retryCount)"] = new((s, n, _) => s.Retry(n).Select(Text), "retryCount", 0),
        ["Repeat(value, repeatCount)"] = new((_, n, _) => Observable.Repeat(7, n).Select(Text), "repeatCount", 0),
        ["Repeat(value, repeatCount, scheduler)"] = new((_, n, t) => Observable.Repeat(7, n, t).Select(Text), "repeatCount", 0),
        ["Range(start, count)"] = new((_, n, _) => Observable.Range(7, n).Select(Text), "count", 0),
        ["Range(start, count, scheduler)"] = new((_, n, t) => Observable.Range(7, n, t).Select(Text), "count", 0),
        ["Replay(selector, bufferSize)"] = new((s, n, _) => s.Replay(xs => xs, n).Select(Text), "bufferSize", 0),
        ["Replay(selector, bufferSize, scheduler)"] = new((s, n, t) => s.Replay(xs => xs, n, t).Select(Text), "bufferSize", 0),
        ["Replay(selector, bufferSize, window)"] = new((s, n, _) => s.Replay(xs => xs, n, TimeSpan.FromTicks(1000)).Select(Text), "bufferSize", 0),
        ["Replay(bufferSize)"] = new((s, n, _) => s.Replay(n).RefCount().Select(Text), "bufferSize", 0),
        ["Replay(bufferSize, scheduler)"] = new((s, n, t) => s.Replay(n, t).RefCount().Select(Text), "bufferSize", 0),
        ["Replay(bufferSize, window)"] = new((s, n, _) => s.Replay(n, TimeSpan.FromTicks(1000)).RefCount().Select(Text), "bufferSize", 0),
        ["Replay(bufferSize, window, scheduler)"] = new((s, n, t) => s.Replay(n, TimeSpan.FromTicks(1000), t).RefCount().Select(Text), "bufferSize", 0),
        ["Buffer(count)"] = new((s, n, _) => s.Buffer(n).Select(Text), "count", 1),
        ["Buffer(count, skip): count"] = new((s, n, _) => s.Buffer(n, 1).Select(Text), "count", 1),
        ["Buffer(count, skip): skip"] = new((s, n, _) => s.Buffer(1, n).Select(Text), "skip", 1),
        ["Buffer(timeSpan, count)"] = new((s, n, t) => s.Buffer(TimeSpan.FromTicks(100), n, t).Select(Text), "count", 1),
        ["Window(count)"] = new((s, n, _) => s.Window(n).SelectMany(w => w.ToList()).Select(Text), "count", 1),
        ["Window(count, skip): count"] = new((s, n, _) => s.Window(n, 1).SelectMany(w => w.ToList()).Select(Text), "count", 1),
        ["Window(count, skip): skip"] = new((s, n, _) => s.Window(1, n).SelectMany(w => w.ToList()).Select(Text), "skip", 1),
        ["Window(timeSpan, count)"] = new((s, n, t) => s.Window(TimeSpan.FromTicks(100), n, t).SelectMany(w => w.ToList()).Select(Text), "count", 1),
        ["Merge(sources, maxConcurrent)"] = new((s, n, _) => Observable.Return(s).Merge(n).Select(Text), "maxConcurrent", 1),
        ["Merge(enumerable, maxConcurrent)"] = new((s, n, _) => new[] { s }.Merge(n).Select(Text), "maxConcurrent", 1),
        ["Merge(enumerable, maxConcurrent, scheduler)"] = new((s, n, t) => new[] { s }.Merge(n, t).Select(Text), "maxConcurrent", 1),
        ["RefCount(minObservers)"] = new((s, n, _) => s.Publish().RefCount(n).Select(Text), "minObservers", 1),
    };

    public static TheoryData<string> All() => [.. Operators.Keys];

    public static TheoryData<string> AtLeastOne() => [.. Operators.Where(o => o.Value.Minimum == 1).Select(o => o.Key)];

    private static string Text(int value) => value.ToString(System.Globalization.CultureInfo.InvariantCulture);

    private static string Text(IList<int> values) => "[" + string.Join(",", values) + "]";

    [Theory]
    [MemberData(nameof(All))]
    public void NegativeCount_ThrowsArgumentOutOfRange_NamingTheParameter_AtTheCall(string name)
    {
        var counted = Operators[name];
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable<int>();
        var error = Assert.Throws<ArgumentOutOfRangeException>(() => counted.Apply(xs, -1, scheduler));
        Assert.Equal(counted.ParamName, error.ParamName);
        Assert.Empty(xs.Subscriptions);
    }

    [Theory]
    [MemberData(nameof(AtLeastOne))]
    public void ZeroCount_WhereRxNeedsAtLeastOne_ThrowsArgumentOutOfRange(string name)
    {
        var counted = Operators[name];
        var scheduler = new TestScheduler();
        var error = Assert.Throws<ArgumentOutOfRangeException>(() => counted.Apply(scheduler.CreateHotObservable<int>(), 0, scheduler));
        Assert.Equal(counted.ParamName, error.ParamName);
    }

    public static TheoryData<string, string, string> ZeroCases() => new()
    {
        // name, messages (tick:value, tick:C for completion), subscriptions of the source ("" for none)
        { "Take(count)", "200:C", "" },
        { "Take(count, scheduler)", "201:C", "" },
        { "Skip(count)", "210:1 220:2 230:C", "200-230" },
        { "TakeLast(count)", "230:C", "200-230" },
        { "SkipLast(count)", "210:1 220:2 230:C", "200-230" },
        { "TakeLastBuffer(count)", "230:[] 230:C", "200-230" },
        { "ElementAt(index)", "210:1 210:C", "200-210" },
        { "ElementAtOrDefault(index)", "210:1 210:C", "200-210" },
        { "Repeat(source, repeatCount)", "200:C", "" },
        { "Retry(retryCount)", "200:C", "" },
        { "Repeat(value, repeatCount)", "200:C", "" },
        { "Range(start, count)", "200:C", "" },
        { "Range(start, count, scheduler)", "201:C", "" },
        { "Replay(selector, bufferSize)", "210:1 220:2 230:C", "200-230" },
        { "Replay(bufferSize)", "210:1 220:2 230:C", "200-230" },
    };

    [Theory]
    [MemberData(nameof(ZeroCases))]
    public void ZeroCount_BehavesAsInRx(string name, string messages, string subscriptions)
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(150, 0), OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(230));
        var observable = Operators[name].Apply(xs, 0, scheduler);
        var res = scheduler.Start(() => observable);
        Assert.Equal(messages, string.Join(" ", res.Messages.Select(m => $"{m.Time}:{(m.Value.Kind == NotificationKind.OnNext ? m.Value.Value : "C")}")));
        Assert.Equal(subscriptions, string.Join(" ", xs.Subscriptions.Select(s => $"{s.Subscribe}-{s.Unsubscribe}")));
    }
}
