namespace Rheo.Dataflow.Tests;

/// <summary>Dataflow completions expected to fault or be canceled, awaited within <see cref="Bounded.Timeout"/>.</summary>
internal static class DataflowTestSupport
{
    public static readonly TimeSpan Timeout = Bounded.Timeout;

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
