using System.Diagnostics.CodeAnalysis;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Subjects;

/// <summary>
/// The immutable observer arrays of subjects. A subject reads its array field once per message and loops
/// over it; subscribing and unsubscribing replace the whole array. The sentinels are distinct empty arrays,
/// so "terminated" and "disposed" cost one reference comparison to detect.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal static class SubjectObservers<T>
{
    public static readonly ISubscriber<T>[] Empty = new ISubscriber<T>[0];
    public static readonly ISubscriber<T>[] Terminated = new ISubscriber<T>[0];
    public static readonly ISubscriber<T>[] Disposed = new ISubscriber<T>[0];

    public static ISubscriber<T>[] Add(ISubscriber<T>[] observers, ISubscriber<T> subscriber)
    {
        var next = new ISubscriber<T>[observers.Length + 1];
        Array.Copy(observers, next, observers.Length);
        next[observers.Length] = subscriber;
        return next;
    }

    /// <summary>Returns the array without <paramref name="subscriber"/>, or the same array if it is not there.</summary>
    public static ISubscriber<T>[] Remove(ISubscriber<T>[] observers, ISubscriber<T> subscriber)
    {
        var index = Array.IndexOf(observers, subscriber);
        if (index < 0)
        {
            return observers;
        }

        if (observers.Length == 1)
        {
            return Empty;
        }

        var next = new ISubscriber<T>[observers.Length - 1];
        Array.Copy(observers, next, index);
        Array.Copy(observers, index + 1, next, index, observers.Length - index - 1);
        return next;
    }

    /// <summary>
    /// Adds <paramref name="subscriber"/> to a lock-free observer array. Returns null when added, otherwise the
    /// sentinel that prevented it (<see cref="Terminated"/> or <see cref="Disposed"/>).
    /// </summary>
    public static ISubscriber<T>[]? TryAdd(ref ISubscriber<T>[] field, ISubscriber<T> subscriber)
    {
        while (true)
        {
            var current = Volatile.Read(ref field);
            if (current == Terminated || current == Disposed)
            {
                return current;
            }

            if (Interlocked.CompareExchange(ref field, Add(current, subscriber), current) == current)
            {
                return null;
            }
        }
    }

    /// <summary>Removes <paramref name="subscriber"/> from a lock-free observer array (nothing if it is absent or the array is a sentinel).</summary>
    public static void Remove(ref ISubscriber<T>[] field, ISubscriber<T> subscriber)
    {
        var current = Volatile.Read(ref field);
        while (true)
        {
            var next = Remove(current, subscriber);
            if (next == current)
            {
                return;
            }

            var observed = Interlocked.CompareExchange(ref field, next, current);
            if (observed == current)
            {
                return;
            }

            current = observed;
        }
    }

    /// <summary>
    /// The subscribe path of the lock-free subjects (<c>Subject</c>, <c>AsyncSubject</c>): hands
    /// <paramref name="subscriber"/> its handle and adds it to the array. Returns false when it joined, true when the
    /// subject has terminated (the subscriber has its handle and the subject sends it the terminal message). Throws
    /// <see cref="ObjectDisposedException"/> naming <paramref name="subjectName"/> when the subject is disposed.
    /// </summary>
    public static bool Join(ref ISubscriber<T>[] field, ISubjectUnsubscribe<T> subject, ISubscriber<T> subscriber, string subjectName)
    {
        var current = Volatile.Read(ref field);
        if (current == Disposed)
        {
            ThrowDisposed(subjectName);
        }

        if (current == Terminated)
        {
            subscriber.OnSubscribe(Disposable.Empty);
            return true;
        }

        var subscription = new SubjectSubscription<T>(subject, subscriber);
        subscriber.OnSubscribe(subscription);
        var blocked = TryAdd(ref field, subscriber);
        if (blocked == Disposed)
        {
            ThrowDisposed(subjectName);
        }

        if (blocked == Terminated)
        {
            return true;
        }

        // Disposed while being added (from another thread): make sure it does not stay attached.
        if (subscription.IsDisposed)
        {
            Remove(ref field, subscriber);
        }

        return false;
    }

    /// <summary>
    /// The terminal path of the lock-free subjects: swaps the array for <see cref="Terminated"/> and returns the observers
    /// to notify (none when it had terminated already). <paramref name="error"/> is stored in
    /// <paramref name="errorField"/> before the swap, so a subscriber that sees <see cref="Terminated"/> also sees the
    /// error. Throws <see cref="ObjectDisposedException"/> naming <paramref name="subjectName"/> when the subject is disposed.
    /// </summary>
    public static ISubscriber<T>[] Terminate(ref ISubscriber<T>[] field, ref Exception? errorField, Exception? error, string subjectName)
    {
        var current = Volatile.Read(ref field);
        while (true)
        {
            if (current == Disposed)
            {
                ThrowDisposed(subjectName);
            }

            if (current == Terminated)
            {
                return Empty;
            }

            errorField = error;
            var observed = Interlocked.CompareExchange(ref field, Terminated, current);
            if (observed == current)
            {
                return current;
            }

            current = observed;
        }
    }

    /// <summary>Sends <paramref name="error"/> to each of <paramref name="observers"/>.</summary>
    public static void SendError(ISubscriber<T>[] observers, Exception error)
    {
        for (var i = 0; i < observers.Length; i++)
        {
            observers[i].OnError(error);
        }
    }

    /// <summary>Sends completion to each of <paramref name="observers"/>.</summary>
    public static void SendCompleted(ISubscriber<T>[] observers)
    {
        for (var i = 0; i < observers.Length; i++)
        {
            observers[i].OnCompleted();
        }
    }

    /// <summary>
    /// <c>Subscribe(IObserver&lt;T&gt;)</c> of the subjects that keep subscribers: the foreign observer is wrapped in a
    /// <see cref="SubjectEdge{T}"/>, which is the returned subscription, and subscribed as a Rheo subscriber.
    /// </summary>
    public static IDisposable Subscribe(IProducer<T> subject, IObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        var edge = new SubjectEdge<T>(observer);
        edge.Track(subject);
        subject.Run(edge);
        return edge;
    }

    [DoesNotReturn]
    private static void ThrowDisposed(string subjectName) => throw new ObjectDisposedException(subjectName);
}

/// <summary>A subject that can detach a subscriber.</summary>
/// <typeparam name="T">The element type.</typeparam>
internal interface ISubjectUnsubscribe<T>
{
    void Unsubscribe(ISubscriber<T> subscriber);
}

/// <summary>The handle a subject gives a subscriber: disposing it detaches the subscriber once.</summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class SubjectSubscription<T>(ISubjectUnsubscribe<T> subject, ISubscriber<T> subscriber) : IDisposable
{
    private ISubjectUnsubscribe<T>? _subject = subject;

    public bool IsDisposed => Volatile.Read(ref _subject) is null;

    public void Dispose() => Interlocked.Exchange(ref _subject, null)?.Unsubscribe(subscriber);
}

/// <summary>
/// The edge of a plain observer subscribed to a subject: it keeps the grammar (nothing after a terminal message or
/// after <see cref="EdgeBase{T}.Dispose"/>) but, as in Rx.NET, an observer that throws stays subscribed: its exception
/// reaches the caller of the subject's method and the next value reaches it again.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class SubjectEdge<T>(IObserver<T> observer) : EdgeBase<T>
{
    public override void OnNext(T value)
    {
        if (!IsDone)
        {
            observer.OnNext(value);
        }
    }

    protected override void Error(Exception error) => observer.OnError(error);

    protected override void Completed() => observer.OnCompleted();
}
