using BenchmarkDotNet.Attributes;
using Rheo.Async;
using Rheo.Async.Disposables;
using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

/// <summary>Async subjects, observers and disposables: N values or N disposables.</summary>
public class AsyncPrimitivesBenchmarks : ApiCoverageBenchmark
{
    private static readonly InvalidOperationException Error = new();

    private async Task<long> Drive(PublishingAsyncSubject<int> subject, bool fail)
    {
        long count = 0;
        var observer = AsyncObserver.Create<int>(_ => count++, static _ => { }, static () => { });
        var subscription = await subject.SubscribeAsync(observer);
        var second = await subject.SubscribeAsync(x => { count++; return ValueTask.CompletedTask; }, static _ => ValueTask.CompletedTask, static () => ValueTask.CompletedTask);
        for (var i = 0; i < N; i++)
        {
            await subject.OnNextAsync(i);
        }

        if (fail)
        {
            await subject.OnErrorAsync(Error);
        }
        else
        {
            await subject.OnCompletedAsync();
        }

        await subscription.DisposeAsync();
        await second.DisposeAsync();
        return count;
    }

    [Benchmark]
    [Covers(typeof(PublishingAsyncSubject<>), nameof(PublishingAsyncSubject<int>.SubscribeAsync), nameof(PublishingAsyncSubject<int>.OnNextAsync), nameof(PublishingAsyncSubject<int>.OnErrorAsync), nameof(PublishingAsyncSubject<int>.OnCompletedAsync))]
    [Covers(typeof(AsyncObserver), nameof(AsyncObserver.Create))]
    [Covers(typeof(AsyncObservableExtensions), nameof(AsyncObservableExtensions.SubscribeAsync))]
    public async Task<long> Subjects() =>
        await Drive(new SequentialSimpleAsyncSubject<int>(), false) + await Drive(new ConcurrentSimpleAsyncSubject<int>(), true)
        + await Drive(new SequentialBehaviorAsyncSubject<int>(-1), false) + await Drive(new ConcurrentReplayAsyncSubject<int>(16), false);

    [Benchmark]
    [Covers(typeof(IAsyncObservable<>), nameof(IAsyncObservable<int>.SubscribeAsync))]
    [Covers(typeof(IAsyncObserver<>), nameof(IAsyncObserver<int>.OnNextAsync), nameof(IAsyncObserver<int>.OnErrorAsync), nameof(IAsyncObserver<int>.OnCompletedAsync))]
    [Covers(typeof(AsyncObserverBase<>), nameof(AsyncObserverBase<int>.OnNextAsync), nameof(AsyncObserverBase<int>.OnErrorAsync), nameof(AsyncObserverBase<int>.OnCompletedAsync))]
    [Covers(typeof(AsyncObservableBase<>), nameof(AsyncObservableBase<int>.SubscribeAsync))]
    public async Task<long> CustomObservableAndObserver()
    {
        var counter = new CountingAsyncObserver();
        IAsyncObservable<int> source = new CountTo(N);
        var subscription = await source.SubscribeAsync(counter);
        await subscription.DisposeAsync();
        var typed = new CountTo(N);
        await (await typed.SubscribeAsync(counter)).DisposeAsync();
        IAsyncObserver<int> asInterface = new CountingAsyncObserver();
        await asInterface.OnNextAsync(1);
        await asInterface.OnErrorAsync(Error);
        var direct = new CountingAsyncObserver();
        await direct.OnNextAsync(1);
        await direct.OnCompletedAsync();
        await new CountingAsyncObserver().OnErrorAsync(Error);
        return counter.Count;
    }

    [Benchmark]
    [Covers(typeof(CompositeAsyncDisposable), nameof(CompositeAsyncDisposable.AddAsync), nameof(CompositeAsyncDisposable.RemoveAsync), nameof(CompositeAsyncDisposable.DisposeAsync))]
    [Covers(typeof(AsyncDisposable), nameof(AsyncDisposable.Create))]
    public async Task CompositeAsync()
    {
        var composite = new CompositeAsyncDisposable();
        var items = new IAsyncDisposable[N];
        for (var i = 0; i < N; i++)
        {
            items[i] = AsyncDisposable.Create(static () => ValueTask.CompletedTask);
            await composite.AddAsync(items[i]);
        }

        for (var i = 0; i < N; i += 2)
        {
            await composite.RemoveAsync(items[i]);
        }

        await composite.DisposeAsync();
    }

    [Benchmark]
    [Covers(typeof(SerialAsyncDisposable), nameof(SerialAsyncDisposable.AssignAsync), nameof(SerialAsyncDisposable.DisposeAsync))]
    [Covers(typeof(SingleAssignmentAsyncDisposable), nameof(SingleAssignmentAsyncDisposable.AssignAsync), nameof(SingleAssignmentAsyncDisposable.DisposeAsync))]
    [Covers(typeof(RefCountAsyncDisposable), nameof(RefCountAsyncDisposable.GetDisposable), nameof(RefCountAsyncDisposable.DisposeAsync))]
    public async Task AssignmentsAsync()
    {
        var serial = new SerialAsyncDisposable();
        var refCount = new RefCountAsyncDisposable(AsyncDisposable.Nop);
        for (var i = 0; i < N; i++)
        {
            var single = new SingleAssignmentAsyncDisposable();
            await single.AssignAsync(AsyncDisposable.Nop);
            await serial.AssignAsync(single);
            await single.DisposeAsync();
            await refCount.GetDisposable().DisposeAsync();
        }

        await serial.DisposeAsync();
        await refCount.DisposeAsync();
    }

    private sealed class CountTo(int n) : AsyncObservableBase<int>
    {
        protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<int> observer)
        {
            for (var i = 0; i < n; i++)
            {
                await observer.OnNextAsync(i);
            }

            await observer.OnCompletedAsync();
            return AsyncDisposable.Nop;
        }
    }

    private sealed class CountingAsyncObserver : AsyncObserverBase<int>
    {
        public long Count;

        protected override ValueTask OnNextAsyncCore(int value)
        {
            Count++;
            return ValueTask.CompletedTask;
        }

        protected override ValueTask OnErrorAsyncCore(Exception error) => ValueTask.CompletedTask;

        protected override ValueTask OnCompletedAsyncCore() => ValueTask.CompletedTask;
    }
}
