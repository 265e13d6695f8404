using System.Diagnostics;
using Rheo.Diagnostics;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Testing;
using Rheo.Tests.Support;

namespace Rheo.Tests.Diagnostics;

/// <summary><c>Tag</c> and <c>Debug</c>: messages pass unchanged; <c>Debug</c> logs each with its tag, thread and time.</summary>
public class DebugOperatorTests : ReactiveTest
{
    private static (List<DebugEvent<int>> Events, Action<DebugEvent<int>> Log) Recorder()
    {
        var events = new List<DebugEvent<int>>();
        return (events, e =>
        {
            lock (events)
            {
                events.Add(e);
            }
        });
    }

    [Fact]
    public void Debug_LogsSubscribeValuesCompletionAndTheDisposeAfterIt()
    {
        var (events, log) = Recorder();
        var subject = new Subject<int>();
        var observer = new RecordingObserver<int>();
        subject.Debug("orders", log).Subscribe(observer);
        subject.OnNext(1);
        subject.OnNext(2);
        subject.OnCompleted();

        Assert.Equal([1, 2], observer.Values);
        Assert.True(observer.Completed);
        Assert.Equal(
            [DebugEventKind.Subscribe, DebugEventKind.OnNext, DebugEventKind.OnNext, DebugEventKind.OnCompleted, DebugEventKind.Dispose],
            events.Select(e => e.Kind));
        Assert.Equal([0, 1, 2, 0, 0], events.Select(e => e.Value));
        Assert.All(events, e => Assert.Equal("orders", e.Tag));
        Assert.All(events, e => Assert.Equal(Environment.CurrentManagedThreadId, e.ThreadId));
        Assert.All(events, e => Assert.Null(e.Error));
        Assert.True(events.Zip(events.Skip(1)).All(p => p.First.Timestamp <= p.Second.Timestamp));
    }

    [Fact]
    public void Debug_LogsTheErrorAndADisposeByTheSubscriber()
    {
        var (events, log) = Recorder();
        var error = new InvalidOperationException("boom");
        var subject = new Subject<int>();
        var observer = new RecordingObserver<int>();
        subject.Debug("a", log).Subscribe(observer);
        subject.OnError(error);
        Assert.Same(error, observer.Error);
        Assert.Equal([DebugEventKind.Subscribe, DebugEventKind.OnError, DebugEventKind.Dispose], events.Select(e => e.Kind));
        Assert.Same(error, events[1].Error);

        events.Clear();
        var second = new Subject<int>();
        var subscription = second.Debug("b", log).Subscribe(_ => { });
        second.OnNext(5);
        subscription.Dispose();
        subscription.Dispose();
        Assert.Equal([DebugEventKind.Subscribe, DebugEventKind.OnNext, DebugEventKind.Dispose], events.Select(e => e.Kind));
        Assert.False(second.HasObservers);
    }

    [Fact]
    public void Debug_OnVirtualTime_KeepsTheMessagesAndTheSubscriptionExactly()
    {
        var scheduler = new TestScheduler();
        var (events, log) = Recorder();
        var xs = scheduler.CreateHotObservable(OnNext(150, 0), OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(250));
        var results = scheduler.Start(() => xs.Debug("x", log));
        results.Messages.AssertEqual(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(250));
        xs.Subscriptions.AssertEqual(Subscribe(200, 250));
        Assert.Equal(
            [DebugEventKind.Subscribe, DebugEventKind.OnNext, DebugEventKind.OnNext, DebugEventKind.OnCompleted, DebugEventKind.Dispose],
            events.Select(e => e.Kind));
    }

    [Fact]
    public void Tag_ForwardsEverythingUnchanged()
    {
        var scheduler = new TestScheduler();
        var error = new Exception();
        var xs = scheduler.CreateColdObservable(OnNext(10, 1), OnNext(20, 2), OnError<int>(30, error));
        var results = scheduler.Start(() => xs.Tag("t"));
        results.Messages.AssertEqual(OnNext(210, 1), OnNext(220, 2), OnError<int>(230, error));
        xs.Subscriptions.AssertEqual(Subscribe(200, 230));

        var early = new TestScheduler();
        var ys = early.CreateColdObservable(OnNext(10, 1), OnNext(20, 2), OnCompleted<int>(30));
        early.Start(() => ys.Tag("t"), 215).Messages.AssertEqual(OnNext(210, 1));
        ys.Subscriptions.AssertEqual(Subscribe(200, 215));
    }

    [Fact]
    public void Debug_ThrowingLogOnNext_BecomesOnErrorAndDisposesTheSource()
    {
        var error = new InvalidOperationException();
        var subject = new Subject<int>();
        var observer = new RecordingObserver<int>();
        subject.Debug("t", e =>
        {
            if (e.Kind == DebugEventKind.OnNext && e.Value == 2)
            {
                throw error;
            }
        }).Subscribe(observer);
        subject.OnNext(1);
        subject.OnNext(2);
        subject.OnNext(3);
        Assert.Equal([1], observer.Values);
        Assert.Same(error, observer.Error);
        Assert.False(subject.HasObservers);
    }

    [Fact]
    public void Debug_ThrowingLogOnSubscribe_BecomesOnErrorWithoutSubscribingTheSource()
    {
        var error = new InvalidOperationException();
        var subject = new Subject<int>();
        var observer = new RecordingObserver<int>();
        subject.Debug("t", e =>
        {
            if (e.Kind == DebugEventKind.Subscribe)
            {
                throw error;
            }
        }).Subscribe(observer);
        Assert.Same(error, observer.Error);
        Assert.False(subject.HasObservers);
    }

    [Fact]
    public void Debug_ThrowingLogOnError_ReplacesTheError()
    {
        var replaced = new InvalidOperationException();
        var observer = new RecordingObserver<int>();
        Observable.Throw<int>(new Exception()).Debug("t", e =>
        {
            if (e.Kind == DebugEventKind.OnError)
            {
                throw replaced;
            }
        }).Subscribe(observer);
        Assert.Same(replaced, observer.Error);
    }

    [Fact]
    public void DebugEvent_FormatsOneLine()
    {
        var (events, log) = Recorder();
        Observable.Return(42).Debug("answer", log).Subscribe(_ => { });
        var line = events[1].ToString();
        Assert.StartsWith("[answer] OnNext(42) thread " + Environment.CurrentManagedThreadId + " at ", line, StringComparison.Ordinal);
        var failed = new List<DebugEvent<int>>();
        Observable.Throw<int>(new InvalidOperationException("bad")).Debug("e", failed.Add).Subscribe(_ => { }, _ => { });
        Assert.StartsWith("[e] OnError(InvalidOperationException: bad) thread ", failed[1].ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Debug_WithoutALog_WritesLinesToTrace()
    {
        var tag = "trace-" + Guid.NewGuid().ToString("N");
        using var writer = new StringWriter();
        var listener = new TextWriterTraceListener(writer);
        Trace.Listeners.Add(listener);
        try
        {
            Observable.Range(1, 2).Debug(tag).Subscribe(_ => { });
        }
        finally
        {
            Trace.Listeners.Remove(listener);
        }

        listener.Flush();
        var lines = writer.ToString().Split('\n').Where(l => l.Contains(tag, StringComparison.Ordinal)).ToList();
        Assert.Equal(5, lines.Count);
        Assert.Contains("OnNext(2)", lines[2], StringComparison.Ordinal);
    }
}
