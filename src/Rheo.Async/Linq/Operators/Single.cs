using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

internal sealed class Single<T>(bool orDefault, T? defaultValue) : TerminalObserver<T, T?>
{
    private bool _has;
    private T? _value;

    protected override ValueTask OnNext(T value)
    {
        if (_has)
        {
            throw AsyncErrors.MoreThanOneElement();
        }

        _has = true;
        _value = value;
        return default;
    }

    protected override void OnCompleted()
    {
        if (!_has && !orDefault)
        {
            throw AsyncErrors.NoElements();
        }

        _ = Succeed(_has ? _value : defaultValue);
    }
}
