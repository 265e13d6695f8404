using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Linq;

public sealed class ErrorHandlingTests
{
    private static readonly FormatException Boom = new("boom");

    [Fact]
    public async Task CatchContinues()
    {
        var recorded = await AsyncTestSequences.ValuesThenError(2, Boom).Catch(AsyncObservable.Return(9)).RecordAsync();
        Assert.Equal(new[] { 1, 2, 9 }, recorded.Values);
        Assert.True(recorded.Completed);
        var typed = await AsyncTestSequences.ValuesThenError(1, Boom).Catch((FormatException e) => AsyncObservable.Return(e.Message.Length)).RecordAsync();
        Assert.Equal(new[] { 1, 4 }, typed.Values);
        var other = await AsyncTestSequences.ValuesThenError(1, Boom).Catch((ArgumentException e) => AsyncObservable.Return(0)).RecordAsync();
        Assert.Same(Boom, other.Error);
        var throwing = new InvalidOperationException();
        Assert.Same(throwing, (await AsyncObservable.Throw<int>(Boom).Catch((Exception e) => throw throwing).RecordAsync()).Error);
        Assert.Equal(new[] { 1 }, (await AsyncObservable.Return(1).Catch(AsyncObservable.Return(2)).RecordAsync()).Values);
    }

    [Fact]
    public async Task RetryResubscribes()
    {
        var attempts = 0;
        var source = AsyncObservable.Defer(() => ++attempts < 3 ? AsyncTestSequences.ValuesThenError(1, Boom) : AsyncObservable.Return(7));
        var recorded = await source.Retry().RecordAsync();
        Assert.Equal(new[] { 1, 1, 7 }, recorded.Values);
        Assert.Equal(3, attempts);

        attempts = 0;
        var limited = await source.Retry(2).RecordAsync();
        Assert.Equal(new[] { 1, 1 }, limited.Values);
        Assert.Same(Boom, limited.Error);
        Assert.Throws<ArgumentOutOfRangeException>("retryCount", () => source.Retry(-1));
    }

    [Fact]
    public async Task OnErrorResumeNextMovesOn()
    {
        var recorded = await AsyncObservable.OnErrorResumeNext(AsyncTestSequences.ValuesThenError(1, Boom), AsyncObservable.Return(5), AsyncObservable.Throw<int>(Boom)).RecordAsync();
        Assert.Equal(new[] { 1, 5 }, recorded.Values);
        Assert.True(recorded.Completed);
    }

    [Fact]
    public async Task FinallyRunsOnceAfterTerminalOrDispose()
    {
        // The action runs after the terminal message's OnCompletedAsync/OnErrorAsync has returned, so the recording
        // can finish first: each run signals, and the count is read once the signal came.
        var runs = 0;
        var ran = new SemaphoreSlim(0);
        var recorded = await AsyncObservable.Range(1, 2).Finally(() =>
        {
            Interlocked.Increment(ref runs);
            ran.Release();
        }).RecordAsync();
        await ran.WaitWithinAsync();
        Assert.Equal(1, Volatile.Read(ref runs));
        Assert.Same(Boom, (await AsyncObservable.Throw<int>(Boom).Finally(() =>
        {
            Interlocked.Increment(ref runs);
            ran.Release();
        }).RecordAsync()).Error);
        await ran.WaitWithinAsync();
        Assert.Equal(2, Volatile.Read(ref runs));
        var handle = await AsyncObservable.Never<int>().Finally(() =>
        {
            runs++;
            return default;
        }).SubscribeAsync(new AsyncRecordingObserver<int>());
        Assert.Equal(2, runs);
        await handle.DisposeAsync();
        await handle.DisposeAsync();
        Assert.Equal(3, runs);
    }
}
