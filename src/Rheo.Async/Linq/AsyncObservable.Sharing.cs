using Rheo.Async.Linq.Operators;
using Rheo.Async.Subjects;
using Rheo.Concurrency;

namespace Rheo.Async.Linq;

// Sharing. Publish and Replay use the serial-publishing subjects (SequentialSimpleAsyncSubject,
// SequentialBehaviorAsyncSubject, SequentialReplayAsyncSubject): each value is handed to one observer after another
// and the source waits until the slowest has finished, which keeps every observer's back-pressure and calls no
// observer concurrently with another. Multicast takes any subject, e.g. a Concurrent* one to await observers together.
public static partial class AsyncObservable
{
    /// <summary>Shares one subscription to the source through <paramref name="subject"/>: observers subscribe to the subject, and <see cref="IConnectableAsyncObservable{T}.ConnectAsync"/> subscribes the subject to the source.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence to share.</param>
    /// <param name="subject">The subject that publishes the source's messages.</param>
    /// <returns>The connectable sequence.</returns>
    public static IConnectableAsyncObservable<T> Multicast<T>(this IAsyncObservable<T> source, IAsyncSubject<T> subject)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(subject);
        return new ConnectableAsyncObservable<T>(source, subject);
    }

    /// <summary>For each subscription, creates a subject, subscribes the observer to <paramref name="selector"/> applied to it, then subscribes the subject to the source, so the selector can use the source several times with one subscription to it.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The sequence to share.</param>
    /// <param name="subjectFactory">Creates the subject of each subscription.</param>
    /// <param name="selector">Builds the result from the shared sequence.</param>
    /// <returns>The sequence returned by the selector, with the source shared inside it.</returns>
    public static IAsyncObservable<TResult> Multicast<TSource, TResult>(
        this IAsyncObservable<TSource> source,
        Func<IAsyncSubject<TSource>> subjectFactory,
        Func<IAsyncObservable<TSource>, IAsyncObservable<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(subjectFactory);
        ArgumentNullException.ThrowIfNull(selector);
        return new MulticastSelector<TSource, TResult>(source, subjectFactory, selector);
    }

    /// <summary>Shares one subscription to the source: observers see the values sent after they subscribed (through a <see cref="SequentialSimpleAsyncSubject{T}"/>).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence to share.</param>
    /// <returns>The connectable sequence.</returns>
    public static IConnectableAsyncObservable<T> Publish<T>(this IAsyncObservable<T> source) =>
        Multicast(source, new SequentialSimpleAsyncSubject<T>());

    /// <summary>Shares one subscription to the source; a joining observer first receives the latest value, <paramref name="initialValue"/> until the source sends one (through a <see cref="SequentialBehaviorAsyncSubject{T}"/>).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence to share.</param>
    /// <param name="initialValue">The value a joining observer receives before the source's first value.</param>
    /// <returns>The connectable sequence.</returns>
    public static IConnectableAsyncObservable<T> Publish<T>(this IAsyncObservable<T> source, T initialValue) =>
        Multicast(source, new SequentialBehaviorAsyncSubject<T>(initialValue));

    /// <summary>Applies <paramref name="selector"/> to a shared view of the source: the source is subscribed once per subscription however often the selector uses it.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The sequence to share.</param>
    /// <param name="selector">Builds the result from the shared sequence.</param>
    /// <returns>The sequence returned by the selector.</returns>
    public static IAsyncObservable<TResult> Publish<TSource, TResult>(this IAsyncObservable<TSource> source, Func<IAsyncObservable<TSource>, IAsyncObservable<TResult>> selector) =>
        Multicast(source, static () => new SequentialSimpleAsyncSubject<TSource>(), selector);

    /// <summary>Shares one subscription to the source and replays every value to each joining observer (through a <see cref="SequentialReplayAsyncSubject{T}"/>).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence to share.</param>
    /// <returns>The connectable sequence.</returns>
    public static IConnectableAsyncObservable<T> Replay<T>(this IAsyncObservable<T> source) =>
        Multicast(source, new SequentialReplayAsyncSubject<T>());

    /// <summary>Shares one subscription to the source and replays the last <paramref name="bufferSize"/> values to each joining observer.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence to share.</param>
    /// <param name="bufferSize">How many values to replay.</param>
    /// <returns>The connectable sequence.</returns>
    public static IConnectableAsyncObservable<T> Replay<T>(this IAsyncObservable<T> source, int bufferSize)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(bufferSize);
        return Multicast(source, new SequentialReplayAsyncSubject<T>(bufferSize));
    }

    /// <summary>Applies <paramref name="selector"/> to a replaying shared view of the source (subscribed once per subscription).</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The sequence to share.</param>
    /// <param name="selector">Builds the result from the shared sequence.</param>
    /// <returns>The sequence returned by the selector.</returns>
    public static IAsyncObservable<TResult> Replay<TSource, TResult>(this IAsyncObservable<TSource> source, Func<IAsyncObservable<TSource>, IAsyncObservable<TResult>> selector) =>
        Multicast(source, static () => new SequentialReplayAsyncSubject<TSource>(), selector);

    /// <summary>Applies <paramref name="selector"/> to a shared view of the source that replays its last <paramref name="bufferSize"/> values.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The sequence to share.</param>
    /// <param name="selector">Builds the result from the shared sequence.</param>
    /// <param name="bufferSize">How many values to replay.</param>
    /// <returns>The sequence returned by the selector.</returns>
    public static IAsyncObservable<TResult> Replay<TSource, TResult>(this IAsyncObservable<TSource> source, Func<IAsyncObservable<TSource>, IAsyncObservable<TResult>> selector, int bufferSize)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(bufferSize);
        return Multicast(source, () => new SequentialReplayAsyncSubject<TSource>(bufferSize), selector);
    }

    /// <summary>Shares one subscription to the source and replays the values received within the last <paramref name="window"/> of <paramref name="scheduler"/>'s time to each joining observer.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence to share.</param>
    /// <param name="window">How long a value stays replayable (non-negative).</param>
    /// <param name="scheduler">The clock of the window.</param>
    /// <returns>The connectable sequence.</returns>
    public static IConnectableAsyncObservable<T> Replay<T>(this IAsyncObservable<T> source, TimeSpan window, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Multicast(source, new SequentialReplayAsyncSubject<T>(window, scheduler));
    }

    /// <summary>Shares one subscription to the source and replays the values received within the last <paramref name="window"/> (default scheduler's time) to each joining observer.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence to share.</param>
    /// <param name="window">How long a value stays replayable (non-negative).</param>
    /// <returns>The connectable sequence.</returns>
    public static IConnectableAsyncObservable<T> Replay<T>(this IAsyncObservable<T> source, TimeSpan window) => Replay(source, window, Scheduler.Default);

    /// <summary>Shares one subscription to the source and replays at most the last <paramref name="bufferSize"/> values received within the last <paramref name="window"/> of <paramref name="scheduler"/>'s time.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence to share.</param>
    /// <param name="bufferSize">How many values to replay at most.</param>
    /// <param name="window">How long a value stays replayable (non-negative).</param>
    /// <param name="scheduler">The clock of the window.</param>
    /// <returns>The connectable sequence.</returns>
    public static IConnectableAsyncObservable<T> Replay<T>(this IAsyncObservable<T> source, int bufferSize, TimeSpan window, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Multicast(source, new SequentialReplayAsyncSubject<T>(bufferSize, window, scheduler));
    }

    /// <summary>Shares one subscription to the source and replays at most the last <paramref name="bufferSize"/> values received within the last <paramref name="window"/> (default scheduler's time).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence to share.</param>
    /// <param name="bufferSize">How many values to replay at most.</param>
    /// <param name="window">How long a value stays replayable (non-negative).</param>
    /// <returns>The connectable sequence.</returns>
    public static IConnectableAsyncObservable<T> Replay<T>(this IAsyncObservable<T> source, int bufferSize, TimeSpan window) =>
        Replay(source, bufferSize, window, Scheduler.Default);

    /// <summary>Applies <paramref name="selector"/> to a shared view of the source that replays the values received within the last <paramref name="window"/> of <paramref name="scheduler"/>'s time.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The sequence to share.</param>
    /// <param name="selector">Builds the result from the shared sequence.</param>
    /// <param name="window">How long a value stays replayable (non-negative).</param>
    /// <param name="scheduler">The clock of the window.</param>
    /// <returns>The sequence returned by the selector.</returns>
    public static IAsyncObservable<TResult> Replay<TSource, TResult>(this IAsyncObservable<TSource> source, Func<IAsyncObservable<TSource>, IAsyncObservable<TResult>> selector, TimeSpan window, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentOutOfRangeException.ThrowIfLessThan(window, TimeSpan.Zero);
        return Multicast(source, () => new SequentialReplayAsyncSubject<TSource>(window, scheduler), selector);
    }

    /// <summary>Applies <paramref name="selector"/> to a shared view of the source that replays at most the last <paramref name="bufferSize"/> values received within the last <paramref name="window"/> of <paramref name="scheduler"/>'s time.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The sequence to share.</param>
    /// <param name="selector">Builds the result from the shared sequence.</param>
    /// <param name="bufferSize">How many values to replay at most.</param>
    /// <param name="window">How long a value stays replayable (non-negative).</param>
    /// <param name="scheduler">The clock of the window.</param>
    /// <returns>The sequence returned by the selector.</returns>
    public static IAsyncObservable<TResult> Replay<TSource, TResult>(
        this IAsyncObservable<TSource> source,
        Func<IAsyncObservable<TSource>, IAsyncObservable<TResult>> selector,
        int bufferSize,
        TimeSpan window,
        IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentOutOfRangeException.ThrowIfNegative(bufferSize);
        ArgumentOutOfRangeException.ThrowIfLessThan(window, TimeSpan.Zero);
        return Multicast(source, () => new SequentialReplayAsyncSubject<TSource>(bufferSize, window, scheduler), selector);
    }

    /// <summary>Applies <paramref name="selector"/> to a shared view of the source that replays the values received within the last <paramref name="window"/> (default scheduler's time).</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The sequence to share.</param>
    /// <param name="selector">Builds the result from the shared sequence.</param>
    /// <param name="window">How long a value stays replayable (non-negative).</param>
    /// <returns>The sequence returned by the selector.</returns>
    public static IAsyncObservable<TResult> Replay<TSource, TResult>(this IAsyncObservable<TSource> source, Func<IAsyncObservable<TSource>, IAsyncObservable<TResult>> selector, TimeSpan window) =>
        Replay(source, selector, window, Scheduler.Default);

    /// <summary>Applies <paramref name="selector"/> to a shared view of the source that replays at most the last <paramref name="bufferSize"/> values received within the last <paramref name="window"/> (default scheduler's time).</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The sequence to share.</param>
    /// <param name="selector">Builds the result from the shared sequence.</param>
    /// <param name="bufferSize">How many values to replay at most.</param>
    /// <param name="window">How long a value stays replayable (non-negative).</param>
    /// <returns>The sequence returned by the selector.</returns>
    public static IAsyncObservable<TResult> Replay<TSource, TResult>(this IAsyncObservable<TSource> source, Func<IAsyncObservable<TSource>, IAsyncObservable<TResult>> selector, int bufferSize, TimeSpan window) =>
        Replay(source, selector, bufferSize, window, Scheduler.Default);

    /// <summary>Connects the source when the first observer subscribes and disconnects when the last one leaves (disposed or terminated); a later observer connects afresh.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The connectable sequence.</param>
    /// <returns>The sequence that manages the connection.</returns>
    public static IAsyncObservable<T> RefCount<T>(this IConnectableAsyncObservable<T> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new RefCount<T>(source, 1);
    }

    /// <summary>Connects the source when <paramref name="minObservers"/> observers have subscribed and disconnects when the last one leaves.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The connectable sequence.</param>
    /// <param name="minObservers">How many observers it takes to connect.</param>
    /// <returns>The sequence that manages the connection.</returns>
    public static IAsyncObservable<T> RefCount<T>(this IConnectableAsyncObservable<T> source, int minObservers)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(minObservers);
        return new RefCount<T>(source, minObservers);
    }

    /// <summary>
    /// Connects the source when <paramref name="minObservers"/> observers have subscribed (at once when it is 0 or less)
    /// and never disconnects; <paramref name="connection"/> receives the connection, to end it.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The connectable sequence.</param>
    /// <param name="minObservers">How many observers it takes to connect.</param>
    /// <param name="connection">Receives the connection once it is made.</param>
    /// <returns>The sequence that connects its source.</returns>
    public static IAsyncObservable<T> AutoConnect<T>(this IConnectableAsyncObservable<T> source, int minObservers = 1, Action<IAsyncDisposable>? connection = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        if (minObservers > 0)
        {
            return new AutoConnect<T>(source, minObservers, connection, null);
        }

        var connect = source.ConnectAsync();
        if (connect.IsCompleted)
        {
            connection?.Invoke(connect.GetAwaiter().GetResult());
            return source;
        }

        return new AutoConnect<T>(source, 0, null, FinishConnect(connect, connection));
    }

    private static async Task FinishConnect(ValueTask<IAsyncDisposable> connect, Action<IAsyncDisposable>? connection)
    {
        var handle = await connect.ConfigureAwait(false);
        connection?.Invoke(handle);
    }
}
