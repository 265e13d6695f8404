using Rheo.Async;

namespace Rheo.Dataflow.Tests;

/// <summary>
/// An asynchronous observer for the Dataflow bridge tests: records values, flags grammar violations and overlapping
/// calls, lets a test await termination, and runs an optional hook inside OnNextAsync (to slow the consumer down).
/// </summary>
internal sealed class AsyncBridgeRecordingObserver<T>(Func<T, ValueTask>? onNext = null) : IAsyncObserver<T>
{
    private readonly TaskCompletionSource _terminated = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private readonly List<T> _values = [];
    private readonly Lock _gate = new();
    private readonly List<string> _violations = [];
    private int _inFlight;
    private int _terminals;

    public Exception? Error { get; private set; }

    public bool Completed { get; private set; }

    public int TerminalCount => Volatile.Read(ref _terminals);

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

    public async Task WaitAsync()
    {
        await _terminated.Task.Within();

        AssertGrammar();
    }

    public void AssertGrammar()
    {
        lock (_gate)
        {
            Assert.Empty(_violations);
        }
    }

    public async ValueTask OnNextAsync(T value)
    {
        Enter();
        try
        {
            lock (_gate)
            {
                if (_terminals > 0)
                {
                    _violations.Add("OnNext after terminal");
                }

                _values.Add(value);
            }

            if (onNext is not null)
            {
                await onNext(value);
            }
        }
        finally
        {
            Interlocked.Decrement(ref _inFlight);
        }
    }

    public ValueTask OnErrorAsync(Exception error)
    {
        Terminal();
        Error = error;
        _terminated.TrySetResult();
        return default;
    }

    public ValueTask OnCompletedAsync()
    {
        Terminal();
        Completed = true;
        _terminated.TrySetResult();
        return default;
    }

    private void Terminal()
    {
        Enter();
        if (Interlocked.Increment(ref _terminals) > 1)
        {
            lock (_gate)
            {
                _violations.Add("second terminal");
            }
        }

        Interlocked.Decrement(ref _inFlight);
    }

    private void Enter()
    {
        if (Interlocked.Increment(ref _inFlight) != 1)
        {
            lock (_gate)
            {
                _violations.Add("overlapping calls");
            }
        }
    }
}
