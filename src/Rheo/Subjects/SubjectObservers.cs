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
