namespace Rheo.Internal;

/// <summary>
/// Lock-free operations on a field that holds an <see cref="IDisposable"/>: set once, replace, dispose.
/// A disposed field holds <see cref="Disposed"/>, so a value set after disposal is disposed at once.
/// </summary>
internal static class DisposableSlot
{
    /// <summary>The sentinel a disposed field holds.</summary>
    internal static readonly IDisposable Disposed = new DisposedSentinel();

    public static bool IsDisposed(IDisposable? value) => ReferenceEquals(value, Disposed);

    /// <summary>Sets an empty field. Returns false if it already held a value; disposes <paramref name="value"/> if the field was disposed.</summary>
    public static bool TrySetOnce(ref IDisposable? field, IDisposable? value)
    {
        var old = Interlocked.CompareExchange(ref field, value, null);
        if (old is null)
        {
            return true;
        }

        if (IsDisposed(old))
        {
            value?.Dispose();
            return true;
        }

        return false;
    }

    /// <summary>Sets an empty field; a second set is a bug in Rheo and throws.</summary>
    public static void SetOnce(ref IDisposable? field, IDisposable? value)
    {
        if (!TrySetOnce(ref field, value))
        {
            throw new InvalidOperationException("The disposable has already been assigned.");
        }
    }

    /// <summary>Replaces the value and disposes the old one. Returns false (and disposes <paramref name="value"/>) if the field was disposed.</summary>
    public static bool TrySetSerial(ref IDisposable? field, IDisposable? value)
    {
        var current = Volatile.Read(ref field);
        while (true)
        {
            if (IsDisposed(current))
            {
                value?.Dispose();
                return false;
            }

            var observed = Interlocked.CompareExchange(ref field, value, current);
            if (ReferenceEquals(observed, current))
            {
                current?.Dispose();
                return true;
            }

            current = observed;
        }
    }

    /// <summary>Replaces the value without disposing the old one. Returns false (and disposes <paramref name="value"/>) if the field was disposed.</summary>
    public static bool TrySetMultiple(ref IDisposable? field, IDisposable? value)
    {
        var current = Volatile.Read(ref field);
        while (true)
        {
            if (IsDisposed(current))
            {
                value?.Dispose();
                return false;
            }

            var observed = Interlocked.CompareExchange(ref field, value, current);
            if (ReferenceEquals(observed, current))
            {
                return true;
            }

            current = observed;
        }
    }

    /// <summary>
    /// Marks the field disposed and disposes what it held; idempotent and thread-safe. A field already disposed is
    /// left alone without an interlocked exchange (a disposed field never changes again): the usual second dispose,
    /// after a terminal message disposed the upstream and the subscriber's owner then disposes it, costs one read.
    /// </summary>
    public static void Dispose(ref IDisposable? field)
    {
        if (IsDisposed(Volatile.Read(ref field)))
        {
            return;
        }

        var old = Interlocked.Exchange(ref field, Disposed);
        if (!IsDisposed(old))
        {
            old?.Dispose();
        }
    }

    private sealed class DisposedSentinel : IDisposable
    {
        public void Dispose()
        {
        }
    }
}
