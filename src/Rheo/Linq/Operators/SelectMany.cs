using System.Runtime.CompilerServices;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The merging half shared by the <c>SelectMany</c> sinks whose inner sequences run concurrently (observables and
/// tasks): a count of running sequences and a <see cref="QueueDrainEmitter{T}"/> that serializes the results. An
/// emission that finds the emitter free goes straight downstream (no queue, no lock); one that finds it busy is queued
/// and drained by the thread that owns it. An error follows the values queued before it (so an inner's values precede
/// its own error, as under Rx.NET's lock) and drops later ones; completion waits until the outer source and every
/// inner one have completed.
/// </summary>
/// <typeparam name="TSource">The outer element type.</typeparam>
/// <typeparam name="TResult">The result element type.</typeparam>
internal abstract class SelectManyMergeSink<TSource, TResult>(ISubscriber<TResult> downstream) : Sink<TSource, TResult>(downstream)
{
    private QueueDrainEmitter<TResult> _emitter;
    private int _active = 1;

    /// <summary>Gets whether the sink stopped (disposed downstream, ended by an error, or completed).</summary>
    protected bool IsStopped => _emitter.IsDone;

    /// <summary>Counts one more running inner sequence (before subscribing it).</summary>
    protected void AddActive() => Interlocked.Increment(ref _active);

    /// <summary>Counts one finished sequence (the outer one or an inner one); the last one completes the result.</summary>
    protected void Complete()
    {
        if (Interlocked.Decrement(ref _active) == 0)
        {
            _emitter.Complete(Downstream);
        }
    }

    /// <summary>Emits one result, serialized with every other emission; dropped once the sink stopped.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    protected void Emit(TResult value) => _emitter.Next(value, Downstream);

    /// <summary>
    /// Ends everything with <paramref name="error"/> (the first terminal message wins): stops the outer and inner
    /// sources, then emits the error after the values already queued.
    /// </summary>
    protected void Error(Exception error)
    {
        if (_emitter.RequestError(error))
        {
            DisposeUpstream();
            DisposeInners();
            _emitter.Signal(Downstream);
        }
    }

    public override void OnError(Exception error) => Error(error);

    public override void OnCompleted() => Complete();

    public override void Dispose()
    {
        _emitter.Cancel();
        DisposeUpstream();
        DisposeInners();
    }

    /// <summary>Stops every running inner sequence.</summary>
    protected abstract void DisposeInners();
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
