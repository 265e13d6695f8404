using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>AnyAsync</c> (stops at the first match with <see langword="true"/>) and <c>AllAsync</c> (stops at the first
/// mismatch with <see langword="false"/>): each value is acknowledged at once; the early result disposes the
/// subscription, completion gives the other result, and a throwing predicate or the source's error disposes the
/// subscription and faults the result. The subscription and result live in <c>Internal/TerminalObserver</c>.
/// </summary>
internal sealed class Any<T>(Func<T, bool> predicate, bool stopResult) : TerminalObserver<T, bool>
{
    protected override ValueTask OnNext(T value) => predicate(value) == stopResult ? Succeed(stopResult) : default;

    protected override void OnCompleted() => _ = Succeed(!stopResult);
}
