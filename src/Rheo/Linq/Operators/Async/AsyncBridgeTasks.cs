using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>How the async bridge reads a finished task's outcome and cancels a token source.</summary>
internal static class AsyncBridgeTasks
{
    /// <summary>Returns the error of a faulted (single inner exception unwrapped) or canceled task, or null; marks the exception observed.</summary>
    public static Exception? GetError(Task task)
    {
        if (task.IsFaulted)
        {
            var exception = task.Exception!;
            return exception.InnerExceptions.Count == 1 ? exception.InnerException! : exception;
        }

        return task.IsCanceled ? new TaskCanceledException(task) : null;
    }

    /// <summary>Cancels the source; a failing callback registered by user code is swallowed (the subscription is ending).</summary>
    public static void CancelQuietly(CancellationTokenSource? cancellation)
    {
        try
        {
            cancellation?.Cancel();
        }
        catch (AggregateException)
        {
        }
    }

    /// <summary>Turns a task into a <see cref="Task{Unit}"/> with the same outcome.</summary>
    public static async Task<Unit> ToUnit(Task task)
    {
        await task.ConfigureAwait(false);
        return Unit.Default;
    }

    /// <summary>Turns a value task into a <see cref="Task{Unit}"/> with the same outcome.</summary>
    public static async Task<Unit> ToUnit(ValueTask task)
    {
        await task.ConfigureAwait(false);
        return Unit.Default;
    }
}
