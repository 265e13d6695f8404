using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Aggregate(accumulator)</c>: folds from the first element; an empty source is an error.</summary>
internal sealed class Aggregate<T>(IObservable<T> source, Func<T, T, T> accumulator) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, accumulator);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<T, T, T> accumulator) : ResultSink<T, T>(downstream)
    {
        private T _accumulation = default!;
        private bool _hasValue;

        public override void OnNext(T value)
        {
            if (!_hasValue)
            {
                _accumulation = value;
                _hasValue = true;
                return;
            }

            try
            {
                _accumulation = accumulator(_accumulation, value);
            }
            catch (Exception error)
            {
                Fail(error);
            }
        }

        public override void OnCompleted()
        {
            if (_hasValue)
            {
                Emit(_accumulation);
            }
            else
            {
                Downstream.OnError(AggregateErrors.NoElements());
            }
        }
    }
}

/// <summary>
/// <c>Aggregate(seed, accumulator)</c>: an empty source yields the seed; a following <c>Select</c> becomes the result
/// selector. The operator is the sink of its first subscription (<see cref="SelfSinkProducer{TSource, TResult}"/>).
/// </summary>
internal sealed class Aggregate<TSource, TAccumulate>(IObservable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> accumulator) : SelfSinkProducer<TSource, TAccumulate>, ISelectFusable<TAccumulate>, ISyncSource<TAccumulate>
{
    private TAccumulate _accumulation = default!;

    public bool CanRunSync(ref int budget) => SyncSource.CanRun(source, ref budget);

    public bool RunSync(ISyncConsumer<TAccumulate> consumer)
    {
        var fold = new Fold<TSource, TAccumulate>(seed, accumulator);
        return SyncSource.Run(source, fold) && consumer.Accept(fold.Accumulation);
    }

    /// <summary>A following <c>Select</c> is the result selector: <c>Aggregate(seed, f).Select(g)</c> is <c>Aggregate(seed, f, g)</c>.</summary>
    public IObservable<TNext> CombineSelect<TNext>(Func<TAccumulate, TNext> selector) => new Aggregate<TSource, TAccumulate, TNext>(source, seed, accumulator, selector);

    public override void OnNext(TSource value)
    {
        try
        {
            _accumulation = accumulator(_accumulation, value);
        }
        catch (Exception error)
        {
            Fail(error);
        }
    }

    public override void OnCompleted() => Emit(_accumulation);

    protected override SelfSinkProducer<TSource, TAccumulate> CreateSink() => new Aggregate<TSource, TAccumulate>(source, seed, accumulator);

    protected override void RunSource()
    {
        _accumulation = seed;
        source.Run(this);
    }

    protected override void ReleaseState() => _accumulation = default!;
}

/// <summary>
/// <c>Aggregate(seed, accumulator, resultSelector)</c>: the selector maps the final accumulation. The operator is the
/// sink of its first subscription (<see cref="SelfSinkProducer{TSource, TResult}"/>).
/// </summary>
internal sealed class Aggregate<TSource, TAccumulate, TResult>(
    IObservable<TSource> source,
    TAccumulate seed,
    Func<TAccumulate, TSource, TAccumulate> accumulator,
    Func<TAccumulate, TResult> resultSelector) : SelfSinkProducer<TSource, TResult>, ISelectFusable<TResult>, ISyncSource<TResult>
{
    private TAccumulate _accumulation = default!;

    public bool CanRunSync(ref int budget) => SyncSource.CanRun(source, ref budget);

    public bool RunSync(ISyncConsumer<TResult> consumer)
    {
        var fold = new Fold<TSource, TAccumulate>(seed, accumulator);
        return SyncSource.Run(source, fold) && consumer.Accept(resultSelector(fold.Accumulation));
    }

    /// <summary>A following <c>Select</c> composes with the result selector.</summary>
    public IObservable<TNext> CombineSelect<TNext>(Func<TResult, TNext> selector) => new Aggregate<TSource, TAccumulate, TNext>(source, seed, accumulator, x => selector(resultSelector(x)));

    public override void OnNext(TSource value)
    {
        try
        {
            _accumulation = accumulator(_accumulation, value);
        }
        catch (Exception error)
        {
            Fail(error);
        }
    }

    public override void OnCompleted()
    {
        TResult result;
        try
        {
            result = resultSelector(_accumulation);
        }
        catch (Exception error)
        {
            base.OnError(error);
            return;
        }

        Emit(result);
    }

    protected override SelfSinkProducer<TSource, TResult> CreateSink() => new Aggregate<TSource, TAccumulate, TResult>(source, seed, accumulator, resultSelector);

    protected override void RunSource()
    {
        _accumulation = seed;
        source.Run(this);
    }

    protected override void ReleaseState() => _accumulation = default!;
}

/// <summary>The fold of a synchronous run of <c>Aggregate(seed, ...)</c> (<see cref="ISyncSource{T}"/>).</summary>
internal sealed class Fold<TSource, TAccumulate>(TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> accumulator) : ISyncConsumer<TSource>
{
    public TAccumulate Accumulation { get; private set; } = seed;

    public bool Accept(TSource value)
    {
        Accumulation = accumulator(Accumulation, value);
        return true;
    }
}
