using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Subjects;

public sealed class AsyncSubjectTests
{
    private static readonly FormatException Boom = new("boom");

    public static TheoryData<bool> Modes => [false, true];

    private static async ValueTask YieldOnce() => await Task.Yield();

    private static PublishingAsyncSubject<int> Simple(bool concurrent) =>
        concurrent ? new ConcurrentSimpleAsyncSubject<int>() : new SequentialSimpleAsyncSubject<int>();

    [Theory]
    [MemberData(nameof(Modes))]
    public async Task PublishesToCurrentObservers(bool concurrent)
    {
        var subject = Simple(concurrent);
        Assert.Equal(concurrent, subject.IsConcurrent);
        await subject.OnNextAsync(0);
        var a = new AsyncRecordingObserver<int>();
        var b = new AsyncRecordingObserver<int>(async _ => await Task.Yield());
        var ha = await subject.SubscribeAsync(a);
        await using var hb = await subject.SubscribeAsync(b);
        Assert.True(subject.HasObservers);
        await subject.OnNextAsync(1);
        await ha.DisposeAsync();
        await subject.OnNextAsync(2);
        await subject.OnCompletedAsync();
        await subject.OnNextAsync(3);
        Assert.Equal(new[] { 1 }, a.Values);
        Assert.Equal(new[] { 1, 2 }, b.Values);
        Assert.True(b.Completed);
        Assert.Equal(0, a.TerminalCount);
        var late = new AsyncRecordingObserver<int>();
        await subject.SubscribeAsync(late);
        Assert.True(late.Completed);
        a.AssertGrammar();
        b.AssertGrammar();
    }

    [Fact]
    public async Task SequentialAwaitsEachObserverInTurn()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var release = new TaskCompletionSource();
        var secondCalled = false;
        await subject.SubscribeAsync(async x => await release.Task);
        await subject.SubscribeAsync(x => secondCalled = true);
        var publish = subject.OnNextAsync(1);
        Assert.False(publish.IsCompleted);
        Assert.False(secondCalled);
        release.SetResult();
        await publish;
        Assert.True(secondCalled);
    }

    [Fact]
    public async Task ConcurrentCallsAllObserversBeforeAwaiting()
    {
        var subject = new ConcurrentSimpleAsyncSubject<int>();
        var release = new TaskCompletionSource();
        var secondCalled = false;
        await subject.SubscribeAsync(async x => await release.Task);
        await subject.SubscribeAsync(x => secondCalled = true);
        var publish = subject.OnNextAsync(1);
        Assert.True(secondCalled);
        Assert.False(publish.IsCompleted);
        release.SetResult();
        await publish;
    }

    [Theory]
    [MemberData(nameof(Modes))]
    public async Task ErrorReachesObserversAndLateJoiners(bool concurrent)
    {
        var subject = Simple(concurrent);
        var a = new AsyncRecordingObserver<int>();
        await subject.SubscribeAsync(a);
        await subject.OnErrorAsync(Boom);
        await subject.OnCompletedAsync();
        Assert.Same(Boom, a.Error);
        Assert.Equal(1, a.TerminalCount);
        var late = new AsyncRecordingObserver<int>();
        await subject.SubscribeAsync(late);
        Assert.Same(Boom, late.Error);
    }

    [Theory]
    [MemberData(nameof(Modes))]
    public async Task ObserverFailureReachesProducer(bool concurrent)
    {
        var subject = Simple(concurrent);
        await subject.SubscribeAsync(x => ValueTask.FromException(Boom));
        await Assert.ThrowsAsync<FormatException>(async () => await subject.OnNextAsync(1));
        await subject.OnNextAsync(2).AsTask().ContinueWith(_ => { });
    }

    [Theory]
    [MemberData(nameof(Modes))]
    public async Task BehaviorSendsLatestFirst(bool concurrent)
    {
        BehaviorAsyncSubject<int> subject = concurrent ? new ConcurrentBehaviorAsyncSubject<int>(-1) : new SequentialBehaviorAsyncSubject<int>(-1);
        var a = new AsyncRecordingObserver<int>();
        await subject.SubscribeAsync(a);
        await subject.OnNextAsync(1);
        await subject.OnNextAsync(2);
        Assert.Equal(2, subject.Value);
        var b = new AsyncRecordingObserver<int>();
        await subject.SubscribeAsync(b);
        await subject.OnNextAsync(3);
        await subject.OnCompletedAsync();
        Assert.Equal(new[] { -1, 1, 2, 3 }, a.Values);
        Assert.Equal(new[] { 2, 3 }, b.Values);
        var late = new AsyncRecordingObserver<int>();
        await subject.SubscribeAsync(late);
        Assert.Empty(late.Values);
        Assert.True(late.Completed);
    }

    [Theory]
    [MemberData(nameof(Modes))]
    public async Task ReplaySendsBufferThenLive(bool concurrent)
    {
        ReplayAsyncSubject<int> all = concurrent ? new ConcurrentReplayAsyncSubject<int>() : new SequentialReplayAsyncSubject<int>();
        ReplayAsyncSubject<int> two = concurrent ? new ConcurrentReplayAsyncSubject<int>(2) : new SequentialReplayAsyncSubject<int>(2);
        for (var i = 1; i <= 4; i++)
        {
            await all.OnNextAsync(i);
            await two.OnNextAsync(i);
        }

        var a = new AsyncRecordingObserver<int>();
        var b = new AsyncRecordingObserver<int>();
        await all.SubscribeAsync(a);
        await two.SubscribeAsync(b);
        await all.OnNextAsync(5);
        await two.OnNextAsync(5);
        await all.OnCompletedAsync();
        Assert.Equal(new[] { 1, 2, 3, 4, 5 }, a.Values);
        Assert.Equal(new[] { 3, 4, 5 }, b.Values);
        var late = new AsyncRecordingObserver<int>();
        await all.SubscribeAsync(late);
        Assert.Equal(new[] { 1, 2, 3, 4, 5 }, late.Values);
        Assert.True(late.Completed);
        Assert.Throws<ArgumentOutOfRangeException>("bufferSize", () => new SequentialReplayAsyncSubject<int>(-1));
    }

    [Theory]
    [MemberData(nameof(Modes))]
    public async Task SeveralProducerThreadsExactCountsAndGrammar(bool concurrent)
    {
        const int Threads = 4;
        const int PerThread = 5_000;
        var subject = Simple(concurrent);
        var fast = new AsyncRecordingObserver<int>();
        var slow = new AsyncRecordingObserver<int>(x => x % 100 == 0 ? YieldOnce() : default);
        await subject.SubscribeAsync(fast);
        await subject.SubscribeAsync(slow);
        using var start = new ManualResetEventSlim();
        var producers = Enumerable.Range(0, Threads).Select(t => Task.Factory.StartNew(
            async () =>
            {
                start.WaitWithin();
                for (var i = 0; i < PerThread; i++)
                {
                    await subject.OnNextAsync((t * PerThread) + i);
                }
            },
            TaskCreationOptions.LongRunning).Unwrap()).ToArray();
        start.Set();
        await Task.WhenAll(producers).WithTimeout();
        await subject.OnCompletedAsync();
        foreach (var observer in new[] { fast, slow })
        {
            observer.AssertGrammar();
            Assert.True(observer.Completed);
            Assert.Equal(Enumerable.Range(0, Threads * PerThread), observer.Values.Order());
        }
    }
}
