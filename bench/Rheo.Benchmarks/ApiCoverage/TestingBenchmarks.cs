using BenchmarkDotNet.Attributes;
using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Testing;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>The test toolkit: N recorded notifications played by hot and cold observables, recorded and compared.</summary>
public class TestingBenchmarks : ApiCoverageBenchmark
{
    private static readonly InvalidOperationException Error = new();

    private Recorded<Notification<int>>[] Messages(long offset)
    {
        var messages = new Recorded<Notification<int>>[N + 1];
        for (var i = 0; i < N; i++)
        {
            messages[i] = ReactiveTest.OnNext(offset + i + 1, i);
        }

        messages[N] = ReactiveTest.OnCompleted<int>(offset + N + 1);
        return messages;
    }

    [Benchmark]
    [Covers(typeof(TestScheduler), nameof(TestScheduler.CreateHotObservable), nameof(TestScheduler.CreateColdObservable), nameof(TestScheduler.Start), nameof(TestScheduler.CreateObserver), nameof(TestScheduler.ScheduleAbsolute))]
    [Covers(typeof(ReactiveTest), nameof(ReactiveTest.OnNext), nameof(ReactiveTest.OnCompleted))]
    public int HotAndCold()
    {
        var scheduler = new TestScheduler();
        var hot = scheduler.CreateHotObservable(Messages(ReactiveTest.Subscribed));
        var cold = scheduler.CreateColdObservable(Messages(0));
        var observer = scheduler.CreateObserver<int>();
        scheduler.ScheduleAbsolute(0, ReactiveTest.Subscribed, (_, _) => cold.Subscribe(observer));
        var results = scheduler.Start(() => hot, ReactiveTest.Disposed + N + 10);
        return results.Messages.Count + observer.Messages.Count + hot.Subscriptions.Count;
    }

    [Benchmark]
    [Covers(typeof(ReactiveTest), nameof(ReactiveTest.OnNext), nameof(ReactiveTest.OnError), nameof(ReactiveTest.Subscribe))]
    public int Recordings()
    {
        var count = 0;
        for (var i = 0; i < N; i++)
        {
            count += ReactiveTest.OnNext<int>(i, static x => x > 0).Time > 0 ? 1 : 0;
            count += ReactiveTest.OnError<int>(i, Error).Time > 0 ? 1 : 0;
            count += ReactiveTest.OnError<int>(i, static e => e is InvalidOperationException).Time > 0 ? 1 : 0;
            count += ReactiveTest.Subscribe(i, i + 1).Subscribe > 0 ? 1 : 0;
        }

        return count;
    }

    [Benchmark]
    [Covers(typeof(ReactiveAssert), nameof(ReactiveAssert.AreElementsEqual), nameof(ReactiveAssert.AssertEqual), nameof(ReactiveAssert.Throws), nameof(ReactiveAssert.DoesNotThrow))]
    public void Asserts()
    {
        var expected = Enumerable.Range(0, N).ToArray();
        ReactiveAssert.AreElementsEqual(expected, Enumerable.Range(0, N));
        ReactiveAssert.AreElementsEqual(Observable.Range(0, N), Observable.Range(0, N));
        Observable.Range(0, N).AssertEqual(Observable.Range(0, N));
        Enumerable.Range(0, N).AssertEqual(expected);
        ReactiveAssert.Throws<InvalidOperationException>(static () => throw Error);
        ReactiveAssert.Throws(Error, static () => throw Error);
        ReactiveAssert.DoesNotThrow<InvalidOperationException>(static () => { });
    }

    [Benchmark]
    [Covers(typeof(TestScheduler), nameof(TestScheduler.AsTimeProvider))]
    public long AsTimeProvider()
    {
        var scheduler = new TestScheduler();
        var provider = scheduler.AsTimeProvider();
        long fired = 0;
        for (var i = 0; i < N; i++)
        {
            provider.CreateTimer(_ => fired++, null, TimeSpan.FromTicks(i + 1), Timeout.InfiniteTimeSpan);
        }

        scheduler.Start();
        return fired + provider.GetTimestamp();
    }
}
