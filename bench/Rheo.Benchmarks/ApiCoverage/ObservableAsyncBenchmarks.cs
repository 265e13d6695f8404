using BenchmarkDotNet.Attributes;
using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Threading.Tasks;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>The task bridges: tasks that complete synchronously (so the figures are the bridge's cost, not the thread pool's), N of them.</summary>
public class ObservableAsyncBenchmarks : ApiCoverageBenchmark
{
    [Benchmark]
    [Covers(typeof(TaskObservableExtensions), nameof(TaskObservableExtensions.ToTask))]
    [Covers(typeof(Observable), nameof(Observable.GetAwaiter))]
    public async Task<long> ToTaskAwait()
    {
        long sum = 0;
        for (var i = 0; i < N; i++)
        {
            sum += await Observable.Return(i).ToTask();
            sum += await Observable.Return(i);
        }

        return sum;
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.ForEachAsync))]
    public Task ForEachAsync() => Observable.Range(0, N).ForEachAsync(IntSink);

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.FromAsync), nameof(Observable.StartAsync), nameof(Observable.DeferAsync))]
    [Covers(typeof(TaskObservableExtensions), nameof(TaskObservableExtensions.ToObservable))]
    public void FromTasks()
    {
        var done = Task.FromResult(1);
        for (var i = 0; i < N; i++)
        {
            Observable.FromAsync(() => done).Subscribe(IntSink).Dispose();
            Observable.StartAsync(() => done).Subscribe(IntSink).Dispose();
            done.ToObservable().Subscribe(IntSink).Dispose();
            Observable.DeferAsync(static () => Task.FromResult(Observable.Return(1))).Subscribe(IntSink).Dispose();
        }
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Create), nameof(Observable.Using))]
    public void CreateUsingAsync()
    {
        var n = N;
        Observable.Create<int>(o =>
        {
            for (var i = 0; i < n; i++)
            {
                o.OnNext(i);
            }

            o.OnCompleted();
            return Task.CompletedTask;
        }).Subscribe(IntSink).Dispose();
        Observable.Using(static _ => Task.FromResult(new BooleanDisposable()), (_, _) => Task.FromResult(Observable.Range(0, n))).Subscribe(IntSink).Dispose();
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.SelectMany))]
    public void SelectManyValueTask() => Observable.Range(0, N).SelectMany(static x => new ValueTask<int>(x)).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.ToAsyncEnumerable), nameof(Observable.ToObservable))]
    public async Task<long> AsyncEnumerable()
    {
        long sum = 0;
        await foreach (var x in Observable.Range(0, N).ToAsyncEnumerable())
        {
            sum += x;
        }

        var done = new TaskCompletionSource();
        Observable.ToObservable(System.Linq.AsyncEnumerable.Range(0, N)).Subscribe(IntSink, static _ => { }, done.SetResult);
        await done.Task;
        return sum;
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.ToEvent), nameof(Observable.ToEventPattern), nameof(Observable.FromEvent), nameof(Observable.FromEventPattern))]
    public long Events()
    {
        long sum = 0;
        Action<int> handler = x => sum += x;
        var events = Observable.Range(0, N).ToEvent();
        events.OnNext += handler;
        events.OnNext -= handler;

        var patterns = Observable.Range(0, N).Select(static x => new EventPattern<int>(null, x)).ToEventPattern();
        EventHandler<int> patternHandler = (_, x) => sum += x;
        patterns.OnNext += patternHandler;
        patterns.OnNext -= patternHandler;

        var source = new EventRaiser();
        var s1 = Observable.FromEvent<int>(h => source.Raised += h, h => source.Raised -= h).Subscribe(handler);
        var s2 = Observable.FromEventPattern<int>(h => source.Pattern += h, h => source.Pattern -= h).Subscribe(p => sum += p.EventArgs);
        for (var i = 0; i < N; i++)
        {
            source.Raise(i);
        }

        s1.Dispose();
        s2.Dispose();
        return sum;
    }

    private sealed class EventRaiser
    {
        public event Action<int>? Raised;

        public event EventHandler<int>? Pattern;

        public void Raise(int value)
        {
            Raised?.Invoke(value);
            Pattern?.Invoke(this, value);
        }
    }
}
