using System.Collections;
using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo.Tests.Parity;

/// <summary>Small observable contracts pinned to Rx.NET's behaviour (each checked against System.Reactive 7).</summary>
public class SmallContractsTests
{
    [Fact]
    public void SerialDisposable_GetterAfterDispose_ReturnsNull()
    {
        var serial = new SerialDisposable { Disposable = new BooleanDisposable() };
        serial.Dispose();
        Assert.Null(serial.Disposable);

        var late = new BooleanDisposable();
        serial.Disposable = late;
        Assert.True(late.IsDisposed);
        Assert.Null(serial.Disposable);
    }

    [Fact]
    public void OtherAssignmentDisposables_GetterAfterDispose_ReturnsEmpty()
    {
        var multiple = new MultipleAssignmentDisposable { Disposable = new BooleanDisposable() };
        multiple.Dispose();
        Assert.Same(Disposable.Empty, multiple.Disposable);

        var single = new SingleAssignmentDisposable { Disposable = new BooleanDisposable() };
        single.Dispose();
        Assert.Same(Disposable.Empty, single.Disposable);

        var unset = new SingleAssignmentDisposable();
        unset.Dispose();
        Assert.Same(Disposable.Empty, unset.Disposable);
        var late = new BooleanDisposable();
        unset.Disposable = late;
        Assert.True(late.IsDisposed);
        Assert.Same(Disposable.Empty, unset.Disposable);
    }

    [Fact]
    public void CompositeDisposable_AfterDispose_DisposesAddedItemsAndStaysEmpty()
    {
        var composite = new CompositeDisposable(new BooleanDisposable());
        composite.Dispose();
        var late = new BooleanDisposable();
        composite.Add(late);
        Assert.True(late.IsDisposed);
        Assert.Empty(composite);
        Assert.DoesNotContain(late, composite);
        Assert.False(composite.Remove(late));
    }

    [Fact]
    public void RefCountDisposable_AfterDispose_IssuesDependentsWhileOthersAreAlive()
    {
        var underlying = new BooleanDisposable();
        var refCount = new RefCountDisposable(underlying, throwWhenDisposed: true);
        var first = refCount.GetDisposable();
        refCount.Dispose();

        // The underlying disposable is alive while a dependent is, so another dependent is issued (Rx.NET does the same).
        var second = refCount.GetDisposable();
        Assert.NotSame(Disposable.Empty, second);
        first.Dispose();
        Assert.False(underlying.IsDisposed);
        Assert.False(refCount.IsDisposed);
        second.Dispose();
        Assert.True(underlying.IsDisposed);
        Assert.True(refCount.IsDisposed);
        Assert.Throws<ObjectDisposedException>(() => refCount.GetDisposable());
    }

    [Fact]
    public void RefCountDisposable_AfterUnderlyingIsDisposed_ReturnsEmpty()
    {
        var refCount = new RefCountDisposable(new BooleanDisposable());
        refCount.Dispose();
        Assert.Same(Disposable.Empty, refCount.GetDisposable());
    }

    [Fact]
    public void ToLookup_Groups_AreReadOnlyLists()
    {
        var lookup = Observable.Range(1, 5).ToLookup(x => x % 2).Wait();
        var odd = lookup[1];
        var list = Assert.IsAssignableFrom<IList<int>>(odd);
        Assert.True(list.IsReadOnly);
        Assert.Equal([1, 3, 5], list);
        Assert.Equal(3, list[1]);
        Assert.Throws<NotSupportedException>(() => list.Add(7));
        Assert.Throws<NotSupportedException>(() => list.Insert(0, 7));
        Assert.Throws<NotSupportedException>(() => list.Remove(1));
        Assert.Throws<NotSupportedException>(() => list.RemoveAt(0));
        Assert.Throws<NotSupportedException>(() => list.Clear());
        Assert.Throws<NotSupportedException>(() => list[0] = 7);
        Assert.Equal([1, 3, 5], lookup[1]);

        foreach (var group in lookup)
        {
            if (group is ICollection<int> collection)
            {
                Assert.True(collection.IsReadOnly);
                Assert.Throws<NotSupportedException>(() => collection.Add(7));
            }

            Assert.False(group is List<int>);
        }

        Assert.Empty(lookup[9]);
    }

    [Fact]
    public void SynchronizationContextScheduler_BracketsEachPostWithOperationStartedAndCompleted()
    {
        var context = new RecordingContext();
        var scheduler = new SynchronizationContextScheduler(context);
        Assert.Empty(context.Log);

        scheduler.Schedule(() => context.Log.Add("run 1"));
        scheduler.Schedule(() => context.Log.Add("run 2"));
        Assert.Equal(["started", "post", "run 1", "completed", "started", "post", "run 2", "completed"], context.Log);
    }

    [Fact]
    public void SynchronizationContextScheduler_CanceledWork_StillCompletesTheOperation()
    {
        var context = new RecordingContext { Deferred = true };
        var scheduler = new SynchronizationContextScheduler(context, alwaysPost: false);
        var handle = scheduler.Schedule(() => context.Log.Add("run"));
        handle.Dispose();
        context.RunDeferred();
        Assert.Equal(["started", "post", "completed"], context.Log);
    }

    [Fact]
    public void SynchronizationContextScheduler_InlineWork_IsNotAnOperation()
    {
        var context = new RecordingContext();
        var scheduler = new SynchronizationContextScheduler(context, alwaysPost: false);
        var previous = SynchronizationContext.Current;
        SynchronizationContext.SetSynchronizationContext(context);
        try
        {
            scheduler.Schedule(() => context.Log.Add("run"));
        }
        finally
        {
            SynchronizationContext.SetSynchronizationContext(previous);
        }

        Assert.Equal(["run"], context.Log);
    }

    [Fact]
    public async Task SynchronizationContextScheduler_DelayedWork_StartsTheOperationWhenDue()
    {
        var context = new RecordingContext();
        var scheduler = new SynchronizationContextScheduler(context);
        var ran = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        scheduler.Schedule(TimeSpan.FromMilliseconds(1), () =>
        {
            context.Log.Add("run");
            ran.SetResult();
        });
        await ran.Task.Within();
        Bounded.Until(() => context.Log.Count == 4);
        Assert.Equal(["started", "post", "run", "completed"], context.Log);
    }

    [Theory]
    [InlineData("source completes", "next 11", "next 22", "completed", "enumerator disposed")]
    [InlineData("enumerable runs out", "next 11", "next 22", "completed", "enumerator disposed")]
    [InlineData("source fails", "next 11", "next 22", "error boom", "enumerator disposed")]
    [InlineData("selector throws", "next 11", "error selector", "enumerator disposed")]
    [InlineData("MoveNext throws", "next 11", "error move", "enumerator disposed")]
    [InlineData("subscription disposed", "next 11", "next 22", "unsubscribe", "enumerator disposed")]
    public void Zip_WithEnumerable_DisposesTheEnumeratorAfterTheTerminalMessage(string scenario, params string[] expected)
    {
        var log = new List<string>();
        var source = new Subject<int>();
        var items = new LoggingEnumerable(log, count: scenario == "enumerable runs out" ? 2 : 10, throwOnMove: scenario == "MoveNext throws" ? 2 : -1);
        var subscription = source
            .Zip(items, (a, b) => scenario == "selector throws" && a == 2 ? throw new InvalidOperationException("selector") : (a * 10) + b)
            .Subscribe(v => log.Add($"next {v}"), e => log.Add($"error {e.Message}"), () => log.Add("completed"));
        source.OnNext(1);
        source.OnNext(2);
        switch (scenario)
        {
            case "source completes":
                source.OnCompleted();
                break;
            case "enumerable runs out":
                source.OnNext(3);
                break;
            case "source fails":
                source.OnError(new InvalidOperationException("boom"));
                break;
            case "subscription disposed":
                log.Add("unsubscribe");
                subscription.Dispose();
                break;
        }

        subscription.Dispose();
        Assert.Equal(expected, log);
        Assert.False(source.HasObservers);
    }

    private sealed class RecordingContext : SynchronizationContext
    {
        private readonly Queue<(SendOrPostCallback Callback, object? State)> _deferred = new();

        public List<string> Log { get; } = [];

        public bool Deferred { get; init; }

        public override void OperationStarted() => Log.Add("started");

        public override void OperationCompleted() => Log.Add("completed");

        public override void Post(SendOrPostCallback d, object? state)
        {
            lock (Log)
            {
                Log.Add("post");
                if (Deferred)
                {
                    _deferred.Enqueue((d, state));
                    return;
                }
            }

            d(state);
        }

        public void RunDeferred()
        {
            while (_deferred.TryDequeue(out var work))
            {
                work.Callback(work.State);
            }
        }
    }

    private sealed class LoggingEnumerable(List<string> log, int count, int throwOnMove) : IEnumerable<int>
    {
        public IEnumerator<int> GetEnumerator() => new Enumerator(log, count, throwOnMove);

        IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

        private sealed class Enumerator(List<string> log, int count, int throwOnMove) : IEnumerator<int>
        {
            private int _position;

            public int Current => _position;

            object IEnumerator.Current => _position;

            public bool MoveNext()
            {
                if (_position + 1 == throwOnMove)
                {
                    throw new InvalidOperationException("move");
                }

                return ++_position <= count;
            }

            public void Reset() => throw new NotSupportedException();

            public void Dispose() => log.Add("enumerator disposed");
        }
    }
}
