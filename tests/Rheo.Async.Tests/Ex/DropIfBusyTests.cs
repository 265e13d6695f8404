using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Ex;

public sealed class DropIfBusyTests
{
    private static readonly InvalidOperationException Boom = new("boom");

    [Fact]
    public void Arguments_AreCheckedByName()
    {
        Assert.Throws<ArgumentNullException>("source", () => AsyncObservableEx.DropIfBusy<int>(null!));
        Assert.Throws<ArgumentNullException>("source", () => AsyncObservableEx.DropIfBusy<int>(null!, (_, _) => default));
        Assert.Throws<ArgumentNullException>("handler", () => AsyncObservable.Return(1).DropIfBusy(null!));
    }

    [Fact]
    public async Task Handler_Synchronous_EveryValueHandledAndDelivered()
    {
        var handled = new List<int>();
        var o = await AsyncObservable.Range(0, 10).DropIfBusy((x, _) =>
        {
            handled.Add(x);
            return default;
        }).RecordAsync();
        Assert.Equal(Enumerable.Range(0, 10), handled);
        Assert.Equal(Enumerable.Range(0, 10), o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public async Task Handler_ValuesArrivingWhileItRuns_AreDropped_CompletionWaits()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var pending = new TaskCompletionSource();
        var handled = new List<int>();
        var o = new AsyncRecordingObserver<int>();
        await using var handle = await subject.DropIfBusy((x, _) =>
        {
            handled.Add(x);
            return x == 1 ? new ValueTask(pending.Task) : default;
        }).SubscribeAsync(o);

        Assert.True(subject.OnNextAsync(1).IsCompletedSuccessfully);
        Assert.True(subject.OnNextAsync(2).IsCompletedSuccessfully);
        Assert.Empty(o.Values);

        // Completed off the test framework's context, the continuations run inline.
        await Task.Run(pending.SetResult);
        Assert.Equal([1], o.Values);
        Assert.True(subject.OnNextAsync(3).IsCompletedSuccessfully);
        Assert.Equal([1, 3], o.Values);
        Assert.Equal([1, 3], handled);

        pending = new TaskCompletionSource();
        await subject.OnNextAsync(1);
        var completion = subject.OnCompletedAsync();
        Assert.Equal(0, o.TerminalCount);
        await Task.Run(pending.SetResult);
        await completion.AsTask().WaitAsync(AsyncTestSequences.Timeout);
        await o.WaitAsync();
        Assert.Equal([1, 3, 1], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task Handler_ThatFails_EndsWithItsError_AndDisposesTheSource(bool pendingFault)
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var disposed = 0;
        var pending = new TaskCompletionSource();
        var o = new AsyncRecordingObserver<int>();
        await using var handle = await subject.DoOnDispose(() => disposed++)
            .DropIfBusy((x, _) => x == 0 ? default : pendingFault ? new ValueTask(pending.Task) : throw Boom)
            .SubscribeAsync(o);

        await subject.OnNextAsync(0);
        await subject.OnNextAsync(1);
        if (pendingFault)
        {
            await Task.Run(() => pending.SetException(Boom));
        }

        await o.WaitAsync();
        Assert.Same(Boom, o.Error);
        Assert.Equal([0], o.Values);
        Assert.Equal(1, disposed);
        o.AssertGrammar();
    }

    [Fact]
    public async Task Handler_Dispose_CancelsItsToken_AndReportsNothing()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var cancelled = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var o = new AsyncRecordingObserver<int>();
        var handle = await subject.DropIfBusy(async (_, token) =>
        {
            try
            {
                await Task.Delay(Timeout.Infinite, token);
            }
            catch (OperationCanceledException)
            {
                cancelled.TrySetResult();
                throw;
            }
        }).SubscribeAsync(o);

        await subject.OnNextAsync(1);
        await handle.DisposeAsync();
        await cancelled.Task.WaitAsync(AsyncTestSequences.Timeout);
        Assert.Empty(o.Values);
        Assert.Equal(0, o.TerminalCount);
    }

    [Fact]
    public async Task Handler_SynchronousPath_CompletesSynchronously_AndDeliversEveryValue()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var received = 0;
        var observer = new FuncObserver(_ =>
        {
            received++;
            return default;
        });
        await using var handle = await subject.DropIfBusy(static (_, _) => default).SubscribeAsync(observer);
        for (var i = 0; i < 1_000; i++)
        {
            Assert.True(subject.OnNextAsync(i).IsCompletedSuccessfully);
        }

        Assert.Equal(1_000, received);
    }

    [Fact]
    public async Task SynchronousObserver_GetsEveryValue()
    {
        var o = await AsyncObservable.Range(0, 100).DropIfBusy().RecordAsync();
        Assert.Equal(Enumerable.Range(0, 100), o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public async Task ValuesArrivingWhileTheObserverIsPending_AreDroppedAndDoNotWait()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        TaskCompletionSource? pending = null;
        var o = new AsyncRecordingObserver<int>(x => x == 1 ? new ValueTask((pending = new TaskCompletionSource()).Task) : default);
        await using var handle = await subject.DropIfBusy().SubscribeAsync(o);

        Assert.True(subject.OnNextAsync(1).IsCompletedSuccessfully);
        Assert.True(subject.OnNextAsync(2).IsCompletedSuccessfully);
        Assert.True(subject.OnNextAsync(3).IsCompletedSuccessfully);
        Assert.Equal([1], o.Values);

        // Completed off the test framework's context, the continuations run inline: the delivery has ended on return.
        await Task.Run(pending!.SetResult);
        Assert.True(subject.OnNextAsync(4).IsCompletedSuccessfully);
        Assert.Equal([1, 4], o.Values);
        await subject.OnCompletedAsync();
        await o.WaitAsync();
        Assert.Equal([1, 4], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task Terminal_WaitsForTheDeliveryInFlight(bool error)
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var pending = new TaskCompletionSource();
        var o = new AsyncRecordingObserver<int>(_ => new ValueTask(pending.Task));
        await using var handle = await subject.DropIfBusy().SubscribeAsync(o);

        await subject.OnNextAsync(1);
        var terminal = error ? subject.OnErrorAsync(Boom) : subject.OnCompletedAsync();
        Assert.False(terminal.IsCompleted);
        Assert.Equal(0, o.TerminalCount);

        pending.SetResult();
        await terminal.AsTask().WaitAsync(AsyncTestSequences.Timeout);
        await o.WaitAsync();
        Assert.Equal([1], o.Values);
        if (error)
        {
            Assert.Same(Boom, o.Error);
        }
        else
        {
            Assert.True(o.Completed);
        }

        o.AssertGrammar();
    }

    [Fact]
    public async Task Dispose_WhileATerminalWaits_SendsNothingMore()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var pending = new TaskCompletionSource();
        var o = new AsyncRecordingObserver<int>(_ => new ValueTask(pending.Task));
        var handle = await subject.DropIfBusy().SubscribeAsync(o);

        await subject.OnNextAsync(1);
        var terminal = subject.OnCompletedAsync();
        await handle.DisposeAsync();
        pending.SetResult();
        await terminal.AsTask().WaitAsync(AsyncTestSequences.Timeout);
        Assert.Equal([1], o.Values);
        Assert.Equal(0, o.TerminalCount);
        o.AssertGrammar();
    }

    [Fact]
    public async Task Dispose_MidStream_DisposesTheSource()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var disposed = 0;
        var o = new AsyncRecordingObserver<int>();
        var handle = await subject.DoOnDispose(() => disposed++).DropIfBusy().SubscribeAsync(o);
        await subject.OnNextAsync(1);
        await handle.DisposeAsync();
        await subject.OnNextAsync(2);
        await subject.OnCompletedAsync();
        Assert.Equal(1, disposed);
        Assert.Equal([1], o.Values);
        Assert.Equal(0, o.TerminalCount);
    }

    [Fact]
    public async Task PendingDeliveryThatFaults_StopsTheOperator()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var disposed = 0;
        var pending = new TaskCompletionSource();
        var o = new AsyncRecordingObserver<int>(x => x == 1 ? new ValueTask(pending.Task) : default);
        await using var handle = await subject.DoOnDispose(() => disposed++).DropIfBusy().SubscribeAsync(o);

        await subject.OnNextAsync(1);
        await Task.Run(() => pending.SetException(Boom));
        Assert.Equal(1, disposed);
        await subject.OnNextAsync(2);
        await subject.OnCompletedAsync();
        Assert.Equal([1], o.Values);
        Assert.Equal(0, o.TerminalCount);
    }

    [Fact]
    public async Task SynchronousPaths_CompleteSynchronously_DeliveringOrDropping()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var slow = false;
        var pending = new TaskCompletionSource();
        var received = 0;
        var observer = new FuncObserver(_ =>
        {
            received++;
            return slow ? new ValueTask(pending.Task) : default;
        });
        await using var handle = await subject.DropIfBusy().SubscribeAsync(observer);
        for (var i = 0; i < 1_000; i++)
        {
            Assert.True(subject.OnNextAsync(i).IsCompletedSuccessfully);
        }

        // The drop path: one pending delivery, then every value is dropped.
        slow = true;
        Assert.True(subject.OnNextAsync(-1).IsCompletedSuccessfully);
        for (var i = 0; i < 1_000; i++)
        {
            Assert.True(subject.OnNextAsync(i).IsCompletedSuccessfully);
        }

        Assert.Equal(1_001, received);
        pending.SetResult();
    }

    [Fact]
    public async Task Stress_ObserverCompletingOnOtherThreads_ExactAccounting()
    {
        const int N = 50_000;
        var observer = new StressObserver();
        var subject = new SequentialSimpleAsyncSubject<int>();
        await using var handle = await subject.DropIfBusy().SubscribeAsync(observer);

        var (deliveredBySource, dropped, deliveredWhileBusy) = await Task.Run(async () =>
        {
            int delivered = 0, drops = 0, busyDeliveries = 0;
            for (var i = 0; i < N; i++)
            {
                // A value sent while a delivery is pending and still pending after the call must be dropped.
                // (The observer clears Busy before it counts a completion, and completes after both.)
                var completions = Volatile.Read(ref observer.Completions);
                var busy = Volatile.Read(ref observer.Busy) != 0;
                var send = subject.OnNextAsync(i);
                busy &= Volatile.Read(ref observer.Completions) == completions;
                if (!send.IsCompletedSuccessfully)
                {
                    throw new InvalidOperationException("DropIfBusy held the source back.");
                }

                if (Volatile.Read(ref observer.Last) == i)
                {
                    delivered++;
                    busyDeliveries += busy ? 1 : 0;
                }
                else
                {
                    drops++;
                }
            }

            await subject.OnCompletedAsync();
            return (delivered, drops, busyDeliveries);
        }).WaitAsync(AsyncTestSequences.Timeout);

        await observer.Terminated.Task.WaitAsync(AsyncTestSequences.Timeout);
        var values = observer.Values;
        Assert.Equal(N, deliveredBySource + dropped);
        Assert.Equal(deliveredBySource, values.Count);
        Assert.True(dropped > 0);
        Assert.Equal(0, deliveredWhileBusy);
        for (var i = 1; i < values.Count; i++)
        {
            Assert.True(values[i] > values[i - 1]);
        }

        Assert.Equal(1, observer.MaxInFlight);
        Assert.Empty(observer.Violations);
    }

    [Fact]
    public async Task Handler_Stress_HandlerCompletingOnOtherThreads_ExactAccounting()
    {
        const int N = 50_000;
        var lastHandled = -1;
        var handlers = 0;
        var maxHandlers = 0;
        var calls = 0;
        var subject = new SequentialSimpleAsyncSubject<int>();
        var o = new AsyncRecordingObserver<int>();
        await using var handle = await subject.DropIfBusy((x, _) =>
        {
            var now = Interlocked.Increment(ref handlers);
            maxHandlers = Math.Max(maxHandlers, now);
            Volatile.Write(ref lastHandled, x);
            if (++calls % 5 != 0)
            {
                Interlocked.Decrement(ref handlers);
                return default;
            }

            var done = new TaskCompletionSource();
            ThreadPool.UnsafeQueueUserWorkItem(
                state =>
                {
                    Interlocked.Decrement(ref handlers);
                    state.SetResult();
                },
                done,
                preferLocal: false);
            return new ValueTask(done.Task);
        }).SubscribeAsync(o);

        var (handled, dropped) = await Task.Run(async () =>
        {
            int started = 0, drops = 0;
            for (var i = 0; i < N; i++)
            {
                if (!subject.OnNextAsync(i).IsCompletedSuccessfully)
                {
                    throw new InvalidOperationException("DropIfBusy held the source back.");
                }

                if (Volatile.Read(ref lastHandled) == i)
                {
                    started++;
                }
                else
                {
                    drops++;
                }
            }

            await subject.OnCompletedAsync();
            return (started, drops);
        }).WaitAsync(AsyncTestSequences.Timeout);

        await o.WaitAsync();
        o.AssertGrammar();
        Assert.True(o.Completed);
        Assert.Equal(N, handled + dropped);
        Assert.Equal(handled, o.Count);
        Assert.Equal(handled, calls);
        Assert.True(dropped > 0);
        var values = o.Values;
        for (var i = 1; i < values.Length; i++)
        {
            Assert.True(values[i] > values[i - 1]);
        }

        Assert.Equal(1, maxHandlers);
    }

    /// <summary>Returns a pending task for every seventh value it receives and completes it from the thread pool.</summary>
    private sealed class StressObserver : IAsyncObserver<int>
    {
        public int Busy;
        public int Completions;
        public int Last = -1;
        private int _inFlight;
        private int _received;
        private int _terminals;

        public List<int> Values { get; } = [];

        public List<string> Violations { get; } = [];

        public int MaxInFlight { get; private set; }

        public TaskCompletionSource Terminated { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

        public ValueTask OnNextAsync(int value)
        {
            var inFlight = Interlocked.Increment(ref _inFlight);
            MaxInFlight = Math.Max(MaxInFlight, inFlight);
            if (_terminals != 0)
            {
                Violations.Add("value after terminal");
            }

            Values.Add(value);
            Volatile.Write(ref Last, value);
            if (++_received % 7 != 0)
            {
                Interlocked.Decrement(ref _inFlight);
                return default;
            }

            var done = new TaskCompletionSource();
            Volatile.Write(ref Busy, 1);
            ThreadPool.UnsafeQueueUserWorkItem(
                state =>
                {
                    Volatile.Write(ref Busy, 0);
                    Interlocked.Increment(ref Completions);
                    Interlocked.Decrement(ref _inFlight);
                    state.SetResult();
                },
                done,
                preferLocal: false);
            return new ValueTask(done.Task);
        }

        public ValueTask OnErrorAsync(Exception error) => Terminal("error");

        public ValueTask OnCompletedAsync() => Terminal(null);

        private ValueTask Terminal(string? unexpected)
        {
            if (Volatile.Read(ref _inFlight) != 0)
            {
                Violations.Add("terminal during a delivery");
            }

            if (_terminals++ != 0 || unexpected is not null)
            {
                Violations.Add(unexpected ?? "second terminal");
            }

            Terminated.TrySetResult();
            return default;
        }
    }

    private sealed class FuncObserver(Func<int, ValueTask> onNext) : IAsyncObserver<int>
    {
        public ValueTask OnNextAsync(int value) => onNext(value);

        public ValueTask OnErrorAsync(Exception error) => default;

        public ValueTask OnCompletedAsync() => default;
    }
}
