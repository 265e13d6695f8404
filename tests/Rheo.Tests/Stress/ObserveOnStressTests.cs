using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo.Tests.Stress;

public class ObserveOnStressTests
{
    private const int Rounds = 50;
    private const int Producers = 3;
    private const int PerProducer = 300;
    private const int Stride = 1_000_000;

    public static TheoryData<string> Schedulers => new() { "TaskPool", "ThreadPool", "NewThread", "EventLoop" };

    [Theory]
    [MemberData(nameof(Schedulers))]
    public void ObserveOn_ProducersMergedOnSeveralThreads_DeliversEverythingInEachProducersOrder_OneCallAtATime(string name)
    {
        using var eventLoop = new EventLoopScheduler();
        IScheduler scheduler = name switch
        {
            "TaskPool" => TaskPoolScheduler.Default,
            "ThreadPool" => ThreadPoolScheduler.Instance,
            "NewThread" => NewThreadScheduler.Default,
            _ => eventLoop,
        };

        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var subjects = Enumerable.Range(0, Producers).Select(_ => new Subject<int>()).ToArray();
            var observer = new StressObserver<int>();
            using var subscription = Observable.Merge(subjects).ObserveOn(scheduler).Subscribe(observer);

            StressThreads.Run(Producers, p =>
            {
                for (var i = 0; i < PerProducer; i++)
                {
                    subjects[p].OnNext(p * Stride + i);
                }

                subjects[p].OnCompleted();
            });

            observer.Terminated.WaitWithin();
            observer.AssertCompletedOnce();
            StressThreads.AssertPerProducerOrder(observer.Values, Producers, PerProducer, Stride);
        }
    }

    [Theory]
    [MemberData(nameof(Schedulers))]
    public void ObserveOn_DisposedFromInsideADelivery_NothingMoreArrives(string name)
    {
        using var eventLoop = new EventLoopScheduler();
        IScheduler scheduler = name switch
        {
            "TaskPool" => TaskPoolScheduler.Default,
            "ThreadPool" => ThreadPoolScheduler.Instance,
            "NewThread" => NewThreadScheduler.Default,
            _ => eventLoop,
        };

        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var source = new Subject<int>();
            var stopAt = 50 + round;
            var handle = new SelfDisposingHandle();
            using var stopped = new ManualResetEventSlim();
            StressObserver<int>? observer = null;
            observer = new StressObserver<int>(value =>
            {
                if (value == stopAt)
                {
                    handle.Dispose();
                    observer!.MarkUnsubscribed();
                    stopped.Set();
                }
            });
            handle.Set(source.ObserveOn(scheduler).Subscribe(observer));

            StressThreads.Run(1, _ =>
            {
                StressThreads.SendThenComplete(source, PerProducer);
            });

            stopped.WaitWithin();
            Assert.False(source.HasObservers);
            observer.AssertGrammar();
            Assert.Equal(Enumerable.Range(0, stopAt + 1), observer.Values);
        }
    }
}

/// <summary>A subscription handle that an observer can dispose from inside its own calls.</summary>
internal sealed class SelfDisposingHandle : IDisposable
{
    private IDisposable? _handle;
    private int _disposed;

    public void Set(IDisposable handle)
    {
        Volatile.Write(ref _handle, handle);
        if (Volatile.Read(ref _disposed) != 0)
        {
            handle.Dispose();
        }
    }

    public void Dispose()
    {
        Volatile.Write(ref _disposed, 1);
        Volatile.Read(ref _handle)?.Dispose();
    }
}
