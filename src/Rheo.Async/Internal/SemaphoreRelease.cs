using System.Runtime.CompilerServices;

namespace Rheo.Async.Internal;

/// <summary>
/// The slow half of the asynchronous gates (a <see cref="SemaphoreSlim"/> of one entered without waiting when
/// free): when the call made inside the gate did not complete synchronously, the gate is released once it does,
/// whether it succeeds or fails. Pooled, so a pending call costs no state machine allocation per value.
/// </summary>
internal static class SemaphoreRelease
{
    /// <summary>Awaits <paramref name="task"/>, then releases <paramref name="gate"/>.</summary>
    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    public static async ValueTask ReleaseAfter(this SemaphoreSlim gate, ValueTask task)
    {
        try
        {
            await task.ConfigureAwait(false);
        }
        finally
        {
            gate.Release();
        }
    }
}
