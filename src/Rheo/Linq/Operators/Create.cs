using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Create</c>: user code gets an observer that ignores calls after a terminal one and disposes the
/// user's subscription on termination. The subscribe function runs on the current-thread trampoline, as in Rx.NET
/// (<see cref="CurrentThreadScheduler.RunSubscription{TSubscription}"/>); what it throws follows
/// <see cref="CreateSink{T}.TryFailSubscribe"/>.
/// </summary>
internal sealed class Create<T>(Func<IObserver<T>, IDisposable?> subscribe) : Producer<T>, ICreateBody<T>
{
    public override void Run(ISubscriber<T> subscriber) => CreateSink<T>.Start(subscriber, this);

    public IDisposable? RunBody(IObserver<T> observer) => subscribe(observer);
}

/// <summary>A subscribe function run by <see cref="CreateSink{T}"/> (<c>Create</c>, <see cref="ObservableBase{T}"/>).</summary>
/// <typeparam name="T">The element type.</typeparam>
internal interface ICreateBody<T>
{
    /// <summary>Emits to <paramref name="observer"/> and returns what to dispose when the subscription ends (null for nothing).</summary>
    IDisposable? RunBody(IObserver<T> observer);
}

/// <summary>
/// The observer that <c>Create</c> hands to user code (Rx.NET's auto-detaching observer): it ignores calls after a
/// terminal one or after disposal, and disposes the user's subscription when the sequence ends, when the downstream
/// disposes it, or when the downstream's <c>OnNext</c> throws (the exception goes on to the caller of <c>OnNext</c>).
/// </summary>
internal sealed class CreateSink<T>(ISubscriber<T> downstream, ICreateBody<T>? body) : IObserver<T>, IDisposable, ITrampolinedSubscription
{
    private const int Active = 0;

    /// <summary>A terminal message was sent, or the downstream's <c>OnNext</c> threw.</summary>
    private const int Stopped = 1;

    /// <summary>The downstream disposed the subscription.</summary>
    private const int Disposed = 2;

    private IDisposable? _resource;
    private int _state;

    /// <summary>Subscribes <paramref name="subscriber"/> to <paramref name="body"/>: handle first, then the function on the trampoline.</summary>
    public static void Start(ISubscriber<T> subscriber, ICreateBody<T> body)
    {
        var sink = new CreateSink<T>(subscriber, body);
        subscriber.OnSubscribe(sink);
        CurrentThreadScheduler.RunSubscription(sink);
    }

    public void SubscribeNow()
    {
        IDisposable? resource;
        try
        {
            resource = body!.RunBody(this);
        }
        catch (Exception error)
        {
            if (!TryFailSubscribe(error))
            {
                throw;
            }

            return;
        }

        SetResource(resource);
    }

    public void SetResource(IDisposable? resource) => DisposableSlot.TrySetOnce(ref _resource, resource);

    /// <summary>
    /// Handles an exception that left the subscribe function, by Rx.NET's rule: while the observer is active it
    /// becomes <c>OnError</c>; after the downstream disposed the subscription it is dropped (nobody listens); after a
    /// terminal message, or when it came from the downstream's own <c>OnNext</c>/<c>OnError</c>/<c>OnCompleted</c>
    /// (an observer without an error handler rethrows), it must go on to the caller: returns false, and the caller
    /// rethrows it. An error never vanishes.
    /// </summary>
    public bool TryFailSubscribe(Exception error)
    {
        var state = Interlocked.CompareExchange(ref _state, Stopped, Active);
        if (state == Active)
        {
            try
            {
                downstream.OnError(error);
            }
            finally
            {
                DisposableSlot.Dispose(ref _resource);
            }

            return true;
        }

        return state == Disposed;
    }

    public void OnNext(T value)
    {
        if (Volatile.Read(ref _state) == Active)
        {
            try
            {
                downstream.OnNext(value);
            }
            catch
            {
                // The observer failed: it is stopped (even if the downstream's dispose ran first), so the exception,
                // rethrown to the caller of OnNext, is rethrown again if it leaves the subscribe function.
                Volatile.Write(ref _state, Stopped);
                DisposableSlot.Dispose(ref _resource);
                throw;
            }
        }
    }

    public void OnError(Exception error)
    {
        ArgumentNullException.ThrowIfNull(error);
        TryFail(error);
    }

    /// <summary>True while no terminal message was sent and the downstream has not disposed the subscription.</summary>
    public bool IsActive => Volatile.Read(ref _state) == Active;

    /// <summary>True once a terminal message was sent or the downstream's <c>OnNext</c> threw (not after disposal).</summary>
    public bool IsStopped => Volatile.Read(ref _state) == Stopped;

    /// <summary>Sends <paramref name="error"/> if the observer is active; false if it was not (nothing sent).</summary>
    public bool TryFail(Exception error)
    {
        if (Interlocked.CompareExchange(ref _state, Stopped, Active) != Active)
        {
            return false;
        }

        try
        {
            downstream.OnError(error);
        }
        finally
        {
            DisposableSlot.Dispose(ref _resource);
        }

        return true;
    }

    public void OnCompleted()
    {
        if (Interlocked.CompareExchange(ref _state, Stopped, Active) == Active)
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
        Interlocked.CompareExchange(ref _state, Disposed, Active);
        DisposableSlot.Dispose(ref _resource);
    }
}
