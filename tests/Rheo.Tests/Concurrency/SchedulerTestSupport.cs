using System.Diagnostics;
using Rheo.Tests.Support;

namespace Rheo.Tests.Concurrency;

/// <summary>Helpers shared by the scheduler tests.</summary>
internal static class SchedulerTestSupport
{
    public static readonly TimeSpan Timeout = Bounded.Timeout;

    public static int StackDepth() => new StackTrace().FrameCount;
}

/// <summary>A synchronization context that queues posted work until the test pumps it.</summary>
internal sealed class QueueingSynchronizationContext : SynchronizationContext
{
    private readonly Queue<(SendOrPostCallback Callback, object? State)> _queue = new();

    public int Posted { get; private set; }

    public override void Post(SendOrPostCallback d, object? state)
    {
        lock (_queue)
        {
            Posted++;
            _queue.Enqueue((d, state));
        }
    }

    public int Pump()
    {
        var ran = 0;
        var previous = Current;
        SetSynchronizationContext(this);
        try
        {
            while (true)
            {
                (SendOrPostCallback Callback, object? State) item;
                lock (_queue)
                {
                    if (!_queue.TryDequeue(out item))
                    {
                        return ran;
                    }
                }

                item.Callback(item.State);
                ran++;
            }
        }
        finally
        {
            SetSynchronizationContext(previous);
        }
    }
}

/// <summary>Forwards to a recording observer and sets an event on the terminal message.</summary>
internal sealed class SignalingObserver<T>(RecordingObserver<T> inner, ManualResetEventSlim done) : IObserver<T>
{
    public void OnNext(T value) => inner.OnNext(value);

    public void OnError(Exception error)
    {
        inner.OnError(error);
        done.Set();
    }

    public void OnCompleted()
    {
        inner.OnCompleted();
        done.Set();
    }
}
