namespace Rheo.Async.Internal;

/// <summary>LINQ's messages for aggregates over empty or oversized sequences.</summary>
internal static class AsyncErrors
{
    public static InvalidOperationException NoElements() => new("Sequence contains no elements.");

    public static InvalidOperationException MoreThanOneElement() => new("Sequence contains more than one element.");
}
