using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Linq;

namespace Rheo.Tests.Linq;

public class RefCountDelayStressTests
{
    [Fact]
    public void ConcurrentJoinAndLeave_NeverTwoConnections_AndTheLastDisconnects()
    {
        const int Threads = 4;
        const int Rounds = 2_000;
        var active = 0;
        var maxActive = 0;
        var subscriptions = 0;
        var disposals = 0;
        var source = Observable.Create<int>(_ =>
        {
            Interlocked.Increment(ref subscriptions);
            var now = Interlocked.Increment(ref active);
            int seen;
            while (now > (seen = Volatile.Read(ref maxActive)) && Interlocked.CompareExchange(ref maxActive, now, seen) != seen)
            {
            }

            return Disposable.Create(() =>
            {
                Interlocked.Decrement(ref active);
                Interlocked.Increment(ref disposals);
            });
        });
        var shared = source.Publish().RefCount(TimeSpan.FromTicks(1), Scheduler.Default);
        using var start = new Barrier(Threads);
        var threads = Enumerable.Range(0, Threads).Select(_ => new Thread(() =>
        {
            start.SignalAndWait();
            for (var i = 0; i < Rounds; i++)
            {
                shared.Subscribe(static _ => { }).Dispose();
            }
        })).ToList();
        threads.ForEach(static t => t.Start());
        threads.ForEach(static t => t.Join());

        Assert.True(SpinWait.SpinUntil(() => Volatile.Read(ref disposals) == Volatile.Read(ref subscriptions), Bounded.Timeout));
        Assert.Equal(1, Volatile.Read(ref maxActive));
        Assert.Equal(0, Volatile.Read(ref active));
        Assert.InRange(Volatile.Read(ref subscriptions), 1, Threads * Rounds);
    }
}
