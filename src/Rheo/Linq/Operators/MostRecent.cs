using System.Collections;
using System.Runtime.ExceptionServices;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>MostRecent</c>: <c>MoveNext</c> never blocks; it samples the most recent element (the initial value until
/// the first arrives), so consecutive pulls may return the same element. After completion it returns false.
/// </summary>
internal sealed class MostRecent<T>(IObservable<T> source, T initialValue) : IEnumerable<T>
{
    public IEnumerator<T> GetEnumerator()
    {
        var enumerator = new Enumerator(initialValue);
        source.Run(enumerator);
        return enumerator;
    }

    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

    private sealed class Enumerator(T initialValue) : PushToPullEnumerator<T, T>
    {
        // A lock, not a volatile field: T may be wider than a word and must not be read torn.
        private T _value = initialValue;
        private Exception? _error;
        private bool _completed;

        public override void OnNext(T value)
        {
            lock (this)
            {
                _value = value;
            }
        }

        public override void OnError(Exception error)
        {
            lock (this)
            {
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

        protected override bool TryMoveNext(out T current)
        {
            lock (this)
            {
                if (_error is { } error)
                {
                    ExceptionDispatchInfo.Throw(error);
                }

                current = _value;
                return !_completed;
            }
        }
    }
}
