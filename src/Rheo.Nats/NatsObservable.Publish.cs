using NATS.Client.Core;
using NATS.Client.JetStream;
using Rheo.Async;
using Rheo.Async.Linq;

namespace Rheo.Nats;

public static partial class NatsObservable
{
    /// <summary>
    /// Publishes each value to <paramref name="subject"/> on JetStream and sends its acknowledgement downstream, in the
    /// source's order. Values are published as they come, with up to <see cref="NatsPublishOptions.MaxInFlight"/>
    /// waiting for their acknowledgement; with that many waiting, the source's <c>OnNextAsync</c> completes only when
    /// the oldest is acknowledged, so a slow broker slows the producer and nothing is dropped.
    /// </summary>
    /// <remarks>
    /// The sequence completes after the source has completed and every acknowledgement has gone downstream. It fails
    /// with a <see cref="NatsPublishException"/> when a message is not stored (no stream listens on its subject, the
    /// server refused it, or no acknowledgement came within <see cref="NatsPublishOptions.AckTimeout"/>), with the
    /// serializer's exception, or with the source's error; the source subscription is disposed then.
    /// </remarks>
    /// <typeparam name="T">The type of the values.</typeparam>
    /// <param name="source">The values to publish.</param>
    /// <param name="context">The JetStream context.</param>
    /// <param name="subject">The subject of every message.</param>
    /// <param name="options">The publisher's settings; <see langword="null"/> for <see cref="NatsPublishOptions.Default"/>.</param>
    /// <param name="serializer">Writes the data; <see langword="null"/> for <see cref="NatsJsonSerializer{T}.Default"/>.</param>
    /// <param name="messageIdSelector">
    /// Gives each value its message id, sent as the <c>Nats-Msg-Id</c> header: JetStream stores a message whose id it
    /// has seen within the stream's duplicate window only once (its acknowledgement has
    /// <see cref="NatsPublishAck.Duplicate"/> set), so republishing after a failure adds no copy. <see langword="null"/>
    /// (the default) sends no id. A throwing selector, or one that returns <see langword="null"/> or an empty id, fails
    /// the sequence.
    /// </param>
    /// <returns>The acknowledgements, one per value, in order.</returns>
    public static IAsyncObservable<NatsPublishAck> PublishTo<T>(this IAsyncObservable<T> source, INatsJSContext context, string subject, NatsPublishOptions? options = null, INatsSerialize<T>? serializer = null, Func<T, string>? messageIdSelector = null)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(subject);
        return source.PublishTo(context, _ => subject, options, serializer, messageIdSelector);
    }

    /// <summary>
    /// Publishes each value to the subject <paramref name="subjectSelector"/> gives it (for example
    /// <c>orders.&lt;region&gt;</c>) on JetStream and sends its acknowledgement downstream, in the source's order, as
    /// <see cref="PublishTo{T}(IAsyncObservable{T}, INatsJSContext, string, NatsPublishOptions?, INatsSerialize{T}?, Func{T, string}?)"/>
    /// does. A throwing selector fails the sequence.
    /// </summary>
    /// <typeparam name="T">The type of the values.</typeparam>
    /// <param name="source">The values to publish.</param>
    /// <param name="context">The JetStream context.</param>
    /// <param name="subjectSelector">Gives each value its subject.</param>
    /// <param name="options">The publisher's settings; <see langword="null"/> for <see cref="NatsPublishOptions.Default"/>.</param>
    /// <param name="serializer">Writes the data; <see langword="null"/> for <see cref="NatsJsonSerializer{T}.Default"/>.</param>
    /// <param name="messageIdSelector">
    /// Gives each value its message id, sent as the <c>Nats-Msg-Id</c> header: JetStream stores a message whose id it
    /// has seen within the stream's duplicate window only once (its acknowledgement has
    /// <see cref="NatsPublishAck.Duplicate"/> set), so republishing after a failure adds no copy. <see langword="null"/>
    /// (the default) sends no id. A throwing selector, or one that returns <see langword="null"/> or an empty id, fails
    /// the sequence.
    /// </param>
    /// <returns>The acknowledgements, one per value, in order.</returns>
    public static IAsyncObservable<NatsPublishAck> PublishTo<T>(this IAsyncObservable<T> source, INatsJSContext context, Func<T, string> subjectSelector, NatsPublishOptions? options = null, INatsSerialize<T>? serializer = null, Func<T, string>? messageIdSelector = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(context);
        ArgumentNullException.ThrowIfNull(subjectSelector);
        var settings = options ?? NatsPublishOptions.Default;
        var writer = serializer ?? NatsJsonSerializer<T>.Default;
        return AsyncObservable.Create<NatsPublishAck>(async (observer, token) =>
        {
            var connection = context.Connection;
            var router = await PubAckRouter.StartAsync(connection, settings.MaxInFlight, settings.AckTimeout, token).ConfigureAwait(false);
            await using (router.ConfigureAwait(false))
            {
                var sink = new JetStreamPublishSink<T>(connection, router, subjectSelector, messageIdSelector, writer, settings, observer, token);
                var subscription = await source.SubscribeAsync(sink).ConfigureAwait(false);
                try
                {
                    await sink.Completion.WaitAsync(token).ConfigureAwait(false);
                }
                finally
                {
                    await subscription.DisposeAsync().ConfigureAwait(false);
                }
            }
        });
    }

    /// <summary>
    /// Publishes each value of a synchronous source to <paramref name="subject"/> on JetStream and sends its
    /// acknowledgement, in order. The source is not slowed (it has no back-pressure): values wait in an unbounded queue
    /// while <see cref="NatsPublishOptions.MaxInFlight"/> messages wait for their acknowledgement. Completion and
    /// errors as in the asynchronous form.
    /// </summary>
    /// <typeparam name="T">The type of the values.</typeparam>
    /// <param name="source">The values to publish.</param>
    /// <param name="context">The JetStream context.</param>
    /// <param name="subject">The subject of every message.</param>
    /// <param name="options">The publisher's settings; <see langword="null"/> for <see cref="NatsPublishOptions.Default"/>.</param>
    /// <param name="serializer">Writes the data; <see langword="null"/> for <see cref="NatsJsonSerializer{T}.Default"/>.</param>
    /// <param name="messageIdSelector">
    /// Gives each value its message id, sent as the <c>Nats-Msg-Id</c> header: JetStream stores a message whose id it
    /// has seen within the stream's duplicate window only once (its acknowledgement has
    /// <see cref="NatsPublishAck.Duplicate"/> set), so republishing after a failure adds no copy. <see langword="null"/>
    /// (the default) sends no id. A throwing selector, or one that returns <see langword="null"/> or an empty id, fails
    /// the sequence.
    /// </param>
    /// <returns>The acknowledgements, one per value, in order.</returns>
    public static IObservable<NatsPublishAck> PublishTo<T>(this IObservable<T> source, INatsJSContext context, string subject, NatsPublishOptions? options = null, INatsSerialize<T>? serializer = null, Func<T, string>? messageIdSelector = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        return source.ToAsyncObservable().PublishTo(context, subject, options, serializer, messageIdSelector).ToObservable();
    }

    /// <summary>
    /// Publishes each value of a synchronous source to the subject <paramref name="subjectSelector"/> gives it on
    /// JetStream and sends its acknowledgement, in order, as
    /// <see cref="PublishTo{T}(IObservable{T}, INatsJSContext, string, NatsPublishOptions?, INatsSerialize{T}?, Func{T, string}?)"/> does.
    /// </summary>
    /// <typeparam name="T">The type of the values.</typeparam>
    /// <param name="source">The values to publish.</param>
    /// <param name="context">The JetStream context.</param>
    /// <param name="subjectSelector">Gives each value its subject.</param>
    /// <param name="options">The publisher's settings; <see langword="null"/> for <see cref="NatsPublishOptions.Default"/>.</param>
    /// <param name="serializer">Writes the data; <see langword="null"/> for <see cref="NatsJsonSerializer{T}.Default"/>.</param>
    /// <param name="messageIdSelector">
    /// Gives each value its message id, sent as the <c>Nats-Msg-Id</c> header: JetStream stores a message whose id it
    /// has seen within the stream's duplicate window only once (its acknowledgement has
    /// <see cref="NatsPublishAck.Duplicate"/> set), so republishing after a failure adds no copy. <see langword="null"/>
    /// (the default) sends no id. A throwing selector, or one that returns <see langword="null"/> or an empty id, fails
    /// the sequence.
    /// </param>
    /// <returns>The acknowledgements, one per value, in order.</returns>
    public static IObservable<NatsPublishAck> PublishTo<T>(this IObservable<T> source, INatsJSContext context, Func<T, string> subjectSelector, NatsPublishOptions? options = null, INatsSerialize<T>? serializer = null, Func<T, string>? messageIdSelector = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        return source.ToAsyncObservable().PublishTo(context, subjectSelector, options, serializer, messageIdSelector).ToObservable();
    }
}
