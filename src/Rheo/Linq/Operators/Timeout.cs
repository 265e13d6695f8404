using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Timeout(dueTime[, other])</c>: if <c>dueTime</c> passes without a message (since subscription or the
/// previous value), the source is disposed (cancelling its work) and <c>other</c> takes over, by default an
/// error with <see cref="TimeoutException"/>. With an absolute due time, values do not reset the timer.
/// One timer is outstanding at most: when it fires after newer values it reschedules for the remaining time,
/// so values cost a compare-and-swap and a stopwatch read, no allocation. The index decides races: a value
/// and the timeout each win it with a compare-and-swap; <see cref="long.MaxValue"/> means terminated.
/// </summary>
internal sealed class Timeout<T>(IObservable<T> source, TimeSpan dueTime, DateTimeOffset? absoluteDueTime, IObservable<T>? other, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, dueTime, absoluteDueTime is not null, other, scheduler);
        subscriber.OnSubscribe(sink);
        var timer = absoluteDueTime is { } at
            ? scheduler.Schedule(sink, at, static (_, s) => s.OnTimer())
            : scheduler.Schedule(sink, dueTime, static (_, s) => s.OnTimer());
        DisposableSlot.TrySetMultiple(ref sink.Timer, timer);
        if (Volatile.Read(ref sink.Index) != long.MaxValue)
        {
            source.Run(sink);
        }
    }

    private sealed class Sink(ISubscriber<T> downstream, TimeSpan dueTime, bool absolute, IObservable<T>? other, IScheduler scheduler) : Sink<T, T>(downstream)
    {
        public IDisposable? Timer;
        public long Index;
        private readonly IStopwatch _watch = scheduler.StartStopwatch();
        private IDisposable? _other;
        private long _lastTicks;

        public override void OnNext(T value)
        {
            var index = Volatile.Read(ref Index);
            if (index == long.MaxValue)
            {
                return;
            }

            if (!absolute)
            {
                Volatile.Write(ref _lastTicks, _watch.Elapsed.Ticks);
            }

            if (Interlocked.CompareExchange(ref Index, index + 1, index) != index)
            {
                return;
            }

            Downstream.OnNext(value);
            Interlocked.CompareExchange(ref Index, index + 2, index + 1);
        }

        public override void OnError(Exception error)
        {
            if (Interlocked.Exchange(ref Index, long.MaxValue) != long.MaxValue)
            {
                DisposableSlot.Dispose(ref Timer);
                Downstream.OnError(error);
            }
        }

        public override void OnCompleted()
        {
            if (Interlocked.Exchange(ref Index, long.MaxValue) != long.MaxValue)
            {
                DisposableSlot.Dispose(ref Timer);
                Downstream.OnCompleted();
            }
        }

        public override void Dispose()
        {
            DisposableSlot.Dispose(ref Timer);
            DisposableSlot.Dispose(ref _other);
            base.Dispose();
        }

        public IDisposable OnTimer()
        {
            while (true)
            {
                var index = Volatile.Read(ref Index);
                if (index == long.MaxValue)
                {
                    return Disposable.Empty;
                }

                if (!absolute)
                {
                    if ((index & 1) != 0)
                    {
                        // A value is being emitted: its time was recorded, so wait a full period from now at most.
                        Reschedule(dueTime);
                        return Disposable.Empty;
                    }

                    var remaining = Volatile.Read(ref _lastTicks) + dueTime.Ticks - _watch.Elapsed.Ticks;
                    if (remaining > 0 && index != 0)
                    {
                        Reschedule(TimeSpan.FromTicks(remaining));
                        return Disposable.Empty;
                    }
                }

                if (Interlocked.CompareExchange(ref Index, long.MaxValue, index) == index)
                {
                    break;
                }
            }

            DisposeUpstream();
            if (other is null)
            {
                Downstream.OnError(new TimeoutException());
            }
            else if (!DisposableSlot.IsDisposed(Volatile.Read(ref _other)))
            {
                other.Run(new OtherSubscriber(this));
            }

            return Disposable.Empty;
        }

        private void Reschedule(TimeSpan after) =>
            DisposableSlot.TrySetMultiple(ref Timer, scheduler.Schedule(this, after, static (_, s) => s.OnTimer()));

        private sealed class OtherSubscriber(Sink parent) : ISubscriber<T>
        {
            public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref parent._other, upstream);

            public void OnNext(T value) => parent.Downstream.OnNext(value);

            public void OnError(Exception error) => parent.Downstream.OnError(error);

            public void OnCompleted() => parent.Downstream.OnCompleted();
        }
    }
}
