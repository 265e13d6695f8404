using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>Any (stop at the first match: true) and All (stop at the first mismatch: false).</summary>
internal sealed class Any<T>(Func<T, bool> predicate, bool stopResult) : TerminalObserver<T, bool>
{
    protected override ValueTask OnNext(T value) => predicate(value) == stopResult ? Succeed(stopResult) : default;

    protected override void OnCompleted() => _ = Succeed(!stopResult);
}
