using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Repeat(value[, count], scheduler)</c>: a loop on a long-running scheduler, a value per work item elsewhere. With a
/// count, completion comes with the last value (Rx.NET: <c>Repeat(42, 3, testScheduler)</c> sends 201, 202, 203 and
/// completes at 203; a count of 0 completes at 201). An endless repeat on a long-running scheduler is a loop of its own,
/// <see cref="Endless"/>: the cancel flag and the value only, with no per-value virtual step.
/// </summary>
internal sealed class ScheduledRepeat<T>(T value, int? count, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        if (count is null && scheduler.AsLongRunning() is { } longRunning)
        {
            var endless = new Endless(subscriber, value);
            subscriber.OnSubscribe(endless);
            endless.Start(longRunning);
            return;
        }

        var sink = new Sink(subscriber, value, count);
        subscriber.OnSubscribe(sink);
        sink.Start(scheduler);
    }

    private sealed class Sink(ISubscriber<T> downstream, T value, int? count) : ScheduledLoopSink<T>(downstream)
    {
        private int _remaining = count ?? -1;

        // Rx.NET completes a counted repeat on the tick of its last value.
        protected override bool IsExhausted => _remaining == 0;

        protected override bool MoveNext(out T next)
        {
            next = value;
            if (_remaining < 0)
            {
                return true;
            }

            if (_remaining == 0)
            {
                return false;
            }

            _remaining--;
            return true;
        }
    }

    /// <summary>
    /// <c>Repeat(value, scheduler)</c> on a long-running scheduler: sends the value until the loop is canceled. A
    /// <see cref="BooleanDisposable"/> flag (Rheo's long-running schedulers) is read directly, by a type check made once
    /// per subscription, so a value costs one field read and the call into the downstream.
    /// </summary>
    private sealed class Endless(ISubscriber<T> downstream, T value) : ScheduledSinkBase<T>(downstream)
    {
        public void Start(ISchedulerLongRunning scheduler) =>
            SetTask(scheduler.ScheduleLongRunning(this, static (sink, cancel) => sink.Loop(cancel)));

        private void Loop(ICancelable cancel)
        {
            if (cancel is BooleanDisposable flag)
            {
                Loop(Downstream, value, flag);
                return;
            }

            var downstream = Downstream;
            var item = value;
            while (!cancel.IsDisposed)
            {
                downstream.OnNext(item);
            }
        }

        private static void Loop(ISubscriber<T> downstream, T item, BooleanDisposable cancel)
        {
            while (!cancel.IsDisposed)
            {
                downstream.OnNext(item);
            }
        }
    }
}
