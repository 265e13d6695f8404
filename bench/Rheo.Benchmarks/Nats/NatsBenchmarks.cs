using BenchmarkDotNet.Attributes;
using NATS.Client.JetStream;
using NATS.Client.KeyValueStore;
using Rheo.Async;
using Rheo.Async.Linq;
using Rheo.Dataflow;
using Rheo.Linq;
using Rheo.Nats;
using Rheo.Threading.Tasks;
using RheoBench.Coverage;
using RheoBench.Scenarios;

namespace RheoBench.Nats;

// Inside the namespace, so that Rheo's Subscribe(Action) wins over System.Reactive's (global using System).
using Rheo;

/// <summary>
/// Rheo.Nats's entry points against the local <c>nats-server -js</c> of <see cref="NatsBenchServer"/> (the one at
/// <c>RHEO_NATS_URL</c>, or one started from PATH): each benchmark moves <see cref="N"/> messages through a fresh
/// stream and deletes it. They need a server, so they live outside <c>RheoBench.ApiCoverage</c>, whose benchmarks run
/// without one; <c>compare nats-roundtrip</c> is the measured comparison with NATS.Net's own APIs.
/// </summary>
public class NatsBenchmarks
{
    private INatsJSContext _js = null!;

    /// <summary>The number of messages per benchmark invocation.</summary>
    [Params(1_000)]
    public int N { get; set; } = 1_000;

    /// <summary>Connects to the server.</summary>
    [GlobalSetup]
    public void Setup()
    {
        if (NatsBenchServer.Url is null)
        {
            throw new InvalidOperationException(NatsBenchServer.MissingNote);
        }

        _js = NatsBenchServer.JetStream;
    }

    /// <summary>Publishes N values with their acknowledgements awaited, then consumes and acks them.</summary>
    [Benchmark]
    [Covers(typeof(NatsObservable), nameof(NatsObservable.PublishTo), nameof(NatsObservable.Consume))]
    [Covers(typeof(NatsMessage<>), nameof(NatsMessage<int>.AckAsync))]
    public Task<long> PublishAndConsume() => WithStreamAsync(async (stream, subject) =>
    {
        await AsyncObservable.Range(0, N).PublishTo(_js, subject).ForEachAsync(static _ => { }).ConfigureAwait(false);
        return await ReadAsync(_js.Consume<int>(stream, "bench"), N, static message => message.AckAsync()).ConfigureAwait(false);
    });

    /// <summary>Publishes N values with a message id each from a synchronous source, then again: the second run is dropped as duplicates.</summary>
    [Benchmark]
    [Covers(typeof(NatsObservable), nameof(NatsObservable.PublishTo))]
    public Task<long> PublishWithMessageIds() => WithStreamAsync(async (_, subject) =>
    {
        long duplicates = 0;
        for (var run = 0; run < 2; run++)
        {
            var acks = await Observable.Range(0, N).PublishTo(_js, subject, messageIdSelector: static i => "m" + i).ToList().ToTask().ConfigureAwait(false);
            duplicates += acks.Count(a => a.Duplicate);
        }

        return duplicates;
    });

    /// <summary>Consumes N messages split by subject token, each group's messages in order.</summary>
    [Benchmark]
    [Covers(typeof(NatsObservable), nameof(NatsObservable.GroupBySubjectToken))]
    [Covers(typeof(NatsMessage<>), nameof(NatsMessage<int>.SubjectToken))]
    public Task<long> GroupBySubjectToken() => WithStreamAsync(async (stream, subject) =>
    {
        await AsyncObservable.Range(0, N).PublishTo(_js, i => $"{subject}.{i % 4}").ForEachAsync(static _ => { }).ConfigureAwait(false);
        var groups = _js.Consume<int>(stream, "bench").GroupBySubjectToken(2).SelectMany(static group => group);
        return await ReadAsync(groups, N, static _ => default).ConfigureAwait(false);
    });

    /// <summary>Negatively acks each message on its first delivery, reports progress and terminates it on the second.</summary>
    [Benchmark]
    [Covers(typeof(NatsMessage<>), nameof(NatsMessage<int>.NakAsync), nameof(NatsMessage<int>.InProgressAsync), nameof(NatsMessage<int>.TermAsync))]
    public Task<long> NakThenTerminate() => WithStreamAsync(async (stream, subject) =>
    {
        await AsyncObservable.Range(0, N).PublishTo(_js, subject).ForEachAsync(static _ => { }).ConfigureAwait(false);
        return await ReadAsync(_js.Consume<int>(stream, "bench"), 2 * N, static async message =>
        {
            if (message.DeliveryCount == 1)
            {
                await message.NakAsync().ConfigureAwait(false);
                return;
            }

            await message.InProgressAsync().ConfigureAwait(false);
            await message.TermAsync().ConfigureAwait(false);
        }).ConfigureAwait(false);
    });

    /// <summary>Folds N messages into a running total, checkpointed to a key-value bucket after each.</summary>
    [Benchmark]
    [Covers(typeof(NatsObservable), nameof(NatsObservable.ScanCheckpointed))]
    public Task<long> ScanCheckpointed() => WithStreamAsync(async (stream, subject) =>
    {
        await AsyncObservable.Range(0, N).PublishTo(_js, subject).ForEachAsync(static _ => { }).ConfigureAwait(false);
        var kv = new NatsKVContext(_js);
        var bucket = await kv.CreateStoreAsync(stream + "_kv").ConfigureAwait(false);
        try
        {
            var totals = _js.ScanCheckpointed<int, long>(stream, bucket, "total", 0L, static (total, message) => total + message.Data);
            return await ReadAsync(totals, N, static _ => default).ConfigureAwait(false);
        }
        finally
        {
            await kv.DeleteStoreAsync(stream + "_kv").ConfigureAwait(false);
        }
    });

    /// <summary>Sends N values through a target block and receives them from a source block, acking each.</summary>
    [Benchmark]
    [Covers(typeof(NatsDataflow), nameof(NatsDataflow.ToTargetBlock), nameof(NatsDataflow.ToSourceBlock))]
    public Task<long> DataflowBlocks() => WithStreamAsync(async (stream, subject) =>
    {
        var target = _js.ToTargetBlock<int>(subject);
        for (var i = 0; i < N; i++)
        {
            await target.SendAsync(i).ConfigureAwait(false);
        }

        target.Complete();
        await target.Completion.ConfigureAwait(false);
        var source = _js.ToSourceBlock<int>(stream, "bench");
        long count = 0;
        for (var i = 0; i < N; i++)
        {
            var message = await source.ReceiveAsync().ConfigureAwait(false);
            await message.AckAsync().ConfigureAwait(false);
            count++;
        }

        source.Complete();
        await source.Completion.ConfigureAwait(false);
        return count;
    });

    /// <summary>Publishes N values to a core NATS subject while a subscriber observes them.</summary>
    [Benchmark]
    [Covers(typeof(NatsObservable), nameof(NatsObservable.Observe), nameof(NatsObservable.PublishTo))]
    public async Task<long> CoreRoundTrip()
    {
        var connection = _js.Connection;
        var subject = "bench.core." + Guid.NewGuid().ToString("N");
        long count = 0;
        var all = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        using var subscription = connection.Observe<int>(subject).Subscribe(_ =>
        {
            if (Interlocked.Increment(ref count) == N)
            {
                all.TrySetResult();
            }
        });

        // Core NATS keeps nothing: publish until the subscription, which starts on its own, has seen N values.
        while (!all.Task.IsCompleted)
        {
            await AsyncObservable.Range(0, N).PublishTo(connection, subject).ForEachAsync(static _ => { }).ConfigureAwait(false);
            await Task.WhenAny(all.Task, Task.Delay(100)).ConfigureAwait(false);
        }

        return count;
    }

    private async Task<long> WithStreamAsync(Func<string, string, Task<long>> body)
    {
        var (stream, subject) = NatsLibrary.CreateStream(_js);
        try
        {
            return await body(stream, subject).ConfigureAwait(false);
        }
        finally
        {
            NatsLibrary.DeleteStream(_js, stream);
        }
    }

    private static async Task<long> ReadAsync<T>(IAsyncObservable<T> source, int count, Func<T, ValueTask> handle)
    {
        long seen = 0;
        var all = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var subscription = await source.SubscribeAsync(async value =>
        {
            await handle(value).ConfigureAwait(false);
            if (++seen == count)
            {
                all.TrySetResult();
            }
        }).ConfigureAwait(false);
        await all.Task.ConfigureAwait(false);
        await subscription.DisposeAsync().ConfigureAwait(false);
        return seen;
    }
}
