using System.Collections;
using System.Runtime.ExceptionServices;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Next</c>: <c>MoveNext</c> blocks until the next element that arrives after the call; elements that arrive
/// while nobody is pulling are dropped. The end of the source ends the enumeration (an error is thrown).
/// </summary>
internal sealed class Next<T>(IObservable<T> source) : IEnumerable<T>
{
    public IEnumerator<T> GetEnumerator()
    {
        var enumerator = new Enumerator();
        source.Run(enumerator);
        return enumerator;
    }

    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

    private sealed class Enumerator : PushToPullEnumerator<T, T>
    {
        private T _value = default!;
        private bool _hasValue;
        private bool _waiting;
        private Exception? _error;
        private bool _completed;

        public override void OnNext(T value)
        {
            lock (this)
            {
                if (_waiting)
                {
                    _value = value;
                    _hasValue = true;
                    _waiting = false;
                    Monitor.Pulse(this);
                }
            }
        }

        public override void OnError(Exception error)
        {
            lock (this)
            {
                _error = error;
                _completed = true;
                Monitor.Pulse(this);
            }

            DisposeUpstream();
        }

        public override void OnCompleted()
        {
            lock (this)
            {
                _completed = true;
                Monitor.Pulse(this);
            }

            DisposeUpstream();
        }

        public override void Dispose()
        {
            base.Dispose();
            lock (this)
            {
                // A MoveNext blocked on another thread ends without a value.
                _hasValue = false;
                _completed = true;
                Monitor.PulseAll(this);
            }
        }

        protected override bool TryMoveNext(out T current)
        {
            lock (this)
            {
                if (!_completed)
                {
                    _waiting = true;
                    while (!_hasValue && !_completed)
                    {
                        Monitor.Wait(this);
                    }

                    _waiting = false;
                }

                if (_hasValue)
                {
                    current = _value;
                    _value = default!;
                    _hasValue = false;
                    return true;
                }

                if (_error is { } error)
                {
                    ExceptionDispatchInfo.Throw(error);
                }

                current = default!;
                return false;
            }
        }
    }
}
