using Rheo.Concurrency;
using Rheo.Observers;

namespace Rheo;

/// <summary>Creating, wrapping and converting observers, as <c>System.Reactive.Observer</c> in Rx.NET.</summary>
public static class Observer
{
    /// <summary>Creates an observer that passes each message to <paramref name="handler"/> as a <see cref="Notification{T}"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="handler">Receives each message.</param>
    /// <returns>The observer (it stops after a terminal message).</returns>
    /// <exception cref="ArgumentNullException"><paramref name="handler"/> is null.</exception>
    public static IObserver<T> ToObserver<T>(this Action<Notification<T>> handler)
    {
        ArgumentNullException.ThrowIfNull(handler);
        return new AnonymousObserver<T>(
            value => handler(Notification.CreateOnNext(value)),
            error => handler(Notification.CreateOnError<T>(error)),
            () => handler(Notification.CreateOnCompleted<T>()));
    }

    /// <summary>Creates a callback that delivers each notification it receives to <paramref name="observer"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="observer">The observer to deliver to.</param>
    /// <returns>The callback.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> is null.</exception>
    public static Action<Notification<T>> ToNotifier<T>(this IObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        return notification => notification.Accept(observer);
    }

    /// <summary>Creates an observer from a value handler; an error is rethrown, completion does nothing.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="onNext">Called for each value.</param>
    /// <returns>The observer (it stops after a terminal message).</returns>
    /// <exception cref="ArgumentNullException"><paramref name="onNext"/> is null.</exception>
    public static IObserver<T> Create<T>(Action<T> onNext)
    {
        ArgumentNullException.ThrowIfNull(onNext);
        return new AnonymousObserver<T>(onNext);
    }

    /// <summary>Creates an observer from value and error handlers; completion does nothing.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="onNext">Called for each value.</param>
    /// <param name="onError">Called on error.</param>
    /// <returns>The observer (it stops after a terminal message).</returns>
    /// <exception cref="ArgumentNullException">A handler is null.</exception>
    public static IObserver<T> Create<T>(Action<T> onNext, Action<Exception> onError)
    {
        ArgumentNullException.ThrowIfNull(onNext);
        ArgumentNullException.ThrowIfNull(onError);
        return new AnonymousObserver<T>(onNext, onError);
    }

    /// <summary>Creates an observer from value and completion handlers; an error is rethrown.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="onNext">Called for each value.</param>
    /// <param name="onCompleted">Called on completion.</param>
    /// <returns>The observer (it stops after a terminal message).</returns>
    /// <exception cref="ArgumentNullException">A handler is null.</exception>
    public static IObserver<T> Create<T>(Action<T> onNext, Action onCompleted)
    {
        ArgumentNullException.ThrowIfNull(onNext);
        ArgumentNullException.ThrowIfNull(onCompleted);
        return new AnonymousObserver<T>(onNext, onCompleted);
    }

    /// <summary>Creates an observer from value, error and completion handlers.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="onNext">Called for each value.</param>
    /// <param name="onError">Called on error.</param>
    /// <param name="onCompleted">Called on completion.</param>
    /// <returns>The observer (it stops after a terminal message).</returns>
    /// <exception cref="ArgumentNullException">A handler is null.</exception>
    public static IObserver<T> Create<T>(Action<T> onNext, Action<Exception> onError, Action onCompleted)
    {
        ArgumentNullException.ThrowIfNull(onNext);
        ArgumentNullException.ThrowIfNull(onError);
        ArgumentNullException.ThrowIfNull(onCompleted);
        return new AnonymousObserver<T>(onNext, onError, onCompleted);
    }

    /// <summary>Hides the identity of an observer: the result forwards to it and stops after a terminal message.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="observer">The observer to hide.</param>
    /// <returns>An observer that forwards to <paramref name="observer"/>.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> is null.</exception>
    public static IObserver<T> AsObserver<T>(this IObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        return new AnonymousObserver<T>(observer.OnNext, observer.OnError, observer.OnCompleted);
    }

    /// <summary>
    /// Checks the calls made to an observer against the observer grammar: a call that overlaps another one
    /// (re-entrant or concurrent) or that follows <c>OnError</c>/<c>OnCompleted</c> throws
    /// <see cref="InvalidOperationException"/> from the offending call instead of reaching the observer.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="observer">The observer to check calls for.</param>
    /// <returns>The checking observer.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> is null.</exception>
    public static IObserver<T> Checked<T>(this IObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        return new CheckedObserver<T>(observer);
    }

    /// <summary>
    /// Serializes calls to an observer with a monitor of its own: calls from several threads never overlap. A
    /// re-entrant call on the same thread still nests; use <see cref="Synchronize{T}(IObserver{T}, bool)"/> with
    /// <c>true</c> to queue those too. Nothing is delivered after a terminal message.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="observer">The observer to serialize calls to.</param>
    /// <returns>The synchronized observer.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> is null.</exception>
    public static IObserver<T> Synchronize<T>(IObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        return new SynchronizedObserver<T>(observer, new object());
    }

    /// <summary>
    /// Serializes calls to an observer; with <paramref name="preventReentrancy"/> an <see cref="AsyncLock"/> is used,
    /// so a re-entrant call is queued and delivered after the current one; without it, a monitor as in
    /// <see cref="Synchronize{T}(IObserver{T})"/>.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="observer">The observer to serialize calls to.</param>
    /// <param name="preventReentrancy">Whether re-entrant calls are queued rather than nested.</param>
    /// <returns>The synchronized observer.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> is null.</exception>
    public static IObserver<T> Synchronize<T>(IObserver<T> observer, bool preventReentrancy)
    {
        ArgumentNullException.ThrowIfNull(observer);
        return preventReentrancy
            ? new AsyncLockObserver<T>(observer, new AsyncLock())
            : new SynchronizedObserver<T>(observer, new object());
    }

    /// <summary>
    /// Serializes calls to an observer by locking <paramref name="gate"/>, which several observers may share to
    /// coordinate access to shared state. A re-entrant call on the same thread still nests.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="observer">The observer to serialize calls to.</param>
    /// <param name="gate">The object to lock around each call.</param>
    /// <returns>The synchronized observer.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> or <paramref name="gate"/> is null.</exception>
    public static IObserver<T> Synchronize<T>(IObserver<T> observer, object gate)
    {
        ArgumentNullException.ThrowIfNull(observer);
        ArgumentNullException.ThrowIfNull(gate);
        return new SynchronizedObserver<T>(observer, gate);
    }

    /// <summary>
    /// Serializes calls to an observer through <paramref name="asyncLock"/>, which several observers may share:
    /// calls never overlap and a re-entrant call is queued and delivered after the current one.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="observer">The observer to serialize calls to.</param>
    /// <param name="asyncLock">The lock each call runs under.</param>
    /// <returns>The synchronized observer.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> or <paramref name="asyncLock"/> is null.</exception>
    public static IObserver<T> Synchronize<T>(IObserver<T> observer, AsyncLock asyncLock)
    {
        ArgumentNullException.ThrowIfNull(observer);
        ArgumentNullException.ThrowIfNull(asyncLock);
        return new AsyncLockObserver<T>(observer, asyncLock);
    }

    /// <summary>
    /// Delivers the messages sent to the result to <paramref name="observer"/> from <paramref name="scheduler"/>:
    /// queued, in order, one at a time (the queue <c>ObserveOn</c> uses). The result is also an <see cref="IDisposable"/>
    /// whose disposal drops what is queued.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="observer">The observer to deliver to.</param>
    /// <param name="scheduler">The scheduler to deliver on.</param>
    /// <returns>The observer that schedules its messages.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> or <paramref name="scheduler"/> is null.</exception>
    public static IObserver<T> NotifyOn<T>(this IObserver<T> observer, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(observer);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new NotifyOnObserver<T>(observer, scheduler);
    }

    /// <summary>Delivers the messages sent to the result to <paramref name="observer"/> on <paramref name="context"/>, queued and in order.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="observer">The observer to deliver to.</param>
    /// <param name="context">The synchronization context to deliver on.</param>
    /// <returns>The observer that posts its messages.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> or <paramref name="context"/> is null.</exception>
    public static IObserver<T> NotifyOn<T>(this IObserver<T> observer, SynchronizationContext context)
    {
        ArgumentNullException.ThrowIfNull(observer);
        ArgumentNullException.ThrowIfNull(context);
        return new NotifyOnObserver<T>(observer, new SynchronizationContextScheduler(context));
    }

    /// <summary>Converts an observer to a progress reporter: each <c>Report</c> is an <c>OnNext</c>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="observer">The observer to report to.</param>
    /// <returns>The progress reporter.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> is null.</exception>
    public static IProgress<T> ToProgress<T>(this IObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        return new ActionProgress<T>(observer.OnNext);
    }

    /// <summary>Converts an observer to a progress reporter whose reports reach the observer from <paramref name="scheduler"/>, in order.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="observer">The observer to report to.</param>
    /// <param name="scheduler">The scheduler to report on.</param>
    /// <returns>The progress reporter.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> or <paramref name="scheduler"/> is null.</exception>
    public static IProgress<T> ToProgress<T>(this IObserver<T> observer, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(observer);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new ActionProgress<T>(new NotifyOnObserver<T>(observer, scheduler).OnNext);
    }

    /// <summary>Converts a progress reporter to an observer: each value is reported; an error is rethrown, completion does nothing.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="progress">The progress reporter.</param>
    /// <returns>The observer.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="progress"/> is null.</exception>
    public static IObserver<T> ToObserver<T>(this IProgress<T> progress)
    {
        ArgumentNullException.ThrowIfNull(progress);
        return new AnonymousObserver<T>(progress.Report);
    }

    private sealed class ActionProgress<T>(Action<T> report) : IProgress<T>
    {
        public void Report(T value) => report(value);
    }
}
