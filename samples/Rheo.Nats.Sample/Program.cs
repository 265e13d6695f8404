// Two processes sharing one JetStream stream through one durable consumer.
//
//   nats-server -js -a 127.0.0.1 -p 4222 -sd /tmp/rheo-nats &
//   dotnet run --project samples/Rheo.Nats.Sample                 # NATS_URL=nats://host:port to use another server
//
// With no arguments this process is the producer: it creates the stream ORDERS (subjects orders.<region>), starts two
// copies of itself as workers, publishes 600 orders with Rheo's PublishTo and prints how the workers split them.
// Each worker reads the durable consumer "billing" with Rheo's Consume: every order goes to one of them, and is acked
// only after the worker's pipeline has handled it.
using System.Collections.Concurrent;
using System.Diagnostics;
using NATS.Client.Core;
using NATS.Client.JetStream;
using NATS.Client.JetStream.Models;
using Rheo;
using Rheo.Async;
using Rheo.Async.Linq;
using Rheo.Nats;

var url = Environment.GetEnvironmentVariable("NATS_URL") ?? Environment.GetEnvironmentVariable("RHEO_NATS_URL") ?? "nats://127.0.0.1:4222";
await using var connection = new NatsConnection(new NatsOpts { Url = url, Name = "rheo-nats-sample" });
var js = new NatsJSContext(connection);

if (args is ["worker", var name])
{
    await RunWorkerAsync(name, "ORDERS", "billing", TimeSpan.Zero, TimeSpan.FromSeconds(30));
    return 0;
}

// worker <name> <stream> <durable> <milliseconds per order>: the same worker on another stream, slower, with a 2 s ack
// wait (the at-least-once tests kill it mid-stream and read on in another process).
if (args is ["worker", var testName, var stream, var durable, var milliseconds])
{
    await RunWorkerAsync(testName, stream, durable, TimeSpan.FromMilliseconds(int.Parse(milliseconds, System.Globalization.CultureInfo.InvariantCulture)), TimeSpan.FromSeconds(2));
    return 0;
}

return await RunProducerAsync();

async Task RunWorkerAsync(string name, string stream, string durable, TimeSpan work, TimeSpan ackWait)
{
    // Stops when the producer says so (a core NATS message), after the order in hand is acked.
    var stop = new TaskCompletionSource();
    using var stopSignal = connection.Observe<string>("orders-sample.stop").Subscribe(_ => stop.TrySetResult());
    var subscription = await js.Consume<Order>(stream, durable, new NatsConsumerOptions { MaxAckPending = 16, AckWait = ackWait })
        .Select(async (NatsMessage<Order> message) =>
        {
            // The work of billing an order.
            if (work > TimeSpan.Zero)
            {
                await Task.Delay(work);
            }
            else
            {
                await Task.Yield();
            }

            return message;
        })
        .SubscribeAsync(message => Console.WriteLine($"{name} {message.Data.Id} {message.Subject}"));
    Console.WriteLine($"{name} ready");
    await stop.Task;
    await subscription.DisposeAsync();
}

async Task<int> RunProducerAsync()
{
    const int Orders = 600;
    await js.CreateOrUpdateStreamAsync(new StreamConfig("ORDERS", ["orders.*"]));
    await js.PurgeStreamAsync("ORDERS", new StreamPurgeRequest());
    try
    {
        await js.DeleteConsumerAsync("ORDERS", "billing");
    }
    catch (NatsJSApiException)
    {
        // No consumer yet.
    }

    var handled = new ConcurrentDictionary<int, string>();
    var duplicates = 0;
    var all = new TaskCompletionSource();
    var ready = new CountdownEvent(2);
    var workers = new[] { StartWorker("worker-1"), StartWorker("worker-2") };
    if (!ready.Wait(TimeSpan.FromSeconds(60)))
    {
        Console.Error.WriteLine("the workers did not start");
        return 1;
    }

    string[] regions = ["eu", "us", "asia"];
    await AsyncObservable.Range(0, Orders)
        .Select(i => new Order(i, regions[i % regions.Length]))
        .PublishTo(js, order => $"orders.{order.Region}")
        .ForEachAsync(_ => { });
    Console.WriteLine($"published {Orders} orders to ORDERS");

    await all.Task.WaitAsync(TimeSpan.FromSeconds(60));
    await connection.PublishAsync("orders-sample.stop", "stop", serializer: NatsJsonSerializer<string>.Default);
    foreach (var worker in workers)
    {
        await worker.WaitForExitAsync().WaitAsync(TimeSpan.FromSeconds(30));
    }

    foreach (var group in handled.GroupBy(pair => pair.Value).OrderBy(g => g.Key))
    {
        Console.WriteLine($"{group.Key} handled {group.Count()} orders");
    }

    Console.WriteLine($"{handled.Count} distinct orders handled, {duplicates} handled twice");
    return handled.Count == Orders ? 0 : 1;

    Process StartWorker(string name)
    {
        var self = Environment.ProcessPath!;
        var info = new ProcessStartInfo(self) { RedirectStandardOutput = true };
        if (Path.GetFileNameWithoutExtension(self) == "dotnet")
        {
            info.ArgumentList.Add(typeof(Order).Assembly.Location);
        }

        info.ArgumentList.Add("worker");
        info.ArgumentList.Add(name);
        info.Environment["NATS_URL"] = url;
        var process = Process.Start(info)!;
        process.OutputDataReceived += (_, e) =>
        {
            if (e.Data is not { } line)
            {
                return;
            }

            var parts = line.Split(' ');
            if (parts is [_, "ready"])
            {
                ready.Signal();
            }
            else if (parts.Length == 3 && int.TryParse(parts[1], out var id))
            {
                if (!handled.TryAdd(id, parts[0]))
                {
                    Interlocked.Increment(ref duplicates);
                }
                else if (handled.Count == Orders)
                {
                    all.TrySetResult();
                }
            }
        };
        process.BeginOutputReadLine();
        return process;
    }
}

/// <summary>An order, published to <c>orders.&lt;region&gt;</c>.</summary>
internal sealed record Order(int Id, string Region);
