using System.Collections.Concurrent;
using System.Diagnostics;
using Rheo.Async;
using Rheo.Async.Linq;

namespace Rheo.Nats.Tests;

/// <summary>
/// At least once across processes: a consuming pipeline in a child process (the sample's worker) is killed mid-stream,
/// and a pipeline in this process reading the same durable consumer gets every message the child did not ack.
/// </summary>
public sealed class ChildProcessKillTests(NatsFixture fixture) : IClassFixture<NatsFixture>
{
    /// <summary>The JSON shape the sample's worker reads.</summary>
    public sealed record SampleOrder(int Id, string Region);

    [Fact]
    public async Task A_killed_child_process_loses_no_message_its_successor_reads_everything_it_did_not_finish()
    {
        const int Count = 1000;
        const int KillAfter = 40;
        var js = fixture.JetStream;
        var (stream, subject) = await NatsFixture.CreateStreamAsync(js, "childkill");
        await AsyncObservable.Range(1, Count).Select(i => new SampleOrder(i, "eu")).PublishTo(js, subject + ".eu").ForEachAsync(_ => { }).Within();

        // The child handles an order every 5 ms and prints "<name> <id> <subject>" once it has (before its ack).
        var printedByChild = new ConcurrentDictionary<int, bool>();
        var killNow = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var child = StartWorker(stream, "billing", line =>
        {
            var parts = line.Split(' ');
            if (parts.Length == 3 && int.TryParse(parts[1], out var id))
            {
                printedByChild.TryAdd(id, true);
                if (printedByChild.Count >= KillAfter)
                {
                    killNow.TrySetResult();
                }
            }
        });
        try
        {
            await killNow.Task.Within();
        }
        finally
        {
            child.Kill(entireProcessTree: true);
            await child.WaitForExitAsync().Within();
        }

        Assert.True(printedByChild.Count < Count, "the child finished before it was killed");

        // The successor: same durable consumer and settings. The child's unacked messages come again after the ack wait.
        var options = new NatsConsumerOptions { MaxAckPending = 16, AckWait = TimeSpan.FromSeconds(2) };
        var seen = new ConcurrentDictionary<int, ulong>();
        var complete = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var successor = await js.Consume<SampleOrder>(stream, "billing", options).SubscribeAsync(message =>
        {
            seen.TryAdd(message.Data.Id, message.DeliveryCount);
            if (Enumerable.Range(1, Count).All(id => seen.ContainsKey(id) || printedByChild.ContainsKey(id)))
            {
                complete.TrySetResult();
            }
        });
        await complete.Task.Within();
        await successor.DisposeAsync();

        // Nothing lost: every order was handled by the child or by its successor (or, unacked by the child, by both).
        Assert.Equal(Enumerable.Range(1, Count), printedByChild.Keys.Union(seen.Keys).Order());

        // The messages the child held unacked when it died came again, as second deliveries.
        Assert.Contains(seen, pair => pair.Value >= 2);
        var info = await Waits.ConsumerInfoAsync(js, stream, "billing");
        Assert.Equal(0UL, info.NumPending);
    }

    private Process StartWorker(string stream, string durable, Action<string> onLine)
    {
        var info = new ProcessStartInfo("dotnet") { RedirectStandardOutput = true, RedirectStandardError = true };
        info.ArgumentList.Add(SampleAssembly());
        foreach (var argument in new[] { "worker", "child", stream, durable, "5" })
        {
            info.ArgumentList.Add(argument);
        }

        info.Environment["NATS_URL"] = fixture.Url;
        var process = Process.Start(info)!;
        process.OutputDataReceived += (_, e) =>
        {
            if (e.Data is { } line)
            {
                onLine(line);
            }
        };
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
        return process;
    }

    /// <summary>The sample's assembly, built with this project's configuration (it is a build dependency of this project).</summary>
    private static string SampleAssembly()
    {
        var output = new DirectoryInfo(AppContext.BaseDirectory.TrimEnd(Path.DirectorySeparatorChar));
        var framework = output.Name;
        var configuration = output.Parent!.Name;
        var root = output;
        while (root is not null && !File.Exists(Path.Combine(root.FullName, "Rheo.slnx")))
        {
            root = root.Parent;
        }

        var path = Path.Combine(root?.FullName ?? throw new InvalidOperationException("The repository root (Rheo.slnx) was not found above " + output.FullName),
            "samples", "Rheo.Nats.Sample", "bin", configuration, framework, "Rheo.Nats.Sample.dll");
        return File.Exists(path) ? path : throw new InvalidOperationException($"The sample worker is not built at {path}.");
    }
}
