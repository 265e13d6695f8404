using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Buffer(bufferOpenings, bufferClosingSelector)</c> / <c>Window(windowOpenings, windowClosingSelector)</c>:
/// each opening value opens a chunk (chunks may overlap), closed by the first value or completion of the
/// observable the selector makes for it. The source's completion closes every open chunk, in opening
/// order, and completes.
/// </summary>
internal sealed class ChunkByOpenings<TSource, TOpening, TClosing, TChunk>(IObservable<TSource> source, IObservable<TOpening> openings, Func<TOpening, IObservable<TClosing>> closingSelector, ChunkPolicy<TSource, TChunk> policy) : Producer<TChunk>
{
    public override void Run(ISubscriber<TChunk> subscriber)
    {
        var sink = new Sink(subscriber, policy, closingSelector);
        subscriber.OnSubscribe(sink);
        openings.Run(new OpeningSubscriber(sink));
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TChunk> downstream, ChunkPolicy<TSource, TChunk> policy, Func<TOpening, IObservable<TClosing>> closingSelector) : ChunkSink<TSource, TChunk>(downstream, policy)
    {
        public IDisposable? Signal;

        public void Open(TOpening value)
        {
            IObservable<TClosing> closing;
            try
            {
                closing = closingSelector(value) ?? throw new InvalidOperationException("The closing selector returned null.");
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            Chunk? chunk;
            lock (Gate)
            {
                chunk = OpenLocked();
            }

            if (chunk is not null)
            {
                closing.Run(new ClosingSubscriber<TClosing>(this, chunk));
            }
        }

        protected override void DisposeSignals() => DisposableSlot.Dispose(ref Signal);
    }

    private sealed class OpeningSubscriber(Sink parent) : ISubscriber<TOpening>
    {
        public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref parent.Signal, upstream);

        public void OnNext(TOpening value) => parent.Open(value);

        public void OnError(Exception error) => parent.Fail(error);

        public void OnCompleted() => DisposableSlot.Dispose(ref parent.Signal);
    }
}
