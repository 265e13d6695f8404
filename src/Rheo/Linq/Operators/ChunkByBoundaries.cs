using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Buffer(bufferBoundaries)</c> / <c>Window(windowBoundaries)</c>: one chunk open at a time; each boundary
/// value closes it and opens the next. The boundaries' completion closes the last chunk and completes.
/// </summary>
internal sealed class ChunkByBoundaries<TSource, TBoundary, TChunk>(IObservable<TSource> source, IObservable<TBoundary> boundaries, ChunkPolicy<TSource, TChunk> policy) : Producer<TChunk>
{
    public override void Run(ISubscriber<TChunk> subscriber)
    {
        var sink = new Sink(subscriber, policy);
        subscriber.OnSubscribe(sink);
        sink.Start();
        boundaries.Run(new BoundarySubscriber(sink));
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TChunk> downstream, ChunkPolicy<TSource, TChunk> policy) : ChunkSink<TSource, TChunk>(downstream, policy)
    {
        public IDisposable? Signal;
        private Chunk? _current;

        public void Start()
        {
            lock (Gate)
            {
                _current = OpenLocked();
            }
        }

        public void Boundary()
        {
            lock (Gate)
            {
                if (_current is not null && CloseOpenLocked(_current))
                {
                    _current = OpenLocked();
                }
            }
        }

        protected override void DisposeSignals() => DisposableSlot.Dispose(ref Signal);
    }

    private sealed class BoundarySubscriber(Sink parent) : ISubscriber<TBoundary>
    {
        public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref parent.Signal, upstream);

        public void OnNext(TBoundary value) => parent.Boundary();

        public void OnError(Exception error) => parent.Fail(error);

        public void OnCompleted() => parent.OnCompleted();
    }
}
