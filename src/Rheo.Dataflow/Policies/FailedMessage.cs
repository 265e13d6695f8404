namespace Rheo.Dataflow;

/// <summary>A message whose processing failed under a <see cref="MessageFaultPolicy{T}"/>, with its exception.</summary>
/// <typeparam name="T">The message type.</typeparam>
public sealed class FailedMessage<T>
{
    internal FailedMessage(T message, Exception exception, int attempts)
    {
        Message = message;
        Exception = exception;
        Attempts = attempts;
    }

    /// <summary>Gets the message.</summary>
    public T Message { get; }

    /// <summary>Gets the exception of the last attempt.</summary>
    public Exception Exception { get; }

    /// <summary>Gets how many times the message was processed (1 plus the retries).</summary>
    public int Attempts { get; }
}
