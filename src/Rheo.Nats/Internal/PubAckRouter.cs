using System.Collections.Concurrent;
using System.Globalization;
using System.Threading.Channels;
using NATS.Client.Core;

namespace Rheo.Nats;

/// <summary>
/// Matches JetStream publish acknowledgements to the messages that asked for them, so a publisher can have many
/// messages in flight in order on one connection: each message names its own reply subject under one inbox
/// (<c>_RHEO_ACK.&lt;unique&gt;.&lt;number&gt;</c>), and one subscription to <c>_RHEO_ACK.&lt;unique&gt;.*</c> completes the waiting task of each reply.
/// </summary>
internal sealed class PubAckRouter : IAsyncDisposable
{
    private readonly ConcurrentDictionary<long, TaskCompletionSource<PubAckReply>> _pending = new();
    private readonly string _prefix;
    private readonly INatsSub<PubAckReply> _subscription;
    private readonly Task _reader;
    private long _next;

    private PubAckRouter(string prefix, INatsSub<PubAckReply> subscription)
    {
        _prefix = prefix;
        _subscription = subscription;
        _reader = Task.Run(ReadAsync);
    }

    public static async ValueTask<PubAckRouter> StartAsync(INatsConnection connection, int capacity, CancellationToken cancellationToken)
    {
        // Not under the connection's own inbox prefix: the client routes that prefix to its request muxer, by exact subject.
        var prefix = "_RHEO_ACK." + Guid.NewGuid().ToString("N") + ".";
        var options = new NatsSubOpts
        {
            ChannelOpts = new NatsSubChannelOpts { Capacity = Math.Max(capacity, 1024), FullMode = BoundedChannelFullMode.Wait },
        };
        var subscription = await connection.SubscribeCoreAsync(prefix + "*", serializer: PubAckReplyDeserializer.Instance, opts: options, cancellationToken: cancellationToken).ConfigureAwait(false);
        return new PubAckRouter(prefix, subscription);
    }

    /// <summary>Reserves a reply subject; the task completes with the acknowledgement sent to it.</summary>
    public (long Id, string ReplyTo, Task<PubAckReply> Reply) Register()
    {
        var id = Interlocked.Increment(ref _next);
        // Continuations run on the reader task (this class's own, never the connection's): the publisher waiting for
        // this reply goes on without a thread-pool hop, and reaches its next await before other replies are read.
        var source = new TaskCompletionSource<PubAckReply>();
        _pending[id] = source;
        return (id, _prefix + id.ToString(CultureInfo.InvariantCulture), source.Task);
    }

    /// <summary>Forgets a reservation whose message was never sent.</summary>
    public void Forget(long id) => _pending.TryRemove(id, out _);

    public async ValueTask DisposeAsync()
    {
        try
        {
            await _subscription.UnsubscribeAsync().ConfigureAwait(false);
        }
        catch (Exception)
        {
            // The connection is gone; the subscription went with it.
        }

        await _subscription.DisposeAsync().ConfigureAwait(false);
        await _reader.ConfigureAwait(false);
        foreach (var pending in _pending.Values)
        {
            pending.TrySetCanceled();
        }
    }

    private async Task ReadAsync()
    {
        try
        {
            await foreach (var message in _subscription.Msgs.ReadAllAsync().ConfigureAwait(false))
            {
                var subject = message.Subject;
                if (subject.Length <= _prefix.Length
                    || !long.TryParse(subject.AsSpan(_prefix.Length), NumberStyles.None, CultureInfo.InvariantCulture, out var id)
                    || !_pending.TryRemove(id, out var source))
                {
                    continue;
                }

                if (message.Headers is { Code: 503 })
                {
                    source.TrySetResult(PubAckReply.NoResponders);
                }
                else if (message.Error is { } error)
                {
                    source.TrySetException(error);
                }
                else
                {
                    source.TrySetResult(message.Data);
                }
            }
        }
        catch (ChannelClosedException)
        {
            // Unsubscribed.
        }
    }
}
