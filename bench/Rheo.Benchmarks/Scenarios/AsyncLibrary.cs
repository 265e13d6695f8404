using RheoBench.Compare;

namespace RheoBench.Scenarios;

/// <summary>The result names of the asynchronous peers (the fixed names of the benchmark contract).</summary>
public static class AsyncLibrary
{
    public const string AsyncEnumerable = "System.Linq.AsyncEnumerable";
    public const string Channels = "Channels";
    public const string AsyncRx = "AsyncRx.NET";

    /// <summary>Why an <c>AsyncRx.NET</c> row is never measured here.</summary>
    public const string AsyncRxMissing = "System.Reactive.Async has no versions on the package feed here (docs/peers.md)";

    /// <summary>Why a <c>ReactiveUI.Primitives</c> row is never measured in the async scenarios.</summary>
    public const string PrimitivesMissing = "ReactiveUI.Primitives 9.0.0 has no asynchronous observable (only SelectAsync-style operators over IObservable<T>)";

    /// <summary>Waits for a task on the benchmark's thread.</summary>
    public static void Wait(ValueTask task)
    {
        if (task.IsCompletedSuccessfully)
        {
            task.GetAwaiter().GetResult();
        }
        else
        {
            task.AsTask().GetAwaiter().GetResult();
        }
    }
}
