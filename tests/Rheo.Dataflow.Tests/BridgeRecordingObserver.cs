namespace Rheo.Dataflow.Tests;

/// <summary>Records what an observable bridge delivers: values in order, the terminal signal, grammar violations.</summary>
internal sealed class BridgeRecordingObserver<T> : IObserver<T>
{
    private readonly object _lock = new();
    private readonly List<T> _values = [];
    private readonly TaskCompletionSource<Exception?> _done = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private TaskCompletionSource? _countReached;
    private int _expected;
    private int _terminals;
    private int _afterTerminal;

    public IReadOnlyList<T> Values
    {
        get
        {
            lock (_lock)
            {
                return [.. _values];
            }
        }
    }

    /// <summary>Completes with null on OnCompleted, with the error on OnError.</summary>
    public Task<Exception?> Done => _done.Task;

    public int Terminals => Volatile.Read(ref _terminals);

    public int CallsAfterTerminal => Volatile.Read(ref _afterTerminal);

    /// <summary>A task completing once <paramref name="count"/> values arrived.</summary>
    public Task WhenCount(int count)
    {
        lock (_lock)
        {
            if (_values.Count >= count)
            {
                return Task.CompletedTask;
            }

            _expected = count;
            _countReached = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
            return _countReached.Task;
        }
    }

    public void OnNext(T value)
    {
        TaskCompletionSource? reached = null;
        lock (_lock)
        {
            if (_terminals > 0)
            {
                _afterTerminal++;
            }

            _values.Add(value);
            if (_countReached is not null && _values.Count >= _expected)
            {
                reached = _countReached;
                _countReached = null;
            }
        }

        reached?.TrySetResult();
    }

    public void OnCompleted() => Terminate(null);

    public void OnError(Exception error) => Terminate(error);

    private void Terminate(Exception? error)
    {
        if (Interlocked.Increment(ref _terminals) > 1)
        {
            Interlocked.Increment(ref _afterTerminal);
        }

        _done.TrySetResult(error);
    }
}
