using System.Collections.Concurrent;
using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo.Tests.Stress;

public class WindowStressTests
{
    private const int Rounds = 60;
    private const int Producers = 3;
    private const int PerProducer = 300;
    private const int Stride = 1_000_000;

    [Fact]
    public void WindowByCount_OverMergedProducerThreads_FullWindowsInOrder_EveryValueOnce()
    {
        const int Count = 7;
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var subjects = Enumerable.Range(0, Producers).Select(_ => new Subject<int>()).ToArray();
            var recorder = new WindowRecorder();
            using var subscription = Observable.Merge(subjects).Window(Count).Subscribe(recorder.Outer);

            RunProducers(subjects);

            recorder.AssertAllCompleted();
            var windows = recorder.Windows.Select(w => w.Values).ToList();
            Assert.All(windows.SkipLast(1), w => Assert.Equal(Count, w.Count));
            Assert.InRange(windows[^1].Count, 0, Count);
            StressThreads.AssertPerProducerOrder(recorder.Delivered.Select(d => d.Value).ToList(), Producers, PerProducer, Stride);
            recorder.AssertWindowsInTurn();
        }
    }

    [Fact]
    public void WindowByTime_TimerClosingWindowsWhileProducersSend_EveryValueOnceInOneWindowAtATime()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var subjects = Enumerable.Range(0, Producers).Select(_ => new Subject<int>()).ToArray();
            var recorder = new WindowRecorder();
            using var subscription = Observable.Merge(subjects)
                .Window(TimeSpan.FromMilliseconds(1), Scheduler.Default)
                .Subscribe(recorder.Outer);

            RunProducers(subjects);

            recorder.AssertAllCompleted();
            StressThreads.AssertPerProducerOrder(recorder.Delivered.Select(d => d.Value).ToList(), Producers, PerProducer, Stride);
            recorder.AssertWindowsInTurn();
        }
    }

    [Fact]
    public void WindowByBoundary_BoundariesFromAnotherThread_EveryValueOnceInOneWindowAtATime()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var subjects = Enumerable.Range(0, Producers).Select(_ => new Subject<int>()).ToArray();
            var boundaries = new Subject<Unit>();
            var recorder = new WindowRecorder();
            using var subscription = Observable.Merge(subjects).Window(boundaries).Subscribe(recorder.Outer);
            var finished = 0;
            using var firstBoundary = new ManualResetEventSlim();

            StressThreads.Run(Producers + 1, p =>
            {
                if (p == Producers)
                {
                    do
                    {
                        boundaries.OnNext(Unit.Default);
                        firstBoundary.Set();
                    }
                    while (Volatile.Read(ref finished) < Producers);

                    return;
                }

                // At least one boundary falls among the values.
                firstBoundary.WaitWithin();
                Produce(subjects[p], p);
                Interlocked.Increment(ref finished);
            });

            recorder.AssertAllCompleted();
            Assert.True(recorder.Windows.Count > 1);
            StressThreads.AssertPerProducerOrder(recorder.Delivered.Select(d => d.Value).ToList(), Producers, PerProducer, Stride);
            recorder.AssertWindowsInTurn();
            Assert.False(boundaries.HasObservers);
        }
    }

    private static void RunProducers(Subject<int>[] subjects) => StressThreads.Run(subjects.Length, p => Produce(subjects[p], p));

    private static void Produce(Subject<int> subject, int producer)
    {
        for (var i = 0; i < PerProducer; i++)
        {
            subject.OnNext(producer * Stride + i);
        }

        subject.OnCompleted();
    }

    /// <summary>Subscribes to every window as it opens and records each delivery with its window's number.</summary>
    private sealed class WindowRecorder
    {
        private readonly ConcurrentQueue<(int Window, int Value)> _delivered = new();
        private readonly List<StressObserver<int>> _windows = new();

        public WindowRecorder() => Outer = new StressObserver<IObservable<int>>(window =>
        {
            var number = _windows.Count;
            var observer = new StressObserver<int>(value => _delivered.Enqueue((number, value)));
            _windows.Add(observer);
            window.Subscribe(observer);
        });

        public StressObserver<IObservable<int>> Outer { get; }

        public IReadOnlyList<StressObserver<int>> Windows => _windows;

        public IReadOnlyList<(int Window, int Value)> Delivered => _delivered.ToArray();

        public void AssertAllCompleted()
        {
            Outer.Terminated.WaitWithin();
            Outer.AssertCompletedOnce();
            Assert.NotEmpty(_windows);
            foreach (var window in _windows)
            {
                window.AssertCompletedOnce();
            }
        }

        /// <summary>Non-overlapping windows: once a value went to a window, none goes to an earlier one.</summary>
        public void AssertWindowsInTurn()
        {
            var previous = 0;
            foreach (var (window, _) in _delivered)
            {
                Assert.True(window >= previous, $"value for window {window} after one for window {previous}");
                previous = window;
            }
        }
    }
}
