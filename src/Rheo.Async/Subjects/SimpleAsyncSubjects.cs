namespace Rheo.Async.Subjects;

/// <summary>A subject that publishes each message to its current observers (nothing is replayed).</summary>
/// <typeparam name="T">The element type.</typeparam>
public abstract class SimpleAsyncSubject<T> : PublishingAsyncSubject<T>
{
    private protected SimpleAsyncSubject(bool concurrent)
        : base(concurrent)
    {
    }
}

/// <summary>A <see cref="SimpleAsyncSubject{T}"/> that awaits each observer in turn.</summary>
/// <typeparam name="T">The element type.</typeparam>
public sealed class SequentialSimpleAsyncSubject<T> : SimpleAsyncSubject<T>
{
    /// <summary>Creates the subject.</summary>
    public SequentialSimpleAsyncSubject()
        : base(false)
    {
    }
}

/// <summary>A <see cref="SimpleAsyncSubject{T}"/> that calls all observers, then awaits them together.</summary>
/// <typeparam name="T">The element type.</typeparam>
public sealed class ConcurrentSimpleAsyncSubject<T> : SimpleAsyncSubject<T>
{
    /// <summary>Creates the subject.</summary>
    public ConcurrentSimpleAsyncSubject()
        : base(true)
    {
    }
}
