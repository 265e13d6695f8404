using System.Collections.Concurrent;
using System.Diagnostics.Metrics;
using Rheo.Dataflow.Diagnostics;

namespace Rheo.Dataflow.Tests.Policies;

/// <summary>The dataflow policies: each rule under concurrency, with exact counts (nothing lost or duplicated).</summary>
public class DataflowPoliciesTests
{
    [Fact]
    public async Task LinkAllTo_CompletesTheTargetOnlyWhenEverySourceCompleted_WithEveryMessage()
    {
        var sources = Enumerable.Range(0, 4).Select(_ => new BufferBlock<int>()).ToArray();
        var received = new ConcurrentBag<int>();
        var target = new ActionBlock<int>(received.Add, new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 4, BoundedCapacity = 8 });
        sources.LinkAllTo(target, new DataflowLinkOptions { PropagateCompletion = true });

        await Task.WhenAll(sources.Select((s, k) => Task.Run(async () =>
        {
            for (var i = 0; i < 2_500; i++)
            {
                Assert.True(await s.SendAsync(k * 10_000 + i));
            }
        }))).Within();
        for (var k = 0; k < 3; k++)
        {
            sources[k].Complete();
        }

        await Task.WhenAll(sources.Take(3).Select(s => s.Completion)).Within();
        Assert.False(target.Completion.IsCompleted);
        Assert.True(await target.SendAsync(-1).Within());
        sources[3].Complete();
        await target.Completion.Within();
        var expected = Enumerable.Range(0, 4).SelectMany(k => Enumerable.Range(k * 10_000, 2_500)).Append(-1).Order();
        Assert.Equal(expected, received.Order());
    }

    [Fact]
    public async Task TplLinks_CompleteTheTargetWithTheFirstSource_TheDefaultIsUntouched()
    {
        var a = new BufferBlock<int>();
        var b = new BufferBlock<int>();
        var target = new BufferBlock<int>();
        a.LinkTo(target, new DataflowLinkOptions { PropagateCompletion = true });
        b.LinkTo(target, new DataflowLinkOptions { PropagateCompletion = true });
        a.Complete();
        await target.Completion.Within();
        Assert.False(b.Completion.IsCompleted);
    }

    [Fact]
    public async Task LinkAllTo_FaultsTheTargetWithTheFirstFault_WithoutWaitingForTheOthers()
    {
        var a = new BufferBlock<int>();
        var b = new BufferBlock<int>();
        var target = new BufferBlock<int>();
        new[] { a, b }.LinkAllTo(target, new DataflowLinkOptions { PropagateCompletion = true });
        var error = new InvalidOperationException();
        ((IDataflowBlock)a).Fault(error);
        var thrown = await Assert.ThrowsAnyAsync<Exception>(() => target.Completion.Within());
        Assert.Same(error, target.Completion.Exception!.Flatten().InnerException);
        b.Complete();
    }

    [Fact]
    public void LinkAllTo_ChecksItsArguments()
    {
        var target = new BufferBlock<int>();
        Assert.Throws<ArgumentException>("sources", () => Array.Empty<ISourceBlock<int>>().LinkAllTo(target, new DataflowLinkOptions()));
        Assert.Throws<ArgumentNullException>("sources", () => new ISourceBlock<int>[] { null! }.LinkAllTo(target, new DataflowLinkOptions()));
        Assert.Throws<ArgumentOutOfRangeException>("retries", () => MessageFaultPolicy<int>.Skip(-1));
    }

    [Fact]
    public async Task SkipPolicy_DropsEachFailedMessage_AndTheBlockGoesOn()
    {
        var processed = new ConcurrentBag<int>();
        var block = DataflowPolicies.CreateAction<int>(x =>
        {
            if (x % 7 == 0)
            {
                throw new InvalidOperationException();
            }

            processed.Add(x);
        }, MessageFaultPolicy<int>.Skip(), new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 4 });
        for (var i = 0; i < 10_000; i++)
        {
            Assert.True(block.Post(i));
        }

        block.Complete();
        await block.Completion.Within();
        Assert.Equal(Enumerable.Range(0, 10_000).Where(x => x % 7 != 0), processed.Order());
    }

    [Fact]
    public async Task RetryPolicy_ProcessesAFailingMessageExactlyRetriesPlusOneTimes_ThenFaults()
    {
        var attempts = new ConcurrentDictionary<int, int>();
        var block = DataflowPolicies.CreateAction<int>(x =>
        {
            var n = attempts.AddOrUpdate(x, 1, (_, c) => c + 1);
            if (x % 3 == 0 && n < 3)
            {
                throw new InvalidOperationException();
            }
        }, MessageFaultPolicy<int>.Retry(2), new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 4 });
        for (var i = 0; i < 3_000; i++)
        {
            block.Post(i);
        }

        block.Complete();
        await block.Completion.Within();
        Assert.All(attempts, p => Assert.Equal(p.Key % 3 == 0 ? 3 : 1, p.Value));
        Assert.Equal(3_000, attempts.Count);

        var error = new InvalidOperationException("always");
        var failing = DataflowPolicies.CreateAction<int>(async _ =>
        {
            await Task.Yield();
            throw error;
        }, MessageFaultPolicy<int>.Retry(2));
        failing.Post(1);
        await Assert.ThrowsAsync<InvalidOperationException>(() => failing.Completion.Within());
    }

    [Fact]
    public async Task RouteToPolicy_SendsEachFailedMessageWithItsExceptionOnce_AndTransformKeepsTheOthersInOrder()
    {
        var errors = new BufferBlock<FailedMessage<int>>();
        var transform = DataflowPolicies.CreateTransform<int, string>(
            async x =>
            {
                await Task.Yield();
                return x % 5 == 0 ? throw new ArgumentException(x.ToString()) : x.ToString();
            },
            MessageFaultPolicy<int>.RouteTo(errors, retries: 1),
            new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 4, BoundedCapacity = 16 });
        var outputs = new List<string>();
        var collect = new ActionBlock<string>(outputs.Add);
        transform.LinkTo(collect, new DataflowLinkOptions { PropagateCompletion = true });
        for (var i = 0; i < 5_000; i++)
        {
            Assert.True(await transform.SendAsync(i).Within());
        }

        transform.Complete();
        await collect.Completion.Within();
        Assert.Equal(Enumerable.Range(0, 5_000).Where(x => x % 5 != 0).Select(x => x.ToString()), outputs);
        Assert.True(errors.TryReceiveAll(out var failed));
        Assert.Equal(Enumerable.Range(0, 5_000).Where(x => x % 5 == 0), failed!.Select(f => f.Message).Order());
        Assert.All(failed!, f => Assert.Equal(f.Message.ToString(), f.Exception.Message));
        Assert.All(failed!, f => Assert.Equal(2, f.Attempts));
    }

    [Fact]
    public async Task OrderedTransform_EmitsExactlyTheOutputsBeforeTheFailedMessage_ThenFaults()
    {
        for (var round = 0; round < 20; round++)
        {
            // Message 500 fails only after a later message (501, on another worker) has been transformed, so outputs
            // past the failure exist and must be held back.
            using var laterTransformed = new ManualResetEventSlim();
            var block = DataflowPolicies.CreateOrderedTransform<int, int>(
                x =>
                {
                    if (x == 500)
                    {
                        laterTransformed.WaitWithin();
                        throw new InvalidOperationException("at 500");
                    }

                    if (x == 501)
                    {
                        laterTransformed.Set();
                    }

                    return x;
                },
                new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 4, EnsureOrdered = false });
            var outputs = new List<int>();
            var collect = new ActionBlock<int>(outputs.Add);
            block.LinkTo(collect);
            for (var i = 0; i < 1_000; i++)
            {
                block.Post(i);
            }

            var error = await Assert.ThrowsAsync<InvalidOperationException>(() => block.Completion.Within());
            Assert.Equal("at 500", error.Message);
            collect.Complete();
            await collect.Completion.Within();
            Assert.Equal(Enumerable.Range(0, 500), outputs);
            Assert.False(block.Post(1_000));
        }
    }

    [Fact]
    public async Task OrderedTransform_WithoutFailure_IsAnOrderedTransform()
    {
        var block = DataflowPolicies.CreateOrderedTransform<int, int>(x => x * 2, new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 4, BoundedCapacity = 4 });
        var outputs = new List<int>();
        var collect = new ActionBlock<int>(outputs.Add);
        block.LinkTo(collect, new DataflowLinkOptions { PropagateCompletion = true });
        for (var i = 0; i < 2_000; i++)
        {
            Assert.True(await block.SendAsync(i).Within());
        }

        block.Complete();
        await collect.Completion.Within();
        await block.Completion.Within();
        Assert.Equal(Enumerable.Range(0, 2_000).Select(x => x * 2), outputs);
    }

    [Fact]
    public async Task BoundedBroadcast_WaitsForTheSlowestTarget_AndEveryTargetGetsEveryMessageInOrder()
    {
        var broadcast = DataflowPolicies.CreateBoundedBroadcast<int>(new DataflowBlockOptions { BoundedCapacity = 2 });
        var gate = new SemaphoreSlim(0);
        var fast = new List<int>();
        var slow = new List<int>();
        var fastTarget = new ActionBlock<int>(fast.Add);
        var slowTarget = new ActionBlock<int>(async x =>
        {
            await gate.WaitWithinAsync();
            slow.Add(x);
        }, new ExecutionDataflowBlockOptions { BoundedCapacity = 1 });
        broadcast.LinkTo(fastTarget, new DataflowLinkOptions { PropagateCompletion = true });
        broadcast.LinkTo(slowTarget, new DataflowLinkOptions { PropagateCompletion = true });

        // The slow target holds message 0 in its delegate (its capacity of 1); the broadcast holds message 1 in its send
        // (postponed by the slow target) and message 2 in its input (its capacity of 2): messages 3 and 4 must wait.
        var sends = new List<Task<bool>>();
        for (var i = 0; i < 5; i++)
        {
            sends.Add(broadcast.SendAsync(i));
        }

        Bounded.Until(() => sends.Take(3).All(s => s.IsCompleted));
        Assert.False(sends[3].IsCompleted);
        Assert.False(sends[4].IsCompleted);
        var producer = Task.Run(async () =>
        {
            for (var i = 5; i < 1_000; i++)
            {
                Assert.True(await broadcast.SendAsync(i));
            }
        });
        gate.Release(1_000);
        await producer.Within();
        Assert.All(await Task.WhenAll(sends).Within(), Assert.True);
        broadcast.Complete();
        await Task.WhenAll(broadcast.Completion, fastTarget.Completion, slowTarget.Completion).Within();
        Assert.Equal(Enumerable.Range(0, 1_000), fast);
        Assert.Equal(Enumerable.Range(0, 1_000), slow);
    }

    [Fact]
    public async Task BoundedBroadcast_Fault_EndsWhileATargetPostponesForever()
    {
        var broadcast = DataflowPolicies.CreateBoundedBroadcast<int>(new DataflowBlockOptions { BoundedCapacity = 1 });
        var stuck = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 1 });
        stuck.Post(0);
        broadcast.LinkTo(stuck);
        broadcast.Post(1);
        broadcast.Fault(new InvalidOperationException());
        await Assert.ThrowsAnyAsync<Exception>(() => broadcast.Completion.Within());
    }

    [Fact]
    public async Task DataflowMeter_ReportsQueueLengthsOfObservedBlocks_AndTheirFaults()
    {
        var name = "block-" + Guid.NewGuid().ToString("N");
        var measured = new ConcurrentQueue<(string Instrument, long Value)>();
        using var listener = new MeterListener();
        listener.InstrumentPublished = (instrument, l) =>
        {
            if (instrument.Meter.Name == DataflowTelemetry.MeterName)
            {
                l.EnableMeasurementEvents(instrument);
            }
        };
        void Record(Instrument instrument, long value, ReadOnlySpan<KeyValuePair<string, object?>> tags)
        {
            foreach (var tag in tags)
            {
                if (tag.Key == "rheo.dataflow.block" && Equals(tag.Value, name))
                {
                    measured.Enqueue((instrument.Name, value));
                }
            }
        }

        listener.SetMeasurementEventCallback<int>((i, v, t, _) => Record(i, v, t));
        listener.SetMeasurementEventCallback<long>((i, v, t, _) => Record(i, v, t));
        listener.Start();

        var gate = new ManualResetEventSlim();
        var block = new TransformBlock<int, int>(x =>
        {
            gate.WaitWithin();
            return x == 3 ? throw new InvalidOperationException() : x;
        });
        using var registration = DataflowTelemetry.Observe(block, name);
        for (var i = 0; i < 4; i++)
        {
            block.Post(i);
        }

        Bounded.Until(() => block.InputCount == 3);
        listener.RecordObservableInstruments();
        Assert.Contains(("rheo.dataflow.block.input_queue.length", 3L), measured);
        Assert.Contains(("rheo.dataflow.block.output_queue.length", 0L), measured);
        gate.Set();
        await Assert.ThrowsAsync<InvalidOperationException>(() => block.Completion.Within());
        Bounded.Until(() => measured.Contains(("rheo.dataflow.block.faults", 1L)));
    }
}
