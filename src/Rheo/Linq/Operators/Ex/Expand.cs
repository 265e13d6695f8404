using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Expand</c>: emits the source's values and, for each value emitted by any subscribed sequence, subscribes to the
/// sequence the selector makes from it, recursively. Sequences waiting to be subscribed sit in a queue; each
/// subscription is one work item on the scheduler (an item subscribes one sequence and schedules the next, on the
/// scheduler passed to it). A value goes downstream before its selector runs; a throwing selector or any sequence's
/// error fails the result and disposes every subscription; the result completes when every subscribed sequence has
/// completed and none waits. Downstream messages are serialized by a lock.
/// </summary>
internal sealed class Expand<T>(IObservable<T> source, Func<T, IObservable<T>> selector, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, selector, scheduler);
        subscriber.OnSubscribe(sink);
        sink.Enqueue(source);
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<T, IObservable<T>> selector, IScheduler scheduler) : IDisposable
    {
        private readonly Lock _downstreamGate = new();
        private readonly Queue<IObservable<T>> _queue = new();
        private readonly CompositeDisposable _inners = [];
        private IDisposable? _task;
        private bool _acquired;
        private int _active;
        private bool _done;

        public void Enqueue(IObservable<T> sequence)
        {
            bool owner;
            lock (_queue)
            {
                _queue.Enqueue(sequence);
                _active++;
                owner = !_acquired;
                _acquired = true;
            }

            if (owner)
            {
                DisposableSlot.TrySetSerial(ref _task, scheduler.Schedule(this, static (self, s) => s.Step(self)));
            }
        }

        public void Dispose()
        {
            DisposableSlot.Dispose(ref _task);
            _inners.Dispose();
        }

        private IDisposable Step(IScheduler self)
        {
            if (_inners.IsDisposed)
            {
                return Disposable.Empty;
            }

            IObservable<T> next;
            lock (_queue)
            {
                if (!_queue.TryDequeue(out next!))
                {
                    _acquired = false;
                    return Disposable.Empty;
                }
            }

            var inner = new Inner(this);
            _inners.Add(inner);
            next.Run(inner);
            DisposableSlot.TrySetSerial(ref _task, self.Schedule(this, static (self, s) => s.Step(self)));
            return Disposable.Empty;
        }

        private void Next(T value)
        {
            lock (_downstreamGate)
            {
                if (_done)
                {
                    return;
                }

                downstream.OnNext(value);
            }

            IObservable<T> expanded;
            try
            {
                expanded = selector(value);
            }
            catch (Exception error)
            {
                Error(error);
                return;
            }

            Enqueue(expanded);
        }

        private void Error(Exception error)
        {
            lock (_downstreamGate)
            {
                if (_done)
                {
                    return;
                }

                _done = true;
                downstream.OnError(error);
            }

            Dispose();
        }

        private void Completed(Inner inner)
        {
            _inners.Remove(inner);
            lock (_queue)
            {
                if (--_active != 0)
                {
                    return;
                }
            }

            lock (_downstreamGate)
            {
                if (_done)
                {
                    return;
                }

                _done = true;
                downstream.OnCompleted();
            }

            Dispose();
        }

        private sealed class Inner(Sink parent) : ISubscriber<T>, IDisposable
        {
            private IDisposable? _upstream;

            public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref _upstream, upstream);

            public void OnNext(T value) => parent.Next(value);

            public void OnError(Exception error) => parent.Error(error);

            public void OnCompleted() => parent.Completed(this);

            public void Dispose() => DisposableSlot.Dispose(ref _upstream);
        }
    }
}
