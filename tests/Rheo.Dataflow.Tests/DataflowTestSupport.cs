namespace Rheo.Dataflow.Tests;

/// <summary>Bounded waits for dataflow tests: generous, never timing anything.</summary>
internal static class DataflowTestSupport
{
    public static readonly TimeSpan Timeout = TimeSpan.FromSeconds(10);

    public static Task Within(this Task task) => task.WaitAsync(Timeout);

    public static Task<T> Within<T>(this Task<T> task) => task.WaitAsync(Timeout);

    /// <summary>Awaits a completion expected to fault and returns its AggregateException.</summary>
    public static async Task<AggregateException> FaultOf(Task completion)
    {
        await Assert.ThrowsAnyAsync<Exception>(() => completion.Within());
        Assert.True(completion.IsFaulted);
        return completion.Exception!;
    }

    /// <summary>Awaits a completion expected to be canceled.</summary>
    public static async Task Canceled(Task completion)
    {
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => completion.Within());
        Assert.True(completion.IsCanceled);
    }
}
