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

    private sealed class Sink(ISubscriber<TResult> downstream, GroupJoin<TLeft, TRight, TLeftDuration, TRightDuration, TResult> parent) : IDisposable, IJoinExpiry, ISubSequenceOwner
    {
        private readonly Lock _gate = new();
        private readonly SortedDictionary<int, JoinEntry<SubSequence<TRight>>> _leftMap = new();
        private readonly SortedDictionary<int, JoinEntry<TRight>> _rightMap = new();
        private int _leftId;
        private int _rightId;
        private int _refs = 1;
        private int _outerReleased;
        private bool _downstreamDone;
        private bool _stopped;

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

            var window = new SubSequence<TRight>(this);
            var entry = new JoinEntry<SubSequence<TRight>>(window);
            int id;
            lock (_gate)
            {
                if (_stopped)
                {
                    return;
                }

                id = _leftId++;
                _leftMap.Add(id, entry);
            }

            duration.Run(new JoinDurationSubscriber<TLeftDuration>(this, true, id, entry));

            Exception? failure = null;
            lock (_gate)
            {
                if (_stopped)
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

                if (failure is null && !_downstreamDone && Volatile.Read(ref _outerReleased) == 0)
                {
                    downstream.OnNext(result);
                }

                if (failure is null && _leftMap.ContainsKey(id))
                {
                    entry.Published = true;
                    foreach (var other in _rightMap.Values)
                    {
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
            lock (_gate)
            {
                if (_stopped)
                {
                    return;
                }

                id = _rightId++;
                _rightMap.Add(id, entry);
                foreach (var window in _leftMap.Values)
                {
                    if (window.Published)
                    {
                        window.Value.OnNext(value);
                    }
                }
            }

            duration.Run(new JoinDurationSubscriber<TRightDuration>(this, false, id, entry));
        }

        public void Expire(bool left, int id)
        {
            JoinEntry? entry = null;
            lock (_gate)
            {
                if (left && _leftMap.Remove(id, out var l))
                {
                    entry = l;
                    l.Value.OnCompleted();
                }
                else if (!left && _rightMap.Remove(id, out var r))
                {
                    entry = r;
                }
            }

            if (entry is not null)
            {
                DisposableSlot.Dispose(ref entry.Duration);
            }
        }

        public void LeftCompleted()
        {
            lock (_gate)
            {
                if (_stopped || _downstreamDone)
                {
                    return;
                }

                _downstreamDone = true;
                if (Volatile.Read(ref _outerReleased) == 0)
                {
                    downstream.OnCompleted();
                }
            }

            DisposableSlot.Dispose(ref LeftSubscription);
            Dispose();
        }

        public void Fail(Exception error)
        {
            lock (_gate)
            {
                if (_stopped)
                {
                    return;
                }

                _stopped = true;
                foreach (var window in _leftMap.Values)
                {
                    window.Value.OnError(error);
                }

                if (!_downstreamDone && Volatile.Read(ref _outerReleased) == 0)
                {
                    _downstreamDone = true;
                    downstream.OnError(error);
                }
            }

            DisposeAll();
        }

        public void Dispose()
        {
            if (Interlocked.Exchange(ref _outerReleased, 1) == 0)
            {
                Release();
            }
        }

        public void AddRef() => Interlocked.Increment(ref _refs);

        public void Release()
        {
            if (Interlocked.Decrement(ref _refs) == 0)
            {
                DisposeAll();
            }
        }

        private void DisposeAll()
        {
            DisposableSlot.Dispose(ref LeftSubscription);
            DisposableSlot.Dispose(ref RightSubscription);
            JoinEntry[] entries;
            lock (_gate)
            {
                _stopped = true;
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
