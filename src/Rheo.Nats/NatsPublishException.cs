namespace Rheo.Nats;

/// <summary>A message was not stored by JetStream: the server refused it, no stream listens on its subject, or its acknowledgement did not arrive in time.</summary>
public sealed class NatsPublishException : Exception
{
    /// <summary>Creates the exception.</summary>
    public NatsPublishException()
    {
    }

    /// <summary>Creates the exception with a message.</summary>
    /// <param name="message">The message; <see langword="null"/> for the default one, as for <see cref="Exception"/>.</param>
    public NatsPublishException(string? message)
        : base(message)
    {
    }

    /// <summary>Creates the exception with a message and its cause.</summary>
    /// <param name="message">The message; <see langword="null"/> for the default one, as for <see cref="Exception"/>.</param>
    /// <param name="innerException">The cause; <see langword="null"/> for none, as for <see cref="Exception"/>.</param>
    public NatsPublishException(string? message, Exception? innerException)
        : base(message, innerException)
    {
    }

    /// <summary>Creates the exception for a message published to <paramref name="subject"/>.</summary>
    /// <param name="subject">The subject of the message that was not stored.</param>
    /// <param name="code">The server's error code (0 when there is none).</param>
    /// <param name="message">The description; <see langword="null"/> for the default one.</param>
    /// <exception cref="ArgumentNullException"><paramref name="subject"/> is <see langword="null"/>.</exception>
    public NatsPublishException(string subject, int code, string? message)
        : base(message)
    {
        ArgumentNullException.ThrowIfNull(subject);
        Subject = subject;
        Code = code;
    }

    /// <summary>Gets the subject of the message that was not stored.</summary>
    public string? Subject { get; }

    /// <summary>Gets the server's error code (503: no stream listens on the subject; 0: none, as for a timeout).</summary>
    public int Code { get; }
}
