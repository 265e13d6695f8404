using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

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
