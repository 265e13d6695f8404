using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Zip</c> of 2 to 16 sources (or a list): each source's values wait in its slot's queue (a reused ring:
/// no allocation per value in steady state) until every source has one; then one value of each goes to
/// the result selector. As in Rx.NET, completes when every source has completed, or when a value that
/// cannot be paired arrives while all the other sources have completed (a finished, drained source is
/// noticed only then).
/// </summary>
internal sealed class Zip<TResult>(CombineArity<TResult> arity) : Producer<TResult>
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, arity);
        subscriber.OnSubscribe(sink);
        sink.SubscribeAll();
    }

    private sealed class Sink : CombineSlotOwner
    {
        private readonly ISubscriber<TResult> _downstream;
        private readonly CombineArity<TResult> _arity;

        public Sink(ISubscriber<TResult> downstream, CombineArity<TResult> arity)
            : base(appliesInPlace: false)
        {
            _downstream = downstream;
            _arity = arity;
            Slots = arity.CreateSlots(this);
        }

        public override void Applied(CombineSlot slot)
        {
            // Zip always queues; the in-place path is not used.
        }

        protected override void Drain()
        {
            var slots = Slots;
            if (slots.Length == 0)
            {
                Terminate();
                _downstream.OnCompleted();
                return;
            }

            // Completions are read before the queues: a source seen done has all its values queued.
            var done = 0;
            foreach (var slot in slots)
            {
                slot.Finished = slot.IsDone;
                if (slot.Finished)
                {
                    done++;
                }
            }

            while (!IsCancelled && AllQueued(slots))
            {
                foreach (var slot in slots)
                {
                    slot.TryTake();
                }

                TResult result;
                try
                {
                    result = _arity.Invoke(slots);
                }
                catch (Exception error)
                {
                    Terminate();
                    _downstream.OnError(error);
                    return;
                }

                _downstream.OnNext(result);
            }

            if (IsCancelled)
            {
                return;
            }

            // As in Rx.NET: completes when every source has completed, or when a value that cannot be
            // paired arrives while all the other sources have completed. It cannot be paired when one of those
            // has been drained (a completed source gets no more values); a value that raced in after the pairing
            // loop while they all still hold values is paired by the next pass.
            var complete = done == slots.Length;
            var drained = false;
            foreach (var slot in slots)
            {
                drained |= slot.Finished && slot.IsEmpty;
            }

            foreach (var slot in slots)
            {
                var arrivals = Volatile.Read(ref slot.Arrivals);
                if (arrivals != slot.SeenArrivals)
                {
                    slot.SeenArrivals = arrivals;
                    if (drained && done - (slot.Finished ? 1 : 0) == slots.Length - 1 && !slot.IsEmpty)
                    {
                        complete = true;
                    }
                }
            }

            if (complete)
            {
                Terminate();
                _downstream.OnCompleted();
            }
        }

        private static bool AllQueued(CombineSlot[] slots)
        {
            foreach (var slot in slots)
            {
                if (slot.IsEmpty)
                {
                    return false;
                }
            }

            return true;
        }

        public override void Enqueued(CombineSlot slot)
        {
            slot.Arrivals++;
            Signal();
        }

        protected override void EmitError(Exception error) => _downstream.OnError(error);
    }
}

/// <summary>
/// <c>Zip</c> of an observable with an enumerable: each value is paired with the enumerable's next item;
/// the sequence completes when either runs out. A throwing enumerator or selector becomes <c>OnError</c>. The
/// enumerator is disposed once: after the terminal message (as in Rx.NET), or when the subscription is disposed.
/// </summary>
internal sealed class ZipEnumerable<T1, T2, TResult>(IObservable<T1> source, IEnumerable<T2> second, Func<T1, T2, TResult> selector) : Producer<TResult>
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        IEnumerator<T2> enumerator;
        try
        {
            enumerator = second.GetEnumerator();
        }
        catch (Exception error)
        {
            new Throw<TResult>(error).Run(subscriber);
            return;
        }

        var sink = new Sink(subscriber, enumerator, selector);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TResult> downstream, IEnumerator<T2> enumerator, Func<T1, T2, TResult> selector) : Sink<T1, TResult>(downstream)
    {
        private int _released;

        public override void OnNext(T1 value)
        {
            bool more;
            var result = default(TResult)!;
            try
            {
                more = enumerator.MoveNext();
                if (more)
                {
                    result = selector(value, enumerator.Current);
                }
            }
            catch (Exception error)
            {
                // As in Rx.NET, the enumerator is disposed after the terminal message has been delivered.
                try
                {
                    Fail(error);
                }
                finally
                {
                    Release();
                }

                return;
            }

            if (more)
            {
                Downstream.OnNext(result);
                return;
            }

            DisposeUpstream();
            try
            {
                Downstream.OnCompleted();
            }
            finally
            {
                Release();
            }
        }

        public override void OnError(Exception error)
        {
            try
            {
                Downstream.OnError(error);
            }
            finally
            {
                Release();
            }
        }

        public override void OnCompleted()
        {
            try
            {
                Downstream.OnCompleted();
            }
            finally
            {
                Release();
            }
        }

        public override void Dispose()
        {
            base.Dispose();
            Release();
        }

        private void Release()
        {
            // The enumerator is disposed once; a Dispose from another thread during OnNext is tolerated by
            // the enumerators of the BCL collections, which is the common case.
            if (Interlocked.Exchange(ref _released, 1) == 0)
            {
                enumerator.Dispose();
            }
        }
    }
}
