using System.Runtime.CompilerServices;
using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>ForEachAsync</c>: calls the action for each value with the caller's token and awaits it before the source may
/// send the next one (the back-pressure); a throwing or faulting action, or the source's error, disposes the
/// subscription and faults the result, and completion completes it. Waiting for a pending action uses a pooled
/// state machine. The subscription and result live in <c>Internal/TerminalObserver</c>.
/// </summary>
internal sealed class ForEach<T>(Func<T, CancellationToken, ValueTask> action, CancellationToken cancellationToken) : TerminalObserver<T, bool>
{
    protected override ValueTask OnNext(T value)
    {
        var task = action(value, cancellationToken);
        if (task.IsCompletedSuccessfully)
        {
            task.GetAwaiter().GetResult();
            return default;
        }

        return Slow(task);
    }

    protected override void OnCompleted() => _ = Succeed(true);

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private async ValueTask Slow(ValueTask task)
    {
        try
        {
            await task.ConfigureAwait(false);
        }
        catch (Exception ex)
        {
            await OnErrorAsync(ex).ConfigureAwait(false);
        }
    }
}
