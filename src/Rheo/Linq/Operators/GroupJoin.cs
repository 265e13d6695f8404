using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>GroupJoin</c>: each left value is emitted (through the result selector) with a window of the right
/// values whose lifetimes overlap its own; the window completes when the left value's duration signals.
/// Both sides meet under one lock (the result selector runs under it too, so a window subscribed there
/// misses no right value). Completes when the left side completes; windows still observed keep
/// the sources subscribed (Rx.NET's behaviour), through <see cref="ISubSequenceOwner"/>.
/// </summary>
internal sealed class GroupJoin<TLeft, TRight, TLeftDuration, TRightDuration, TResult>(
    IObservable<TLeft> left,
    IObservable<TRight> right,
    Func<TLeft, IObservable<TLeftDuration>> leftDurationSelector,
    Func<TRight, IObservable<TRightDuration>> rightDurationSelector,
    Func<TLeft, IObservable<TRight>, TResult> resultSelector) : Producer<TResult>
{
    private readonly Func<TLeft, IObservable<TLeftDuration>> _leftDurationSelector = leftDurationSelector;
    private readonly Func<TRight, IObservable<TRightDuration>> _rightDurationSelector = rightDurationSelector;
    private readonly Func<TLeft, IObservable<TRight>, TResult> _resultSelector = resultSelector;

    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, this);
        subscriber.OnSubscribe(sink);
        left.Run(new LeftSubscriber(sink));
        right.Run(new RightSubscriber(sink));
    }

    private sealed class Sink(ISubscriber<TResult> downstream, GroupJoin<TLeft, TRight, TLeftDuration, TRightDuration, TResult> parent)
        : JoinSink<SubSequence<TRight>, TRight>, ISubSequenceOwner
    {
        private SubSequenceRefCount _refs;
        private bool _downstreamDone;

        public void LeftNext(TLeft value)
        {
            if (SelectDuration(parent._leftDurationSelector, value) is not { } duration)
            {
                return;
            }

            var window = new SubSequence<TRight>(this);
            var entry = new JoinEntry<SubSequence<TRight>>(window);
            int id;
            lock (Gate)
            {
                if (Stopped)
                {
                    return;
                }

                id = LeftId++;
                AddLeft(id, entry);
            }

            duration.Run(new JoinDurationSubscriber<TLeftDuration>(this, true, id, entry));

            Exception? failure = null;
            lock (Gate)
            {
                if (Stopped)
                {
                    return;
                }

                // Under the lock, so no right value slips between the selector (where the window is usually
                // subscribed) and the replay of the right values alive now; later ones are pushed as they come.
                TResult result = default!;
                try
                {
                    result = parent._resultSelector(value, window);
                }
                catch (Exception error)
                {
                    failure = error;
                }

                if (failure is null && !_downstreamDone && !_refs.IsOuterReleased)
                {
                    downstream.OnNext(result);
                }

                if (failure is null && LeftMap.ContainsKey(id))
                {
                    entry.Published = true;
                    foreach (var other in RightValues())
                    {
                        if (Stopped)
                        {
                            break;
                        }

                        window.OnNext(other.Value);
                    }
                }
            }

            if (failure is not null)
            {
                Fail(failure);
            }
        }

        public void RightNext(TRight value)
        {
            if (SelectDuration(parent._rightDurationSelector, value) is not { } duration)
            {
                return;
            }

            var entry = new JoinEntry<TRight>(value);
            int id;
            lock (Gate)
            {
                if (Stopped)
                {
                    return;
                }

                id = RightId++;
                AddRight(id, entry);
                foreach (var window in LeftValues())
                {
                    if (Stopped)
                    {
                        break;
                    }

                    if (window.Published)
                    {
                        window.Value.OnNext(value);
                    }
                }
            }

            duration.Run(new JoinDurationSubscriber<TRightDuration>(this, false, id, entry));
        }

        public override void Expire(bool left, int id)
        {
            JoinEntry? entry = null;
            lock (Gate)
            {
                if (left && RemoveLeft(id, out var l))
                {
                    entry = l;
                    l.Value.OnCompleted();
                }
                else if (!left && RemoveRight(id, out var r))
                {
                    entry = r;
                }
            }

            DisposeDuration(entry);
        }

        public void LeftCompleted()
        {
            lock (Gate)
            {
                if (Stopped || _downstreamDone)
                {
                    return;
                }

                _downstreamDone = true;
                if (!_refs.IsOuterReleased)
                {
                    downstream.OnCompleted();
                }
            }

            DisposableSlot.Dispose(ref LeftSubscription);
            Dispose();
        }

        public override void Fail(Exception error)
        {
            lock (Gate)
            {
                if (Stopped)
                {
                    return;
                }

                Stopped = true;

                // A window's observer may dispose the join, which clears the map: the walk is over a snapshot.
                foreach (var window in LeftValues())
                {
                    window.Value.OnError(error);
                }

                if (!_downstreamDone && !_refs.IsOuterReleased)
                {
                    _downstreamDone = true;
                    downstream.OnError(error);
                }
            }

            DisposeAll();
        }

        public override void Dispose() => _refs.ReleaseOuter(this);

        public void AddRef() => _refs.AddRef();

        public void Release()
        {
            if (_refs.Release())
            {
                DisposeAll();
            }
        }
    }

    private sealed class LeftSubscriber(Sink sink) : ISubscriber<TLeft>
    {
        public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref sink.LeftSubscription, upstream);

        public void OnNext(TLeft value) => sink.LeftNext(value);

        public void OnError(Exception error) => sink.Fail(error);

        public void OnCompleted() => sink.LeftCompleted();
    }

    private sealed class RightSubscriber(Sink sink) : ISubscriber<TRight>
    {
        public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref sink.RightSubscription, upstream);

        public void OnNext(TRight value) => sink.RightNext(value);

        public void OnError(Exception error) => sink.Fail(error);

        public void OnCompleted() => DisposableSlot.Dispose(ref sink.RightSubscription);
    }
}
