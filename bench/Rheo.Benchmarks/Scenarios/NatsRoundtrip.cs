using System.Diagnostics;
using System.Net;
using System.Net.Sockets;
using NATS.Client.Core;
using NATS.Client.JetStream;
using NATS.Client.JetStream.Models;
using RheoBench.Compare;

namespace RheoBench.Scenarios;

/// <summary>
/// <c>nats-roundtrip</c>: messages per second through publish → JetStream (file storage) → durable pull consumer →
/// ack, on a local <c>nats-server -js</c>. Each call creates a stream, publishes <see cref="Messages"/> integers with
/// their acknowledgements awaited, reads them all back acking each one after it was handled, and deletes the stream.
/// <c>acks=each</c>: one publish acknowledgement awaited at a time (Rheo's <c>MaxInFlight = 1</c>), the flow of the
/// floor, so the rows measure Rheo's layer; <c>acks=window</c>: Rheo's default window of 256 acknowledgements in
/// flight against the same floor (NATS.Net 3.3.2 has no ordered pipelined JetStream publish of its own).
/// </summary>
public sealed class NatsRoundtripScenario : Scenario
{
    public const int Messages = 10_000;

    public override string Name => "nats-roundtrip";

    public override string Unit => Units.MessagesPerSecond;

    public override string Description =>
        "Publish 10,000 ints to a JetStream stream (acks awaited), consume them from a durable pull consumer acking each after it was handled, on a local nats-server -js. NATS.Net: the same flow written with NATS.Net's own async APIs (PublishAsync per message, ConsumeAsync + AckAsync), the floor. acks=each: Rheo publishes with MaxInFlight = 1 (same flow as the floor); acks=window: Rheo's default MaxInFlight = 256.";

    public override IReadOnlyList<string> Libraries { get; } = [Library.Rheo, NatsLibrary.NatsNet];

    public override IReadOnlyList<string> Cases() => ["acks=each", "acks=window"];

    public override int Runs(string @case) => Context.LongRuns;

    public override TimeSpan BlockedTimeout => TimeSpan.FromSeconds(60);

    public override Bench CreateBench(string library, string @case)
    {
        if (Find<INatsRoundtrip>(library, out var note) is not { } implementation)
        {
            return Bench.Missing(library, @case, note);
        }

        if (NatsBenchServer.Url is null)
        {
            return Bench.Missing(library, @case, NatsBenchServer.MissingNote);
        }

        var window = @case == "acks=window" ? 256 : 1;
        return new Bench(library, @case)
        {
            Op = () => implementation.Run(NatsBenchServer.JetStream, Messages, window),
            PerCall = Messages,
            Concurrent = true,
            Check = Expect(Messages),
        };
    }
}

/// <summary>One library's round trip: returns how many messages were consumed and acked.</summary>
public interface INatsRoundtrip
{
    /// <param name="js">The JetStream context of the shared connection.</param>
    /// <param name="messages">How many messages to send and read back.</param>
    /// <param name="window">How many publish acknowledgements may be in flight (libraries that cannot pipeline ignore it).</param>
    long Run(INatsJSContext js, int messages, int window);
}

/// <summary>The name of the floor row.</summary>
public static class NatsLibrary
{
    public const string NatsNet = "NATS.Net";

    /// <summary>A fresh stream with a unique name over <c>&lt;name&gt;.&gt;</c>.</summary>
    public static (string Stream, string Subject) CreateStream(INatsJSContext js)
    {
        var stream = "bench_" + Guid.NewGuid().ToString("N");
        js.CreateStreamAsync(new StreamConfig(stream, [stream + ".>"])).AsTask().GetAwaiter().GetResult();
        return (stream, stream + ".n");
    }

    public static void DeleteStream(INatsJSContext js, string stream) => js.DeleteStreamAsync(stream).AsTask().GetAwaiter().GetResult();
}

/// <summary>
/// The server the scenario runs against: the one at <c>RHEO_NATS_URL</c>, or a <c>nats-server -js</c> from PATH on a
/// free loopback port with a temporary store, killed when the process exits.
/// </summary>
public static class NatsBenchServer
{
    public const string MissingNote = "no NATS server: set RHEO_NATS_URL or install nats-server (apt-get install -y nats-server)";

    private static readonly Lazy<(string? Url, NatsConnection? Connection)> Server = new(Start);

    public static string? Url => Server.Value.Url;

    public static INatsJSContext JetStream => new NatsJSContext(Server.Value.Connection!);

    private static (string?, NatsConnection?) Start()
    {
        var url = Environment.GetEnvironmentVariable("RHEO_NATS_URL");
        if (string.IsNullOrWhiteSpace(url))
        {
            var binary = (Environment.GetEnvironmentVariable("PATH") ?? "").Split(Path.PathSeparator)
                .Select(d => Path.Combine(d, "nats-server")).FirstOrDefault(File.Exists);
            if (binary is null)
            {
                return (null, null);
            }

            int port;
            using (var listener = new TcpListener(IPAddress.Loopback, 0))
            {
                listener.Start();
                port = ((IPEndPoint)listener.LocalEndpoint).Port;
            }

            var store = Directory.CreateTempSubdirectory("rheo-bench-nats-").FullName;
            var info = new ProcessStartInfo(binary) { RedirectStandardError = true, RedirectStandardOutput = true };
            foreach (var argument in new[] { "-js", "-a", "127.0.0.1", "-p", port.ToString(System.Globalization.CultureInfo.InvariantCulture), "-sd", store })
            {
                info.ArgumentList.Add(argument);
            }

            var ready = new ManualResetEventSlim();
            var process = Process.Start(info)!;
            process.ErrorDataReceived += (_, e) =>
            {
                if (e.Data?.Contains("Server is ready", StringComparison.Ordinal) == true)
                {
                    ready.Set();
                }
            };
            process.BeginErrorReadLine();
            process.BeginOutputReadLine();
            AppDomain.CurrentDomain.ProcessExit += (_, _) =>
            {
                process.Kill(entireProcessTree: true);
                process.WaitForExit(5000);
                Directory.Delete(store, recursive: true);
            };
            if (!ready.Wait(TimeSpan.FromSeconds(30)))
            {
                return (null, null);
            }

            url = $"nats://127.0.0.1:{port}";
        }

        var connection = new NatsConnection(new NatsOpts { Url = url, Name = "rheo-bench" });
        connection.ConnectAsync().AsTask().GetAwaiter().GetResult();
        return (url, connection);
    }
}
