using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo.Tests.Linq;

/// <summary>
/// Where sources meet, a source's values reach the observer before its own error, even when they had to wait behind
/// another source's delivery (Rx.NET delivers every message under one lock, so this order always holds there).
/// </summary>
public class MergeErrorOrderTests
{
    private static readonly InvalidOperationException Failure = new("boom");

    public static TheoryData<string> Shapes => new() { "Merge", "SelectMany", "Switch" };

    [Theory]
    [MemberData(nameof(Shapes))]
    public void Values_queued_behind_a_busy_delivery_precede_their_sources_error(string shape)
    {
        var first = new Subject<int>();
        var second = new Subject<int>();
        IObservable<int> merged = shape switch
        {
            "Merge" => Observable.Merge(first, second),
            "SelectMany" => Observable.Range(0, 2).SelectMany(i => i == 0 ? (IObservable<int>)first : second),
            _ => Observable.Return<IObservable<int>>(second).Switch(),
        };
        using var inDelivery = new ManualResetEventSlim();
        using var release = new ManualResetEventSlim();
        var seen = new List<string>();
        using var subscription = merged.Subscribe(
            v =>
            {
                if (v == 1)
                {
                    inDelivery.Set();
                    release.WaitWithin();
                }

                lock (seen)
                {
                    seen.Add($"{v}");
                }
            },
            e =>
            {
                lock (seen)
                {
                    seen.Add(e.Message);
                }
            });

        // One thread is inside the observer with value 1; meanwhile the same source sends 2 and 3 (queued) and fails.
        var busy = new Thread(() => second.OnNext(1)) { IsBackground = true };
        busy.Start();
        inDelivery.WaitWithin();
        second.OnNext(2);
        second.OnNext(3);
        second.OnError(Failure);
        release.Set();
        busy.JoinWithin();

        Assert.Equal(["1", "2", "3", "boom"], seen);
    }

    [Fact]
    public void Values_sent_after_an_error_was_delivered_are_dropped()
    {
        var first = new Subject<int>();
        var second = new Subject<int>();
        var seen = new List<string>();
        using var subscription = Observable.Merge(first, second).Subscribe(v => seen.Add($"{v}"), e => seen.Add(e.Message));

        first.OnNext(1);
        second.OnError(Failure);
        first.OnNext(2);

        Assert.Equal(["1", "boom"], seen);
    }
}
