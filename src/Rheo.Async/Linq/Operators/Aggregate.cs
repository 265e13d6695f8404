using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

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
