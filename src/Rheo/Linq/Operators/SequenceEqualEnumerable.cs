using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>SequenceEqual</c> of an observable and an enumerable: each element advances the enumerator, a mismatch
/// or an exhausted enumerator answers false at once (the source is disposed then).
/// </summary>
internal sealed class SequenceEqualEnumerable<T>(IObservable<T> first, IEnumerable<T> second, IEqualityComparer<T>? comparer) : Producer<bool>
{
    public override void Run(ISubscriber<bool> subscriber)
    {
        IEnumerator<T> enumerator;
        try
        {
            enumerator = second.GetEnumerator();
        }
        catch (Exception error)
        {
            subscriber.OnSubscribe(Disposable.Empty);
            subscriber.OnError(error);
            return;
        }

        var sink = new Sink(subscriber, enumerator, comparer);
        subscriber.OnSubscribe(sink);
        first.Run(sink);
    }

    private sealed class Sink(ISubscriber<bool> downstream, IEnumerator<T> enumerator, IEqualityComparer<T>? comparer) : ResultSink<T, bool>(downstream)
    {
        private int _enumeratorDisposed;
        private bool _done;

        public override void OnNext(T value)
        {
            if (_done)
            {
                return;
            }

            bool equal;
            try
            {
                equal = enumerator.MoveNext() && (comparer is null
                    ? EqualityComparer<T>.Default.Equals(value, enumerator.Current)
                    : comparer.Equals(value, enumerator.Current));
            }
            catch (Exception error)
            {
                _done = true;
                DisposeEnumerator();
                Fail(error);
                return;
            }

            if (!equal)
            {
                _done = true;
                DisposeEnumerator();
                EmitEarly(false);
            }
        }

        public override void OnError(Exception error)
        {
            DisposeEnumerator();
            Downstream.OnError(error);
        }

        public override void OnCompleted()
        {
            bool more;
            try
            {
                more = enumerator.MoveNext();
            }
            catch (Exception error)
            {
                DisposeEnumerator();
                Downstream.OnError(error);
                return;
            }

            DisposeEnumerator();
            Emit(!more);
        }

        public override void Dispose()
        {
            base.Dispose();
            DisposeEnumerator();
        }

        private void DisposeEnumerator()
        {
            if (Interlocked.Exchange(ref _enumeratorDisposed, 1) == 0)
            {
                enumerator.Dispose();
            }
        }
    }
}
