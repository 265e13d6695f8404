using System.Runtime.ExceptionServices;
using Rheo.Concurrency;
using Rheo.Linq;

namespace Rheo;

/// <summary>
/// One observer message as an object: a value, an error or completion. Used by <c>Materialize</c>,
/// the test kit and anywhere a message must be stored; Rheo's hot paths never allocate one.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
public abstract class Notification<T> : IEquatable<Notification<T>>
{
    /// <summary>Initializes a notification; derive from this class to build a notification kind of your own.</summary>
    protected Notification()
    {
    }

    /// <summary>Gets the value of an <c>OnNext</c> notification; throws the error of an <c>OnError</c> one and <see cref="InvalidOperationException"/> for <c>OnCompleted</c>.</summary>
    public abstract T Value { get; }

    /// <summary>Gets whether this notification carries a value.</summary>
    public abstract bool HasValue { get; }

    /// <summary>Gets the error of an <c>OnError</c> notification, otherwise <c>null</c>.</summary>
    public abstract Exception? Exception { get; }

    /// <summary>Gets the kind of message.</summary>
    public abstract NotificationKind Kind { get; }

    /// <summary>Delivers this message to <paramref name="observer"/>.</summary>
    /// <param name="observer">The observer to call.</param>
    public abstract void Accept(IObserver<T> observer);

    /// <summary>Calls the method of <paramref name="observer"/> matching this message's kind and returns its result.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="observer">The observer to call.</param>
    /// <returns>The result of the method called.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> is null.</exception>
    public abstract TResult Accept<TResult>(IObserver<T, TResult> observer);

    /// <summary>Calls the delegate matching this message's kind.</summary>
    /// <param name="onNext">Called for a value.</param>
    /// <param name="onError">Called for an error.</param>
    /// <param name="onCompleted">Called for completion.</param>
    public abstract void Accept(Action<T> onNext, Action<Exception> onError, Action onCompleted);

    /// <summary>Calls the function matching this message's kind and returns its result.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="onNext">Called for a value.</param>
    /// <param name="onError">Called for an error.</param>
    /// <param name="onCompleted">Called for completion.</param>
    /// <returns>The result of the function called.</returns>
    public abstract TResult Accept<TResult>(Func<T, TResult> onNext, Func<Exception, TResult> onError, Func<TResult> onCompleted);

    /// <summary>Returns a cold observable that emits this message to each subscriber.</summary>
    /// <returns>An observable of this one message.</returns>
    public IObservable<T> ToObservable() => Kind switch
    {
        NotificationKind.OnNext => Observable.Return(Value),
        NotificationKind.OnError => Observable.Throw<T>(Exception!),
        _ => Observable.Empty<T>(),
    };

    /// <summary>
    /// Returns a cold observable that sends this message to each subscriber from <paramref name="scheduler"/>
    /// (one work item: the value and the completion that follows it, the error, or the completion).
    /// </summary>
    /// <param name="scheduler">The scheduler to send the message on.</param>
    /// <returns>An observable of this one message.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="scheduler"/> is null.</exception>
    public IObservable<T> ToObservable(IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        return Kind switch
        {
            NotificationKind.OnNext => Observable.Return(Value, scheduler),
            NotificationKind.OnError => Observable.Throw<T>(Exception!, scheduler),
            _ => Observable.Empty<T>(scheduler),
        };
    }

    /// <summary>Compares kind, value (with the default comparer) and error.</summary>
    /// <param name="other">The other notification.</param>
    /// <returns>Whether both stand for the same message.</returns>
    public abstract bool Equals(Notification<T>? other);

    /// <summary>Compares with another object as <see cref="Equals(Notification{T})"/> does.</summary>
    /// <param name="obj">The other object.</param>
    /// <returns>Whether both stand for the same message.</returns>
    public override bool Equals(object? obj) => Equals(obj as Notification<T>);

    /// <summary>A hash of kind and payload.</summary>
    /// <returns>The hash code.</returns>
    public abstract override int GetHashCode();

    /// <summary>Compares two notifications for equality (null-safe).</summary>
    /// <param name="left">The first notification.</param>
    /// <param name="right">The second notification.</param>
    /// <returns>Whether they are equal.</returns>
    public static bool operator ==(Notification<T>? left, Notification<T>? right)
        => ReferenceEquals(left, right) || (left is not null && left.Equals(right));

    /// <summary>Compares two notifications for inequality (null-safe).</summary>
    /// <param name="left">The first notification.</param>
    /// <param name="right">The second notification.</param>
    /// <returns>Whether they differ.</returns>
    public static bool operator !=(Notification<T>? left, Notification<T>? right) => !(left == right);

    // As in Rx, every delegate is required whatever the kind, so a missing handler shows on the first call.
    private static void CheckDelegates(Delegate onNext, Delegate onError, Delegate onCompleted)
    {
        ArgumentNullException.ThrowIfNull(onNext);
        ArgumentNullException.ThrowIfNull(onError);
        ArgumentNullException.ThrowIfNull(onCompleted);
    }

    internal sealed class OnNextNotification(T value) : Notification<T>
    {
        public override T Value => value;
        public override bool HasValue => true;
        public override Exception? Exception => null;
        public override NotificationKind Kind => NotificationKind.OnNext;
        public override void Accept(IObserver<T> observer) { ArgumentNullException.ThrowIfNull(observer); observer.OnNext(value); }
        public override TResult Accept<TResult>(IObserver<T, TResult> observer) { ArgumentNullException.ThrowIfNull(observer); return observer.OnNext(value); }
        public override void Accept(Action<T> onNext, Action<Exception> onError, Action onCompleted) { CheckDelegates(onNext, onError, onCompleted); onNext(value); }
        public override TResult Accept<TResult>(Func<T, TResult> onNext, Func<Exception, TResult> onError, Func<TResult> onCompleted) { CheckDelegates(onNext, onError, onCompleted); return onNext(value); }
        public override bool Equals(Notification<T>? other)
            => other is OnNextNotification n && EqualityComparer<T>.Default.Equals(value, n.Value);
        public override int GetHashCode() => value is null ? 0 : EqualityComparer<T>.Default.GetHashCode(value);
        public override string ToString() => $"OnNext({value})";
    }

    internal sealed class OnErrorNotification(Exception error) : Notification<T>
    {
        public override T Value
        {
            get
            {
                ExceptionDispatchInfo.Throw(error);
                return default!;
            }
        }

        public override bool HasValue => false;
        public override Exception? Exception => error;
        public override NotificationKind Kind => NotificationKind.OnError;
        public override void Accept(IObserver<T> observer) { ArgumentNullException.ThrowIfNull(observer); observer.OnError(error); }
        public override TResult Accept<TResult>(IObserver<T, TResult> observer) { ArgumentNullException.ThrowIfNull(observer); return observer.OnError(error); }
        public override void Accept(Action<T> onNext, Action<Exception> onError, Action onCompleted) { CheckDelegates(onNext, onError, onCompleted); onError(error); }
        public override TResult Accept<TResult>(Func<T, TResult> onNext, Func<Exception, TResult> onError, Func<TResult> onCompleted) { CheckDelegates(onNext, onError, onCompleted); return onError(error); }
        public override bool Equals(Notification<T>? other) => other is OnErrorNotification e && Equals(error, e.Exception);
        public override int GetHashCode() => error.GetHashCode();
        public override string ToString() => $"OnError({error.GetType().FullName})";
    }

    internal sealed class OnCompletedNotification : Notification<T>
    {
        internal static readonly OnCompletedNotification Instance = new();

        public override T Value => throw new InvalidOperationException("An OnCompleted notification has no value.");
        public override bool HasValue => false;
        public override Exception? Exception => null;
        public override NotificationKind Kind => NotificationKind.OnCompleted;
        public override void Accept(IObserver<T> observer) { ArgumentNullException.ThrowIfNull(observer); observer.OnCompleted(); }
        public override TResult Accept<TResult>(IObserver<T, TResult> observer) { ArgumentNullException.ThrowIfNull(observer); return observer.OnCompleted(); }
        public override void Accept(Action<T> onNext, Action<Exception> onError, Action onCompleted) { CheckDelegates(onNext, onError, onCompleted); onCompleted(); }
        public override TResult Accept<TResult>(Func<T, TResult> onNext, Func<Exception, TResult> onError, Func<TResult> onCompleted) { CheckDelegates(onNext, onError, onCompleted); return onCompleted(); }
        public override bool Equals(Notification<T>? other) => other is OnCompletedNotification;
        public override int GetHashCode() => typeof(OnCompletedNotification).GetHashCode();
        public override string ToString() => "OnCompleted()";
    }
}

/// <summary>Factory methods for <see cref="Notification{T}"/>.</summary>
public static class Notification
{
    /// <summary>Creates an <c>OnNext</c> notification.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="value">The value.</param>
    /// <returns>The notification.</returns>
    public static Notification<T> CreateOnNext<T>(T value) => new Notification<T>.OnNextNotification(value);

    /// <summary>Creates an <c>OnError</c> notification.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="error">The error.</param>
    /// <returns>The notification.</returns>
    public static Notification<T> CreateOnError<T>(Exception error)
    {
        ArgumentNullException.ThrowIfNull(error);
        return new Notification<T>.OnErrorNotification(error);
    }

    /// <summary>Returns the <c>OnCompleted</c> notification (a shared instance).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <returns>The notification.</returns>
    public static Notification<T> CreateOnCompleted<T>() => Notification<T>.OnCompletedNotification.Instance;
}
