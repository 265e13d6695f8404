using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.Subjects;

public class ReplaySubjectTimeStressTests
{
    [Fact]
    public void ScheduledWindowedSubject_ObserversJoiningMidStream_GetAContiguousTailThenCompletion()
    {
        const int N = 20_000;
        const int Subscribers = 4;
        var subject = new ReplaySubject<int>(TimeSpan.FromHours(1), Scheduler.Default);
        var observers = new RecordingObserver<int>[Subscribers];
        var done = new CountdownEvent(Subscribers);
        using var start = new Barrier(Subscribers + 1);
        var threads = new List<Thread>();
        for (var t = 0; t < Subscribers; t++)
        {
            var index = t;
            var observer = observers[index] = new RecordingObserver<int>();
            threads.Add(new Thread(() =>
            {
                start.SignalAndWait();
                for (var spin = 0; spin < index * 1000; spin++)
                {
                    Thread.SpinWait(10);
                }

                subject.Subscribe(
                    observer.OnNext,
                    e =>
                    {
                        observer.OnError(e);
                        done.Signal();
                    },
                    () =>
                    {
                        observer.OnCompleted();
                        done.Signal();
                    });
            }));
        }

        threads.ForEach(static t => t.Start());
        start.SignalAndWait();
        for (var i = 0; i < N; i++)
        {
            subject.OnNext(i);
        }

        subject.OnCompleted();
        threads.ForEach(static t => t.Join());
        Assert.True(done.Wait(Bounded.Timeout));
        foreach (var observer in observers)
        {
            observer.AssertGrammar();
            Assert.True(observer.Completed);

            // The window is an hour: nothing is trimmed, so every observer sees every value once, in order.
            Assert.Equal(Enumerable.Range(0, N), observer.Values);
        }
    }
}
