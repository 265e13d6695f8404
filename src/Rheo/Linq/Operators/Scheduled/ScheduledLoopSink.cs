using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The sink of a source that produces values one by one on a scheduler (<c>Repeat</c>, <c>Generate</c>,
/// <c>ToObservable</c> with a scheduler). On a long-running scheduler: one loop that checks its cancel flag
/// before each value. Elsewhere: one value per work item, each scheduling the next on the scheduler it runs
/// on, so a shared event loop stays fair. A throwing <see cref="MoveNext"/> becomes <c>OnError</c>.
/// </summary>
internal abstract class ScheduledLoopSink<T>(ISubscriber<T> downstream) : ScheduledSinkBase<T>(downstream)
{
    public void Start(IScheduler scheduler)
    {
        if (scheduler.AsLongRunning() is { } longRunning)
        {
            SetTask(longRunning.ScheduleLongRunning(this, static (sink, cancel) => sink.Loop(cancel)));
        }
        else
        {
            SetTask(scheduler.Schedule(this, static (s, sink) => sink.Step(s)));
        }
    }

    /// <summary>Produces the next value, or returns false at the end. User code: it may throw.</summary>
    protected abstract bool MoveNext(out T value);

    /// <summary>
    /// True when the value just produced was the last one, so completion is sent with it, in the same step (a counted
    /// <c>Repeat</c>, as Rx.NET); false (the default) when only <see cref="MoveNext"/> can tell, so completion takes a
    /// step of its own.
    /// </summary>
    protected virtual bool IsExhausted => false;

    /// <summary>Releases what the source holds (an enumerator); called once the loop ends, however it ends.</summary>
    protected virtual void Finish()
    {
    }

    private IDisposable Step(IScheduler scheduler)
    {
        if (IsDisposed)
        {
            Finish();
            return Disposable.Empty;
        }

        if (!TryMoveNext(out var value, out var ended))
        {
            return Disposable.Empty;
        }

        if (ended)
        {
            Downstream.OnCompleted();
            return Disposable.Empty;
        }

        Downstream.OnNext(value);
        if (IsDisposed)
        {
            Finish();
        }
        else if (IsExhausted)
        {
            Finish();
            Downstream.OnCompleted();
        }
        else
        {
            SetTask(scheduler.Schedule(this, static (s, sink) => sink.Step(s)));
        }

        return Disposable.Empty;
    }

    private void Loop(ICancelable cancel)
    {
        while (!cancel.IsDisposed)
        {
            if (!TryMoveNext(out var value, out var ended))
            {
                return;
            }

            if (ended)
            {
                Downstream.OnCompleted();
                return;
            }

            Downstream.OnNext(value);
            if (IsExhausted && !cancel.IsDisposed)
            {
                Finish();
                Downstream.OnCompleted();
                return;
            }
        }

        Finish();
    }

    /// <summary>False when <see cref="MoveNext"/> threw (the error was sent); <paramref name="ended"/> at the end (after <see cref="Finish"/>).</summary>
    private bool TryMoveNext(out T value, out bool ended)
    {
        try
        {
            ended = !MoveNext(out value);
        }
        catch (Exception error)
        {
            Finish();
            Downstream.OnError(error);
            value = default!;
            ended = true;
            return false;
        }

        if (ended)
        {
            Finish();
        }

        return true;
    }
}
