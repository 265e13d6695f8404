using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Join</c>: every left value is paired with every right value whose lifetimes (given by the duration
/// observables) overlap. Both sides meet under one lock. Completes when one side has completed and
/// the other side's completed too or no value of the completed side is still alive.
/// </summary>
internal sealed class Join<TLeft, TRight, TLeftDuration, TRightDuration, TResult>(
    IObservable<TLeft> left,
    IObservable<TRight> right,
    Func<TLeft, IObservable<TLeftDuration>> leftDurationSelector,
    Func<TRight, IObservable<TRightDuration>> rightDurationSelector,
    Func<TLeft, TRight, TResult> resultSelector) : Producer<TResult>
{
    private readonly Func<TLeft, IObservable<TLeftDuration>> _leftDurationSelector = leftDurationSelector;
    private readonly Func<TRight, IObservable<TRightDuration>> _rightDurationSelector = rightDurationSelector;
    private readonly Func<TLeft, TRight, TResult> _resultSelector = resultSelector;

    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, this);
        subscriber.OnSubscribe(sink);
        left.Run(new LeftSubscriber(sink));
        right.Run(new RightSubscriber(sink));
    }

    private sealed class Sink(ISubscriber<TResult> downstream, Join<TLeft, TRight, TLeftDuration, TRightDuration, TResult> parent) : JoinSink<TLeft, TRight>
    {
        private bool _leftDone;
        private bool _rightDone;

        public void LeftNext(TLeft value)
        {
            if (SelectDuration(parent._leftDurationSelector, value) is not { } duration)
            {
                return;
            }

            var entry = new JoinEntry<TLeft>(value);
            int id;
            Exception? failure = null;
            lock (Gate)
            {
                if (Stopped)
                {
                    return;
                }

                id = LeftId++;
                AddLeft(id, entry);
                foreach (var other in RightValues())
                {
                    if (Stopped)
                    {
                        break;
                    }

                    TResult result;
                    try
                    {
                        result = parent._resultSelector(value, other.Value);
                    }
                    catch (Exception error)
                    {
                        failure = error;
                        break;
                    }

                    downstream.OnNext(result);
                }
            }

            if (failure is not null)
            {
                Fail(failure);
                return;
            }

            duration.Run(new JoinDurationSubscriber<TLeftDuration>(this, true, id, entry));
        }

        public void RightNext(TRight value)
        {
            if (SelectDuration(parent._rightDurationSelector, value) is not { } duration)
            {
                return;
            }

            var entry = new JoinEntry<TRight>(value);
            int id;
            Exception? failure = null;
            lock (Gate)
            {
                if (Stopped)
                {
                    return;
                }

                id = RightId++;
                AddRight(id, entry);
                foreach (var other in LeftValues())
                {
                    if (Stopped)
                    {
                        break;
                    }

                    TResult result;
                    try
                    {
                        result = parent._resultSelector(other.Value, value);
                    }
                    catch (Exception error)
                    {
                        failure = error;
                        break;
                    }

                    downstream.OnNext(result);
                }
            }

            if (failure is not null)
            {
                Fail(failure);
                return;
            }

            duration.Run(new JoinDurationSubscriber<TRightDuration>(this, false, id, entry));
        }

        public override void Expire(bool left, int id)
        {
            JoinEntry? entry = null;
            var complete = false;
            lock (Gate)
            {
                if (Stopped)
                {
                    return;
                }

                if (left && RemoveLeft(id, out var l))
                {
                    entry = l;
                    complete = LeftMap.Count == 0 && _leftDone;
                }
                else if (!left && RemoveRight(id, out var r))
                {
                    entry = r;
                    complete = RightMap.Count == 0 && _rightDone;
                }

                if (complete)
                {
                    Stopped = true;
                    downstream.OnCompleted();
                }
            }

            DisposeDuration(entry);
            if (complete)
            {
                Dispose();
            }
        }

        public void Completed(bool left)
        {
            var complete = false;
            lock (Gate)
            {
                if (Stopped)
                {
                    return;
                }

                if (left)
                {
                    _leftDone = true;
                    complete = _rightDone || LeftMap.Count == 0;
                }
                else
                {
                    _rightDone = true;
                    complete = _leftDone || RightMap.Count == 0;
                }

                if (complete)
                {
                    Stopped = true;
                    downstream.OnCompleted();
                }
            }

            if (complete)
            {
                Dispose();
            }
            else if (left)
            {
                DisposableSlot.Dispose(ref LeftSubscription);
            }
            else
            {
                DisposableSlot.Dispose(ref RightSubscription);
            }
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
                downstream.OnError(error);
            }

            Dispose();
        }

        public override void Dispose() => DisposeAll();
    }

    private sealed class LeftSubscriber(Sink sink) : ISubscriber<TLeft>
    {
        public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref sink.LeftSubscription, upstream);

        public void OnNext(TLeft value) => sink.LeftNext(value);

        public void OnError(Exception error) => sink.Fail(error);

        public void OnCompleted() => sink.Completed(left: true);
    }

    private sealed class RightSubscriber(Sink sink) : ISubscriber<TRight>
    {
        public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref sink.RightSubscription, upstream);

        public void OnNext(TRight value) => sink.RightNext(value);

        public void OnError(Exception error) => sink.Fail(error);

        public void OnCompleted() => sink.Completed(left: false);
    }
}
