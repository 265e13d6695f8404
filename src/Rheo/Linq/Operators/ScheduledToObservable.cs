using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ToObservable(enumerable, scheduler)</c>: one element per step. The enumerator is created at subscription, as in
/// Rx.NET (so a throwing <c>GetEnumerator</c> is an error at the subscription's tick, and a <c>TestScheduler</c> sees the
/// enumeration start at 200 and the elements at 201, 202, ...), and disposed once, on completion, error or dispose
/// (under a lock, since dispose may race a running step).
/// </summary>
internal sealed class ScheduledToObservable<T>(IEnumerable<T> source, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        IEnumerator<T> enumerator;
        try
        {
            enumerator = source.GetEnumerator();
        }
        catch (Exception error)
        {
            subscriber.OnError(error);
            return;
        }

        sink.Open(enumerator);
        sink.Start(scheduler);
    }

    private sealed class Sink(ISubscriber<T> downstream) : ScheduledLoopSink<T>(downstream)
    {
        private readonly object _gate = new();
        private IEnumerator<T>? _enumerator;
        private bool _finished;

        protected override bool MoveNext(out T value)
        {
            lock (_gate)
            {
                if (_finished)
                {
                    value = default!;
                    return false;
                }

                if (_enumerator!.MoveNext())
                {
                    value = _enumerator.Current;
                    return true;
                }

                value = default!;
                return false;
            }
        }

        /// <summary>Takes the enumerator, created at subscription (a dispose that came first releases it at once).</summary>
        public void Open(IEnumerator<T> enumerator)
        {
            lock (_gate)
            {
                if (_finished)
                {
                    enumerator.Dispose();
                    return;
                }

                _enumerator = enumerator;
            }
        }

        /// <summary>A pending step is cancelled by dispose and never runs: release the enumerator here.</summary>
        public override void Dispose()
        {
            base.Dispose();
            Finish();
        }

        protected override void Finish()
        {
            lock (_gate)
            {
                if (_finished)
                {
                    return;
                }

                _finished = true;
                _enumerator?.Dispose();
            }
        }
    }
}
