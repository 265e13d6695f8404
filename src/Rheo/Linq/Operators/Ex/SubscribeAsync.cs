using System.Collections.Concurrent;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>SubscribeAsync</c>: values are queued and an asynchronous handler runs for one value at a time, in order.
/// The source is never blocked by a pending handler: the thread that finds the handler idle starts it, and
/// when it goes asynchronous the thread returns; the handler's continuation drains the queue. Completion and
/// the source's error are delivered after the queued values; a failing handler ends the subscription. Disposing
/// cancels the token handed to the handler and drops the queue.
/// </summary>
internal sealed class SubscribeAsyncSink<T>(Func<T, CancellationToken, ValueTask> onNext, Action<Exception> onError, Action onCompleted) : ISubscriber<T>, IDisposable
{
    private readonly ConcurrentQueue<T> _queue = new();
    private readonly CancellationTokenSource _cts = new();
    private IDisposable? _upstream;
    private Exception? _error;
    private int _wip;
    private volatile bool _sourceDone;
    private volatile bool _disposed;

    public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

    public void OnNext(T value)
    {
        if (_sourceDone || _disposed)
        {
            return;
        }

        _queue.Enqueue(value);
        Signal();
    }

    public void OnError(Exception error)
    {
        _error = error;
        _sourceDone = true;
        Signal();
    }

    public void OnCompleted()
    {
        _sourceDone = true;
        Signal();
    }

    public void Dispose()
    {
        if (_disposed)
        {
            return;
        }

        _disposed = true;
        DisposableSlot.Dispose(ref _upstream);
        _cts.Cancel();
        Signal();
    }

    private void Signal()
    {
        if (Interlocked.Increment(ref _wip) == 1)
        {
            Drain(1);
        }
    }

    private void Drain(int missed)
    {
        while (true)
        {
            if (_disposed)
            {
                _queue.Clear();
            }
            else
            {
                var done = _sourceDone;
                if (_queue.TryDequeue(out var value))
                {
                    ValueTask call;
                    try
                    {
                        call = onNext(value, _cts.Token);
                    }
                    catch (Exception error)
                    {
                        HandlerFailed(error);
                        return;
                    }

                    if (!call.IsCompletedSuccessfully)
                    {
                        _ = AwaitHandler(call, missed);
                        return;
                    }

                    continue;
                }

                if (done)
                {
                    _disposed = true;
                    DisposableSlot.Dispose(ref _upstream);
                    if (_error is { } error)
                    {
                        onError(error);
                    }
                    else
                    {
                        onCompleted();
                    }

                    return;
                }
            }

            missed = Interlocked.Add(ref _wip, -missed);
            if (missed == 0)
            {
                return;
            }
        }
    }

    private async Task AwaitHandler(ValueTask call, int missed)
    {
        try
        {
            await call.ConfigureAwait(false);
        }
        catch (Exception error)
        {
            HandlerFailed(error);
            return;
        }

        Drain(missed);
    }

    private void HandlerFailed(Exception error)
    {
        if (_disposed)
        {
            return;
        }

        _disposed = true;
        DisposableSlot.Dispose(ref _upstream);
        _cts.Cancel();
        _queue.Clear();
        onError(error);
    }
}
