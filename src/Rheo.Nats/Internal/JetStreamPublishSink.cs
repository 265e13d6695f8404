using NATS.Client.Core;
using Rheo.Async;

namespace Rheo.Nats;

/// <summary>
/// The observer a JetStream publisher subscribes to its source with. Each value is written to the connection in the
/// source's order with a reply subject of its own, and with a <c>Nats-Msg-Id</c> header when a message-id selector is
/// given (JetStream then drops a republished id within its duplicate window) (<see cref="PubAckRouter"/>); at most
/// <see cref="NatsPublishOptions.MaxInFlight"/> messages wait for their acknowledgement, and a value arriving when
/// that many wait is taken only once the oldest is acknowledged (its <c>OnNextAsync</c> completes then), so a slow
/// broker slows the producer. Acknowledgements go downstream in publishing order. The first failure (a refused
/// message, a missing acknowledgement, a throwing subject selector or serializer, the source's error) ends
/// <see cref="Completion"/> with that error, and every later message is ignored.
/// </summary>
internal sealed class JetStreamPublishSink<T>(
    INatsConnection connection,
    PubAckRouter router,
    Func<T, string> subjectSelector,
    Func<T, string>? messageIdSelector,
    INatsSerialize<T> serializer,
    NatsPublishOptions options,
    IAsyncObserver<NatsPublishAck> downstream,
    CancellationToken cancellationToken) : IAsyncObserver<T>
{
    private readonly Queue<(string Subject, Task<PubAckReply> Reply)> _window = new();
    private readonly TaskCompletionSource _completion = new(TaskCreationOptions.RunContinuationsAsynchronously);

    /// <summary>Completes when every acknowledgement went downstream after the source completed, or fails with the first failure.</summary>
    public Task Completion => _completion.Task;

    public async ValueTask OnNextAsync(T value)
    {
        if (_completion.Task.IsCompleted || cancellationToken.IsCancellationRequested)
        {
            return;
        }

        try
        {
            var subject = subjectSelector(value);
            var headers = messageIdSelector is null ? null : MessageIdHeaders(messageIdSelector(value), subject);
            var (id, replyTo, reply) = router.Register();
            try
            {
                await connection.PublishAsync(subject, value, headers: headers, replyTo: replyTo, serializer: serializer, cancellationToken: cancellationToken).ConfigureAwait(false);
            }
            catch
            {
                router.Forget(id);
                throw;
            }

            _window.Enqueue((subject, reply));
            while (_window.Count > 0 && (_window.Count >= options.MaxInFlight || _window.Peek().Reply.IsCompleted))
            {
                await SendOldestAsync().ConfigureAwait(false);
            }
        }
        catch (Exception ex)
        {
            _completion.TrySetException(ex);
        }
    }

    public ValueTask OnErrorAsync(Exception error)
    {
        _completion.TrySetException(error);
        return default;
    }

    public async ValueTask OnCompletedAsync()
    {
        if (_completion.Task.IsCompleted)
        {
            return;
        }

        try
        {
            while (_window.Count > 0 && !cancellationToken.IsCancellationRequested)
            {
                await SendOldestAsync().ConfigureAwait(false);
            }

            _completion.TrySetResult();
        }
        catch (Exception ex)
        {
            _completion.TrySetException(ex);
        }
    }

    private static NatsHeaders MessageIdHeaders(string? id, string subject)
    {
        if (string.IsNullOrEmpty(id))
        {
            throw new InvalidOperationException($"The message-id selector gave no id for a message to '{subject}'.");
        }

        return new NatsHeaders { ["Nats-Msg-Id"] = id };
    }

    private async ValueTask SendOldestAsync()
    {
        var (subject, task) = _window.Dequeue();
        PubAckReply reply;
        try
        {
            // The router fails the task after the timeout and cancels it with the token: no timer per message here.
            reply = task.IsCompletedSuccessfully ? task.Result : await task.ConfigureAwait(false);
        }
        catch (TimeoutException ex)
        {
            throw new NatsPublishException($"No acknowledgement for a message published to '{subject}' within {options.AckTimeout}.", ex);
        }

        if (reply.IsError)
        {
            throw new NatsPublishException(subject, reply.ErrorCode, $"JetStream did not store a message published to '{subject}': {reply.ErrorDescription ?? "no acknowledgement"} ({reply.ErrorCode}).");
        }

        await downstream.OnNextAsync(new NatsPublishAck(subject, reply.Stream!, reply.Sequence, reply.Duplicate)).ConfigureAwait(false);
    }
}
