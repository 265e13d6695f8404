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
