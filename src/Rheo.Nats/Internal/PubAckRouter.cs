using System.Collections.Concurrent;
using System.Globalization;
using System.Threading.Channels;
using NATS.Client.Core;

namespace Rheo.Nats;

/// <summary>
/// Matches JetStream publish acknowledgements to the messages that asked for them, so a publisher can have many
/// messages in flight in order on one connection: each message names its own reply subject under one inbox
/// (<c>_RHEO_ACK.&lt;unique&gt;.&lt;number&gt;</c>), and one subscription to <c>_RHEO_ACK.&lt;unique&gt;.*</c> completes the waiting task of each reply.
/// The per-message costs are one task and one reply subject: the acknowledgement timeout is one timer per router that
/// fails the replies older than the timeout (so a reply fails between one and one and a half timeouts after it was
/// registered), and cancellation is one registration per router that cancels every waiting reply.
/// </summary>
internal sealed class PubAckRouter : IAsyncDisposable
{
    private readonly ConcurrentDictionary<long, PendingReply> _pending = new();
    private readonly string _prefix;
    private readonly INatsSub<PubAckReply> _subscription;
    private readonly Task _reader;
    private readonly long _timeoutMilliseconds;
    private readonly Timer _sweeper;
    private readonly CancellationToken _cancellationToken;
    private readonly CancellationTokenRegistration _cancellation;
    private long _next;

    private PubAckRouter(string prefix, INatsSub<PubAckReply> subscription, TimeSpan timeout, CancellationToken cancellationToken)
    {
        _prefix = prefix;
        _subscription = subscription;
        _timeoutMilliseconds = Math.Max(1, (long)timeout.TotalMilliseconds);
        var period = TimeSpan.FromMilliseconds(Math.Clamp(_timeoutMilliseconds / 2, 1, 1000));
        _sweeper = new Timer(static state => ((PubAckRouter)state!).FailOverdue(), this, period, period);
        _cancellationToken = cancellationToken;
        _cancellation = cancellationToken.UnsafeRegister(static state => ((PubAckRouter)state!).CancelAll(), this);
        _reader = Task.Run(ReadAsync);
    }

    public static async ValueTask<PubAckRouter> StartAsync(INatsConnection connection, int capacity, TimeSpan timeout, CancellationToken cancellationToken)
    {
        // Not under the connection's own inbox prefix: the client routes that prefix to its request muxer, by exact subject.
        var prefix = "_RHEO_ACK." + Guid.NewGuid().ToString("N") + ".";
        var options = new NatsSubOpts
        {
            ChannelOpts = new NatsSubChannelOpts { Capacity = Math.Max(capacity, 1024), FullMode = BoundedChannelFullMode.Wait },
        };
        var subscription = await connection.SubscribeCoreAsync(prefix + "*", serializer: PubAckReplyDeserializer.Instance, opts: options, cancellationToken: cancellationToken).ConfigureAwait(false);
        return new PubAckRouter(prefix, subscription, timeout, cancellationToken);
    }

    /// <summary>
    /// Reserves a reply subject; the task completes with the acknowledgement sent to it, fails with a
    /// <see cref="TimeoutException"/> when none came within the timeout, and is cancelled with the router's token.
    /// </summary>
    public (long Id, string ReplyTo, Task<PubAckReply> Reply) Register()
    {
        var id = Interlocked.Increment(ref _next);
        // Continuations run on the reader task (this class's own, never the connection's): the publisher waiting for
        // this reply goes on without a thread-pool hop, and reaches its next await before other replies are read.
        var source = new PendingReply(Environment.TickCount64 + _timeoutMilliseconds);
        _pending[id] = source;
        // Cancelled before the entry was visible to CancelAll: cancel it here (CancelAll runs after the token is set).
        if (_cancellationToken.IsCancellationRequested && _pending.TryRemove(id, out _))
        {
            source.TrySetCanceled(_cancellationToken);
        }

        return (id, _prefix + id.ToString(CultureInfo.InvariantCulture), source.Task);
    }

    /// <summary>Forgets a reservation whose message was never sent.</summary>
    public void Forget(long id) => _pending.TryRemove(id, out _);

    public async ValueTask DisposeAsync()
    {
        await _sweeper.DisposeAsync().ConfigureAwait(false);
        await _cancellation.DisposeAsync().ConfigureAwait(false);
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

    private void FailOverdue()
    {
        var now = Environment.TickCount64;
        foreach (var (id, pending) in _pending)
        {
            if (pending.Deadline <= now && _pending.TryRemove(id, out _))
            {
                pending.TrySetException(new TimeoutException($"No acknowledgement within {TimeSpan.FromMilliseconds(_timeoutMilliseconds)}."));
            }
        }
    }

    private void CancelAll()
    {
        foreach (var id in _pending.Keys)
        {
            if (_pending.TryRemove(id, out var pending))
            {
                pending.TrySetCanceled(_cancellationToken);
            }
        }
    }

    /// <summary>A waiting reply and the time (<see cref="Environment.TickCount64"/>) after which it fails.</summary>
    private sealed class PendingReply(long deadline) : TaskCompletionSource<PubAckReply>
    {
        public long Deadline { get; } = deadline;
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
