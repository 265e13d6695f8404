using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Buffer(bufferClosingSelector)</c> / <c>Window(windowClosingSelector)</c>: one chunk open at a time; the
/// selector makes the observable whose first value (or completion) closes it, and the next chunk opens
/// at once. A throwing selector becomes <c>OnError</c>.
/// </summary>
internal sealed class ChunkByClosing<TSource, TClosing, TChunk>(IObservable<TSource> source, Func<IObservable<TClosing>> closingSelector, ChunkPolicy<TSource, TChunk> policy) : Producer<TChunk>
{
    public override void Run(ISubscriber<TChunk> subscriber)
    {
        var sink = new Sink(subscriber, policy, closingSelector);
        subscriber.OnSubscribe(sink);
        sink.OpenNext();
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TChunk> downstream, ChunkPolicy<TSource, TChunk> policy, Func<IObservable<TClosing>> closingSelector) : ChunkSink<TSource, TChunk>(downstream, policy)
    {
        private int _openWip;

        /// <summary>Opens the next chunk from a loop, so a closing observable that signals synchronously does not grow the stack.</summary>
        public void OpenNext()
        {
            if (Interlocked.Increment(ref _openWip) != 1)
            {
                return;
            }

            do
            {
                OpenOne();
            }
            while (Interlocked.Decrement(ref _openWip) != 0);
        }

        private void OpenOne()
        {
            Chunk? chunk;
            lock (Gate)
            {
                chunk = OpenLocked();
            }

            if (chunk is null)
            {
                return;
            }

            IObservable<TClosing> closing;
            try
            {
                closing = closingSelector() ?? throw new InvalidOperationException("The closing selector returned null.");
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            closing.Run(new ClosingSubscriber<TClosing>(this, chunk));
        }

        protected override void OnClosing(Chunk chunk)
        {
            bool closed;
            lock (Gate)
            {
                closed = CloseOpenLocked(chunk);
            }

            if (closed)
            {
                OpenNext();
            }
        }

        protected override void DisposeSignals()
        {
        }
    }
}
