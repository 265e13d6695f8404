using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>AggregateAsync(seed, accumulator[, resultSelector])</c>: folds each value into the accumulation (acknowledged at
/// once) and returns it on completion (the entry point applies <c>resultSelector</c> to it); a throwing accumulator or
/// the source's error disposes the subscription and faults the result. The subscription and result live in
/// <c>Internal/TerminalObserver</c>.
/// </summary>
internal sealed class Aggregate<TSource, TAccumulate>(TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> accumulator) : TerminalObserver<TSource, TAccumulate>
{
    private TAccumulate _acc = seed;

    protected override ValueTask OnNext(TSource value)
    {
        _acc = accumulator(_acc, value);
        return default;
    }

    protected override void OnCompleted() => _ = Succeed(_acc);
}

/// <summary>
/// <c>AggregateAsync(accumulator)</c>: the first value is the first accumulation; returns the last on completion, or
/// fails with "Sequence contains no elements." for an empty source. The subscription and result live in
/// <c>Internal/TerminalObserver</c>.
/// </summary>
internal sealed class AggregateNoSeed<T>(Func<T, T, T> accumulator) : TerminalObserver<T, T>
{
    private bool _has;
    private T _acc = default!;

    protected override ValueTask OnNext(T value)
    {
        _acc = _has ? accumulator(_acc, value) : value;
        _has = true;
        return default;
    }

    protected override void OnCompleted()
    {
        if (!_has)
        {
            throw AsyncErrors.NoElements();
        }

        _ = Succeed(_acc);
    }
}
