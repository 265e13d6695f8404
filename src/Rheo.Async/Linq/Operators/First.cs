using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>FirstAsync</c> and <c>FirstOrDefaultAsync</c>: returns the first value and disposes the subscription at once;
/// completion without a value fails with "Sequence contains no elements." or returns the default. The subscription and
/// result live in <c>Internal/TerminalObserver</c>.
/// </summary>
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
