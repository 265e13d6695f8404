using System.Collections;
using System.Runtime.ExceptionServices;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Latest</c>: holds only the newest element not yet pulled; <c>MoveNext</c> takes it, or blocks until one
/// arrives, so two pulls never return the same element. An element that arrived before the end is still
/// delivered before the end is reported.
/// </summary>
internal sealed class Latest<T>(IObservable<T> source) : IEnumerable<T>
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
        private Exception? _error;
        private bool _completed;
        private bool _waiting;

        public override void OnNext(T value)
        {
            lock (this)
            {
                _value = value;
                _hasValue = true;
                if (_waiting)
                {
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
                while (true)
                {
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

                    if (_completed)
                    {
                        current = default!;
                        return false;
                    }

                    _waiting = true;
                    Monitor.Wait(this);
                    _waiting = false;
                }
            }
        }
    }
}
