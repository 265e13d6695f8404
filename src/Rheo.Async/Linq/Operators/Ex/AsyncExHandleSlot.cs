namespace Rheo.Async.Linq.Operators;

/// <summary>
/// A field holding an upstream handle that may arrive after the owner was disposed (the shared operators
/// <c>Partition</c> and <c>ReplayLastOnSubscribe</c> connect outside their locks): a handle set after disposal is
/// disposed at once, and disposal happens once.
/// </summary>
internal static class AsyncExHandleSlot
{
    private static readonly IAsyncDisposable DisposedMarker = new Marker();

    public static ValueTask Set(ref IAsyncDisposable? slot, IAsyncDisposable handle) =>
        Interlocked.CompareExchange(ref slot, handle, null) is null ? default : handle.DisposeAsync();

    public static ValueTask Dispose(ref IAsyncDisposable? slot)
    {
        var previous = Interlocked.Exchange(ref slot, DisposedMarker);
        return previous is null || ReferenceEquals(previous, DisposedMarker) ? default : previous.DisposeAsync();
    }

    private sealed class Marker : IAsyncDisposable
    {
        public ValueTask DisposeAsync() => default;
    }
}
