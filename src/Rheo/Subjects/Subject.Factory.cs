using Rheo.Internal;

namespace Rheo.Subjects;

/// <summary>Factory methods for subjects, as <c>System.Reactive.Subjects.Subject</c>.</summary>
public static partial class Subject
{
    /// <summary>Creates a subject whose observer side is <paramref name="observer"/> and whose observable side is <paramref name="observable"/>.</summary>
    /// <typeparam name="TSource">The type of the values the subject observes.</typeparam>
    /// <typeparam name="TResult">The type of the values the subject produces.</typeparam>
    /// <param name="observer">Receives the messages sent to the subject.</param>
    /// <param name="observable">What subscribers to the subject subscribe to.</param>
    /// <returns>The subject; subscribing adds no stage when <paramref name="observable"/> is a Rheo observable.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static ISubject<TSource, TResult> Create<TSource, TResult>(IObserver<TSource> observer, IObservable<TResult> observable)
    {
        ArgumentNullException.ThrowIfNull(observer);
        ArgumentNullException.ThrowIfNull(observable);
        return new AnonymousSubject<TSource, TResult>(observer, observable);
    }

    /// <summary>Creates a subject whose observer side is <paramref name="observer"/> and whose observable side is <paramref name="observable"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="observer">Receives the messages sent to the subject.</param>
    /// <param name="observable">What subscribers to the subject subscribe to.</param>
    /// <returns>The subject.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static ISubject<T> Create<T>(IObserver<T> observer, IObservable<T> observable)
    {
        ArgumentNullException.ThrowIfNull(observer);
        ArgumentNullException.ThrowIfNull(observable);
        return new AnonymousSubject<T>(observer, observable);
    }

    /// <summary>
    /// Wraps <paramref name="subject"/> so that calls to its observer side from several threads are serialized
    /// (one lock per message), which makes the grammar hold for its observers.
    /// </summary>
    /// <typeparam name="TSource">The type of the values the subject observes.</typeparam>
    /// <typeparam name="TResult">The type of the values the subject produces.</typeparam>
    /// <param name="subject">The subject.</param>
    /// <returns>The synchronized subject.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="subject"/> is null.</exception>
    public static ISubject<TSource, TResult> Synchronize<TSource, TResult>(ISubject<TSource, TResult> subject)
    {
        ArgumentNullException.ThrowIfNull(subject);
        return new AnonymousSubject<TSource, TResult>(new SynchronizedSubjectObserver<TSource>(subject, new object()), subject);
    }

    /// <summary>Wraps <paramref name="subject"/> so that calls to its observer side from several threads are serialized.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="subject">The subject.</param>
    /// <returns>The synchronized subject.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="subject"/> is null.</exception>
    public static ISubject<TSource> Synchronize<TSource>(ISubject<TSource> subject)
    {
        ArgumentNullException.ThrowIfNull(subject);
        return new AnonymousSubject<TSource>(new SynchronizedSubjectObserver<TSource>(subject, new object()), subject);
    }

    /// <summary>
    /// Wraps <paramref name="subject"/> so that calls to its observer side are serialized by locking
    /// <paramref name="gate"/>, which callers can share with other code that must not interleave with it.
    /// </summary>
    /// <typeparam name="TSource">The type of the values the subject observes.</typeparam>
    /// <typeparam name="TResult">The type of the values the subject produces.</typeparam>
    /// <param name="subject">The subject.</param>
    /// <param name="gate">The object to lock.</param>
    /// <returns>The synchronized subject.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static ISubject<TSource, TResult> Synchronize<TSource, TResult>(ISubject<TSource, TResult> subject, object gate)
    {
        ArgumentNullException.ThrowIfNull(subject);
        ArgumentNullException.ThrowIfNull(gate);
        return new AnonymousSubject<TSource, TResult>(new SynchronizedSubjectObserver<TSource>(subject, gate), subject);
    }

    /// <summary>Wraps <paramref name="subject"/> so that calls to its observer side are serialized by locking <paramref name="gate"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="subject">The subject.</param>
    /// <param name="gate">The object to lock.</param>
    /// <returns>The synchronized subject.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static ISubject<TSource> Synchronize<TSource>(ISubject<TSource> subject, object gate)
    {
        ArgumentNullException.ThrowIfNull(subject);
        ArgumentNullException.ThrowIfNull(gate);
        return new AnonymousSubject<TSource>(new SynchronizedSubjectObserver<TSource>(subject, gate), subject);
    }

    /// <summary>Serializes the calls to an observer with a lock; nothing is sent after a terminal message.</summary>
    private sealed class SynchronizedSubjectObserver<T>(IObserver<T> observer, object gate) : IObserver<T>
    {
        private bool _done;

        public void OnNext(T value)
        {
            lock (gate)
            {
                if (!_done)
                {
                    observer.OnNext(value);
                }
            }
        }

        public void OnError(Exception error)
        {
            lock (gate)
            {
                if (!_done)
                {
                    _done = true;
                    observer.OnError(error);
                }
            }
        }

        public void OnCompleted()
        {
            lock (gate)
            {
                if (!_done)
                {
                    _done = true;
                    observer.OnCompleted();
                }
            }
        }
    }
}

/// <summary>A subject made of an observer and an observable; Rheo subscribers go straight to the observable.</summary>
/// <typeparam name="TSource">The type of the values it observes.</typeparam>
/// <typeparam name="TResult">The type of the values it produces.</typeparam>
internal class AnonymousSubject<TSource, TResult>(IObserver<TSource> observer, IObservable<TResult> observable) : ISubject<TSource, TResult>, IProducer<TResult>
{
    public void OnNext(TSource value) => observer.OnNext(value);

    public void OnError(Exception error)
    {
        ArgumentNullException.ThrowIfNull(error);
        observer.OnError(error);
    }

    public void OnCompleted() => observer.OnCompleted();

    public IDisposable Subscribe(IObserver<TResult> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        if (observable is IProducer<TResult>)
        {
            // The Rheo observable wraps the foreign observer in its own edge.
            return observable.Subscribe(observer);
        }

        var edge = new EdgeObserver<TResult>(observer);
        edge.Track(observable);
        observable.Run(edge);
        return edge;
    }

    public void Run(ISubscriber<TResult> subscriber) => observable.Run(subscriber);
}

/// <summary>An <see cref="AnonymousSubject{TSource, TResult}"/> with one element type.</summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class AnonymousSubject<T>(IObserver<T> observer, IObservable<T> observable) : AnonymousSubject<T, T>(observer, observable), ISubject<T>;
