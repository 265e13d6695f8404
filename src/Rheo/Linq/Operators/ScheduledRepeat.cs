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

    /// <summary>
    /// An endless repeat on a long-running scheduler into a foreign observer: the loop calls the observer itself
    /// (<see cref="EndlessEdge"/>), with one guard around the whole loop instead of the edge's per value.
    /// </summary>
    protected override void RunEdge(EdgeObserver<T> edge)
    {
        if (count is null && scheduler.AsLongRunning() is { } longRunning)
        {
            var endless = new EndlessEdge(edge, value);
            edge.OnSubscribe(endless);
            endless.Start(longRunning);
            return;
        }

        Run(edge);
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

    /// <summary>
    /// <see cref="Endless"/> into the edge of a foreign observer, calling the observer directly (<c>Producer.RunEdge</c>).
    /// The edge's guarantees hold: its only ways to end are its <c>Dispose</c>, which disposes this loop's handle (the
    /// flag read before each value, so the edge's own flag need not be read too), and a throwing observer, which the
    /// guard around the whole loop turns into the edge's <c>Dispose</c> before the exception leaves the loop's thread, as
    /// the edge's own guard does. The loop has no handler of its own, so the JIT keeps it free of exception regions.
    /// </summary>
    private sealed class EndlessEdge(EdgeObserver<T> edge, T value) : ScheduledSinkBase<T>(edge)
    {
        public void Start(ISchedulerLongRunning scheduler) =>
            SetTask(scheduler.ScheduleLongRunning(this, static (sink, cancel) => sink.Guarded(cancel)));

        private void Guarded(ICancelable cancel)
        {
            try
            {
                if (cancel is BooleanDisposable flag)
                {
                    Loop(edge.Observer, value, flag);
                }
                else
                {
                    Loop(edge.Observer, value, cancel);
                }
            }
            catch
            {
                // The user's observer failed: nothing more reaches it, and the loop has stopped.
                edge.Dispose();
                throw;
            }
        }

        private static void Loop(IObserver<T> observer, T item, BooleanDisposable cancel)
        {
            while (!cancel.IsDisposed)
            {
                observer.OnNext(item);
            }
        }

        private static void Loop(IObserver<T> observer, T item, ICancelable cancel)
        {
            while (!cancel.IsDisposed)
            {
                observer.OnNext(item);
            }
        }
    }
}
