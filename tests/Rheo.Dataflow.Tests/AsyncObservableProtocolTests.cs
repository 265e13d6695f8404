using Rheo.Async;

namespace Rheo.Dataflow.Tests;

/// <summary>AsAsyncObservable's target: observers that throw, slow terminal calls and offers it gets straight from a source.</summary>
public class AsyncObservableProtocolTests
{
    private static readonly FormatException Boom = new("boom");

    private sealed class ScriptedObserver(Func<int, ValueTask> onNext, Func<ValueTask>? onCompleted = null) : IAsyncObserver<int>
    {
        private int _terminals;

        public List<int> Values { get; } = new();

        public int Terminals => Volatile.Read(ref _terminals);

        public ValueTask OnNextAsync(int value)
        {
            lock (Values)
            {
                Values.Add(value);
            }

            return onNext(value);
        }

        public ValueTask OnErrorAsync(Exception error)
        {
            Interlocked.Increment(ref _terminals);
            return default;
        }

        public ValueTask OnCompletedAsync()
        {
            Interlocked.Increment(ref _terminals);
            return onCompleted?.Invoke() ?? default;
        }

        public int[] Snapshot()
        {
            lock (Values)
            {
                return Values.ToArray();
            }
        }
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task An_observer_that_throws_ends_its_subscription_and_the_rest_stays_in_the_source(bool asynchronously)
    {
        var block = new BufferBlock<int>();
        for (int i = 1; i <= 5; i++)
        {
            block.Post(i);
        }

        var observer = new ScriptedObserver(async v =>
        {
            if (asynchronously)
            {
                await Task.Yield();
            }

            if (v == 2)
            {
                throw Boom;
            }
        });
        await using var subscription = await block.AsAsyncObservable().SubscribeAsync(observer).Within();
        Bounded.Until(() => observer.Snapshot().Length == 2 && block.Count == 3);
        Bounded.Until(() => block.TryReceiveAll(out var rest) && rest.SequenceEqual([3, 4, 5]));
        block.Complete();
        await block.Completion.Within();
        Assert.Equal([1, 2], observer.Snapshot());
        Assert.Equal(0, observer.Terminals);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task A_synchronously_throwing_or_slow_OnCompletedAsync_is_called_once_after_every_value(bool slow)
    {
        var block = new BufferBlock<int>();
        block.Post(1);
        block.Complete();
        var completed = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var observer = new ScriptedObserver(_ => default, () =>
        {
            completed.TrySetResult();
            return slow ? new ValueTask(Task.Run(static () => { })) : throw Boom;
        });
        await using var subscription = await block.AsAsyncObservable().SubscribeAsync(observer).Within();
        await completed.Task.Within();
        Assert.Equal([1], observer.Snapshot());
        Assert.Equal(1, observer.Terminals);
    }

    [Fact]
    public async Task The_target_consumes_a_consumeToAccept_offer_declines_without_a_source_while_busy_and_declines_for_good_once_ended()
    {
        var source = new ScriptedDataflowSource<int>();
        var release = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var observer = new ScriptedObserver(v => v == 1 ? new ValueTask(release.Task) : default);
        await using var subscription = await source.AsAsyncObservable().SubscribeAsync(observer).Within();
        var target = Assert.Single(source.Targets);

        Assert.Equal(DataflowMessageStatus.NotAvailable, source.Offer(target, 9, consumeToAccept: true));
        source.Add(1, 1);
        // Accepted at once, or postponed while the target settles after the failed consume and then consumed by it.
        Assert.Contains(source.Offer(target, 1, consumeToAccept: true), new[] { DataflowMessageStatus.Accepted, DataflowMessageStatus.Postponed });
        Bounded.Until(() => observer.Snapshot().Length == 1);
        Assert.Equal(DataflowMessageStatus.Declined, target.OfferMessage(new DataflowMessageHeader(2), 2, null, false));
        release.SetResult();
        target.Complete();
        Bounded.Until(() => observer.Terminals == 1);
        Assert.Equal(DataflowMessageStatus.DecliningPermanently, target.OfferMessage(new DataflowMessageHeader(3), 3, null, false));
        await target.Completion.Within();
        Assert.Equal([1], observer.Snapshot());
    }
}
