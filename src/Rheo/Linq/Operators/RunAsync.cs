using Rheo.Disposables;
using Rheo.Subjects;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>RunAsync</c>: subscribes an <see cref="AsyncSubject{T}"/> to the source at once (and connects a connectable
/// source) and returns the subject, which holds the last value or the error. The token, when it is canceled before
/// the source terminates, disposes the subscription (and connection) and fails the subject with
/// <see cref="OperationCanceledException"/>; the registration is released when the subject terminates.
/// </summary>
internal static class RunAsync
{
    public static AsyncSubject<T> Run<T>(IObservable<T> source, Subjects.IConnectableObservable<T>? connectable, CancellationToken cancellationToken)
    {
        var subject = new AsyncSubject<T>();
        if (cancellationToken.IsCancellationRequested)
        {
            subject.OnError(new OperationCanceledException(cancellationToken));
            return subject;
        }

        var subscription = source.Subscribe(subject);
        if (connectable is not null)
        {
            subscription = StableCompositeDisposable.Create(subscription, connectable.Connect());
        }

        if (cancellationToken.CanBeCanceled)
        {
            var registration = cancellationToken.Register(() =>
            {
                subscription.Dispose();
                subject.OnError(new OperationCanceledException(cancellationToken));
            });
            subject.Subscribe(new RegistrationRelease<T>(registration));
        }

        return subject;
    }

    private sealed class RegistrationRelease<T>(CancellationTokenRegistration registration) : IObserver<T>
    {
        public void OnNext(T value)
        {
        }

        public void OnError(Exception error) => registration.Dispose();

        public void OnCompleted() => registration.Dispose();
    }
}
