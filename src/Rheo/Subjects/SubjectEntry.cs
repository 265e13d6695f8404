namespace Rheo.Subjects;

/// <summary>
/// One subscription to a <see cref="Subject{T}"/>: the element of its observer array and the handle returned to the
/// subscriber. <see cref="Target"/> is the observer while the subscription is active, so a value costs a field read and
/// an interface call per observer, with no wrapper between the subject and the observer. It is cleared when the
/// subscription is disposed or receives its terminal message, so an observer still in a running snapshot receives
/// nothing afterwards.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class SubjectEntry<T> : IDisposable
{
    public static readonly SubjectEntry<T>[] Empty = new SubjectEntry<T>[0];
    public static readonly SubjectEntry<T>[] Terminated = new SubjectEntry<T>[0];

    /// <summary>
    /// The array of a disposed subject: one entry whose observer throws <see cref="ObjectDisposedException"/>, so that
    /// <see cref="Subject{T}.OnNext"/> needs no sentinel check of its own (an empty array is a subject without observers
    /// and returns at once). Only <see cref="Subject{T}.OnNext"/> reaches its observer; every other path compares the
    /// array with this one first.
    /// </summary>
    public static readonly SubjectEntry<T>[] Disposed = [new SubjectEntry<T>(DisposedObserver.Instance)];

    private Subject<T>? _subject;
    private Diagnostics.TrackedSubscription? _tracked;

    public SubjectEntry(Subject<T> subject, IObserver<T> observer)
    {
        _subject = subject;
        Observer = observer;
        Target = observer;
    }

    private SubjectEntry(IObserver<T> observer)
    {
        Observer = observer;
        Target = observer;
    }

    /// <summary>The observer while the subscription is active; null once it is disposed or ended.</summary>
    public IObserver<T>? Target;

    /// <summary>The subscribed observer (a Rheo subscriber or the user's observer, as given).</summary>
    public IObserver<T> Observer { get; }

    /// <summary>Gets whether the subscription is disposed or ended.</summary>
    public bool IsEnded => Volatile.Read(ref Target) is null;

    /// <summary>
    /// Records this subscription with the enabled <see cref="Diagnostics.SubscriptionTracker"/> (called before it joins);
    /// while tracking is off it costs one static read. The record is removed when the subscription ends.
    /// </summary>
    public void Track()
    {
        if (Diagnostics.SubscriptionTracker.Active is { } tracker)
        {
            _tracked = tracker.Add(typeof(Subject<T>), null);
        }
    }

    /// <summary>Ends the subscription for a terminal message; true for the one caller that ended it.</summary>
    public bool TryEnd()
    {
        if (Interlocked.Exchange(ref Target, null) is null)
        {
            return false;
        }

        if (_tracked is not null)
        {
            Interlocked.Exchange(ref _tracked, null)?.Remove();
        }

        return true;
    }

    /// <summary>Detaches the observer: nothing reaches it afterwards, also from a call already running.</summary>
    public void Dispose()
    {
        if (TryEnd())
        {
            Interlocked.Exchange(ref _subject, null)?.Remove(this);
        }
    }

    /// <summary>Returns <paramref name="observers"/> with <paramref name="entry"/> added.</summary>
    public static SubjectEntry<T>[] Add(SubjectEntry<T>[] observers, SubjectEntry<T> entry)
    {
        var next = new SubjectEntry<T>[observers.Length + 1];
        Array.Copy(observers, next, observers.Length);
        next[observers.Length] = entry;
        return next;
    }

    /// <summary>Returns <paramref name="observers"/> without <paramref name="entry"/>, or the same array if it is not there.</summary>
    public static SubjectEntry<T>[] Remove(SubjectEntry<T>[] observers, SubjectEntry<T> entry)
    {
        var index = Array.IndexOf(observers, entry);
        if (index < 0)
        {
            return observers;
        }

        if (observers.Length == 1)
        {
            return Empty;
        }

        var next = new SubjectEntry<T>[observers.Length - 1];
        Array.Copy(observers, next, index);
        Array.Copy(observers, index + 1, next, index, observers.Length - index - 1);
        return next;
    }

    /// <summary>The observer of the <see cref="Disposed"/> sentinel: a value sent to a disposed subject throws.</summary>
    private sealed class DisposedObserver : IObserver<T>
    {
        public static readonly DisposedObserver Instance = new();

        public void OnNext(T value) => Subject<T>.ThrowDisposed();

        public void OnError(Exception error) => Subject<T>.ThrowDisposed();

        public void OnCompleted() => Subject<T>.ThrowDisposed();
    }
}
