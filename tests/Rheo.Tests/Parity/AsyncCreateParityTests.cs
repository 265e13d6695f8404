using System.Runtime.CompilerServices;
using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Parity;

/// <summary>
/// <c>Create</c> with an async subscribe function (every form: <c>Task</c>, <c>Task&lt;IDisposable&gt;</c>,
/// <c>Task&lt;Action&gt;</c>, each with and without a token), as Rx.NET: the function is called directly, so what it
/// throws before returning its task follows the synchronous <c>Create</c> rule (<c>OnError</c> while active, rethrown to
/// the subscriber after a terminal message); a faulted task fails the sequence while it is active; disposal or a terminal
/// message cancels the token. A fault the observer can no longer take never vanishes: a task already faulted when the
/// function returns after a terminal message is rethrown to the subscriber, one faulting later is left unobserved.
/// </summary>
[Collection(UnobservedTaskExceptionCollection.Name)]
public sealed class AsyncCreateParityTests
{
    public static TheoryData<string> Forms() =>
        ["Task", "ct, Task", "Task<IDisposable>", "ct, Task<IDisposable>", "Task<Action>", "ct, Task<Action>"];

    public static TheoryData<string> TokenForms() => ["ct, Task", "ct, Task<IDisposable>", "ct, Task<Action>"];

    /// <summary>The form's observable over <paramref name="body"/> (called directly: a synchronous throw stays synchronous); a result form returns <paramref name="resource"/> (or an action disposing it).</summary>
    private static IObservable<int> Make(string form, Func<IObserver<int>, CancellationToken, Task> body, IDisposable? resource = null)
    {
        var result = resource ?? Disposable.Empty;
        return form switch
        {
            "Task" => Observable.Create<int>((IObserver<int> o) => body(o, CancellationToken.None)),
            "ct, Task" => Observable.Create<int>((IObserver<int> o, CancellationToken ct) => body(o, ct)),
            "Task<IDisposable>" => Observable.Create<int>((IObserver<int> o) => Then(body(o, CancellationToken.None), result)),
            "ct, Task<IDisposable>" => Observable.Create<int>((IObserver<int> o, CancellationToken ct) => Then(body(o, ct), result)),
            "Task<Action>" => Observable.Create<int>((IObserver<int> o) => Then<Action>(body(o, CancellationToken.None), result.Dispose)),
            "ct, Task<Action>" => Observable.Create<int>((IObserver<int> o, CancellationToken ct) => Then<Action>(body(o, ct), result.Dispose)),
            _ => throw new ArgumentOutOfRangeException(nameof(form), form, null),
        };
    }

    /// <summary>The task's outcome with a result; completes synchronously when <paramref name="task"/> already has.</summary>
    private static async Task<TResult> Then<TResult>(Task task, TResult result)
    {
        await task;
        return result;
    }

    // --- Synchronous throw from the function ---

    [Theory]
    [MemberData(nameof(Forms))]
    public void SynchronousThrow_BeforeATerminalMessage_IsOnError(string form)
    {
        var error = new InvalidOperationException("sync");
        var o = new RecordingObserver<int>();
        Make(form, (observer, _) =>
        {
            observer.OnNext(1);
            throw error;
        }).Subscribe(o);
        Assert.Equal([1], o.Values);
        Assert.Same(error, o.Error);
        Assert.Empty(o.Violations);
    }

    [Theory]
    [MemberData(nameof(Forms))]
    public void SynchronousThrow_AfterATerminalMessage_IsRethrownToTheSubscriber(string form)
    {
        var error = new InvalidOperationException("sync");
        var o = new RecordingObserver<int>();
        var source = Make(form, (observer, _) =>
        {
            observer.OnCompleted();
            throw error;
        });
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => source.Subscribe(o)));
        Assert.True(o.Completed);
        Assert.Null(o.Error);
    }

    [Theory]
    [MemberData(nameof(Forms))]
    public void SynchronousThrow_AfterAnError_IsRethrownToTheSubscriber(string form)
    {
        var sent = new FormatException("sent");
        var thrown = new InvalidOperationException("thrown");
        var o = new RecordingObserver<int>();
        var source = Make(form, (observer, _) =>
        {
            observer.OnError(sent);
            throw thrown;
        });
        Assert.Same(thrown, Assert.Throws<InvalidOperationException>(() => source.Subscribe(o)));
        Assert.Same(sent, o.Error);
    }

    [Theory]
    [MemberData(nameof(Forms))]
    public void SynchronousThrow_WithoutAnErrorHandler_IsRethrownToTheSubscriber(string form)
    {
        var error = new InvalidOperationException("sync");
        var source = Make(form, (_, _) => throw error);
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => source.Subscribe()));
    }

    // --- A faulted task ---

    [Theory]
    [MemberData(nameof(Forms))]
    public void AlreadyFaultedTask_BeforeATerminalMessage_IsOnError(string form)
    {
        var error = new InvalidOperationException("faulted");
        var o = new RecordingObserver<int>();
        Make(form, (observer, _) =>
        {
            observer.OnNext(1);
            return Task.FromException(error);
        }).Subscribe(o);
        Assert.Equal([1], o.Values);
        Assert.Same(error, o.Error);
    }

    [Theory]
    [MemberData(nameof(Forms))]
    public void LaterFaultedTask_BeforeATerminalMessage_IsOnError(string form)
    {
        var error = new InvalidOperationException("faulted");
        var gate = new TaskCompletionSource();
        var o = new RecordingObserver<int>();
        Make(form, async (observer, _) =>
        {
            observer.OnNext(1);
            await gate.Task;
            throw error;
        }).Subscribe(o);
        Assert.Null(o.Error);
        gate.SetResult();
        Bounded.Until(() => o.IsTerminated);
        Assert.Equal([1], o.Values);
        Assert.Same(error, o.Error);
        Assert.Empty(o.Violations);
    }

    [Theory]
    [MemberData(nameof(Forms))]
    public void AlreadyFaultedTask_AfterATerminalMessage_IsRethrownToTheSubscriber(string form)
    {
        var error = new InvalidOperationException("faulted");
        var o = new RecordingObserver<int>();
        var source = Make(form, (observer, _) =>
        {
            observer.OnCompleted();
            return Task.FromException(error);
        });
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => source.Subscribe(o)));
        Assert.True(o.Completed);
        Assert.Null(o.Error);
    }

    [Theory]
    [MemberData(nameof(Forms))]
    public void AsyncFunctionThrowingAfterATerminalMessage_BeforeItsFirstAwait_IsRethrownToTheSubscriber(string form)
    {
        var error = new InvalidOperationException("async");
        var o = new RecordingObserver<int>();
#pragma warning disable CS1998 // The async function never awaits: its throw faults the returned task.
        var source = Make(form, async (observer, _) =>
        {
            observer.OnCompleted();
            throw error;
        });
#pragma warning restore CS1998
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => source.Subscribe(o)));
        Assert.True(o.Completed);
    }

    [Theory]
    [MemberData(nameof(Forms))]
    public void LaterFaultedTask_AfterATerminalMessage_IsReportedAsUnobserved(string form)
    {
        using var probe = new UnobservedProbe();
        SubscribeAndFaultLater(form, probe.Marker, dispose: false);
        Bounded.Until(() =>
        {
            GC.Collect();
            GC.WaitForPendingFinalizers();
            return probe.Count > 0;
        });
    }

    [Theory]
    [MemberData(nameof(Forms))]
    public void LaterFaultedTask_AfterDisposal_IsReportedAsUnobserved(string form)
    {
        using var probe = new UnobservedProbe();
        SubscribeAndFaultLater(form, probe.Marker, dispose: true);
        Bounded.Until(() =>
        {
            GC.Collect();
            GC.WaitForPendingFinalizers();
            return probe.Count > 0;
        });
    }

    /// <summary>Ten times: subscribes (completing at once unless <paramref name="dispose"/>, then disposing), then faults the task with the marker.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void SubscribeAndFaultLater(string form, string marker, bool dispose)
    {
        for (var i = 0; i < 10; i++)
        {
            var gate = new TaskCompletionSource();
            var subscription = Make(form, async (observer, _) =>
            {
                if (!dispose)
                {
                    observer.OnCompleted();
                }

                await gate.Task;
                throw new InvalidOperationException(marker);
            }).Subscribe(_ => { }, _ => { });
            if (dispose)
            {
                subscription.Dispose();
            }

            gate.SetResult();
        }
    }

    // --- Cancellation and the result ---

    [Theory]
    [MemberData(nameof(TokenForms))]
    public void Dispose_CancelsTheToken_AndTheCancellationIsNotDelivered(string form)
    {
        var token = CancellationToken.None;
        var o = new RecordingObserver<int>();
        var subscription = Make(form, (observer, ct) =>
        {
            token = ct;
            observer.OnNext(1);
            return Task.Delay(Timeout.Infinite, ct);
        }).Subscribe(o);
        Assert.False(token.IsCancellationRequested);
        subscription.Dispose();
        Assert.True(token.IsCancellationRequested);
        Assert.Equal([1], o.Values);
        Assert.False(o.IsTerminated);
    }

    [Theory]
    [MemberData(nameof(TokenForms))]
    public void ATerminalMessage_CancelsTheToken(string form)
    {
        var canceledAtCompletion = false;
        var o = new RecordingObserver<int>();
        Make(form, (observer, ct) =>
        {
            observer.OnCompleted();
            canceledAtCompletion = ct.IsCancellationRequested;
            return Task.Delay(Timeout.Infinite, ct);
        }).Subscribe(o);
        Assert.True(canceledAtCompletion);
        Assert.True(o.Completed);
        Assert.Empty(o.Violations);
    }

    [Theory]
    [MemberData(nameof(Forms))]
    public void CanceledTask_WhileActive_IsOnErrorWithTaskCanceledException(string form)
    {
        var o = new RecordingObserver<int>();
        Make(form, (_, _) => Task.FromCanceled(new CancellationToken(canceled: true))).Subscribe(o);
        Assert.IsType<TaskCanceledException>(o.Error);
    }

    [Theory]
    [InlineData("Task<IDisposable>")]
    [InlineData("ct, Task<IDisposable>")]
    [InlineData("Task<Action>")]
    [InlineData("ct, Task<Action>")]
    public void TheResult_IsDisposedOnDisposal_OrAtOnceAfterATerminalMessage(string form)
    {
        var kept = new BooleanDisposable();
        var subscription = Make(form, (_, _) => Task.CompletedTask, kept).Subscribe(_ => { });
        Assert.False(kept.IsDisposed);
        subscription.Dispose();
        Assert.True(kept.IsDisposed);

        var late = new BooleanDisposable();
        Make(form, (observer, _) =>
        {
            observer.OnCompleted();
            return Task.CompletedTask;
        }, late).Subscribe(_ => { });
        Assert.True(late.IsDisposed);
    }

    [Theory]
    [MemberData(nameof(Forms))]
    public void CompletedTask_CompletesOnlyThePlainTaskForm(string form)
    {
        var o = new RecordingObserver<int>();
        Make(form, (observer, _) =>
        {
            observer.OnNext(1);
            return Task.CompletedTask;
        }).Subscribe(o);
        Assert.Equal([1], o.Values);
        Assert.Equal(form is "Task" or "ct, Task", o.Completed);
    }

    /// <summary>Counts the unobserved task exceptions that carry this probe's marker (and marks them observed).</summary>
    private sealed class UnobservedProbe : IDisposable
    {
        private int _count;

        public UnobservedProbe() => TaskScheduler.UnobservedTaskException += OnUnobserved;

        public string Marker { get; } = "rheo-unobserved-" + Guid.NewGuid();

        public int Count => Volatile.Read(ref _count);

        public void Dispose() => TaskScheduler.UnobservedTaskException -= OnUnobserved;

        private void OnUnobserved(object? sender, UnobservedTaskExceptionEventArgs e)
        {
            if (e.Exception.Flatten().InnerExceptions.Any(x => x.Message == Marker))
            {
                Interlocked.Increment(ref _count);
                e.SetObserved();
            }
        }
    }
}
