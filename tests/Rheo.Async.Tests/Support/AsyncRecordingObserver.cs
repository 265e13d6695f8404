using Rheo.Async;

namespace Rheo.Async.Tests.Support;

/// <summary>
/// Records what an asynchronous observer receives, flags grammar violations and overlapping calls, and lets a test
/// await termination. An optional per-value hook runs inside OnNextAsync (to slow the consumer down).
/// </summary>
public sealed class AsyncRecordingObserver<T>(Func<T, ValueTask>? onNext = null) : IAsyncObserver<T>
{
    private readonly TaskCompletionSource _terminated = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private readonly List<T> _values = [];
    private readonly Lock _gate = new();
    private int _inFlight;

    public List<string> Violations { get; } = [];

    public Exception? Error { get; private set; }

    public bool Completed { get; private set; }

    public int TerminalCount { get; private set; }

    public T[] Values
    {
        get
        {
            lock (_gate)
            {
                return [.. _values];
            }
        }
    }

    public int Count
    {
        get
        {
            lock (_gate)
            {
                return _values.Count;
            }
        }
    }

    public Task Terminated => _terminated.Task;

    public async Task WaitAsync()
    {
        if (await Task.WhenAny(_terminated.Task, Task.Delay(Bounded.Timeout)).ConfigureAwait(false) != _terminated.Task)
        {
            throw new TimeoutException($"The sequence did not terminate within {Bounded.Timeout.TotalSeconds} s.");
        }
    }

    public ValueTask OnNextAsync(T value)
    {
        Enter("OnNext");
        lock (_gate)
        {
            if (TerminalCount > 0)
            {
                Violations.Add("OnNext after terminal");
            }

            _values.Add(value);
        }

        if (onNext is null)
        {
            Exit();
            return default;
        }

        return Slow(value);
    }

    public ValueTask OnErrorAsync(Exception error)
    {
        Enter("OnError");
        lock (_gate)
        {
            if (TerminalCount++ > 0)
            {
                Violations.Add("second terminal");
            }

            Error = error;
        }

        Exit();
        _terminated.TrySetResult();
        return default;
    }

    public ValueTask OnCompletedAsync()
    {
        Enter("OnCompleted");
        lock (_gate)
        {
            if (TerminalCount++ > 0)
            {
                Violations.Add("second terminal");
            }

            Completed = true;
        }

        Exit();
        _terminated.TrySetResult();
        return default;
    }

    public void AssertGrammar() => Assert.Empty(Violations);

    private async ValueTask Slow(T value)
    {
        try
        {
            await onNext!(value).ConfigureAwait(false);
        }
        finally
        {
            Exit();
        }
    }

    private void Enter(string what)
    {
        if (Interlocked.Increment(ref _inFlight) != 1)
        {
            lock (_gate)
            {
                Violations.Add("overlapping " + what);
            }
        }
    }

    private void Exit() => Interlocked.Decrement(ref _inFlight);
}
