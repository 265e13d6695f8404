using System.Collections;
using System.Runtime.ExceptionServices;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ToEnumerable</c>: each enumeration subscribes; elements wait in an unbounded queue until pulled, and
/// <c>MoveNext</c> blocks on the enumerator's monitor while the queue is empty. Queued elements are delivered
/// before the source's error or completion.
/// </summary>
internal sealed class ToEnumerable<T>(IObservable<T> source) : IEnumerable<T>
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
        private readonly Queue<T> _queue = new();
        private Exception? _error;
        private bool _completed;
        private bool _waiting;

        public override void OnNext(T value)
        {
            lock (this)
            {
                if (_completed)
                {
                    return;
                }

                _queue.Enqueue(value);
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
                if (_completed)
                {
                    return;
                }

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
                _completed = true;
                _queue.Clear();
                Monitor.PulseAll(this);
            }
        }

        protected override bool TryMoveNext(out T current)
        {
            lock (this)
            {
                while (true)
                {
                    if (_queue.TryDequeue(out current!))
                    {
                        return true;
                    }

                    if (_error is { } error)
                    {
                        ExceptionDispatchInfo.Throw(error);
                    }

                    if (_completed)
                    {
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
