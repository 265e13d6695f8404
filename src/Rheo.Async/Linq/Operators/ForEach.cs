using System.Runtime.CompilerServices;
using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

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
