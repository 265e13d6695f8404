using Rheo.Diagnostics;
using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo.Tests.Diagnostics;

/// <summary>
/// The subscription tracker in scopes: a scope records only the subscriptions made in its flow, so these tests run in
/// parallel with the rest.
/// </summary>
public class SubscriptionTrackerTests
{
    [Fact]
    public void Scope_APlainObserverOfASubjectThatThrows_StaysSubscribedAndTracked_AsWithTrackingOff()
    {
        var subject = new Subject<int>();
        using var scope = SubscriptionTracker.Begin();
        var observer = new ThrowsOnOne();
        var subscription = subject.Subscribe(observer);
        Assert.Throws<InvalidOperationException>(() => subject.OnNext(1));
        subject.OnNext(2);
        Assert.Equal([1, 2], observer.Values);
        Assert.Equal(["Subject"], scope.Alive.Select(s => s.Operator));
        subscription.Dispose();
        Assert.Empty(scope.Alive);
        Assert.False(subject.HasObservers);
    }

    [Fact]
    public void Scope_FindsTheSubscriptionsATestForgotToDispose()
    {
        var subject = new Subject<int>();
        using var scope = SubscriptionTracker.Begin();
        var kept = subject.Where(x => x > 0).Subscribe(_ => { });
        subject.Subscribe(new Support.RecordingObserver<int>());
        subject.Select(x => x * 2).Subscribe(_ => { }).Dispose();
        Observable.Range(1, 3).Subscribe(_ => { });

        var alive = scope.Alive;
        Assert.Equal(["Where", "Subject"], alive.Select(s => s.Operator));
        Assert.All(alive, s => Assert.True(s.IsAlive));
        Assert.All(alive, s => Assert.Equal(Environment.CurrentManagedThreadId, s.ThreadId));
        Assert.Equal(typeof(Subject<int>), alive[1].OperatorType);
        Assert.True(alive[0].Id < alive[1].Id);

        kept.Dispose();
        Assert.Equal(["Subject"], scope.Alive.Select(s => s.Operator));
        subject.OnCompleted();
        Assert.Empty(scope.Alive);
        Assert.False(alive[0].IsAlive);
    }

    [Fact]
    public void Scope_ReportsNothing_WhenEverythingWasDisposedOrEnded()
    {
        using var scope = SubscriptionTracker.Begin();
        var subject = new BehaviorSubject<int>(1);
        using (subject.Select(x => x).Subscribe(_ => { }))
        using (subject.Subscribe(new Support.RecordingObserver<int>()))
        {
            Assert.Equal(2, scope.Alive.Count);
        }

        Observable.Return(1).Subscribe(_ => { });
        Observable.Range(0, 3).Subscribe(new Support.RecordingObserver<int>());
        Observable.Range(0, 3).Select(x => x + 1).Subscribe(new Support.RecordingObserver<int>());
        Observable.Throw<int>(new Exception()).Subscribe(_ => { }, _ => { });
        using var cts = new CancellationTokenSource();
        subject.Subscribe(_ => { }, cts.Token);
        cts.Cancel();
        Assert.Empty(scope.Alive);
    }

    [Fact]
    public void Scope_ListsTaggedStagesWithTheirNames_AndStackTracesWhenAsked()
    {
        var subject = new Subject<int>();
        using var scope = SubscriptionTracker.Begin(captureStackTraces: true);
        using var subscription = subject.Tag("prices").Select(x => x).Subscribe(_ => { });
        var alive = scope.Alive;
        Assert.Equal(["Select", "Tag"], alive.Select(s => s.Operator));
        Assert.Null(alive[0].Tag);
        Assert.Equal("prices", alive[1].Tag);
        Assert.Contains(nameof(Scope_ListsTaggedStagesWithTheirNames_AndStackTracesWhenAsked), alive[0].StackTrace!.ToString(), StringComparison.Ordinal);
        Assert.Contains("#" + alive[1].Id + " Tag 'prices' subscribed at ", alive[1].ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public async Task Scope_FollowsTheSubscriptionsIntoTasks_AndNestedScopesAreInTheOuterOne()
    {
        var subject = new Subject<int>();
        using var outer = SubscriptionTracker.Begin();
        await Task.Run(() => subject.Subscribe(_ => { })).Within();
        using (var inner = SubscriptionTracker.Begin())
        {
            subject.Subscribe(_ => { });
            Assert.Single(inner.Alive);
        }

        Assert.Equal(2, outer.Alive.Count);
    }

    [Fact]
    public void ScopesOfOtherFlows_AreNotSeen()
    {
        var subject = new Subject<int>();
        using var mine = SubscriptionTracker.Begin();
        IReadOnlyList<TrackedSubscription>? theirs = null;
        var other = new Thread(() =>
        {
            // A thread started inside a scope carries it; one that suppresses the flow does not.
            using var scope = SubscriptionTracker.Begin();
            subject.Subscribe(_ => { });
            theirs = scope.Alive;
        });
        using (ExecutionContext.SuppressFlow())
        {
            other.Start();
        }

        other.JoinWithin();
        Assert.Single(theirs!);
        Assert.Empty(mine.Alive);
    }

    [Fact]
    public void ConcurrentSubscribeAndDispose_LeavesExactlyTheUndisposedOnes()
    {
        const int threads = 4;
        const int perThread = 2_000;
        var subject = new Subject<int>();
        using var scope = SubscriptionTracker.Begin();
        var added = 0;
        var removed = 0;
        EventHandler<TrackedSubscription> onAdded = (_, s) => { if (s.IsIn(scope)) { Interlocked.Increment(ref added); } };
        EventHandler<TrackedSubscription> onRemoved = (_, s) => { if (s.IsIn(scope)) { Interlocked.Increment(ref removed); } };
        scope.Tracker.Added += onAdded;
        scope.Tracker.Removed += onRemoved;
        var kept = new IDisposable[threads][];
        try
        {
            using var start = new Barrier(threads);
            var workers = Enumerable.Range(0, threads).Select(t => new Thread(() =>
            {
                kept[t] = new IDisposable[perThread / 2];
                start.SignalAndWaitWithin();
                for (var i = 0; i < perThread; i++)
                {
                    var subscription = subject.Where(x => x > t).Subscribe(_ => { });
                    if (i % 2 == 0)
                    {
                        subscription.Dispose();
                    }
                    else
                    {
                        kept[t][i / 2] = subscription;
                    }
                }
            })).ToList();
            workers.ForEach(w => w.Start());
            workers.ForEach(w => w.JoinWithin());

            Assert.Equal(threads * perThread / 2, scope.Alive.Count);
            Assert.Equal(threads * perThread / 2, scope.Alive.Select(s => s.Id).Distinct().Count());
            Parallel.ForEach(kept, group => Array.ForEach(group, s => s.Dispose()));
            Assert.Empty(scope.Alive);
            Assert.Equal(threads * perThread, Volatile.Read(ref added));
            Assert.Equal(threads * perThread, Volatile.Read(ref removed));
        }
        finally
        {
            scope.Tracker.Added -= onAdded;
            scope.Tracker.Removed -= onRemoved;
        }
    }

    [Fact]
    public void ClosedScope_KeepsItsListButRecordsNothingMore()
    {
        var subject = new Subject<int>();
        var scope = SubscriptionTracker.Begin();
        using var first = subject.Subscribe(_ => { });
        scope.Dispose();
        scope.Dispose();
        using var second = subject.Subscribe(_ => { });
        Assert.Single(scope.Alive);
    }
}

/// <summary>
/// Tests that run alone with respect to subscription tracking: those that turn tracking on for every subscription (so no
/// other test's subscriptions are recorded meanwhile), and those a tracker's scope opened by a test running meanwhile
/// would disturb (a tracked foreign observer's subscription goes through the edge, whose frames some tests count).
/// </summary>
[CollectionDefinition(Name, DisableParallelization = true)]
public sealed class GlobalTrackerCollection
{
    public const string Name = "Global subscription tracker";
}

[Collection(GlobalTrackerCollection.Name)]
public class GlobalSubscriptionTrackerTests
{
    [Fact]
    public void Enable_RecordsEverySubscription_Disable_StopsRecording()
    {
        Assert.False(SubscriptionTracker.IsEnabled);
        var subject = new Subject<int>();
        var tracker = SubscriptionTracker.Enable();
        IDisposable leaked;
        try
        {
            Assert.Same(tracker, SubscriptionTracker.Current);
            leaked = subject.Take(5).Subscribe(_ => { });
            Assert.Contains(tracker.GetAlive(), s => s.Operator == "Take");
        }
        finally
        {
            SubscriptionTracker.Disable();
        }

        Assert.False(SubscriptionTracker.IsEnabled);
        Assert.Null(SubscriptionTracker.Current);
        var before = tracker.CreatedCount;
        subject.Subscribe(_ => { }).Dispose();
        Assert.Equal(before, tracker.CreatedCount);

        // A subscription recorded while tracking was on still leaves the tracker that recorded it.
        leaked.Dispose();
        Assert.DoesNotContain(tracker.GetAlive(), s => s.Operator == "Take");

        // Enabling again finds the same registry.
        Assert.Same(tracker, SubscriptionTracker.Enable());
        SubscriptionTracker.Disable();
    }

    [Fact]
    public void Scopes_KeepTrackingOn_UntilTheLastCloses_AndOnlyRecordTheirOwnFlow()
    {
        Assert.False(SubscriptionTracker.IsEnabled);
        var subject = new Subject<int>();
        var scope = SubscriptionTracker.Begin();
        var tracker = scope.Tracker;
        var outside = 0L;
        using (ExecutionContext.SuppressFlow())
        {
            Task.Run(() =>
            {
                var before = tracker.CreatedCount;
                subject.Subscribe(_ => { }).Dispose();
                outside = tracker.CreatedCount - before;
            }).WaitWithin();
        }

        Assert.Equal(0, outside);
        scope.Dispose();
        Assert.False(SubscriptionTracker.IsEnabled);
    }
}

/// <summary>A plain observer that records values and throws on the value 1.</summary>
file sealed class ThrowsOnOne : IObserver<int>
{
    public List<int> Values { get; } = [];

    public void OnNext(int value)
    {
        Values.Add(value);
        if (value == 1)
        {
            throw new InvalidOperationException();
        }
    }

    public void OnError(Exception error)
    {
    }

    public void OnCompleted()
    {
    }
}
