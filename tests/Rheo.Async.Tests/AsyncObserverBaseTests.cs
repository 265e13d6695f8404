using Rheo.Async.Linq;

namespace Rheo.Async.Tests;

public sealed class AsyncObserverBaseTests
{
    private sealed class GatedObserver : AsyncObserverBase<int>
    {
        public TaskCompletionSource Gate { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

        public List<int> Values { get; } = [];

        public int Completions { get; private set; }

        protected override async ValueTask OnNextAsyncCore(int value)
        {
            Values.Add(value);
            if (value == 1)
            {
                await Gate.Task;
            }
        }

        protected override ValueTask OnErrorAsyncCore(Exception error) => default;

        protected override ValueTask OnCompletedAsyncCore()
        {
            Completions++;
            return default;
        }
    }

    [Fact]
    public async Task OverlappingCallIsRejected()
    {
        var observer = new GatedObserver();
        var first = observer.OnNextAsync(1);
        Assert.False(first.IsCompleted);
        var ex = Assert.Throws<InvalidOperationException>(() => observer.OnNextAsync(2));
        Assert.Contains("in flight", ex.Message);
        Assert.Throws<InvalidOperationException>(() => observer.OnCompletedAsync());
        observer.Gate.SetResult();
        await first;
        await observer.OnNextAsync(3);
        Assert.Equal(new[] { 1, 3 }, observer.Values);
    }

    [Fact]
    public async Task MessagesAfterTerminalAreIgnored()
    {
        var observer = new GatedObserver();
        await observer.OnNextAsync(0);
        await observer.OnCompletedAsync();
        await observer.OnNextAsync(5);
        await observer.OnCompletedAsync();
        await observer.OnErrorAsync(new InvalidOperationException());
        Assert.Equal(new[] { 0 }, observer.Values);
        Assert.Equal(1, observer.Completions);
    }

    [Fact]
    public async Task ThrowingHandlerReleasesTheObserver()
    {
        var calls = 0;
        var observer = AsyncObserver.Create<int>(x =>
        {
            calls++;
            if (x == 1)
            {
                throw new InvalidOperationException("boom");
            }
        });
        Assert.Throws<InvalidOperationException>(() => observer.OnNextAsync(1));
        await observer.OnNextAsync(2);
        Assert.Equal(2, calls);
    }

    [Fact]
    public async Task DefaultErrorHandlerRethrows()
    {
        var observer = AsyncObserver.Create<int>(_ => { });
        var error = new FormatException();
        Assert.Same(error, Assert.Throws<FormatException>(() => observer.OnErrorAsync(error)));
        await Task.CompletedTask;
    }

    [Fact]
    public async Task DelegateSubscriptions()
    {
        var values = new List<int>();
        var done = new TaskCompletionSource();
        await using (await AsyncObservable.Range(1, 3).SubscribeAsync(values.Add, e => done.SetException(e), () => done.SetResult()))
        {
            await done.Task.WaitAsync(Bounded.Timeout);
        }

        Assert.Equal(new[] { 1, 2, 3 }, values);

        var asyncValues = new List<int>();
        var asyncDone = new TaskCompletionSource();
        await using (await AsyncObservable.Range(1, 3).SubscribeAsync(
            async x =>
            {
                await Task.Yield();
                asyncValues.Add(x);
            },
            e =>
            {
                asyncDone.SetException(e);
                return default;
            },
            () =>
            {
                asyncDone.SetResult();
                return default;
            }))
        {
            await asyncDone.Task.WaitAsync(Bounded.Timeout);
        }

        Assert.Equal(new[] { 1, 2, 3 }, asyncValues);
    }

    [Fact]
    public async Task SubscribeWithTokenDisposesOnCancel()
    {
        using var cts = new CancellationTokenSource();
        var disposed = new TaskCompletionSource();
        var source = AsyncObservable.Create<int>(_ => new ValueTask<IAsyncDisposable>(Rheo.Async.Disposables.AsyncDisposable.Create(() =>
        {
            disposed.TrySetResult();
            return default;
        })));
        await source.SubscribeAsync(AsyncObserver.Create<int>(_ => { }), cts.Token);
        Assert.False(disposed.Task.IsCompleted);
        await cts.CancelAsync();
        await disposed.Task.WaitAsync(Bounded.Timeout);
    }

    [Fact]
    public async Task NullArguments()
    {
        var source = AsyncObservable.Return(1);
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => source.SubscribeAsync((IAsyncObserver<int>)null!)).ParamName);
        Assert.Equal("onNext", Assert.Throws<ArgumentNullException>(() => source.SubscribeAsync((Action<int>)null!)).ParamName);
        Assert.Equal("onNextAsync", Assert.Throws<ArgumentNullException>(() => source.SubscribeAsync((Func<int, ValueTask>)null!)).ParamName);
        await Task.CompletedTask;
    }
}
