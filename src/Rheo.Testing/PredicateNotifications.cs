namespace Rheo.Testing;

/// <summary>An expected <c>OnNext</c> that equals any <c>OnNext</c> whose value satisfies a predicate.</summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class OnNextPredicate<T>(Func<T, bool> predicate) : Notification<T>
{
    public override T Value => throw new NotSupportedException("An expected notification built from a predicate has no value.");

    public override bool HasValue => true;

    public override Exception? Exception => null;

    public override NotificationKind Kind => NotificationKind.OnNext;

    public override void Accept(IObserver<T> observer) => throw new NotSupportedException();

    public override TResult Accept<TResult>(IObserver<T, TResult> observer) => throw new NotSupportedException();

    public override void Accept(Action<T> onNext, Action<Exception> onError, Action onCompleted) => throw new NotSupportedException();

    public override TResult Accept<TResult>(Func<T, TResult> onNext, Func<Exception, TResult> onError, Func<TResult> onCompleted) => throw new NotSupportedException();

    public override bool Equals(Notification<T>? other)
        => ReferenceEquals(this, other) || (other is not null && other.Kind == NotificationKind.OnNext && other is not OnNextPredicate<T> && predicate(other.Value));

    public override int GetHashCode() => 0;

    public override string ToString() => "OnNext(<predicate>)";
}

/// <summary>An expected <c>OnError</c> that equals any <c>OnError</c> whose exception satisfies a predicate.</summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class OnErrorPredicate<T>(Func<Exception, bool> predicate) : Notification<T>
{
    public override T Value => throw new NotSupportedException("An expected notification built from a predicate has no value.");

    public override bool HasValue => false;

    public override Exception? Exception => null;

    public override NotificationKind Kind => NotificationKind.OnError;

    public override void Accept(IObserver<T> observer) => throw new NotSupportedException();

    public override TResult Accept<TResult>(IObserver<T, TResult> observer) => throw new NotSupportedException();

    public override void Accept(Action<T> onNext, Action<Exception> onError, Action onCompleted) => throw new NotSupportedException();

    public override TResult Accept<TResult>(Func<T, TResult> onNext, Func<Exception, TResult> onError, Func<TResult> onCompleted) => throw new NotSupportedException();

    public override bool Equals(Notification<T>? other)
        => ReferenceEquals(this, other) || (other is not null && other.Kind == NotificationKind.OnError && other.Exception is { } error && predicate(error));

    public override int GetHashCode() => 0;

    public override string ToString() => "OnError(<predicate>)";
}
