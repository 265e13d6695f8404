using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>LastAsync</c> and <c>LastOrDefaultAsync</c>: keeps the latest value (each acknowledged at once) and returns it on
/// completion; an empty source fails with "Sequence contains no elements." or returns the default. The subscription and
/// result live in <c>Internal/TerminalObserver</c>.
/// </summary>
internal sealed class Last<T>(bool orDefault, T? defaultValue) : TerminalObserver<T, T?>
{
    private bool _has;
    private T? _last;

    protected override ValueTask OnNext(T value)
    {
        _has = true;
        _last = value;
        return default;
    }

    protected override void OnCompleted()
    {
        if (!_has && !orDefault)
        {
            throw AsyncErrors.NoElements();
        }

        _ = Succeed(_has ? _last : defaultValue);
    }
}
