using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo.Tests.Stress;

public class SynchronizeStressTests
{
    private const int Rounds = 100;
    private const int Producers = 4;
    private const int PerProducer = 300;
    private const int Stride = 1_000_000;

    [Fact]
    public void Synchronize_UnserializedCallersOfOneSubject_OneCallAtATime_EveryValueOnce()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            // Several threads call the subject at once; Synchronize is what makes that usable.
            var subject = new Subject<int>();
            var observer = new StressObserver<int>();
            using var subscription = subject.Synchronize().Subscribe(observer);

            StressThreads.Run(Producers, p =>
            {
                for (var i = 0; i < PerProducer; i++)
                {
                    subject.OnNext(p * Stride + i);
                }
            });
            subject.OnCompleted();

            observer.AssertCompletedOnce();
            StressThreads.AssertPerProducerOrder(observer.Values, Producers, PerProducer, Stride);
        }
    }

    [Fact]
    public void Synchronize_WithASharedGate_TwoPipelinesNeverRunTheirObserversAtTheSameTime()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var gate = new object();
            var inside = 0;
            var overlaps = 0;
            void Exclusive(int _)
            {
                if (Interlocked.Increment(ref inside) != 1)
                {
                    Interlocked.Increment(ref overlaps);
                }

                Thread.SpinWait(10);
                Interlocked.Decrement(ref inside);
            }

            var left = new Subject<int>();
            var right = new Subject<int>();
            var leftObserver = new StressObserver<int>(Exclusive);
            var rightObserver = new StressObserver<int>(Exclusive);
            using var leftSubscription = left.Synchronize(gate).Subscribe(leftObserver);
            using var rightSubscription = right.Synchronize(gate).Subscribe(rightObserver);

            StressThreads.Run(Producers, p =>
            {
                var subject = p % 2 == 0 ? left : right;
                for (var i = 0; i < PerProducer; i++)
                {
                    subject.OnNext(p * Stride + i);
                }
            });
            left.OnCompleted();
            right.OnCompleted();

            Assert.Equal(0, overlaps);
            leftObserver.AssertCompletedOnce();
            rightObserver.AssertCompletedOnce();
            Assert.Equal(Producers / 2 * PerProducer, leftObserver.Count);
            Assert.Equal(Producers / 2 * PerProducer, rightObserver.Count);
        }
    }

    [Fact]
    public void SynchronizedSubject_CallersOnSeveralThreads_EveryObserverGetsEverythingOnceInEachCallersOrder()
    {
        const int Observers = 3;
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var subject = Subject.Synchronize(new Subject<int>());
            var observers = Enumerable.Range(0, Observers).Select(_ => new StressObserver<int>()).ToArray();
            var subscriptions = observers.Select(subject.Subscribe).ToArray();

            StressThreads.Run(Producers + 1, p =>
            {
                if (p == Producers)
                {
                    return;
                }

                for (var i = 0; i < PerProducer; i++)
                {
                    subject.OnNext(p * Stride + i);
                }
            });
            subject.OnCompleted();

            foreach (var observer in observers)
            {
                observer.AssertCompletedOnce();
                StressThreads.AssertPerProducerOrder(observer.Values, Producers, PerProducer, Stride);
            }

            Array.ForEach(subscriptions, s => s.Dispose());
        }
    }
}
