using System.Collections.Concurrent;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>CombineLatest</c> of 2 to 16 sources (or a list): once every source has a value, each new value
/// emits the selector over the latest values. A value arriving while the sink is idle is applied in
/// place (no queue, no lock, no allocation); a value arriving while another thread is inside is queued
/// in its slot and its slot index in a shared ring, and the thread inside applies it. Completes when
/// every source has completed, or when a value arrives before every source has one and all the other
/// sources have completed (it can never combine again); a source that completes empty does not end it
/// by itself, as in Rx.NET.
/// </summary>
internal sealed class CombineLatest<TResult>(CombineArity<TResult> arity) : Producer<TResult>
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
        private readonly ConcurrentQueue<int> _pending = new();
        private int _withValue;
        private int _completed;

        public Sink(ISubscriber<TResult> downstream, CombineArity<TResult> arity)
            : base(appliesInPlace: true)
        {
            _downstream = downstream;
            _arity = arity;
            Slots = arity.CreateSlots(this);
        }

        public override void Applied(CombineSlot slot)
        {
            if (IsCancelled)
            {
                return;
            }

            if (!slot.HasValue)
            {
                slot.HasValue = true;
                _withValue++;
            }

            if (_withValue != Slots.Length)
            {
                if (_completed == Slots.Length - 1)
                {
                    Terminate();
                    _downstream.OnCompleted();
                }

                return;
            }

            TResult result;
            try
            {
                result = _arity.Invoke(Slots);
            }
            catch (Exception error)
            {
                Terminate();
                _downstream.OnError(error);
                return;
            }

            _downstream.OnNext(result);
        }

        public override void Enqueued(CombineSlot slot)
        {
            _pending.Enqueue(slot.Index);
            Signal();
        }

        public override void SlotCompleted(CombineSlot slot)
        {
            // Queued behind the slot's own values, so they are applied before its completion counts.
            _pending.Enqueue(~slot.Index);
            Signal();
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

            while (!IsCancelled && _pending.TryDequeue(out var index))
            {
                if (index >= 0)
                {
                    var slot = slots[index];
                    slot.TryTake();
                    Applied(slot);
                }
                else if (++_completed == slots.Length)
                {
                    Terminate();
                    _downstream.OnCompleted();
                }
            }
        }

        protected override void EmitError(Exception error) => _downstream.OnError(error);
    }
}
