using System.Collections;
using System.Runtime.ExceptionServices;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Collect</c> (and <c>Chunkify</c>): elements are merged into a collector as they arrive; each
/// <c>MoveNext</c> returns the current collector without blocking and replaces it with a new one. After the
/// source completes, the last collector is returned once. A throwing merge or collector function ends the
/// enumeration with that exception.
/// </summary>
internal sealed class Collect<TSource, TResult>(
    IObservable<TSource> source,
    Func<TResult> getInitialCollector,
    Func<TResult, TSource, TResult> merge,
    Func<TResult, TResult>? getNewCollector) : IEnumerable<TResult>
{
    public IEnumerator<TResult> GetEnumerator()
    {
        var enumerator = new Enumerator(getInitialCollector(), getInitialCollector, merge, getNewCollector);
        source.Run(enumerator);
        return enumerator;
    }

    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

    private sealed class Enumerator(
        TResult collector,
        Func<TResult> newCollector,
        Func<TResult, TSource, TResult> merge,
        Func<TResult, TResult>? getNewCollector) : PushToPullEnumerator<TSource, TResult>
    {
        private TResult _collector = collector;
        private Exception? _error;
        private bool _completed;
        private bool _lastTaken;

        public override void OnNext(TSource value)
        {
            var failed = false;
            lock (this)
            {
                if (_completed)
                {
                    return;
                }

                try
                {
                    _collector = merge(_collector, value);
                }
                catch (Exception error)
                {
                    _error = error;
                    _completed = true;
                    failed = true;
                }
            }

            if (failed)
            {
                DisposeUpstream();
            }
        }

        public override void OnError(Exception error)
        {
            lock (this)
            {
                if (_completed)
                {
                    return;
                }

                _error = error;
                _completed = true;
            }

            DisposeUpstream();
        }

        public override void OnCompleted()
        {
            lock (this)
            {
                _completed = true;
            }

            DisposeUpstream();
        }

        protected override bool TryMoveNext(out TResult current)
        {
            lock (this)
            {
                if (_error is { } error)
                {
                    _collector = default!;
                    ExceptionDispatchInfo.Throw(error);
                }

                current = _collector;
                if (_completed)
                {
                    if (_lastTaken)
                    {
                        return false;
                    }

                    _lastTaken = true;
                    _collector = default!;
                    return true;
                }

                _collector = getNewCollector is null ? newCollector() : getNewCollector(current);
                return true;
            }
        }
    }
}
