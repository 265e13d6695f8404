using BenchmarkDotNet.Attributes;
using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Runtime.CompilerServices;
using Rheo.Threading.Tasks;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>
/// The asynchronous conversions: N calls of a function converted by <c>ToAsync</c>/<c>Start</c>/<c>FromAsyncPattern</c>
/// on the immediate scheduler (so the figures are the conversion's cost), <c>RunAsync</c>, and N <c>async</c> methods
/// returning <see cref="ITaskObservable{T}"/>.
/// </summary>
public class TaskConversionsBenchmarks : ApiCoverageBenchmark
{
    private static readonly Func<int, int> Twice = static x => x * 2;
    private static readonly Func<int, IObservable<int>> TwiceAsync = Twice.ToAsync(ImmediateScheduler.Instance);

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.ToAsync), nameof(Observable.Start))]
    public long ToAsyncAndStart()
    {
        var observer = new CoverageCountingObserver<int>();
        var unit = new CoverageCountingObserver<Unit>();
        for (var i = 0; i < N; i++)
        {
            TwiceAsync(i).Subscribe(observer).Dispose();
            Observable.Start(static () => 1, ImmediateScheduler.Instance).Subscribe(observer).Dispose();
            Observable.Start(static () => { }, ImmediateScheduler.Instance).Subscribe(unit).Dispose();
        }

        return observer.Count + unit.Count;
    }

#pragma warning disable CS0618 // FromAsyncPattern is obsolete, as in Rx.NET; it is still part of the API.
    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.FromAsyncPattern))]
    public long FromAsyncPattern()
    {
        var done = Task.FromResult(1);
        var call = Observable.FromAsyncPattern<int, int>(
            (_, callback, _) =>
            {
                callback(done);
                return done;
            },
            static r => ((Task<int>)r).Result);
        var observer = new CoverageCountingObserver<int>();
        for (var i = 0; i < N; i++)
        {
            call(i).Subscribe(observer).Dispose();
        }

        return observer.Count;
    }
#pragma warning restore CS0618

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.RunAsync))]
    public long RunAsync()
    {
        long sum = 0;
        for (var i = 0; i < N; i++)
        {
            sum += Observable.Return(i).RunAsync(CancellationToken.None).GetResult();
        }

        return sum;
    }

    [Benchmark]
    [Covers(typeof(ITaskObservable<>), nameof(ITaskObservable<int>.GetAwaiter))]
    [Covers(typeof(ITaskObservableAwaiter<>), nameof(ITaskObservableAwaiter<int>.GetResult))]
    [Covers(
        typeof(TaskObservableMethodBuilder<>),
        nameof(TaskObservableMethodBuilder<int>.Create),
        nameof(TaskObservableMethodBuilder<int>.Start),
        nameof(TaskObservableMethodBuilder<int>.SetStateMachine),
        nameof(TaskObservableMethodBuilder<int>.SetResult),
        nameof(TaskObservableMethodBuilder<int>.SetException),
        nameof(TaskObservableMethodBuilder<int>.AwaitOnCompleted),
        nameof(TaskObservableMethodBuilder<int>.AwaitUnsafeOnCompleted))]
    public async Task<long> AsyncMethods()
    {
        long sum = 0;
        for (var i = 0; i < N; i++)
        {
            sum += await Add(i, 1);
        }

        try
        {
            await Fail();
        }
        catch (InvalidOperationException)
        {
            sum++;
        }

        sum += await Yielding();
        sum += await Outer();
        return sum;
    }

    private static async ITaskObservable<int> Add(int a, int b)
    {
        await Task.CompletedTask;
        return a + b;
    }

    private static async ITaskObservable<int> Fail()
    {
        await Task.CompletedTask;
        throw new InvalidOperationException();
    }

    private static async ITaskObservable<int> Yielding()
    {
        await Task.Yield();
        return 1;
    }

    private static async ITaskObservable<int> Outer() => await Yielding() + 1;
}
