using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>SingleAsync</c> and <c>SingleOrDefaultAsync</c>: keeps the one value and returns it on completion; a second value
/// disposes the subscription and fails with "Sequence contains more than one element.", an empty source fails with
/// "Sequence contains no elements." or returns the default. The subscription and result live in
/// <c>Internal/TerminalObserver</c>.
/// </summary>
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
