using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

internal sealed class First<T>(bool orDefault, T? defaultValue) : TerminalObserver<T, T?>
{
    protected override ValueTask OnNext(T value) => Succeed(value);

    protected override void OnCompleted()
    {
        if (!orDefault)
        {
            throw AsyncErrors.NoElements();
        }

        _ = Succeed(defaultValue);
    }
}
