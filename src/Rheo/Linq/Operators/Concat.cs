using System.Runtime.CompilerServices;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Concat</c> over a list of sources: each source is subscribed from a drain loop when the previous one
/// completes; a nested <c>Concat</c> or <c>Defer</c> in the list is expanded in place (constant stack).
/// </summary>
/// <remarks>
/// The operator is its own sink for its first subscription (as <see cref="SelfSinkProducer{TSource, TResult}"/>): a
/// concatenation built for one subscription allocates the operator and nothing more. The first <see cref="Run"/>
/// claims the instance (one compare-and-swap); any later or concurrent subscription gets a fresh instance with the
/// same sources. After its terminal message the instance lets go of its downstream.
/// </remarks>
internal sealed class Concat<T> : SourceListProducer<T>.Sink<Concat<T>>, IProducer<T>, FlatSourceStack<T>.INested, ISyncSource<T>
{
    /// <summary>The sources: an array when <see cref="_isArray"/>, otherwise an enumerable (one field, to keep the operator small).</summary>
    private readonly object _sources;
    private readonly bool _isArray;
    private int _claimed;

    public Concat(IObservable<T>[] sources)
        : base(EndedSubscriber<T>.Instance)
    {
        _sources = sources;
        _isArray = true;
    }

    public Concat(IEnumerable<IObservable<T>> sources)
        : base(EndedSubscriber<T>.Instance) => _sources = sources;

    public IObservable<T>[]? Array => _isArray ? Unsafe.As<IObservable<T>[]>(_sources) : null;

    public IEnumerable<IObservable<T>>? Enumerable => _isArray ? null : Unsafe.As<IEnumerable<IObservable<T>>>(_sources);

    /// <summary>A list of sources runs synchronously when every source in it does (an enumerable of sources is subscribed).</summary>
    public bool CanRunSync(ref int budget)
    {
        if (!_isArray)
        {
            return false;
        }

        foreach (var source in Unsafe.As<IObservable<T>[]>(_sources))
        {
            if (!SyncSource.CanRun(source, ref budget))
            {
                return false;
            }
        }

        return true;
    }

    public bool RunSync(ISyncConsumer<T> consumer)
    {
        // The array may be the caller's own (params): its items are cast again, not trusted.
        foreach (var source in Unsafe.As<IObservable<T>[]>(_sources))
        {
            if (!((ISyncSource<T>)source).RunSync(consumer))
            {
                return false;
            }
        }

        return true;
    }

    public IDisposable Subscribe(IObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        var edge = new EdgeObserver<T>(observer);
        edge.Track(this);
        Run(edge);
        return edge;
    }

    public void Run(ISubscriber<T> subscriber)
    {
        var sink = Volatile.Read(ref _claimed) == 0 && Interlocked.CompareExchange(ref _claimed, 1, 0) == 0
            ? this
            : _isArray ? new Concat<T>(Unsafe.As<IObservable<T>[]>(_sources)) : new Concat<T>(Unsafe.As<IEnumerable<IObservable<T>>>(_sources));
        sink._claimed = 1;
        sink.Downstream = subscriber;
        subscriber.OnSubscribe(sink);
        try
        {
            sink.Stack.Push(this);
        }
        catch (Exception error)
        {
            sink.Downstream = EndedSubscriber<T>.Instance;
            subscriber.OnError(error);
            return;
        }

        sink.Start();
    }

    public override void OnError(Exception error)
    {
        Dispose();
        var downstream = Downstream;
        Downstream = EndedSubscriber<T>.Instance;
        downstream.OnError(error);
    }

    public override void OnCompleted() => MoveNext();

    protected override void OnNoMoreSources()
    {
        var downstream = Downstream;
        Downstream = EndedSubscriber<T>.Instance;
        downstream.OnCompleted();
    }
}

/// <summary>
/// <c>Concat</c> of an observable of observables: the inner sources are buffered and subscribed one at a
/// time; this is the <see cref="MergeSink{T}"/> with a single slot, whose subscribe loop keeps the stack
/// constant when inner sources complete synchronously.
/// </summary>
internal sealed class ConcatObservables<T>(IObservable<IObservable<T>> sources) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new MergeSink<T>(subscriber, 1);
        subscriber.OnSubscribe(sink);
        sources.Run(sink.CreateOuter());
    }
}
