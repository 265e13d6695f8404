using System.Diagnostics;
using System.Net;
using System.Net.Sockets;

namespace Rheo.Nats.Tests;

/// <summary>
/// A <c>nats-server -js</c> started by a test: a free loopback port, a temporary store directory, killed and its
/// directory removed on disposal. <see cref="RestartAsync"/> stops it and starts it again on the same port and store.
/// </summary>
public sealed class NatsServer : IAsyncDisposable
{
    public const string Binary = "nats-server";

    private readonly string _binary;
    private Process? _process;

    private NatsServer(string binary, int port, string storeDirectory)
    {
        _binary = binary;
        Port = port;
        StoreDirectory = storeDirectory;
    }

    public int Port { get; }

    public string StoreDirectory { get; }

    public string Url => $"nats://127.0.0.1:{Port}";

    /// <summary>Finds <see cref="Binary"/> on <paramref name="path"/> (the PATH variable's format), or null.</summary>
    public static string? Find(string? path)
    {
        foreach (var directory in (path ?? "").Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries))
        {
            var candidate = Path.Combine(directory, Binary);
            if (File.Exists(candidate))
            {
                return candidate;
            }
        }

        return null;
    }

    /// <summary>The error a test run gets when there is no server to test against.</summary>
    public static InvalidOperationException Missing() => new(
        $"The Rheo.Nats tests need a NATS server with JetStream: '{Binary}' was not found on PATH and RHEO_NATS_URL is not set. " +
        $"Install it ('apt-get install -y nats-server') or start one ('{Binary} -js -a 127.0.0.1 -p 4222 -sd /tmp/nats') and set RHEO_NATS_URL=nats://127.0.0.1:4222.");

    /// <summary>Starts a server from PATH; fails with <see cref="Missing"/> when there is none.</summary>
    public static async Task<NatsServer> StartAsync(string? path = null)
    {
        var binary = Find(path ?? Environment.GetEnvironmentVariable("PATH")) ?? throw Missing();
        var store = Directory.CreateTempSubdirectory("rheo-nats-").FullName;
        var server = new NatsServer(binary, FreePort(), store);
        await server.LaunchAsync().ConfigureAwait(false);
        return server;
    }

    public async Task StopAsync()
    {
        if (_process is { } process)
        {
            _process = null;
            if (!process.HasExited)
            {
                process.Kill(entireProcessTree: true);
            }

            await process.WaitForExitAsync().Within().ConfigureAwait(false);
            process.Dispose();
        }
    }

    public async Task RestartAsync()
    {
        await StopAsync().ConfigureAwait(false);
        await LaunchAsync().ConfigureAwait(false);
    }

    public async ValueTask DisposeAsync()
    {
        await StopAsync().ConfigureAwait(false);
        try
        {
            Directory.Delete(StoreDirectory, recursive: true);
        }
        catch (IOException)
        {
            // Left for the system's temporary-file cleanup.
        }
    }

    private static int FreePort()
    {
        using var listener = new TcpListener(IPAddress.Loopback, 0);
        listener.Start();
        return ((IPEndPoint)listener.LocalEndpoint).Port;
    }

    /// <summary>Starts the process and waits (bounded) for its "Server is ready" line.</summary>
    private async Task LaunchAsync()
    {
        var info = new ProcessStartInfo(_binary)
        {
            RedirectStandardError = true,
            RedirectStandardOutput = true,
            UseShellExecute = false,
        };
        foreach (var argument in new[] { "-js", "-a", "127.0.0.1", "-p", Port.ToString(System.Globalization.CultureInfo.InvariantCulture), "-sd", StoreDirectory })
        {
            info.ArgumentList.Add(argument);
        }

        var ready = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var log = new System.Collections.Concurrent.ConcurrentQueue<string>();
        var process = new Process { StartInfo = info, EnableRaisingEvents = true };
        DataReceivedEventHandler onLine = (_, e) =>
        {
            if (e.Data is null)
            {
                return;
            }

            log.Enqueue(e.Data);
            if (e.Data.Contains("Server is ready", StringComparison.Ordinal))
            {
                ready.TrySetResult();
            }
        };
        process.ErrorDataReceived += onLine;
        process.OutputDataReceived += onLine;
        process.Exited += (_, _) => ready.TrySetException(new InvalidOperationException($"{Binary} exited while starting:{Environment.NewLine}{string.Join(Environment.NewLine, log)}"));
        process.Start();
        process.BeginErrorReadLine();
        process.BeginOutputReadLine();
        _process = process;
        await ready.Task.Within().ConfigureAwait(false);
    }
}
