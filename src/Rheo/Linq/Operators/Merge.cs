using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The state of one <c>Merge</c> subscription: the inner subscriptions (a set under a lock, touched once
/// per inner source, never per value), the sources waiting for a slot under <c>maxConcurrent</c>, and a
/// <see cref="QueueDrainEmitter{T}"/> that serializes the values (no lock, no allocation uncontended).
/// Waiting sources are subscribed from a loop, so inner sources that complete synchronously do not grow
/// the stack (this is also how <c>Concat</c> of an observable of observables runs, with one slot).
/// </summary>
internal sealed class MergeSink<T> : IDisposable
{
    private readonly ISubscriber<T> _downstream;
    private readonly int _maxConcurrent;
    private readonly HashSet<Inner> _inners = new();
    private readonly Queue<IObservable<T>> _pending = new();
    private IDisposable? _outer;
    private QueueDrainEmitter<T> _emitter;
    private int _active;
    private int _subscribeWip;
    private bool _outerDone;
    private bool _disposed;

    public MergeSink(ISubscriber<T> downstream, int maxConcurrent)
    {
        _downstream = downstream;
        _maxConcurrent = maxConcurrent;
    }

    /// <summary>The subscriber for an outer observable of sources.</summary>
    public ISubscriber<IObservable<T>> CreateOuter() => new Outer(this);

    public void Add(IObservable<T> source)
    {
        lock (_inners)
        {
            if (_disposed)
            {
                return;
            }

            _pending.Enqueue(source);
        }

        SubscribePending();
    }

    public void OuterCompleted()
    {
        lock (_inners)
        {
            _outerDone = true;
        }

        CompleteIfDone();
    }

    public void Error(Exception error)
    {
        Dispose(cancelEmitter: false);
        _emitter.Error(error, _downstream);
    }

    public void Dispose() => Dispose(cancelEmitter: true);

    private void Dispose(bool cancelEmitter)
    {
        if (cancelEmitter)
        {
            _emitter.Cancel();
        }

        Inner[] inners;
        lock (_inners)
        {
            if (_disposed)
            {
                return;
            }

            _disposed = true;
            inners = [.. _inners];
            _inners.Clear();
            _pending.Clear();
        }

        DisposableSlot.Dispose(ref _outer);
        foreach (var inner in inners)
        {
            inner.Dispose();
        }
    }

    private void SubscribePending()
    {
        if (Interlocked.Increment(ref _subscribeWip) != 1)
        {
            return;
        }

        var missed = 1;
        while (true)
        {
            while (true)
            {
                Inner inner;
                IObservable<T> source;
                lock (_inners)
                {
                    if (_disposed || _active >= _maxConcurrent || !_pending.TryDequeue(out source!))
                    {
                        break;
                    }

                    _active++;
                    inner = new Inner(this);
                    _inners.Add(inner);
                }

                source.Run(inner);
            }

            missed = Interlocked.Add(ref _subscribeWip, -missed);
            if (missed == 0)
            {
                break;
            }
        }

        CompleteIfDone();
    }

    private void InnerCompleted(Inner inner)
    {
        bool more;
        lock (_inners)
        {
            if (!_inners.Remove(inner))
            {
                return;
            }

            _active--;
            more = _pending.Count > 0;
        }

        if (more)
        {
            SubscribePending();
        }
        else
        {
            CompleteIfDone();
        }
    }

    private void CompleteIfDone()
    {
        lock (_inners)
        {
            if (_disposed || !_outerDone || _active != 0 || _pending.Count != 0)
            {
                return;
            }

            _disposed = true;
        }

        DisposableSlot.Dispose(ref _outer);
        _emitter.Complete(_downstream);
    }

    private sealed class Outer(MergeSink<T> parent) : ISubscriber<IObservable<T>>
    {
        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref parent._outer, upstream);

        public void OnNext(IObservable<T> value)
        {
            if (value is null)
            {
                parent.Error(new InvalidOperationException("The sequence of sources contains null."));
                return;
            }

            parent.Add(value);
        }

        public void OnError(Exception error) => parent.Error(error);

        public void OnCompleted() => parent.OuterCompleted();
    }

    private sealed class Inner(MergeSink<T> parent) : ISubscriber<T>, IDisposable
    {
        private IDisposable? _upstream;

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

        public void OnNext(T value) => parent._emitter.Next(value, parent._downstream);

        public void OnError(Exception error) => parent.Error(error);

        public void OnCompleted()
        {
            DisposableSlot.Dispose(ref _upstream);
            parent.InnerCompleted(this);
        }

        public void Dispose() => DisposableSlot.Dispose(ref _upstream);
    }
}

/// <summary><c>Merge</c> of an observable of observables, with an optional <c>maxConcurrent</c> limit.</summary>
internal sealed class Merge<T>(IObservable<IObservable<T>> sources, int maxConcurrent) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new MergeSink<T>(subscriber, maxConcurrent);
        subscriber.OnSubscribe(sink);
        sources.Run(sink.CreateOuter());
    }
}

/// <summary><c>Merge</c> of a list or enumerable of sources, enumerated on subscribe.</summary>
internal sealed class MergeEnumerable<T>(IEnumerable<IObservable<T>> sources, int maxConcurrent) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new MergeSink<T>(subscriber, maxConcurrent);
        subscriber.OnSubscribe(sink);
        try
        {
            foreach (var source in sources)
            {
                if (source is null)
                {
                    sink.Error(new InvalidOperationException("The sequence of sources contains null."));
                    return;
                }

                sink.Add(source);
            }
        }
        catch (Exception error)
        {
            sink.Error(error);
            return;
        }

        sink.OuterCompleted();
    }
}

/// <summary>
/// <c>Merge</c> of an observable of tasks: each task's result is emitted when it completes (in completion
/// order); a faulted task fails the sequence, a canceled one fails it with <see cref="TaskCanceledException"/>.
/// </summary>
internal sealed class MergeTasks<T>(IObservable<Task<T>> sources) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        sources.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream) : ISubscriber<Task<T>>, IDisposable
    {
        private QueueDrainEmitter<T> _emitter;
        private IDisposable? _upstream;

        // One for the outer sequence plus one per task still running.
        private int _active = 1;

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

        public void OnNext(Task<T> value)
        {
            if (value is null)
            {
                OnError(new InvalidOperationException("The sequence of tasks contains null."));
                return;
            }

            Interlocked.Increment(ref _active);
            if (value.IsCompleted)
            {
                OnTaskCompleted(value);
            }
            else
            {
                value.ContinueWith(static (task, state) => ((Sink)state!).OnTaskCompleted(task), this, CancellationToken.None, TaskContinuationOptions.ExecuteSynchronously, TaskScheduler.Default);
            }
        }

        public void OnError(Exception error)
        {
            DisposableSlot.Dispose(ref _upstream);
            _emitter.Error(error, downstream);
        }

        public void OnCompleted() => Release();

        public void Dispose()
        {
            _emitter.Cancel();
            DisposableSlot.Dispose(ref _upstream);
        }

        private void OnTaskCompleted(Task<T> task)
        {
            if (task.IsCompletedSuccessfully)
            {
                _emitter.Next(task.Result, downstream);
                Release();
            }
            else if (task.IsCanceled)
            {
                OnError(new TaskCanceledException(task));
            }
            else
            {
                var errors = task.Exception!.InnerExceptions;
                OnError(errors.Count == 1 ? errors[0] : task.Exception);
            }
        }

        private void Release()
        {
            if (Interlocked.Decrement(ref _active) == 0)
            {
                _emitter.Complete(downstream);
            }
        }
    }
}
