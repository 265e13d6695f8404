using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.LinqEx;

public class ReplayLastOnSubscribeTests
{
    [Fact]
    public void SharesOneSubscription_ReplaysLatest()
    {
        var subscriptions = 0;
        var subject = new Subject<int>();
        var shared = Observable.Defer(() => { subscriptions++; return subject; }).ReplayLastOnSubscribe(-1);
        var a = new RecordingObserver<int>();
        var da = shared.Subscribe(a);
        subject.OnNext(1);
        var b = new RecordingObserver<int>();
        var db = shared.Subscribe(b);
        subject.OnNext(2);
        Assert.Equal(1, subscriptions);
        Assert.Equal([-1, 1, 2], a.Values);
        Assert.Equal([1, 2], b.Values);
        da.Dispose();
        db.Dispose();
        Assert.False(subject.HasObservers);
        var c = new RecordingObserver<int>();
        shared.Subscribe(c);
        Assert.Equal(2, subscriptions);
        Assert.Equal([2], c.Values);
        subject.OnCompleted();
        Assert.True(c.Completed);
        c.AssertGrammar();
    }

    [Fact]
    public async Task Stress_LateSubscribersNeverMissOrRepeat()
    {
        var subject = new Subject<int>();
        var shared = subject.Synchronize().ReplayLastOnSubscribe(0);
        using var keep = shared.Subscribe(_ => { });
        var producer = Task.Run(() =>
        {
            for (var i = 1; i <= 20_000; i++)
            {
                subject.OnNext(i);
            }
        });
        var checkers = Enumerable.Range(0, 3).Select(_ => Task.Run(() =>
        {
            var broken = 0;
            for (var k = 0; k < 200; k++)
            {
                var seen = new List<int>();
                using (shared.Subscribe(seen.Add))
                {
                }

                for (var j = 1; j < seen.Count; j++)
                {
                    if (seen[j] != seen[j - 1] + 1)
                    {
                        broken++;
                    }
                }
            }

            return broken;
        })).ToArray();
        await producer.WaitAsync(Bounded.Timeout);
        var results = await Task.WhenAll(checkers).WaitAsync(Bounded.Timeout);
        Assert.All(results, r => Assert.Equal(0, r));
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IObservable<int>)null!).ReplayLastOnSubscribe(0)).ParamName);
    }
}
