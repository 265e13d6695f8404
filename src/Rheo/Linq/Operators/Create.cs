using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Create</c>: user code gets an observer that ignores calls after a terminal one and disposes the
/// user's subscription on termination. A throwing subscribe function becomes <c>OnError</c>.
/// </summary>
internal sealed class Create<T>(Func<IObserver<T>, IDisposable?> subscribe) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new CreateSink<T>(subscriber);
        subscriber.OnSubscribe(sink);
        IDisposable? resource;
        try
        {
            resource = subscribe(sink);
        }
        catch (Exception error)
        {
            sink.OnError(error);
            return;
        }

        sink.SetResource(resource);
    }
}

/// <summary>The observer that <c>Create</c> hands to user code.</summary>
internal sealed class CreateSink<T>(ISubscriber<T> downstream) : IObserver<T>, IDisposable
{
    private IDisposable? _resource;
    private int _done;

    public void SetResource(IDisposable? resource) => DisposableSlot.TrySetOnce(ref _resource, resource);

    public void OnNext(T value)
    {
        if (Volatile.Read(ref _done) == 0)
        {
            downstream.OnNext(value);
        }
    }

    public void OnError(Exception error)
    {
        if (Interlocked.Exchange(ref _done, 1) == 0)
        {
            ArgumentNullException.ThrowIfNull(error);
            try
            {
                downstream.OnError(error);
            }
            finally
            {
                DisposableSlot.Dispose(ref _resource);
            }
        }
    }

    public void OnCompleted()
    {
        if (Interlocked.Exchange(ref _done, 1) == 0)
        {
            try
            {
                downstream.OnCompleted();
            }
            finally
            {
                DisposableSlot.Dispose(ref _resource);
            }
        }
    }

    public void Dispose()
    {
        Volatile.Write(ref _done, 1);
        DisposableSlot.Dispose(ref _resource);
    }
}
