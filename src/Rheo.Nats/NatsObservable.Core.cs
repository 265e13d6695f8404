using NATS.Client.Core;
using Rheo.Async;
using Rheo.Async.Linq;
using Rheo.Linq;

namespace Rheo.Nats;

public static partial class NatsObservable
{
    /// <summary>
    /// Subscribes to a core NATS subject (wildcards allowed) for each observer and sends the data of every message it
    /// receives. Core NATS delivers at most once: messages published while nobody is subscribed, or dropped by a slow
    /// subscriber, are gone; use a JetStream consumer (<see cref="Consume{T}"/>) for delivery that survives that.
    /// </summary>
    /// <remarks>
    /// Observers subscribed with the same <paramref name="queueGroup"/> share the messages (each to one of them).
    /// Disposing the subscription unsubscribes. A message whose data cannot be deserialized fails the sequence; so does
    /// the connection's failure to subscribe. The sequence completes when the subscription is ended by the server or
    /// the connection is disposed.
    /// </remarks>
    /// <typeparam name="T">The type of the data.</typeparam>
    /// <param name="connection">The connection.</param>
    /// <param name="subject">The subject, for example <c>orders.*</c>.</param>
    /// <param name="queueGroup">The queue group to join; <see langword="null"/> to receive every message.</param>
    /// <param name="serializer">Reads the data; <see langword="null"/> for <see cref="NatsJsonSerializer{T}.Default"/>.</param>
    /// <returns>The data of the subject's messages.</returns>
    public static IObservable<T> Observe<T>(this INatsConnection connection, string subject, string? queueGroup = null, INatsDeserialize<T>? serializer = null)
    {
        ArgumentNullException.ThrowIfNull(connection);
        ArgumentException.ThrowIfNullOrWhiteSpace(subject);
        var reader = serializer ?? NatsJsonSerializer<T>.Default;
        return Observable.Create<T>(async (observer, token) =>
        {
            try
            {
                await foreach (var message in connection.SubscribeAsync(subject, queueGroup, reader, cancellationToken: token).ConfigureAwait(false))
                {
                    if (message.Error is { } error)
                    {
                        throw error;
                    }

                    observer.OnNext(message.Data!);
                }
            }
            catch (OperationCanceledException) when (token.IsCancellationRequested)
            {
                // Disposed.
            }
        });
    }

    /// <summary>
    /// Publishes each value to the core NATS <paramref name="subject"/> and sends it on once the connection has taken
    /// the message, in order; a slow connection slows the producer. Core NATS stores nothing and confirms nothing: a
    /// message with no subscriber is dropped. Publish to JetStream (the <see cref="NATS.Client.JetStream.INatsJSContext"/> overloads) for
    /// acknowledged, stored messages. A failing publish or serializer fails the sequence.
    /// </summary>
    /// <typeparam name="T">The type of the values.</typeparam>
    /// <param name="source">The values to publish.</param>
    /// <param name="connection">The connection.</param>
    /// <param name="subject">The subject of every message.</param>
    /// <param name="serializer">Writes the data; <see langword="null"/> for <see cref="NatsJsonSerializer{T}.Default"/>.</param>
    /// <returns>The values, each after its message was handed to the connection.</returns>
    public static IAsyncObservable<T> PublishTo<T>(this IAsyncObservable<T> source, INatsConnection connection, string subject, INatsSerialize<T>? serializer = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(connection);
        ArgumentException.ThrowIfNullOrWhiteSpace(subject);
        var writer = serializer ?? NatsJsonSerializer<T>.Default;
        return source.Select(async (T value, CancellationToken token) =>
        {
            await connection.PublishAsync(subject, value, serializer: writer, cancellationToken: token).ConfigureAwait(false);
            return value;
        });
    }

    /// <summary>
    /// Publishes each value of a synchronous source to the core NATS <paramref name="subject"/> and sends it on once
    /// the connection has taken the message, in order (values wait in an unbounded queue meanwhile), as the
    /// asynchronous form does.
    /// </summary>
    /// <typeparam name="T">The type of the values.</typeparam>
    /// <param name="source">The values to publish.</param>
    /// <param name="connection">The connection.</param>
    /// <param name="subject">The subject of every message.</param>
    /// <param name="serializer">Writes the data; <see langword="null"/> for <see cref="NatsJsonSerializer{T}.Default"/>.</param>
    /// <returns>The values, each after its message was handed to the connection.</returns>
    public static IObservable<T> PublishTo<T>(this IObservable<T> source, INatsConnection connection, string subject, INatsSerialize<T>? serializer = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        return source.ToAsyncObservable().PublishTo(connection, subject, serializer).ToObservable();
    }
}
