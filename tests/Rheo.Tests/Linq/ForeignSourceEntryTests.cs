using System.Diagnostics;
using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

/// <summary>
/// <c>TakeUntil</c> on a foreign source is called by it directly (no <c>ForeignSourceObserver</c> frame per value), and
/// keeps that edge's rules, pinned here beside <c>Where</c>, <c>Select</c>, <c>Where∘Select</c> and <c>Where∘Select∘Take</c> (which go through the
/// edge): nothing after a terminal message or after dispose, the source's subscription disposed after its terminal
/// message (or when it is stored, if the sequence ended during <c>Subscribe</c>), a throwing <c>Subscribe</c> is
/// <c>OnError</c>. An endless <c>Repeat</c> on a
/// long-running scheduler calls a foreign observer from its loop; a throwing observer disposes the subscription and its
/// exception leaves the loop's thread, as through the edge.
/// </summary>
public class ForeignSourceEntryTests
{
    public static TheoryData<string> Operators => ["Where", "Select", "WhereSelect", "WhereSelectTake", "TakeUntil"];

    private static IObservable<int> Apply(string op, IObservable<int> source) => op switch
    {
        "Where" => source.Where(x => x >= 0),
        "Select" => source.Select(x => x),
        "WhereSelect" => source.Where(x => x >= 0).Select(x => x),
        "WhereSelectTake" => source.Where(x => x >= 0).Select(x => x).Take(int.MaxValue).Skip(0),
        "TakeUntil" => source.TakeUntil(Observable.Never<int>()),
        _ => throw new ArgumentOutOfRangeException(nameof(op)),
    };

    [Fact]
    public void TheForeignSourceCallsTakeUntilDirectly()
    {
        var frames = new List<string>();
        var source = new ManualSource(o => o.OnNext(1));
        Apply("TakeUntil", source).Subscribe(new Lambda(_ => frames.AddRange(new StackTrace().GetFrames().Select(f => f.GetMethod()?.DeclaringType?.Name ?? ""))));
        Assert.NotEmpty(frames);
        Assert.DoesNotContain(frames, name => name.StartsWith("ForeignSourceObserver", StringComparison.Ordinal));
    }

    [Fact]
    public void WhereSelectTake_OnAForeignSource_CallsNoPredicateOrSelectorAfterTheTerminalMessageOrDispose()
    {
        var calls = new List<string>();
        var source = new ManualSource();
        var r = new RecordingObserver<int>();
        source.Where(x => { calls.Add("p" + x); return true; }).Select(x => { calls.Add("s" + x); return x; }).Take(5).Subscribe(r);
        source.Observer!.OnNext(1);
        source.Observer.OnCompleted();
        source.Observer.OnNext(2);
        Assert.Equal(["p1", "s1"], calls);
        Assert.Equal([1], r.Values);
        Assert.True(r.Completed);
        r.AssertGrammar();

        calls.Clear();
        var second = new ManualSource();
        var q = new RecordingObserver<int>();
        var subscription = second.Where(x => { calls.Add("p" + x); return true; }).Select(x => { calls.Add("s" + x); return x; }).Take(5).Subscribe(q);
        second.Observer!.OnNext(1);
        subscription.Dispose();
        second.Observer.OnNext(2);
        Assert.Equal(["p1", "s1"], calls);
        Assert.Equal([1], q.Values);
        Assert.Equal(1, second.Disposed);
    }

    [Fact]
    public void WhereSelectTake_OnAForeignSource_ASelectorThatDisposes_StopsTheValue_AndAThrowingSelectorIsOnError()
    {
        var source = new ManualSource();
        var r = new RecordingObserver<int>();
        IDisposable? subscription = null;
        subscription = source.Where(x => true).Select(x =>
        {
            if (x == 2)
            {
                subscription!.Dispose();
            }

            return x;
        }).Take(5).Subscribe(r);
        source.Observer!.OnNext(1);
        source.Observer.OnNext(2);
        source.Observer.OnNext(3);
        Assert.Equal([1], r.Values);
        Assert.False(r.IsTerminated);
        Assert.Equal(1, source.Disposed);

        var error = new InvalidOperationException();
        var failing = new ManualSource();
        var q = new RecordingObserver<int>();
        failing.Where(x => true).Select(x => x == 2 ? throw error : x).Take(5).Subscribe(q);
        failing.Observer!.OnNext(1);
        failing.Observer.OnNext(2);
        failing.Observer.OnNext(3);
        failing.Observer.OnCompleted();
        Assert.Equal([1], q.Values);
        Assert.Same(error, q.Error);
        Assert.Equal(1, failing.Disposed);
        q.AssertGrammar();
    }

    [Theory]
    [MemberData(nameof(Operators))]
    public void NothingPassesAfterTheSourcesTerminalMessage_AndItsSubscriptionIsDisposedOnce(string op)
    {
        var source = new ManualSource();
        var o = new RecordingObserver<int>();
        Apply(op, source).Subscribe(o);
        source.Observer!.OnNext(1);
        source.Observer.OnCompleted();
        Assert.Equal(1, source.Disposed);
        source.Observer.OnNext(2);
        source.Observer.OnError(new InvalidOperationException());
        source.Observer.OnCompleted();
        Assert.Equal([1], o.Values);
        Assert.True(o.Completed);
        Assert.Equal(1, source.Disposed);
        o.AssertGrammar();

        var error = new InvalidOperationException();
        var failing = new ManualSource();
        var p = new RecordingObserver<int>();
        Apply(op, failing).Subscribe(p);
        failing.Observer!.OnError(error);
        failing.Observer.OnNext(3);
        failing.Observer.OnCompleted();
        Assert.Empty(p.Values);
        Assert.Same(error, p.Error);
        Assert.Equal(1, failing.Disposed);
        p.AssertGrammar();
    }

    [Theory]
    [MemberData(nameof(Operators))]
    public void NothingPassesAfterDispose(string op)
    {
        var source = new ManualSource();
        var o = new RecordingObserver<int>();
        var subscription = Apply(op, source).Subscribe(o);
        source.Observer!.OnNext(1);
        subscription.Dispose();
        Assert.Equal(1, source.Disposed);
        source.Observer.OnNext(2);
        source.Observer.OnError(new InvalidOperationException());
        source.Observer.OnCompleted();
        Assert.Equal([1], o.Values);
        Assert.False(o.IsTerminated);
        Assert.Equal(1, source.Disposed);
    }

    [Theory]
    [MemberData(nameof(Operators))]
    public void TheSequenceEndingDuringSubscribe_DisposesTheHandleWhenSubscribeReturns(string op)
    {
        var source = new ManualSource(o =>
        {
            o.OnNext(1);
            o.OnCompleted();
            o.OnNext(2);
        });
        var r = new RecordingObserver<int>();
        Apply(op, source).Subscribe(r);
        Assert.Equal([1], r.Values);
        Assert.True(r.Completed);
        Assert.Equal(1, source.Disposed);
        r.AssertGrammar();
    }

    [Theory]
    [MemberData(nameof(Operators))]
    public void ADownstreamTakeStopsASynchronousSource_AndDisposesItsHandleWhenSubscribeReturns(string op)
    {
        var sent = 0;
        var source = new ManualSource(o =>
        {
            for (var i = 0; i < 10; i++)
            {
                sent++;
                o.OnNext(i);
            }

            o.OnCompleted();
        });
        var r = new RecordingObserver<int>();
        Apply(op, source).Take(3).Subscribe(r);
        Assert.Equal(10, sent);
        Assert.Equal([0, 1, 2], r.Values);
        Assert.True(r.Completed);
        Assert.Equal(1, source.Disposed);
        r.AssertGrammar();
    }

    [Theory]
    [MemberData(nameof(Operators))]
    public void AThrowingSubscribe_IsOnError(string op)
    {
        var error = new InvalidOperationException();
        var r = new RecordingObserver<int>();
        Apply(op, new ManualSource(_ => throw error)).Subscribe(r);
        Assert.Empty(r.Values);
        Assert.Same(error, r.Error);
        r.AssertGrammar();

        // Sent after the terminal message: dropped, as the error of a subscription the source ended itself.
        var q = new RecordingObserver<int>();
        Apply(op, new ManualSource(o =>
        {
            o.OnCompleted();
            throw error;
        })).Subscribe(q);
        Assert.True(q.Completed);
        Assert.Null(q.Error);
        q.AssertGrammar();
    }

    [Fact]
    public void Where_AThrowingPredicate_DisposesTheForeignSource_AndDropsWhatFollows()
    {
        var error = new InvalidOperationException();
        var source = new ManualSource();
        var r = new RecordingObserver<int>();
        source.Where(x => x == 2 ? throw error : true).Subscribe(r);
        source.Observer!.OnNext(1);
        source.Observer.OnNext(2);
        Assert.Equal(1, source.Disposed);
        source.Observer.OnNext(3);
        source.Observer.OnCompleted();
        Assert.Equal([1], r.Values);
        Assert.Same(error, r.Error);
        Assert.Equal(1, source.Disposed);
        r.AssertGrammar();
    }

    [Fact]
    public void TakeUntil_OthersSignal_DisposesTheForeignSource_AndDropsWhatFollows()
    {
        var source = new ManualSource();
        var other = new global::Rheo.Subjects.Subject<int>();
        var r = new RecordingObserver<int>();
        source.TakeUntil(other).Subscribe(r);
        source.Observer!.OnNext(1);
        other.OnNext(0);
        Assert.Equal(1, source.Disposed);
        source.Observer.OnNext(2);
        source.Observer.OnCompleted();
        Assert.Equal([1], r.Values);
        Assert.True(r.Completed);
        r.AssertGrammar();
    }

    [Fact]
    public void TakeUntil_CallsAForeignObserverItself()
    {
        var frames = new List<string>();
        var source = new ManualSource(o => o.OnNext(1));
        source.TakeUntil(Observable.Never<int>()).Subscribe(new Lambda(_ => frames.AddRange(new StackTrace().GetFrames().Select(f => f.GetMethod()?.DeclaringType?.Name ?? ""))));
        Assert.NotEmpty(frames);
        Assert.DoesNotContain(frames, name => name.StartsWith("EdgeObserver", StringComparison.Ordinal));
    }

    [Fact]
    public void TakeUntil_AThrowingObserver_DisposesBothSources_GetsNothingMore_AndTheErrorReachesTheSender()
    {
        var error = new InvalidOperationException();
        var source = new ManualSource();
        var otherDisposed = 0;
        var other = Observable.Create<int>(_ => Disposables.Disposable.Create(() => otherDisposed++));
        var calls = 0;
        var terminated = false;
        source.TakeUntil(other).Subscribe(new Lambda(
            _ =>
            {
                if (++calls == 2)
                {
                    throw error;
                }
            },
            _ => terminated = true,
            () => terminated = true));
        source.Observer!.OnNext(1);
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => source.Observer.OnNext(2)));
        Assert.Equal(1, source.Disposed);
        Assert.Equal(1, otherDisposed);
        source.Observer.OnNext(3);
        source.Observer.OnCompleted();
        Assert.Equal(2, calls);
        Assert.False(terminated);
    }

    [Fact]
    public void TakeUntil_ToAForeignObserver_OthersSignalCompletes_AndDisposeSilences()
    {
        var source = new ManualSource();
        var other = new global::Rheo.Subjects.Subject<int>();
        var r = new RecordingObserver<int>();
        Observable.Range(0, 1).Concat(source).TakeUntil(other).Subscribe(r);
        source.Observer!.OnNext(1);
        other.OnNext(0);
        source.Observer.OnNext(2);
        Assert.Equal([0, 1], r.Values);
        Assert.True(r.Completed);
        r.AssertGrammar();

        var p = new RecordingObserver<int>();
        var subscription = source.TakeUntil(other).Subscribe(p);
        source.Observer!.OnNext(1);
        subscription.Dispose();
        other.OnNext(0);
        source.Observer.OnNext(2);
        Assert.Equal([1], p.Values);
        Assert.False(p.IsTerminated);
    }

    [Fact]
    public void RepeatOnNewThread_CallsAForeignObserverFromItsLoop()
    {
        var frames = new List<string>();
        using var done = new ManualResetEventSlim();
        var subscription = Observable.Repeat(1, NewThreadScheduler.Default).Subscribe(new Lambda(_ =>
        {
            if (!done.IsSet)
            {
                frames.AddRange(new StackTrace().GetFrames().Select(f => f.GetMethod()?.DeclaringType?.Name ?? ""));
                done.Set();
            }
        }));
        done.WaitWithin();
        subscription.Dispose();
        Assert.NotEmpty(frames);
        Assert.DoesNotContain(frames, name => name.StartsWith("EdgeObserver", StringComparison.Ordinal));
    }

    [Fact]
    public void RepeatOnNewThread_AThrowingObserver_DisposesTheSubscription_AndTheErrorLeavesTheLoopThread()
    {
        var error = new InvalidOperationException();
        Exception? escaped = null;
        using var ended = new ManualResetEventSlim();
        var scheduler = new NewThreadScheduler(start => new Thread(() =>
        {
            try
            {
                start();
            }
            catch (Exception e)
            {
                escaped = e;
            }

            ended.Set();
        }) { IsBackground = true });
        var calls = 0;
        var terminated = false;
        var subscription = Observable.Repeat(7, scheduler).Subscribe(new Lambda(
            _ =>
            {
                if (++calls == 3)
                {
                    throw error;
                }
            },
            _ => terminated = true,
            () => terminated = true));
        ended.WaitWithin();
        Assert.Same(error, escaped);
        Assert.Equal(3, calls);
        Assert.False(terminated);
        subscription.Dispose();
    }

    private sealed class Lambda(Action<int> onNext, Action<Exception>? onError = null, Action? onCompleted = null) : IObserver<int>
    {
        public void OnNext(int value) => onNext(value);

        public void OnError(Exception error) => onError?.Invoke(error);

        public void OnCompleted() => onCompleted?.Invoke();
    }

    /// <summary>A hand-written source: runs <c>onSubscribe</c> in <c>Subscribe</c>, keeps the observer, counts disposals.</summary>
    private sealed class ManualSource(Action<IObserver<int>>? onSubscribe = null) : IObservable<int>
    {
        public IObserver<int>? Observer { get; private set; }

        public int Disposed { get; private set; }

        public IDisposable Subscribe(IObserver<int> observer)
        {
            Observer = observer;
            onSubscribe?.Invoke(observer);
            return new Handle(this);
        }

        private sealed class Handle(ManualSource owner) : IDisposable
        {
            public void Dispose() => owner.Disposed++;
        }
    }
}
