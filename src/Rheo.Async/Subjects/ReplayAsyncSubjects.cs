namespace Rheo.Async.Subjects;

/// <summary>A subject that records its values (all of them, or the last <c>bufferSize</c>) and replays them to each joining observer.</summary>
/// <typeparam name="T">The element type.</typeparam>
public abstract class ReplayAsyncSubject<T> : PublishingAsyncSubject<T>
{
    private readonly Queue<T> _buffer = new();
    private readonly int _bufferSize;

    private protected ReplayAsyncSubject(int bufferSize, bool concurrent)
        : base(concurrent)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(bufferSize);
        _bufferSize = bufferSize;
    }

    private protected override bool ReplaysOnJoin => true;

    private protected override void Record(T value)
    {
        if (_bufferSize == 0)
        {
            return;
        }

        if (_buffer.Count == _bufferSize)
        {
            _buffer.Dequeue();
        }

        _buffer.Enqueue(value);
    }

    private protected override async ValueTask ReplayAsync(IAsyncObserver<T> observer)
    {
        foreach (var value in _buffer.ToArray())
        {
            await observer.OnNextAsync(value).ConfigureAwait(false);
        }
    }
}

/// <summary>A <see cref="ReplayAsyncSubject{T}"/> that awaits each observer in turn.</summary>
/// <typeparam name="T">The element type.</typeparam>
public sealed class SequentialReplayAsyncSubject<T> : ReplayAsyncSubject<T>
{
    /// <summary>Creates a subject that replays every value.</summary>
    public SequentialReplayAsyncSubject()
        : base(int.MaxValue, false)
    {
    }

    /// <summary>Creates a subject that replays the last <paramref name="bufferSize"/> values.</summary>
    /// <param name="bufferSize">How many values to replay.</param>
    public SequentialReplayAsyncSubject(int bufferSize)
        : base(bufferSize, false)
    {
    }
}

/// <summary>A <see cref="ReplayAsyncSubject{T}"/> that calls all observers, then awaits them together.</summary>
/// <typeparam name="T">The element type.</typeparam>
public sealed class ConcurrentReplayAsyncSubject<T> : ReplayAsyncSubject<T>
{
    /// <summary>Creates a subject that replays every value.</summary>
    public ConcurrentReplayAsyncSubject()
        : base(int.MaxValue, true)
    {
    }

    /// <summary>Creates a subject that replays the last <paramref name="bufferSize"/> values.</summary>
    /// <param name="bufferSize">How many values to replay.</param>
    public ConcurrentReplayAsyncSubject(int bufferSize)
        : base(bufferSize, true)
    {
    }
}
