namespace RheoBench.Scenarios;

/// <summary>
/// Tags for <see cref="FastObservable{TLibrary}"/>: one struct per library that uses the shared foreign source, so
/// that each gets its own compiled copy of the source's loop (and its own profile of the observer it calls).
/// </summary>
public static class SourceOwners
{
    /// <summary>Rheo's copy.</summary>
    public readonly struct Rheo;

    /// <summary>System.Reactive's copy.</summary>
    public readonly struct Rx;

    /// <summary>ReactiveUI.Primitives' copy.</summary>
    public readonly struct Primitives;

    /// <summary>The hand-written loops' copy.</summary>
    public readonly struct Loop;
}
