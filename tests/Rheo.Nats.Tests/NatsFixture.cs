using NATS.Client.Core;
using NATS.Client.JetStream;
using NATS.Client.JetStream.Models;
using NATS.Client.KeyValueStore;

namespace Rheo.Nats.Tests;

/// <summary>
/// The server shared by the tests of a class: the one at <c>RHEO_NATS_URL</c> when that is set (<c>.ci/run</c> starts
/// one), otherwise a <c>nats-server</c> from PATH started for the class and killed after it. With neither, every test
/// of the class fails with a message naming the missing server. Tests keep apart by unique stream names.
/// </summary>
public sealed class NatsFixture : IAsyncLifetime
{
    private NatsServer? _server;

    public NatsConnection Connection { get; private set; } = null!;

    public NatsJSContext JetStream { get; private set; } = null!;

    public string Url { get; private set; } = "";

    public async Task InitializeAsync()
    {
        var url = Environment.GetEnvironmentVariable("RHEO_NATS_URL");
        if (string.IsNullOrWhiteSpace(url))
        {
            _server = await NatsServer.StartAsync();
            url = _server.Url;
        }

        Url = url;
        Connection = await Connect(url);
        JetStream = new NatsJSContext(Connection);
    }

    public async Task DisposeAsync()
    {
        if (Connection is not null)
        {
            await Connection.DisposeAsync();
        }

        if (_server is not null)
        {
            await _server.DisposeAsync();
        }
    }

    public static async Task<NatsConnection> Connect(string url)
    {
        var connection = new NatsConnection(new NatsOpts { Url = url, Name = "rheo-nats-tests", ReconnectWaitMin = TimeSpan.FromMilliseconds(100), ReconnectWaitMax = TimeSpan.FromMilliseconds(500) });
        await connection.ConnectAsync().AsTask().Within();
        return connection;
    }

    /// <summary>A unique name, for streams, consumers and buckets.</summary>
    public static string Name(string prefix) => $"{prefix}_{Guid.NewGuid():N}";

    /// <summary>Creates a stream over <c>&lt;prefix&gt;.&gt;</c> with a unique name and subject prefix; returns both.</summary>
    public static async Task<(string Stream, string Subject)> CreateStreamAsync(INatsJSContext js, string prefix)
    {
        var stream = Name(prefix);
        var subject = stream.ToLowerInvariant();
        await js.CreateStreamAsync(new StreamConfig(stream, [subject + ".>"])).AsTask().Within();
        return (stream, subject);
    }

    public static async Task<INatsKVStore> CreateBucketAsync(INatsJSContext js, string prefix)
    {
        var kv = new NatsKVContext(js);
        return await kv.CreateStoreAsync(Name(prefix)).AsTask().Within();
    }
}
