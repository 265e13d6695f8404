using System.Threading.Tasks.Sources;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ToHotTask</c>: subscribes at once and completes a task with the first value (then disposes the
/// subscription), with the error, or with "Sequence contains no elements." on empty completion. Cancelling the
/// token disposes the subscription and cancels the task.
/// </summary>
internal sealed class ToHotTaskSink<T> : ISubscriber<T>
{
    private readonly TaskCompletionSource<T> _tcs = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private IDisposable? _upstream;
    private CancellationTokenRegistration _registration;

    public Task<T> Task => _tcs.Task;

    public void Start(IObservable<T> source, CancellationToken cancellationToken)
    {
        if (cancellationToken.CanBeCanceled)
        {
            _registration = cancellationToken.Register(static state =>
            {
                var sink = (ToHotTaskSink<T>)state!;
                DisposableSlot.Dispose(ref sink._upstream);
                sink._tcs.TrySetCanceled();
            }, this);
        }

        source.Run(this);
    }

    public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

    public void OnNext(T value)
    {
        DisposableSlot.Dispose(ref _upstream);
        _registration.Dispose();
        _tcs.TrySetResult(value);
    }

    public void OnError(Exception error)
    {
        _registration.Dispose();
        _tcs.TrySetException(error);
    }

    public void OnCompleted()
    {
        _registration.Dispose();
        _tcs.TrySetException(AggregateErrors.NoElements());
    }
}

/// <summary>
/// <c>ToHotValueTask</c>: the same contract as <see cref="ToHotTaskSink{T}"/>, but the sink is the value task's
/// source (one object per call, no <see cref="Task"/>); the value task can be awaited once.
/// </summary>
internal sealed class ToHotValueTaskSink<T> : ISubscriber<T>, IValueTaskSource<T>
{
    private ManualResetValueTaskSourceCore<T> _core = new() { RunContinuationsAsynchronously = true };
    private IDisposable? _upstream;
    private int _completed;

    public ValueTask<T> Start(IObservable<T> source)
    {
        source.Run(this);
        return new ValueTask<T>(this, _core.Version);
    }

    public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

    public void OnNext(T value)
    {
        DisposableSlot.Dispose(ref _upstream);
        if (Interlocked.Exchange(ref _completed, 1) == 0)
        {
            _core.SetResult(value);
        }
    }

    public void OnError(Exception error)
    {
        if (Interlocked.Exchange(ref _completed, 1) == 0)
        {
            _core.SetException(error);
        }
    }

    public void OnCompleted()
    {
        if (Interlocked.Exchange(ref _completed, 1) == 0)
        {
            _core.SetException(AggregateErrors.NoElements());
        }
    }

    public T GetResult(short token) => _core.GetResult(token);

    public ValueTaskSourceStatus GetStatus(short token) => _core.GetStatus(token);

    public void OnCompleted(Action<object?> continuation, object? state, short token, ValueTaskSourceOnCompletedFlags flags) =>
        _core.OnCompleted(continuation, state, token, flags);
}
