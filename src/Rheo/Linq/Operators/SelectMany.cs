using System.Collections.Concurrent;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The merging half shared by the <c>SelectMany</c> sinks whose inner sequences run concurrently (observables and
/// tasks): a lock-free queue-drain emitter. An emission that finds the emitter free goes straight downstream
/// (no queue, no lock); one that finds it busy is queued and drained by the thread that owns it. An error follows
/// the values queued before it (so an inner's values precede its own error, as under Rx.NET's lock) and drops
/// later ones; completion waits until the outer source and every inner one have completed.
/// </summary>
/// <typeparam name="TSource">The outer element type.</typeparam>
/// <typeparam name="TResult">The result element type.</typeparam>
internal abstract class SelectManyMergeSink<TSource, TResult>(ISubscriber<TResult> downstream) : Sink<TSource, TResult>(downstream)
{
    private ConcurrentQueue<TResult>? _queue;
    private Exception? _error;
    private int _wip;
    private int _active = 1;
    private volatile bool _done;
    private volatile bool _cancelled;
    private bool _terminated;

    /// <summary>Gets whether the sink stopped (disposed downstream or ended by an error).</summary>
    protected bool IsStopped => _cancelled || Volatile.Read(ref _error) is not null;

    /// <summary>Counts one more running inner sequence (before subscribing it).</summary>
    protected void AddActive() => Interlocked.Increment(ref _active);

    /// <summary>Counts one finished sequence (the outer one or an inner one); the last one completes the result.</summary>
    protected void Complete()
    {
        if (Interlocked.Decrement(ref _active) == 0)
        {
            _done = true;
            Signal();
        }
    }

    /// <summary>Emits one result, serialized with every other emission; dropped once the sink stopped.</summary>
    protected void Emit(TResult value)
    {
        if (Volatile.Read(ref _wip) == 0 && Interlocked.CompareExchange(ref _wip, 1, 0) == 0)
        {
            if (!IsStopped)
            {
                Downstream.OnNext(value);
            }

            var missed = Interlocked.Decrement(ref _wip);
            if (missed == 0)
            {
                return;
            }

            Drain(missed);
            return;
        }

        // Once stopped, a value is dropped rather than queued behind the error.
        if (IsStopped)
        {
            return;
        }

        LazyInitializer.EnsureInitialized(ref _queue).Enqueue(value);
        if (Interlocked.Increment(ref _wip) == 1)
        {
            Drain(1);
        }
    }

    /// <summary>
    /// Ends everything with <paramref name="error"/> (the first error wins): stops the outer and inner sources, then
    /// signals; the error is emitted after the values already queued.
    /// </summary>
    protected void Error(Exception error)
    {
        if (Interlocked.CompareExchange(ref _error, error, null) is null)
        {
            DisposeUpstream();
            DisposeInners();
            Signal();
        }
    }

    public override void OnError(Exception error) => Error(error);

    public override void OnCompleted() => Complete();

    public override void Dispose()
    {
        _cancelled = true;
        DisposeUpstream();
        DisposeInners();
    }

    /// <summary>Stops every running inner sequence.</summary>
    protected abstract void DisposeInners();

    private void Signal()
    {
        if (Interlocked.Increment(ref _wip) == 1)
        {
            Drain(1);
        }
    }

    private void Drain(int missed)
    {
        while (true)
        {
            if (!_terminated)
            {
                if (_cancelled)
                {
                    _terminated = true;
                }
                else
                {
                    var queue = Volatile.Read(ref _queue);
                    while (queue is not null && !_cancelled && queue.TryDequeue(out var value))
                    {
                        Downstream.OnNext(value);
                    }

                    if (_cancelled)
                    {
                        continue;
                    }

                    // An error, like completion, follows the values queued before it: an inner's values always
                    // precede its own error. Read after the error or _done: every value sent before either is in
                    // this queue by now.
                    var error = Volatile.Read(ref _error);
                    if (error is not null || _done)
                    {
                        queue = Volatile.Read(ref _queue);
                        if (queue is not null && !queue.IsEmpty)
                        {
                            continue;
                        }

                        _terminated = true;
                        if (error is not null)
                        {
                            Downstream.OnError(error);
                        }
                        else
                        {
                            Downstream.OnCompleted();
                        }
                    }
                }
            }

            if (_terminated)
            {
                _queue?.Clear();
            }

            missed = Interlocked.Add(ref _wip, -missed);
            if (missed == 0)
            {
                return;
            }
        }
    }
}

/// <summary>
/// <c>SelectMany</c> over observables: every outer value selects an inner observable, and the inner values (mapped
/// with the result selector) are merged. Also the <c>onNext/onError/onCompleted</c> form, where the outer
/// terminal message selects one more inner observable instead of ending the result.
/// </summary>
internal sealed class SelectMany<TSource, TCollection, TResult>(
    IObservable<TSource> source,
    Func<TSource, int, IObservable<TCollection>> collectionSelector,
    Func<TSource, int, TCollection, int, TResult> resultSelector,
    Func<Exception, IObservable<TCollection>>? onErrorSelector,
    Func<IObservable<TCollection>>? onCompletedSelector) : Producer<TResult>
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, collectionSelector, resultSelector, onErrorSelector, onCompletedSelector);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(
        ISubscriber<TResult> downstream,
        Func<TSource, int, IObservable<TCollection>> collectionSelector,
        Func<TSource, int, TCollection, int, TResult> resultSelector,
        Func<Exception, IObservable<TCollection>>? onErrorSelector,
        Func<IObservable<TCollection>>? onCompletedSelector) : SelectManyMergeSink<TSource, TResult>(downstream)
    {
        private readonly Func<TSource, int, TCollection, int, TResult> _resultSelector = resultSelector;
        private readonly object _gate = new();
        private HashSet<Inner>? _inners = new();
        private int _index;

        public override void OnNext(TSource value)
        {
            var index = checked(_index++);
            IObservable<TCollection> inner;
            try
            {
                inner = collectionSelector(value, index);
            }
            catch (Exception error)
            {
                Error(error);
                return;
            }

            SubscribeInner(inner, value, index);
        }

        public override void OnError(Exception error)
        {
            if (onErrorSelector is null)
            {
                Error(error);
                return;
            }

            SubscribeFinal(() => onErrorSelector(error));
        }

        public override void OnCompleted()
        {
            if (onCompletedSelector is null)
            {
                Complete();
                return;
            }

            SubscribeFinal(onCompletedSelector);
        }

        protected override void DisposeInners()
        {
            HashSet<Inner>? inners;
            lock (_gate)
            {
                inners = _inners;
                _inners = null;
            }

            if (inners is not null)
            {
                foreach (var inner in inners)
                {
                    inner.Dispose();
                }
            }
        }

        private void SubscribeFinal(Func<IObservable<TCollection>> select)
        {
            IObservable<TCollection> inner;
            try
            {
                inner = select();
            }
            catch (Exception error)
            {
                Error(error);
                return;
            }

            // The inner replaces the outer sequence in the count of running sequences.
            SubscribeInner(inner, default!, -1);
            Complete();
        }

        private void SubscribeInner(IObservable<TCollection> source, TSource value, int index)
        {
            var inner = new Inner(this, value, index);
            lock (_gate)
            {
                if (_inners is null)
                {
                    return;
                }

                _inners.Add(inner);
            }

            AddActive();
            source.Run(inner);
        }

        private void Remove(Inner inner)
        {
            lock (_gate)
            {
                _inners?.Remove(inner);
            }
        }

        private sealed class Inner(Sink parent, TSource value, int sourceIndex) : ISubscriber<TCollection>, IDisposable
        {
            private IDisposable? _upstream;
            private int _index;

            public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

            public void OnNext(TCollection item)
            {
                TResult result;
                try
                {
                    result = parent._resultSelector(value, sourceIndex, item, _index++);
                }
                catch (Exception error)
                {
                    parent.Error(error);
                    return;
                }

                parent.Emit(result);
            }

            public void OnError(Exception error) => parent.Error(error);

            public void OnCompleted()
            {
                parent.Remove(this);
                DisposableSlot.Dispose(ref _upstream);
                parent.Complete();
            }

            public void Dispose() => DisposableSlot.Dispose(ref _upstream);
        }
    }
}
