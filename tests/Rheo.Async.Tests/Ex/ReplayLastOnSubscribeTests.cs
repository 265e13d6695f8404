using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Ex;

public sealed class ReplayLastOnSubscribeTests
{
    [Fact]
    public async Task SharesOneSubscription_ReplaysLatest()
    {
        var subscriptions = 0;
        var subject = new SequentialSimpleAsyncSubject<int>();
        var shared = AsyncObservable.Defer(() =>
        {
            subscriptions++;
            return subject;
        }).ReplayLastOnSubscribe(-1);
        var a = new AsyncRecordingObserver<int>();
        var da = await shared.SubscribeAsync(a);
        await subject.OnNextAsync(1);
        var b = new AsyncRecordingObserver<int>(async _ => await Task.Yield());
        var db = await shared.SubscribeAsync(b);
        await subject.OnNextAsync(2);
        Assert.Equal(1, subscriptions);
        Assert.Equal([-1, 1, 2], a.Values);
        Assert.Equal([1, 2], b.Values);
        await da.DisposeAsync();
        Assert.True(subject.HasObservers);
        await db.DisposeAsync();
        Assert.False(subject.HasObservers);
        await subject.OnNextAsync(3);
        var c = new AsyncRecordingObserver<int>();
        await using var dc = await shared.SubscribeAsync(c);
        Assert.Equal(2, subscriptions);
        Assert.Equal([2], c.Values);
        await subject.OnCompletedAsync();
        Assert.True(c.Completed);
        c.AssertGrammar();
        a.AssertGrammar();
        b.AssertGrammar();
    }

    [Fact]
    public async Task ErrorReachesSubscribers_DisposeInsideValueDoesNotWait()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var shared = subject.ReplayLastOnSubscribe(0);
        IAsyncDisposable? self = null;
        var a = new AsyncRecordingObserver<int>(async x =>
        {
            if (x == 1)
            {
                await self!.DisposeAsync();
            }
        });
        self = await shared.SubscribeAsync(a);
        var b = new AsyncRecordingObserver<int>();
        await using var db = await shared.SubscribeAsync(b);
        await subject.OnNextAsync(1);
        await subject.OnNextAsync(2);
        Assert.Equal([0, 1], a.Values);
        Assert.Equal([0, 1, 2], b.Values);
        var boom = new InvalidOperationException();
        await subject.OnErrorAsync(boom);
        Assert.Same(boom, b.Error);
        Assert.Equal(0, a.TerminalCount);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IAsyncObservable<int>)null!).ReplayLastOnSubscribe(0)).ParamName);
    }

    [Fact]
    public async Task Stress_LateSubscribersNeverMissOrRepeat()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var shared = subject.ReplayLastOnSubscribe(0);
        await using var keep = await shared.SubscribeAsync(new AsyncRecordingObserver<int>());
        var producer = Task.Run(async () =>
        {
            for (var i = 1; i <= 20_000; i++)
            {
                await subject.OnNextAsync(i);
            }
        });
        var checkers = Enumerable.Range(0, 3).Select(_ => Task.Run(async () =>
        {
            var broken = 0;
            for (var k = 0; k < 200; k++)
            {
                var seen = new AsyncRecordingObserver<int>();
                await (await shared.SubscribeAsync(seen)).DisposeAsync();
                var values = seen.Values;
                for (var j = 1; j < values.Length; j++)
                {
                    if (values[j] != values[j - 1] + 1)
                    {
                        broken++;
                    }
                }

                if (seen.Violations.Count > 0)
                {
                    broken++;
                }
            }

            return broken;
        })).ToArray();
        await producer.WaitAsync(Bounded.Timeout);
        var results = await Task.WhenAll(checkers).WaitAsync(Bounded.Timeout);
        Assert.All(results, r => Assert.Equal(0, r));
    }
}
