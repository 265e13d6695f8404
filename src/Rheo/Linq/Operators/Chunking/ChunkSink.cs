using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// What <c>Buffer</c> and <c>Window</c> by observables differ in: a buffer is a list emitted when it closes,
/// a window is a <see cref="SubSequence{T}"/> emitted when it opens and completed when it closes.
/// </summary>
/// <typeparam name="TSource">The element type.</typeparam>
/// <typeparam name="TChunk">The type emitted downstream.</typeparam>
internal abstract class ChunkPolicy<TSource, TChunk>
{
    public abstract bool EmitsOnOpen { get; }

    public abstract TChunk Create(ISubSequenceOwner owner);

    public abstract void Add(TChunk chunk, TSource value);

    /// <summary>Closes the chunk; returns whether it must now be emitted downstream.</summary>
    public abstract bool Close(TChunk chunk);

    public abstract void Error(TChunk chunk, Exception error);
}

/// <summary>Chunks are lists, emitted when they close.</summary>
/// <typeparam name="TSource">The element type.</typeparam>
internal sealed class BufferPolicy<TSource> : ChunkPolicy<TSource, IList<TSource>>
{
    public static readonly BufferPolicy<TSource> Instance = new();

    public override bool EmitsOnOpen => false;

    public override IList<TSource> Create(ISubSequenceOwner owner) => new List<TSource>();

    public override void Add(IList<TSource> chunk, TSource value) => ((List<TSource>)chunk).Add(value);

    public override bool Close(IList<TSource> chunk) => true;

    public override void Error(IList<TSource> chunk, Exception error)
    {
    }
}

/// <summary>Chunks are windows, emitted when they open and completed when they close.</summary>
/// <typeparam name="TSource">The element type.</typeparam>
internal sealed class WindowPolicy<TSource> : ChunkPolicy<TSource, IObservable<TSource>>
{
    public static readonly WindowPolicy<TSource> Instance = new();

    public override bool EmitsOnOpen => true;

    public override IObservable<TSource> Create(ISubSequenceOwner owner) => new SubSequence<TSource>(owner);

    public override void Add(IObservable<TSource> chunk, TSource value) => ((SubSequence<TSource>)chunk).OnNext(value);

    public override bool Close(IObservable<TSource> chunk)
    {
        ((SubSequence<TSource>)chunk).OnCompleted();
        return false;
    }

    public override void Error(IObservable<TSource> chunk, Exception error) => ((SubSequence<TSource>)chunk).OnError(error);
}

/// <summary>
/// The common half of the <c>Buffer</c>/<c>Window</c> operators driven by other observables: one lock
/// where the source and the signal observables meet (these operators buffer by nature), the open chunks
/// in opening order, and a reference count so that windows still observed keep the source subscribed
/// after the outer subscription is disposed (Rx.NET's behaviour).
/// </summary>
/// <typeparam name="TSource">The element type.</typeparam>
/// <typeparam name="TChunk">The type emitted downstream.</typeparam>
internal abstract class ChunkSink<TSource, TChunk>(ISubscriber<TChunk> downstream, ChunkPolicy<TSource, TChunk> policy) : ISubscriber<TSource>, IDisposable, ISubSequenceOwner
{
    private readonly List<Chunk> _open = new();
    private IDisposable? _source;
    private int _refs = 1;
    private int _outerReleased;
    private bool _done;

    protected Lock Gate { get; } = new();

    public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _source, upstream);

    public void OnNext(TSource value)
    {
        lock (Gate)
        {
            if (_done)
            {
                return;
            }

            foreach (var chunk in _open)
            {
                policy.Add(chunk.Value, value);
            }
        }
    }

    public void OnError(Exception error) => Fail(error);

    public void OnCompleted()
    {
        lock (Gate)
        {
            if (_done)
            {
                return;
            }

            _done = true;
            foreach (var chunk in _open)
            {
                CloseLocked(chunk);
            }

            _open.Clear();
            if (Volatile.Read(ref _outerReleased) == 0)
            {
                downstream.OnCompleted();
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

    /// <summary>Fails the operator: open windows and downstream get the error, every upstream is disposed.</summary>
    public void Fail(Exception error)
    {
        lock (Gate)
        {
            if (_done)
            {
                return;
            }

            _done = true;
            foreach (var chunk in _open)
            {
                policy.Error(chunk.Value, error);
            }

            _open.Clear();
            if (Volatile.Read(ref _outerReleased) == 0)
            {
                downstream.OnError(error);
            }
        }

        DisposeAll();
    }

    /// <summary>Opens a chunk (emitting it now if it is a window); null when the operator has ended. Call under <see cref="Gate"/>.</summary>
    protected Chunk? OpenLocked()
    {
        if (_done)
        {
            return null;
        }

        var chunk = new Chunk(policy.Create(this));
        _open.Add(chunk);
        if (policy.EmitsOnOpen && Volatile.Read(ref _outerReleased) == 0)
        {
            downstream.OnNext(chunk.Value);
        }

        return chunk;
    }

    /// <summary>Closes an open chunk (emitting it now if it is a buffer); false if it was not open. Call under <see cref="Gate"/>.</summary>
    protected bool CloseOpenLocked(Chunk chunk)
    {
        if (_done || !_open.Remove(chunk))
        {
            return false;
        }

        CloseLocked(chunk);
        return true;
    }

    /// <summary>A chunk's closing observable signalled.</summary>
    protected virtual void OnClosing(Chunk chunk)
    {
        lock (Gate)
        {
            CloseOpenLocked(chunk);
        }
    }

    /// <summary>Disposes the signal subscriptions (boundaries, openings, closings).</summary>
    protected abstract void DisposeSignals();

    private void CloseLocked(Chunk chunk)
    {
        DisposableSlot.Dispose(ref chunk.Closing);
        if (policy.Close(chunk.Value) && Volatile.Read(ref _outerReleased) == 0)
        {
            downstream.OnNext(chunk.Value);
        }
    }

    private void DisposeAll()
    {
        DisposableSlot.Dispose(ref _source);
        DisposeSignals();
        lock (Gate)
        {
            foreach (var chunk in _open)
            {
                DisposableSlot.Dispose(ref chunk.Closing);
            }
        }
    }

    /// <summary>One open buffer or window, with the subscription that will close it (if any).</summary>
    protected internal sealed class Chunk(TChunk value)
    {
        /// <summary>The subscription to the observable that closes this chunk (a <see cref="DisposableSlot"/> field).</summary>
        public IDisposable? Closing;

        public TChunk Value { get; } = value;
    }

    /// <summary>Observes the observable that closes one chunk: its first value or its completion closes it.</summary>
    /// <typeparam name="TClosing">The closing observable's element type.</typeparam>
    protected internal sealed class ClosingSubscriber<TClosing>(ChunkSink<TSource, TChunk> parent, Chunk chunk) : ISubscriber<TClosing>
    {
        public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref chunk.Closing, upstream);

        public void OnNext(TClosing value) => parent.OnClosing(chunk);

        public void OnError(Exception error) => parent.Fail(error);

        public void OnCompleted() => parent.OnClosing(chunk);
    }
}
