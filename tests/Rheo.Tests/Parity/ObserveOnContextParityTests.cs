using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Testing;
using Rheo.Tests.Support;

namespace Rheo.Tests.Parity;

/// <summary>
/// <c>ObserveOn(SynchronizationContext)</c> (and <c>Synchronization.ObserveOn</c>) as Rx.NET: one <c>Post</c> per
/// message, in order (an error after the values sent before it); the subscription is one operation of the context,
/// <c>OperationStarted</c> before subscribing to the source and <c>OperationCompleted</c> once, after the terminal
/// message is delivered or at disposal; the source is let go when the terminal message is delivered.
/// </summary>
public sealed class ObserveOnContextParityTests : ReactiveTest
{
    [Fact]
    public void EachMessage_IsOnePost_AndTheSubscriptionIsOneOperation()
    {
        var context = new CountingContext();
        var log = context.Log;
        Observable.Range(1, 3).Do(x => log.Add($"source {x}")).ObserveOn(context)
            .Subscribe(x => log.Add($"deliver {x}"), () => log.Add("deliver completed"));
        Assert.Equal(["started", "source 1", "post", "source 2", "post", "source 3", "post", "post"], log);
        log.Clear();
        context.Pump();
        Assert.Equal(["deliver 1", "deliver 2", "deliver 3", "deliver completed", "completed"], log);
        Assert.Equal((1, 4, 1), (context.Started, context.Posts, context.Completed));
    }

    [Fact]
    public void SynchronizationObserveOn_IsTheSameOperator()
    {
        var context = new CountingContext();
        var o = new RecordingObserver<int>();
        Synchronization.ObserveOn(Observable.Range(1, 3), context).Subscribe(o);
        Assert.Equal(4, context.Posts);
        context.Pump();
        Assert.Equal([1, 2, 3], o.Values);
        Assert.True(o.Completed);
        Assert.Equal((1, 1), (context.Started, context.Completed));
    }

    [Fact]
    public void AnError_IsPostedAfterTheValuesSentBeforeIt()
    {
        var context = new CountingContext();
        var error = new InvalidOperationException();
        var o = new RecordingObserver<int>();
        Observable.Range(1, 2).Concat(Observable.Throw<int>(error)).ObserveOn(context).Subscribe(o);
        Assert.Equal(3, context.Posts);
        context.Pump();
        Assert.Equal([1, 2], o.Values);
        Assert.Same(error, o.Error);
        Assert.Equal((1, 1), (context.Started, context.Completed));
    }

    [Fact]
    public void Disposal_CompletesTheOperationAtOnce_AndPendingPostsDeliverNothing()
    {
        var context = new CountingContext();
        var subject = new Subject<int>();
        var o = new RecordingObserver<int>();
        var subscription = subject.ObserveOn(context).Subscribe(o);
        subject.OnNext(1);
        subject.OnNext(2);
        Assert.Equal((1, 2, 0), (context.Started, context.Posts, context.Completed));
        subscription.Dispose();
        Assert.Equal(1, context.Completed);
        Assert.False(subject.HasObservers);
        context.Pump();
        Assert.Empty(o.Values);
        subscription.Dispose();
        Assert.Equal(1, context.Completed);
    }

    [Fact]
    public void OnAVirtualTimeContext_EachPostIsAWorkItem_AndTheSourceIsLetGoAtTheDeliveredCompletion()
    {
        var scheduler = new TestScheduler();
        var context = new TestSchedulerContext(scheduler);
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(210, 2), OnNext(230, 3), OnCompleted<int>(250));
        var res = scheduler.Start(() => xs.ObserveOn(context));
        res.Messages.AssertEqual(OnNext(211, 1), OnNext(211, 2), OnNext(231, 3), OnCompleted<int>(251));
        xs.Subscriptions.AssertEqual(Subscribe(200, 251));
        Assert.Equal(4, context.Posts);
    }

    [Fact]
    public void ObserverThrowing_ReachesTheContext_AndEndsTheSubscription()
    {
        var context = new CountingContext();
        var subject = new Subject<int>();
        var error = new InvalidOperationException("observer");
        subject.ObserveOn(context).Subscribe(_ => throw error);
        subject.OnNext(1);
        subject.OnNext(2);
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => context.Pump()));
        Assert.False(subject.HasObservers);
        Assert.Equal(1, context.Completed);
        context.Pump();
    }

    /// <summary>Queues posts until pumped and logs the operation calls.</summary>
    private sealed class CountingContext : SynchronizationContext
    {
        private readonly Queue<(SendOrPostCallback Callback, object? State)> _queue = new();

        public List<string> Log { get; } = [];

        public int Started { get; private set; }

        public int Completed { get; private set; }

        public int Posts { get; private set; }

        public override void OperationStarted()
        {
            Started++;
            Log.Add("started");
        }

        public override void OperationCompleted()
        {
            Completed++;
            Log.Add("completed");
        }

        public override void Post(SendOrPostCallback d, object? state)
        {
            Posts++;
            Log.Add("post");
            _queue.Enqueue((d, state));
        }

        public void Pump()
        {
            while (_queue.TryDequeue(out var item))
            {
                item.Callback(item.State);
            }
        }
    }

    /// <summary>A context whose posts run as work items on a <see cref="TestScheduler"/>.</summary>
    private sealed class TestSchedulerContext(TestScheduler scheduler) : SynchronizationContext
    {
        public int Posts { get; private set; }

        public override void Post(SendOrPostCallback d, object? state)
        {
            Posts++;
            scheduler.Schedule(() => d(state));
        }
    }
}
