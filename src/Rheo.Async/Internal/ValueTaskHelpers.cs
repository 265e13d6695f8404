namespace Rheo.Async.Internal;

/// <summary>Helpers for ValueTasks whose outcome a producer does not propagate (it has no caller to report to).</summary>
internal static class ValueTaskHelpers
{
    /// <summary>Consumes a task: at once if it is complete, otherwise when it completes; faults are observed and dropped.</summary>
    public static void Forget(ValueTask task)
    {
        if (task.IsCompleted)
        {
            try
            {
                task.GetAwaiter().GetResult();
            }
            catch (Exception)
            {
                // The observer failed; the producer has nobody to report to and stops.
            }

            return;
        }

        _ = ForgetSlow(task);
    }

    private static async Task ForgetSlow(ValueTask task)
    {
        try
        {
            await task.ConfigureAwait(false);
        }
        catch (Exception)
        {
            // See Forget.
        }
    }
}
