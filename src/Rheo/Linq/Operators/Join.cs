using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>A value of one side of a join, alive until its duration observable signals.</summary>
internal class JoinEntry
{
    /// <summary>The duration subscription (a <see cref="DisposableSlot"/> field).</summary>
    public IDisposable? Duration;

    /// <summary>For a <c>GroupJoin</c> window: whether it has been handed to the result selector (it receives right values from then on).</summary>
    public bool Published;
}

/// <summary>A typed <see cref="JoinEntry"/>.</summary>
/// <typeparam name="T">The value type.</typeparam>
internal sealed class JoinEntry<T>(T value) : JoinEntry
{
    public T Value { get; } = value;
}

/// <summary>The side of a join a duration belongs to, and what happens when it signals.</summary>
internal interface IJoinExpiry
{
    void Expire(bool left, int id);

    void Fail(Exception error);
}

/// <summary>Observes a value's duration: its first value or its completion ends the value's window.</summary>
/// <typeparam name="TDuration">The duration observable's element type.</typeparam>
internal sealed class JoinDurationSubscriber<TDuration>(IJoinExpiry parent, bool left, int id, JoinEntry entry) : ISubscriber<TDuration>
{
    public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref entry.Duration, upstream);

    public void OnNext(TDuration value) => parent.Expire(left, id);

    public void OnError(Exception error) => parent.Fail(error);

    public void OnCompleted() => parent.Expire(left, id);
}

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

    private sealed class Sink(ISubscriber<TResult> downstream, Join<TLeft, TRight, TLeftDuration, TRightDuration, TResult> parent) : IDisposable, IJoinExpiry
    {
        private readonly Lock _gate = new();
        private readonly SortedDictionary<int, JoinEntry<TLeft>> _leftMap = new();
        private readonly SortedDictionary<int, JoinEntry<TRight>> _rightMap = new();
        private int _leftId;
        private int _rightId;
        private bool _leftDone;
        private bool _rightDone;
        private bool _done;

        public IDisposable? LeftSubscription;
        public IDisposable? RightSubscription;

        public void LeftNext(TLeft value)
        {
            IObservable<TLeftDuration> duration;
            try
            {
                duration = parent._leftDurationSelector(value) ?? throw new InvalidOperationException("The duration selector returned null.");
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            var entry = new JoinEntry<TLeft>(value);
            int id;
            Exception? failure = null;
            lock (_gate)
            {
                if (_done)
                {
                    return;
                }

                id = _leftId++;
                _leftMap.Add(id, entry);
                foreach (var other in _rightMap.Values)
                {
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
            IObservable<TRightDuration> duration;
            try
            {
                duration = parent._rightDurationSelector(value) ?? throw new InvalidOperationException("The duration selector returned null.");
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            var entry = new JoinEntry<TRight>(value);
            int id;
            Exception? failure = null;
            lock (_gate)
            {
                if (_done)
                {
                    return;
                }

                id = _rightId++;
                _rightMap.Add(id, entry);
                foreach (var other in _leftMap.Values)
                {
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

        public void Expire(bool left, int id)
        {
            JoinEntry? entry = null;
            var complete = false;
            lock (_gate)
            {
                if (_done)
                {
                    return;
                }

                if (left && _leftMap.Remove(id, out var l))
                {
                    entry = l;
                    complete = _leftMap.Count == 0 && _leftDone;
                }
                else if (!left && _rightMap.Remove(id, out var r))
                {
                    entry = r;
                    complete = _rightMap.Count == 0 && _rightDone;
                }

                if (complete)
                {
                    _done = true;
                    downstream.OnCompleted();
                }
            }

            if (entry is not null)
            {
                DisposableSlot.Dispose(ref entry.Duration);
            }

            if (complete)
            {
                Dispose();
            }
        }

        public void Completed(bool left)
        {
            var complete = false;
            lock (_gate)
            {
                if (_done)
                {
                    return;
                }

                if (left)
                {
                    _leftDone = true;
                    complete = _rightDone || _leftMap.Count == 0;
                }
                else
                {
                    _rightDone = true;
                    complete = _leftDone || _rightMap.Count == 0;
                }

                if (complete)
                {
                    _done = true;
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

        public void Fail(Exception error)
        {
            lock (_gate)
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

        public void Dispose()
        {
            DisposableSlot.Dispose(ref LeftSubscription);
            DisposableSlot.Dispose(ref RightSubscription);
            JoinEntry[] entries;
            lock (_gate)
            {
                _done = true;
                entries = [.. _leftMap.Values, .. _rightMap.Values];
                _leftMap.Clear();
                _rightMap.Clear();
            }

            foreach (var entry in entries)
            {
                DisposableSlot.Dispose(ref entry.Duration);
            }
        }
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
