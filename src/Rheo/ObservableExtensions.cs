using Rheo.Internal;

namespace Rheo;

/// <summary>
/// Subscribing with delegates, as <c>System.ObservableExtensions</c> in Rx.NET. An error that reaches a
/// subscription without an error handler is rethrown on the thread that delivered it.
/// </summary>
public static class ObservableExtensions
{
    /// <summary>Subscribes and ignores every value; errors are rethrown.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The observable.</param>
    /// <returns>The subscription.</returns>
    public static IDisposable Subscribe<T>(this IObservable<T> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return SubscribeCore(source, static _ => { }, null, null);
    }

    /// <summary>Subscribes a value handler; errors are rethrown.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The observable.</param>
    /// <param name="onNext">Called for each value.</param>
    /// <returns>The subscription.</returns>
    public static IDisposable Subscribe<T>(this IObservable<T> source, Action<T> onNext)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        return SubscribeCore(source, onNext, null, null);
    }

    /// <summary>Subscribes value and error handlers.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The observable.</param>
    /// <param name="onNext">Called for each value.</param>
    /// <param name="onError">Called on error.</param>
    /// <returns>The subscription.</returns>
    public static IDisposable Subscribe<T>(this IObservable<T> source, Action<T> onNext, Action<Exception> onError)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        ArgumentNullException.ThrowIfNull(onError);
        return SubscribeCore(source, onNext, onError, null);
    }

    /// <summary>Subscribes value and completion handlers; errors are rethrown.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The observable.</param>
    /// <param name="onNext">Called for each value.</param>
    /// <param name="onCompleted">Called on completion.</param>
    /// <returns>The subscription.</returns>
    public static IDisposable Subscribe<T>(this IObservable<T> source, Action<T> onNext, Action onCompleted)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        ArgumentNullException.ThrowIfNull(onCompleted);
        return SubscribeCore(source, onNext, null, onCompleted);
    }

    /// <summary>Subscribes value, error and completion handlers.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The observable.</param>
    /// <param name="onNext">Called for each value.</param>
    /// <param name="onError">Called on error.</param>
    /// <param name="onCompleted">Called on completion.</param>
    /// <returns>The subscription.</returns>
    public static IDisposable Subscribe<T>(this IObservable<T> source, Action<T> onNext, Action<Exception> onError, Action onCompleted)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        ArgumentNullException.ThrowIfNull(onError);
        ArgumentNullException.ThrowIfNull(onCompleted);
        return SubscribeCore(source, onNext, onError, onCompleted);
    }

    /// <summary>Subscribes an observer until <paramref name="token"/> is canceled.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The observable.</param>
    /// <param name="observer">The observer.</param>
    /// <param name="token">Cancels the subscription.</param>
    public static void Subscribe<T>(this IObservable<T> source, IObserver<T> observer, CancellationToken token)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(observer);
        SubscribeWithToken(source, new EdgeObserver<T>(observer), token);
    }

    /// <summary>Subscribes and ignores every value until <paramref name="token"/> is canceled; errors are rethrown.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The observable.</param>
    /// <param name="token">Cancels the subscription.</param>
    public static void Subscribe<T>(this IObservable<T> source, CancellationToken token)
    {
        ArgumentNullException.ThrowIfNull(source);
        SubscribeWithToken(source, Lambda(source, static _ => { }, null, null), token);
    }

    /// <summary>Subscribes a value handler until <paramref name="token"/> is canceled; errors are rethrown.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The observable.</param>
    /// <param name="onNext">Called for each value.</param>
    /// <param name="token">Cancels the subscription.</param>
    public static void Subscribe<T>(this IObservable<T> source, Action<T> onNext, CancellationToken token)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        SubscribeWithToken(source, Lambda(source, onNext, null, null), token);
    }

    /// <summary>Subscribes value and error handlers until <paramref name="token"/> is canceled.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The observable.</param>
    /// <param name="onNext">Called for each value.</param>
    /// <param name="onError">Called on error.</param>
    /// <param name="token">Cancels the subscription.</param>
    public static void Subscribe<T>(this IObservable<T> source, Action<T> onNext, Action<Exception> onError, CancellationToken token)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        ArgumentNullException.ThrowIfNull(onError);
        SubscribeWithToken(source, Lambda(source, onNext, onError, null), token);
    }

    /// <summary>Subscribes value and completion handlers until <paramref name="token"/> is canceled; errors are rethrown.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The observable.</param>
    /// <param name="onNext">Called for each value.</param>
    /// <param name="onCompleted">Called on completion.</param>
    /// <param name="token">Cancels the subscription.</param>
    public static void Subscribe<T>(this IObservable<T> source, Action<T> onNext, Action onCompleted, CancellationToken token)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        ArgumentNullException.ThrowIfNull(onCompleted);
        SubscribeWithToken(source, Lambda(source, onNext, null, onCompleted), token);
    }

    /// <summary>Subscribes value, error and completion handlers until <paramref name="token"/> is canceled.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The observable.</param>
    /// <param name="onNext">Called for each value.</param>
    /// <param name="onError">Called on error.</param>
    /// <param name="onCompleted">Called on completion.</param>
    /// <param name="token">Cancels the subscription.</param>
    public static void Subscribe<T>(this IObservable<T> source, Action<T> onNext, Action<Exception> onError, Action onCompleted, CancellationToken token)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        ArgumentNullException.ThrowIfNull(onError);
        ArgumentNullException.ThrowIfNull(onCompleted);
        SubscribeWithToken(source, Lambda(source, onNext, onError, onCompleted), token);
    }

    /// <summary>
    /// Subscribes <paramref name="observer"/> so that an exception thrown by the source's <c>Subscribe</c> reaches the
    /// observer as <c>OnError</c> instead of the caller, as Rx.NET's <c>SubscribeSafe</c>. Rheo's own observables
    /// already turn such an exception into <c>OnError</c> and are subscribed directly; an exception thrown by the
    /// observer itself is never sent back to it.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The observable.</param>
    /// <param name="observer">The observer.</param>
    /// <returns>The subscription (<see cref="Disposables.Disposable.Empty"/> when <c>Subscribe</c> threw).</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="observer"/> is null.</exception>
    public static IDisposable SubscribeSafe<T>(this IObservable<T> source, IObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(observer);
        if (source is IProducer<T>)
        {
            return source.Subscribe(observer);
        }

        try
        {
            return source.Subscribe(observer);
        }
        catch (Exception error)
        {
            observer.OnError(error);
            return Disposables.Disposable.Empty;
        }
    }

    private static LambdaObserver<T> SubscribeCore<T>(IObservable<T> source, Action<T> onNext, Action<Exception>? onError, Action? onCompleted)
    {
        var observer = Lambda(source, onNext, onError, onCompleted);
        observer.Track(source);
        source.Run(observer);
        return observer;
    }

    /// <summary>
    /// The delegate observer for <paramref name="source"/>. As in Rx.NET, a value handler that throws stays subscribed
    /// to a subject (which receives the delegate observer unguarded) and ends the subscription to any other Rheo
    /// observable (whose producers guard it).
    /// </summary>
    private static LambdaObserver<T> Lambda<T>(IObservable<T> source, Action<T> onNext, Action<Exception>? onError, Action? onCompleted) =>
        new(onNext, onError, onCompleted, source is Subjects.SubjectBase<T>);

    private static void SubscribeWithToken<T>(IObservable<T> source, EdgeBase<T> edge, CancellationToken token)
    {
        if (token.IsCancellationRequested)
        {
            return;
        }

        // Registered before subscribing, so a cancellation racing the subscription still disposes it;
        // the registration is released when the subscription ends.
        edge.Track(source);
        edge.DisposeWhenCanceled(token);
        source.Run(edge);
    }
}
