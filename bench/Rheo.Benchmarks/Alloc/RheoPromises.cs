using Microsoft.Extensions.Logging;
using Rheo.Concurrency;
using Rheo.Diagnostics;
using Rheo.Disposables;
using Rheo.Extensions.Logging;
using Rheo.Linq;
using Rheo.Subjects;

namespace RheoBench.Alloc;

// Inside the namespace, so that Rheo's Subscribe(Action) wins over System.Reactive's (global using System).
using Rheo;

/// <summary>The allocation promises of Rheo (and Rheo.Extensions.Logging): values through subjects and operators.</summary>
public static class RheoPromises
{
    /// <summary>Every promise of this area, new.</summary>
    public static IReadOnlyList<AllocPromise> All() =>
    [
        new InlinePromise("Subject: a value to 4 observers", "Subject<T>.OnNext", () =>
        {
            var subject = new Subject<int>();
            var sum = 0L;
            for (var i = 0; i < 4; i++)
            {
                subject.Subscribe(x => sum += x);
            }

            return () =>
            {
                for (var i = 0; i < 100_000; i++)
                {
                    subject.OnNext(i);
                }
            };
        }),

        new InlinePromise("Subject: a value to 1 plain observer (the one-observer path)", "Subject<T>.OnNext", () =>
        {
            var subject = new Subject<int>();
            subject.Subscribe(new Counter());
            return () =>
            {
                for (var i = 0; i < 100_000; i++)
                {
                    subject.OnNext(i);
                }
            };
        }),

        new InlinePromise("BehaviorSubject: a value to 2 plain observers", "BehaviorSubject<T>.OnNext", () =>
        {
            var subject = new BehaviorSubject<int>(0);
            subject.Subscribe(new Counter());
            subject.Subscribe(new Counter());
            return () =>
            {
                for (var i = 0; i < 100_000; i++)
                {
                    subject.OnNext(i);
                }
            };
        }),

        new InlinePromise("ReplaySubject(8): a value once the buffer is full", "ReplaySubject<T>.OnNext", () =>
        {
            var subject = new ReplaySubject<int>(8);
            subject.Subscribe(_ => { });
            for (var i = 0; i < 16; i++)
            {
                subject.OnNext(i);
            }

            return () =>
            {
                for (var i = 0; i < 100_000; i++)
                {
                    subject.OnNext(i);
                }
            };
        }),

        new InlinePromise("Subscribe(observer) to a synchronous Range, then Dispose: nothing (the loop runs into the observer; no edge)", "ObservableExtensions.Subscribe", () =>
        {
            var source = Observable.Range(0, 10);
            var counter = new Counter();
            return () =>
            {
                for (var i = 0; i < 100_000; i++)
                {
                    source.Subscribe(counter).Dispose();
                }
            };
        }, promisedBytesPerOp: 0),

        new InlinePromise("Subscribe(onNext) to a synchronous Range, then Dispose: the delegate observer only, 64 B", "ObservableExtensions.Subscribe", () =>
        {
            var source = Observable.Range(0, 10);
            var sum = 0L;
            Action<int> onNext = x => sum += x;
            return () =>
            {
                for (var i = 0; i < 100_000; i++)
                {
                    source.Subscribe(onNext).Dispose();
                }
            };
        }, promisedBytesPerOp: 64),

        new InlinePromise("CompositeDisposable: Add then Remove below the capacity", "CompositeDisposable.Add, CompositeDisposable.Remove", () =>
        {
            var composite = new CompositeDisposable(8);
            var items = Enumerable.Range(0, 6).Select(_ => (IDisposable)new NoOp()).ToArray();
            foreach (var item in items)
            {
                composite.Add(item);
            }

            return () =>
            {
                for (var i = 0; i < 100_000; i++)
                {
                    composite.Add(items[i % 6]);
                    composite.Remove(items[i % 6]);
                }
            };
        }),

        new InlinePromise("ObserveOn(Immediate): a value", "Observable.ObserveOn", () =>
        {
            var subject = new Subject<int>();
            var count = 0L;
            subject.ObserveOn(Scheduler.Immediate).Subscribe(_ => count++);
            return () =>
            {
                for (var i = 0; i < 100_000; i++)
                {
                    subject.OnNext(i);
                }
            };
        }),

        new InlinePromise("Debug with a log callback that writes nothing: a value", "ObservableDiagnostics.Debug(name, log)", () =>
        {
            var subject = new Subject<int>();
            var events = 0L;
            subject.Debug("quiet", _ => events++).Subscribe(_ => { });
            return () =>
            {
                for (var i = 0; i < 100_000; i++)
                {
                    subject.OnNext(i);
                }
            };
        }),

        new InlinePromise("Debug with an ILogger whose level is off: a value", "ObservableLoggingExtensions.Debug(name, logger)", () =>
        {
            var logger = new CountingLogger(LogLevel.Warning);
            var subject = new Subject<int>();
            subject.Debug("quiet", logger).Subscribe(_ => { });
            return () =>
            {
                for (var i = 0; i < 100_000; i++)
                {
                    subject.OnNext(i);
                }

                if (logger.Logged != 0)
                {
                    throw new InvalidOperationException("The logger was written to with its level off.");
                }
            };
        }),
    ];

    private sealed class Counter : IObserver<int>
    {
        public long Count;

        public void OnNext(int value) => Count++;

        public void OnError(Exception error)
        {
        }

        public void OnCompleted()
        {
        }
    }

    private sealed class NoOp : IDisposable
    {
        public void Dispose()
        {
        }
    }

    private sealed class CountingLogger(LogLevel minimum) : ILogger
    {
        public int Logged { get; private set; }

        public IDisposable? BeginScope<TState>(TState state) where TState : notnull => null;

        public bool IsEnabled(LogLevel logLevel) => logLevel >= minimum;

        public void Log<TState>(LogLevel logLevel, EventId eventId, TState state, Exception? exception, Func<TState, Exception?, string> formatter) => Logged++;
    }
}
