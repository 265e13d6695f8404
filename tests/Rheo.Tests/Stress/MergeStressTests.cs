using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo.Tests.Stress;

public class MergeStressTests
{
    private const int Rounds = 100;
    private const int Producers = 4;
    private const int PerProducer = 300;
    private const int Stride = 1_000_000;

    [Fact]
    public void Merge_OfHotSourcesFedByOwnThreads_DeliversEveryValueOnceInEachSourcesOrder()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var subjects = Enumerable.Range(0, Producers).Select(_ => new Subject<int>()).ToArray();
            var observer = new StressObserver<int>();
            using var subscription = Observable.Merge(subjects).Subscribe(observer);

            StressThreads.Run(Producers, p =>
            {
                for (var i = 0; i < PerProducer; i++)
                {
                    subjects[p].OnNext(p * Stride + i);
                }

                subjects[p].OnCompleted();
            });

            observer.AssertCompletedOnce();
            StressThreads.AssertPerProducerOrder(observer.Values, Producers, PerProducer, Stride);
        }
    }

    [Fact]
    public void Merge_OfObservableOfSources_OuterCompletionRacingInnerCompletions_CompletesOnceAfterEveryValue()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var outer = new Subject<IObservable<int>>();
            var inners = Enumerable.Range(0, Producers).Select(_ => new Subject<int>()).ToArray();
            var observer = new StressObserver<int>();
            using var subscription = outer.Merge().Subscribe(observer);
            foreach (var inner in inners)
            {
                outer.OnNext(inner);
            }

            // One more thread completes the outer while the inners still run.
            StressThreads.Run(Producers + 1, p =>
            {
                if (p == Producers)
                {
                    outer.OnCompleted();
                    return;
                }

                for (var i = 0; i < PerProducer; i++)
                {
                    inners[p].OnNext(p * Stride + i);
                }

                inners[p].OnCompleted();
            });

            observer.AssertCompletedOnce();
            StressThreads.AssertPerProducerOrder(observer.Values, Producers, PerProducer, Stride);
        }
    }

    [Fact]
    public void MergeMaxConcurrent_InnersCompletingOnTheirOwnThreads_NeverExceedTheLimit_AndDeliverEverything()
    {
        const int Sources = 6;
        const int MaxConcurrent = 2;
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var active = 0;
            var maxActive = 0;
            var subscribed = 0;
            var sources = Enumerable.Range(0, Sources).Select(p => ProducingOnItsOwnThread(p, () =>
            {
                Interlocked.Increment(ref subscribed);
                var now = Interlocked.Increment(ref active);
                RaiseTo(ref maxActive, now);
            }, () => Interlocked.Decrement(ref active))).ToArray();
            var observer = new StressObserver<int>();

            using var subscription = sources.Merge(MaxConcurrent).Subscribe(observer);

            observer.Terminated.WaitWithin();
            observer.AssertCompletedOnce();
            StressThreads.AssertPerProducerOrder(observer.Values, Sources, PerProducer, Stride);
            Assert.Equal(Sources, Volatile.Read(ref subscribed));
            Assert.InRange(Volatile.Read(ref maxActive), 1, MaxConcurrent);
        }
    }

    [Fact]
    public void SelectMany_InnersProducingOnOtherThreads_WhileTheOuterStillEmits_DeliversEveryValueOnce()
    {
        const int OuterValues = 6;
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var outer = new Subject<int>();
            var observer = new StressObserver<int>();
            using var subscription = outer
                .SelectMany(p => ProducingOnItsOwnThread(p, static () => { }, static () => { }))
                .Subscribe(observer);

            StressThreads.Run(1, _ =>
            {
                for (var p = 0; p < OuterValues; p++)
                {
                    outer.OnNext(p);
                }

                outer.OnCompleted();
            });

            observer.Terminated.WaitWithin();
            observer.AssertCompletedOnce();
            StressThreads.AssertPerProducerOrder(observer.Values, OuterValues, PerProducer, Stride);
        }
    }

    [Fact]
    public void Merge_OneSourceFailingWhileOthersEmit_OneErrorNothingAfter_AndEverySourceUnsubscribed()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var (observer, subjects, failure) = RunWithOneFailingSource();

            observer.AssertGrammar();
            Assert.Equal(1, observer.TerminalCount);
            Assert.Same(failure, observer.Error);
            Assert.All(subjects, s => Assert.False(s.HasObservers));

            // What arrived is, per source, a prefix of its values in order.
            var next = new int[Producers];
            foreach (var value in observer.Values)
            {
                Assert.Equal(next[value / Stride]++, value % Stride);
            }

            Assert.InRange(next[0], 0, PerProducer / 2);
        }
    }

    [Fact]
    public void Merge_OneSourceFailingWhileOthersEmit_EveryValueTheFailingSourceSentBeforeItsErrorArrives()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var (observer, _, _) = RunWithOneFailingSource();

            Assert.Equal(Enumerable.Range(0, PerProducer / 2), observer.Values.Where(v => v / Stride == 0));
        }
    }

    private static (StressObserver<int> Observer, Subject<int>[] Subjects, Exception Failure) RunWithOneFailingSource()
    {
        var failure = new InvalidOperationException("boom");
        var subjects = Enumerable.Range(0, Producers).Select(_ => new Subject<int>()).ToArray();
        var observer = new StressObserver<int>();
        using var subscription = Observable.Merge(subjects).Subscribe(observer);

        StressThreads.Run(Producers, p =>
        {
            for (var i = 0; i < PerProducer; i++)
            {
                if (p == 0 && i == PerProducer / 2)
                {
                    subjects[p].OnError(failure);
                    return;
                }

                subjects[p].OnNext(p * Stride + i);
            }
        });

        return (observer, subjects, failure);
    }

    /// <summary>A cold source that, per subscription, sends its values and completes from a thread of its own.</summary>
    internal static IObservable<int> ProducingOnItsOwnThread(int producer, Action subscribed, Action finished) =>
        Observable.Create<int>(observer =>
        {
            subscribed();
            var cancel = new BooleanDisposable();
            var thread = new Thread(() =>
            {
                for (var i = 0; i < PerProducer && !cancel.IsDisposed; i++)
                {
                    observer.OnNext(producer * Stride + i);
                }

                // Counted out before completing: the next source may be subscribed from inside OnCompleted.
                finished();
                observer.OnCompleted();
            })
            { IsBackground = true };
            thread.Start();
            return cancel;
        });

    internal static void RaiseTo(ref int max, int value)
    {
        int seen;
        while (value > (seen = Volatile.Read(ref max)) && Interlocked.CompareExchange(ref max, value, seen) != seen)
        {
        }
    }
}
