using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Linq;

public sealed class SharingTests
{
    private static readonly FormatException Boom = new("boom");

    /// <summary>A source that counts its subscriptions and their ends (disposal or termination).</summary>
    private sealed class CountingSource<T>(IAsyncObservable<T> inner)
    {
        private readonly Lock _gate = new();
        private readonly List<(int Target, TaskCompletionSource Signal)> _waiters = [];
        private int _subscriptions;
        private int _ended;

        public int Subscriptions => Volatile.Read(ref _subscriptions);

        public int Ended => Volatile.Read(ref _ended);

        public IAsyncObservable<T> Observable => AsyncObservable.Defer(() =>
        {
            Interlocked.Increment(ref _subscriptions);
            return inner.Finally(OnEnded);
        });

        /// <summary>Waits (10 s at most) until <paramref name="target"/> subscriptions have ended.</summary>
        public Task WhenEnded(int target)
        {
            var signal = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
            lock (_gate)
            {
                if (_ended >= target)
                {
                    return Task.CompletedTask;
                }

                _waiters.Add((target, signal));
            }

            return signal.Task.WithTimeout();
        }

        private void OnEnded()
        {
            lock (_gate)
            {
                _ended++;
                foreach (var (target, signal) in _waiters)
                {
                    if (_ended >= target)
                    {
                        signal.TrySetResult();
                    }
                }
            }
        }
    }

    [Fact]
    public async Task PublishSharesOneSubscriptionWithEveryObserver()
    {
        var source = new CountingSource<int>(AsyncObservable.Range(1, 5));
        var published = source.Observable.Publish();
        var a = new AsyncRecordingObserver<int>();
        var b = new AsyncRecordingObserver<int>();
        await using var ha = await published.SubscribeAsync(a);
        await using var hb = await published.SubscribeAsync(b);
        Assert.Equal(0, source.Subscriptions);
        var connection = await published.ConnectAsync();
        Assert.Same(connection, await published.ConnectAsync());
        await a.WaitAsync();
        await b.WaitAsync();
        Assert.Equal(new[] { 1, 2, 3, 4, 5 }, a.Values);
        Assert.Equal(new[] { 1, 2, 3, 4, 5 }, b.Values);
        Assert.True(a.Completed && b.Completed);
        a.AssertGrammar();
        b.AssertGrammar();
        Assert.Equal(1, source.Subscriptions);
        await connection.DisposeAsync();

        // The subject has terminated: a late observer is told at once.
        var late = await published.RecordAsync();
        Assert.True(late.Completed);
        Assert.Empty(late.Values);
    }

    [Fact]
    public async Task DisposingTheConnectionStopsTheSourceAndConnectingAgainResubscribes()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var source = new CountingSource<int>(subject);
        var published = source.Observable.Publish();
        var observer = new AsyncRecordingObserver<int>();
        await using var handle = await published.SubscribeAsync(observer);
        var connection = await published.ConnectAsync();
        await subject.OnNextAsync(1);
        await connection.DisposeAsync();
        Assert.Equal(1, source.Ended);
        await subject.OnNextAsync(2);
        var again = await published.ConnectAsync();
        Assert.NotSame(connection, again);
        await subject.OnNextAsync(3);
        await again.DisposeAsync();
        Assert.Equal(new[] { 1, 3 }, observer.Values);
        Assert.Equal(2, source.Subscriptions);
        Assert.Equal(0, observer.TerminalCount);
    }

    [Fact]
    public async Task PublishWithInitialValueAndErrors()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var published = subject.Publish(42);
        var observer = new AsyncRecordingObserver<int>();
        await using var handle = await published.SubscribeAsync(observer);
        await using var connection = await published.ConnectAsync();
        await subject.OnNextAsync(1);
        var late = new AsyncRecordingObserver<int>();
        await using var lateHandle = await published.SubscribeAsync(late);
        await subject.OnErrorAsync(Boom);
        Assert.Equal(new[] { 42, 1 }, observer.Values);
        Assert.Equal(new[] { 1 }, late.Values);
        Assert.Same(Boom, observer.Error);
        Assert.Same(Boom, late.Error);
        observer.AssertGrammar();

        var thrown = AsyncObservable.Throw<int>(Boom).Publish();
        var failed = new AsyncRecordingObserver<int>();
        await using var h = await thrown.SubscribeAsync(failed);
        await using var c = await thrown.ConnectAsync();
        await failed.WaitAsync();
        Assert.Same(Boom, failed.Error);
    }

    [Fact]
    public async Task ReplayReplaysAllOrTheLastValues()
    {
        var all = AsyncObservable.Range(1, 4).Replay();
        var first = new AsyncRecordingObserver<int>();
        await using var h1 = await all.SubscribeAsync(first);
        await using var c1 = await all.ConnectAsync();
        await first.WaitAsync();
        var late = await all.RecordAsync();
        Assert.Equal(new[] { 1, 2, 3, 4 }, late.Values);
        Assert.True(late.Completed);

        var last = AsyncObservable.Range(1, 4).Replay(2);
        var o = new AsyncRecordingObserver<int>();
        await using var h2 = await last.SubscribeAsync(o);
        await using var c2 = await last.ConnectAsync();
        await o.WaitAsync();
        Assert.Equal(new[] { 3, 4 }, (await last.RecordAsync()).Values);
        Assert.Empty((await AsyncObservable.Empty<int>().Replay(0).AutoConnect(0).RecordAsync()).Values);
    }

    [Fact]
    public async Task SelectorFormsSubscribeTheSourceOnce()
    {
        var source = new CountingSource<int>(AsyncObservable.Range(1, 3));
        var zipped = await source.Observable.Publish(xs => xs.Zip(xs, (x, y) => x + y)).RecordAsync();
        Assert.Equal(new[] { 2, 4, 6 }, zipped.Values);
        Assert.True(zipped.Completed);
        Assert.Equal(1, source.Subscriptions);

        var replayed = await source.Observable.Replay(xs => xs.Zip(xs.Skip(1), (x, y) => x * 10 + y)).RecordAsync();
        Assert.Equal(new[] { 12, 23 }, replayed.Values);
        Assert.Equal(2, source.Subscriptions);

        var bounded = await source.Observable.Replay(xs => xs.Take(2), 1).RecordAsync();
        Assert.Equal(new[] { 1, 2 }, bounded.Values);
        Assert.True(bounded.Completed);

        // The result's end ends the whole subscription, the source too.
        await source.WhenEnded(3);

        var concurrent = await source.Observable.Multicast(() => new ConcurrentSimpleAsyncSubject<int>(), xs => xs.Select(x => -x)).RecordAsync();
        Assert.Equal(new[] { -1, -2, -3 }, concurrent.Values);
    }

    [Fact]
    public async Task ThrowingFactoryOrSelectorFailsTheSubscription()
    {
        var source = AsyncObservable.Range(1, 3);
        Assert.Same(Boom, (await source.Multicast<int, int>(() => throw Boom, xs => xs).RecordAsync()).Error);
        Assert.Same(Boom, (await source.Publish<int, int>(_ => throw Boom).RecordAsync()).Error);
        Assert.Same(Boom, (await source.Publish(xs => xs.Select(x => x == 2 ? throw Boom : x)).RecordAsync()).Error);
        Assert.Same(Boom, (await AsyncTestSequences.ValuesThenError(2, Boom).Replay(xs => xs).RecordAsync()).Error);
    }

    [Fact]
    public async Task RefCountConnectsOnFirstAndDisconnectsOnLast()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var source = new CountingSource<int>(subject);
        var shared = source.Observable.Publish().RefCount();
        var a = new AsyncRecordingObserver<int>();
        var b = new AsyncRecordingObserver<int>();
        var ha = await shared.SubscribeAsync(a);
        Assert.Equal(1, source.Subscriptions);
        var hb = await shared.SubscribeAsync(b);
        Assert.Equal(1, source.Subscriptions);
        await subject.OnNextAsync(1);
        await ha.DisposeAsync();
        await subject.OnNextAsync(2);
        Assert.Equal(0, source.Ended);
        await hb.DisposeAsync();
        await hb.DisposeAsync();
        Assert.Equal(1, source.Ended);
        await subject.OnNextAsync(3);

        var c = new AsyncRecordingObserver<int>();
        await using (await shared.SubscribeAsync(c))
        {
            Assert.Equal(2, source.Subscriptions);
            await subject.OnNextAsync(4);
        }

        Assert.Equal(2, source.Ended);
        Assert.Equal(new[] { 1 }, a.Values);
        Assert.Equal(new[] { 1, 2 }, b.Values);
        Assert.Equal(new[] { 4 }, c.Values);
    }

    [Fact]
    public async Task RefCountWithMinObserversAndTermination()
    {
        var source = new CountingSource<int>(AsyncObservable.Range(1, 3));
        var shared = source.Observable.Publish().RefCount(2);
        var a = new AsyncRecordingObserver<int>();
        var b = new AsyncRecordingObserver<int>();
        await using var ha = await shared.SubscribeAsync(a);
        Assert.Equal(0, source.Subscriptions);
        await using var hb = await shared.SubscribeAsync(b);
        await a.WaitAsync();
        await b.WaitAsync();
        Assert.Equal(new[] { 1, 2, 3 }, a.Values);
        Assert.Equal(new[] { 1, 2, 3 }, b.Values);
        Assert.Equal(1, source.Subscriptions);

        // Replay + RefCount: the first observer's completion counts it out; a later one connects afresh and is
        // replayed the finished sequence.
        var replayed = new CountingSource<int>(AsyncObservable.Range(1, 2));
        var cached = replayed.Observable.Replay().RefCount();
        Assert.Equal(new[] { 1, 2 }, (await cached.RecordAsync()).Values);
        Assert.Equal(new[] { 1, 2 }, (await cached.RecordAsync()).Values);
    }

    [Fact]
    public async Task PublishRefCountTakeStopsAnEndlessSource()
    {
        var source = new CountingSource<int>(AsyncObservable.Range(0, int.MaxValue));
        var taken = await source.Observable.Publish().RefCount().Take(3).RecordAsync();
        Assert.Equal(new[] { 0, 1, 2 }, taken.Values);
        Assert.True(taken.Completed);
        await source.WhenEnded(1);
    }

    [Fact]
    public async Task AutoConnectConnectsOnceAtTheNthObserver()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var source = new CountingSource<int>(subject);
        IAsyncDisposable? connection = null;
        var auto = source.Observable.Publish().AutoConnect(2, c => connection = c);
        var a = new AsyncRecordingObserver<int>();
        var b = new AsyncRecordingObserver<int>();
        var ha = await auto.SubscribeAsync(a);
        Assert.Equal(0, source.Subscriptions);
        var hb = await auto.SubscribeAsync(b);
        Assert.Equal(1, source.Subscriptions);
        Assert.NotNull(connection);
        await ha.DisposeAsync();
        await hb.DisposeAsync();
        Assert.Equal(0, source.Ended);
        await connection.DisposeAsync();
        Assert.Equal(1, source.Ended);

        var immediate = new CountingSource<int>(AsyncObservable.Never<int>());
        IAsyncDisposable? now = null;
        _ = immediate.Observable.Publish().AutoConnect(0, c => now = c);
        Assert.Equal(1, immediate.Subscriptions);
        Assert.NotNull(now);
    }

    [Fact]
    public void NullAndOutOfRangeArguments()
    {
        IAsyncObservable<int> nullSource = null!;
        var source = AsyncObservable.Range(1, 2);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nullSource.Publish()).ParamName);
        Assert.Equal("subject", Assert.Throws<ArgumentNullException>(() => source.Multicast((IAsyncSubject<int>)null!)).ParamName);
        Assert.Equal("subjectFactory", Assert.Throws<ArgumentNullException>(() => source.Multicast<int, int>(null!, xs => xs)).ParamName);
        Assert.Equal("selector", Assert.Throws<ArgumentNullException>(() => source.Publish((Func<IAsyncObservable<int>, IAsyncObservable<int>>)null!)).ParamName);
        Assert.Equal("bufferSize", Assert.Throws<ArgumentOutOfRangeException>(() => source.Replay(-1)).ParamName);
        Assert.Equal("minObservers", Assert.Throws<ArgumentOutOfRangeException>(() => source.Publish().RefCount(0)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IConnectableAsyncObservable<int>)null!).RefCount()).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IConnectableAsyncObservable<int>)null!).AutoConnect()).ParamName);
    }

    [Fact]
    public async Task PublishDeliversExactCountsToObserversSubscribingConcurrently()
    {
        const int Values = 5_000;
        const int Observers = 8;
        var published = AsyncObservable.Range(0, Values).Publish();
        var observers = Enumerable.Range(0, Observers).Select(_ => new AsyncRecordingObserver<int>(v => v % 1000 == 0 ? new ValueTask(Task.Run(static () => { })) : default)).ToArray();
        var handles = await Task.WhenAll(observers.Select(o => Task.Run(async () => await published.SubscribeAsync(o))));
        await using var connection = await published.ConnectAsync();
        foreach (var o in observers)
        {
            await o.WaitAsync();
            o.AssertGrammar();
            Assert.Equal(Enumerable.Range(0, Values), o.Values);
        }

        foreach (var h in handles)
        {
            await h.DisposeAsync();
        }
    }

    [Fact]
    public async Task RefCountUnderConcurrentSubscribeAndDisposeEndsDisconnected()
    {
        var source = new CountingSource<int>(AsyncObservable.Never<int>());
        var shared = source.Observable.Publish().RefCount();
        await Task.WhenAll(Enumerable.Range(0, 4).Select(_ => Task.Run(async () =>
        {
            for (var i = 0; i < 200; i++)
            {
                var handle = await shared.SubscribeAsync(new AsyncRecordingObserver<int>());
                await handle.DisposeAsync();
            }
        }))).WithTimeout();
        Assert.True(source.Subscriptions >= 1);
        Assert.Equal(source.Subscriptions, source.Ended);
    }

    [Fact]
    public async Task ConcurrentConnectsShareOneConnectionAndAFailedConnectCanBeRetried()
    {
        var source = new CountingSource<int>(AsyncObservable.Never<int>());
        var published = source.Observable.Publish();
        var connections = await Task.WhenAll(Enumerable.Range(0, 8).Select(_ => Task.Run(async () => await published.ConnectAsync())));
        Assert.All(connections, c => Assert.Same(connections[0], c));
        Assert.Equal(1, source.Subscriptions);
        await connections[0].DisposeAsync();
        Assert.Equal(1, source.Ended);

        var attempts = 0;
        var flaky = AsyncObservable.Create<int>(observer =>
        {
            if (++attempts == 1)
            {
                throw Boom;
            }

            return new ValueTask<IAsyncDisposable>(Rheo.Async.Disposables.AsyncDisposable.Nop);
        }).Publish();
        Assert.Same(Boom, await Assert.ThrowsAsync<FormatException>(async () => await flaky.ConnectAsync()));
        await using var connection = await flaky.ConnectAsync();
        Assert.Equal(2, attempts);
    }

    [Fact]
    public async Task AutoConnectZeroWithASlowConnectionMakesObserversWaitForIt()
    {
        var subscribed = 0;
        var slow = AsyncObservable.Create<int>(async observer =>
        {
            await Task.Yield();
            Interlocked.Increment(ref subscribed);
            return await AsyncObservable.Range(1, 3).SubscribeAsync(observer);
        });
        var connected = new TaskCompletionSource<IAsyncDisposable>(TaskCreationOptions.RunContinuationsAsynchronously);
        var replayed = slow.Replay().AutoConnect(0, c => connected.SetResult(c));
        var recorded = await replayed.RecordAsync();
        Assert.Equal(new[] { 1, 2, 3 }, recorded.Values);
        Assert.True(recorded.Completed);
        await using var connection = await connected.Task.WaitAsync(AsyncTestSequences.Timeout);
        Assert.Equal(1, subscribed);
    }
}
