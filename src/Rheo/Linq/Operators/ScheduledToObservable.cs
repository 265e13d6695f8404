using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ToObservable(enumerable, scheduler)</c>: one element per step. The enumerator is created on the first step
/// and disposed once, on completion, error or dispose (under a lock, since dispose may race a running step).
/// </summary>
internal sealed class ScheduledToObservable<T>(IEnumerable<T> source, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, source);
        subscriber.OnSubscribe(sink);
        sink.Start(scheduler);
    }

    private sealed class Sink(ISubscriber<T> downstream, IEnumerable<T> source) : ScheduledLoopSink<T>(downstream)
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

                _enumerator ??= source.GetEnumerator();
                if (_enumerator.MoveNext())
                {
                    value = _enumerator.Current;
                    return true;
                }

                value = default!;
                return false;
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
