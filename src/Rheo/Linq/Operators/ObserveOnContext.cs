using System.Collections.Concurrent;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ObserveOn(SynchronizationContext)</c>, as Rx.NET: one <see cref="SynchronizationContext.Post"/> per message
/// (values, then the terminal message), <see cref="SynchronizationContext.OperationStarted"/> once at subscription
/// (before subscribing to the source) and <see cref="SynchronizationContext.OperationCompleted"/> once when the
/// subscription ends (after the terminal message was delivered, or at disposal). Each post delivers the next queued
/// message, so the order holds and the observer is never called concurrently even on a context that runs posts in
/// parallel; no allocation per message beyond the queue's.
/// </summary>
internal sealed class ObserveOnContext<T>(IObservable<T> source, SynchronizationContext context) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Posting(subscriber, context);
        subscriber.OnSubscribe(sink);
        context.OperationStarted();
        source.RunLeavingDisposal(sink);
    }

    private sealed class Posting(ISubscriber<T> downstream, SynchronizationContext context) : Sink<T, T>(downstream)
    {
        private static readonly SendOrPostCallback Deliver = static state => ((Posting)state!).OnPosted();

        private readonly ConcurrentQueue<T> _queue = new();
        private Exception? _error;
        private volatile bool _done;
        private volatile bool _stopped;
        private int _wip;
        private int _operationCompleted;

        public override void OnNext(T value)
        {
            _queue.Enqueue(value);
            context.Post(Deliver, this);
        }

        public override void OnError(Exception error)
        {
            _error = error;
            _done = true;
            context.Post(Deliver, this);
        }

        public override void OnCompleted()
        {
            _done = true;
            context.Post(Deliver, this);
        }

        public override void Dispose()
        {
            _stopped = true;
            DisposeUpstream();
            _queue.Clear();
            if (Interlocked.Exchange(ref _operationCompleted, 1) == 0)
            {
                context.OperationCompleted();
            }
        }

        /// <summary>One post ran: the next message is delivered (by this call, or by the one delivering now).</summary>
        private void OnPosted()
        {
            if (Interlocked.Increment(ref _wip) != 1)
            {
                return;
            }

            do
            {
                try
                {
                    DeliverNext();
                }
                catch
                {
                    // The observer threw: the exception goes on to the context, and the subscription ends.
                    Dispose();
                    throw;
                }
            }
            while (Interlocked.Decrement(ref _wip) != 0);
        }

        private void DeliverNext()
        {
            if (_stopped)
            {
                _queue.Clear();
                return;
            }

            if (_queue.TryDequeue(out var value))
            {
                Downstream.OnNext(value);
                return;
            }

            if (_done)
            {
                _stopped = true;
                try
                {
                    if (_error is { } error)
                    {
                        Downstream.OnError(error);
                    }
                    else
                    {
                        Downstream.OnCompleted();
                    }
                }
                finally
                {
                    Dispose();
                }
            }
        }
    }
}
