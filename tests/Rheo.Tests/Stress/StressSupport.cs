using System.Collections.Concurrent;

namespace Rheo.Tests.Stress;

/// <summary>
/// An observer for stress runs: records every message and checks the grammar on every call (no overlapping calls,
/// nothing after a terminal message, at most one terminal message). Calls stay inside the observer for a short spin
/// now and then, so that an overlapping call from another thread has a window to show.
/// </summary>
public sealed class StressObserver<T> : IObserver<T>
{
    private readonly object _gate = new();
    private readonly List<T> _values = new();
    private readonly ConcurrentQueue<string> _violations = new();
    private readonly Action<T>? _onNext;
    private int _inside;
    private int _calls;
    private int _terminalCount;
    private int _unsubscribed;
    private Exception? _error;
    private bool _completed;

    /// <summary>Creates an observer; <paramref name="onNext"/> runs inside each checked <c>OnNext</c> call.</summary>
    public StressObserver(Action<T>? onNext = null)
    {
        _onNext = onNext;
        Terminated = new ManualResetEventSlim();
    }

    /// <summary>Set when the first terminal message arrives.</summary>
    public ManualResetEventSlim Terminated { get; }

    /// <summary>A copy of the values received so far.</summary>
    public List<T> Values
    {
        get
        {
            lock (_gate)
            {
                return new List<T>(_values);
            }
        }
    }

    /// <summary>How many values were received so far.</summary>
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

    public Exception? Error
    {
        get
        {
            lock (_gate)
            {
                return _error;
            }
        }
    }

    public bool Completed
    {
        get
        {
            lock (_gate)
            {
                return _completed;
            }
        }
    }

    public int TerminalCount => Volatile.Read(ref _terminalCount);

    public IReadOnlyCollection<string> Violations => _violations.ToArray();

    /// <summary>Marks the observer as unsubscribed: a call that starts after this is a violation.</summary>
    public void MarkUnsubscribed() => Volatile.Write(ref _unsubscribed, 1);

    public void OnNext(T value)
    {
        Enter("OnNext");
        try
        {
            if (Volatile.Read(ref _terminalCount) != 0)
            {
                _violations.Enqueue($"OnNext({value}) after terminal");
            }

            lock (_gate)
            {
                _values.Add(value);
            }

            _onNext?.Invoke(value);
        }
        finally
        {
            Leave();
        }
    }

    public void OnError(Exception error)
    {
        Enter("OnError");
        try
        {
            lock (_gate)
            {
                _error ??= error;
            }

            Terminal("OnError");
        }
        finally
        {
            Leave();
        }
    }

    public void OnCompleted()
    {
        Enter("OnCompleted");
        try
        {
            lock (_gate)
            {
                _completed = true;
            }

            Terminal("OnCompleted");
        }
        finally
        {
            Leave();
        }
    }

    /// <summary>Asserts that no call broke the grammar or overlapped another.</summary>
    public void AssertGrammar() => Assert.Empty(Violations);

    /// <summary>Asserts the grammar and that exactly one <c>OnCompleted</c> arrived.</summary>
    public void AssertCompletedOnce()
    {
        AssertGrammar();
        Assert.Null(Error);
        Assert.True(Completed, "OnCompleted expected");
        Assert.Equal(1, TerminalCount);
    }

    private void Terminal(string name)
    {
        if (Interlocked.Increment(ref _terminalCount) != 1)
        {
            _violations.Enqueue($"{name} after terminal");
        }

        Terminated.Set();
    }

    private void Enter(string name)
    {
        if (Interlocked.Increment(ref _inside) != 1)
        {
            _violations.Enqueue($"overlapping {name}");
        }

        if (Volatile.Read(ref _unsubscribed) != 0)
        {
            _violations.Enqueue($"{name} after unsubscription returned");
        }

        // Stay inside a little on every 8th call: a concurrent call then overlaps visibly.
        if ((Interlocked.Increment(ref _calls) & 7) == 0)
        {
            Thread.SpinWait(20);
        }
    }

    private void Leave() => Interlocked.Decrement(ref _inside);
}

/// <summary>Starts threads at one start line and waits (bounded) for all of them, rethrowing the first failure.</summary>
public static class StressThreads
{
    /// <summary>Runs <paramref name="body"/> on <paramref name="count"/> new threads released together.</summary>
    public static void Run(int count, Action<int> body)
    {
        using var start = new Barrier(count);
        var errors = new ConcurrentQueue<Exception>();
        var threads = new Thread[count];
        for (var i = 0; i < count; i++)
        {
            var index = i;
            threads[i] = new Thread(() =>
            {
                try
                {
                    start.SignalAndWaitWithin();
                    body(index);
                }
                catch (Exception e)
                {
                    errors.Enqueue(e);
                }
            })
            { IsBackground = true, Name = $"stress-{index}" };
            threads[i].Start();
        }

        foreach (var thread in threads)
        {
            thread.JoinWithin();
        }

        if (errors.TryDequeue(out var error))
        {
            throw new AggregateException(errors.Prepend(error));
        }
    }

    /// <summary>Sends 0, 1, ... <paramref name="count"/> - 1 to <paramref name="observer"/>, then completes it.</summary>
    public static void SendThenComplete(IObserver<int> observer, int count)
    {
        for (var i = 0; i < count; i++)
        {
            observer.OnNext(i);
        }

        observer.OnCompleted();
    }

    /// <summary>
    /// Asserts that <paramref name="values"/> (each encoded as <c>producer * stride + index</c>) holds every producer's
    /// values exactly once and in its order.
    /// </summary>
    public static void AssertPerProducerOrder(IReadOnlyList<int> values, int producers, int perProducer, int stride)
    {
        Assert.Equal(producers * perProducer, values.Count);
        var next = new int[producers];
        foreach (var value in values)
        {
            var producer = value / stride;
            Assert.InRange(producer, 0, producers - 1);
            Assert.Equal(next[producer], value % stride);
            next[producer]++;
        }

        Assert.All(next, n => Assert.Equal(perProducer, n));
    }
}
