using Rheo.Concurrency;
using Rheo.Subjects;

namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>
    /// Returns a connectable observable whose subscribers subscribe to <paramref name="subject"/>; connecting
    /// subscribes the subject to <paramref name="source"/>, once for all of them.
    /// </summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The element type the subject produces.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="subject">The subject that broadcasts the source.</param>
    /// <returns>The connectable observable.</returns>
    public static IConnectableObservable<TResult> Multicast<TSource, TResult>(this IObservable<TSource> source, ISubject<TSource, TResult> subject)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(subject);
        return new Operators.ConnectableObservable<TSource, TResult>(source, subject);
    }

    /// <summary>
    /// For each subscription, creates a subject with <paramref name="subjectSelector"/>, subscribes to the query
    /// <paramref name="selector"/> builds on it, then connects the subject to <paramref name="source"/>: the
    /// query can use the source several times with one subscription to it.
    /// </summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TIntermediate">The element type the subject produces.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="subjectSelector">Creates the subject for one subscription.</param>
    /// <param name="selector">Builds the query on the shared source.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Multicast<TSource, TIntermediate, TResult>(this IObservable<TSource> source, Func<ISubject<TSource, TIntermediate>> subjectSelector, Func<IObservable<TIntermediate>, IObservable<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(subjectSelector);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MulticastSelector<TSource, TIntermediate, TResult>(source, subjectSelector, selector);
    }

    /// <summary>Shares <paramref name="source"/> through a <see cref="Subject{T}"/>: subscribers get the values sent after they join.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <returns>The connectable observable.</returns>
    public static IConnectableObservable<TSource> Publish<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.ConnectableObservable<TSource, TSource>(source, new Subject<TSource>());
    }

    /// <summary>Shares <paramref name="source"/> inside <paramref name="selector"/>, through a fresh <see cref="Subject{T}"/> per subscription.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="selector">Builds the query on the shared source.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Publish<TSource, TResult>(this IObservable<TSource> source, Func<IObservable<TSource>, IObservable<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MulticastSelector<TSource, TSource, TResult>(source, static () => new Subject<TSource>(), selector);
    }

    /// <summary>Shares <paramref name="source"/> through a <see cref="BehaviorSubject{T}"/>: subscribers first get the latest value (initially <paramref name="initialValue"/>).</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="initialValue">The value subscribers get before the source sends one.</param>
    /// <returns>The connectable observable.</returns>
    public static IConnectableObservable<TSource> Publish<TSource>(this IObservable<TSource> source, TSource initialValue)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.ConnectableObservable<TSource, TSource>(source, new BehaviorSubject<TSource>(initialValue));
    }

    /// <summary>Shares <paramref name="source"/> inside <paramref name="selector"/>, through a fresh <see cref="BehaviorSubject{T}"/> per subscription.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="selector">Builds the query on the shared source.</param>
    /// <param name="initialValue">The value the shared source starts with.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Publish<TSource, TResult>(this IObservable<TSource> source, Func<IObservable<TSource>, IObservable<TResult>> selector, TSource initialValue)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MulticastSelector<TSource, TSource, TResult>(source, () => new BehaviorSubject<TSource>(initialValue), selector);
    }

    /// <summary>Shares <paramref name="source"/> through an <see cref="AsyncSubject{T}"/>: subscribers get only the last value, on completion.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <returns>The connectable observable.</returns>
    public static IConnectableObservable<TSource> PublishLast<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.ConnectableObservable<TSource, TSource>(source, new AsyncSubject<TSource>());
    }

    /// <summary>Shares the last value of <paramref name="source"/> inside <paramref name="selector"/>, through a fresh <see cref="AsyncSubject{T}"/> per subscription.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="selector">Builds the query on the shared source.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> PublishLast<TSource, TResult>(this IObservable<TSource> source, Func<IObservable<TSource>, IObservable<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MulticastSelector<TSource, TSource, TResult>(source, static () => new AsyncSubject<TSource>(), selector);
    }

    /// <summary>Shares <paramref name="source"/> through a <see cref="ReplaySubject{T}"/> that replays every value to late subscribers.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <returns>The connectable observable.</returns>
    public static IConnectableObservable<TSource> Replay<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.ConnectableObservable<TSource, TSource>(source, new ReplaySubject<TSource>());
    }

    /// <summary>Shares <paramref name="source"/> inside <paramref name="selector"/>, through a fresh unbounded <see cref="ReplaySubject{T}"/> per subscription.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="selector">Builds the query on the shared source.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Replay<TSource, TResult>(this IObservable<TSource> source, Func<IObservable<TSource>, IObservable<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MulticastSelector<TSource, TSource, TResult>(source, static () => new ReplaySubject<TSource>(), selector);
    }

    /// <summary>Shares <paramref name="source"/> through a <see cref="ReplaySubject{T}"/> that replays the last <paramref name="bufferSize"/> values to late subscribers.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="bufferSize">How many values to replay.</param>
    /// <returns>The connectable observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="bufferSize"/> is negative.</exception>
    public static IConnectableObservable<TSource> Replay<TSource>(this IObservable<TSource> source, int bufferSize)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(bufferSize);
        return new Operators.ConnectableObservable<TSource, TSource>(source, new ReplaySubject<TSource>(bufferSize));
    }

    /// <summary>Shares <paramref name="source"/> inside <paramref name="selector"/>, through a fresh <see cref="ReplaySubject{T}"/> of <paramref name="bufferSize"/> values per subscription.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="selector">Builds the query on the shared source.</param>
    /// <param name="bufferSize">How many values to replay.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="bufferSize"/> is negative.</exception>
    public static IObservable<TResult> Replay<TSource, TResult>(this IObservable<TSource> source, Func<IObservable<TSource>, IObservable<TResult>> selector, int bufferSize)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        ArgumentOutOfRangeException.ThrowIfNegative(bufferSize);
        return new Operators.MulticastSelector<TSource, TSource, TResult>(source, () => new ReplaySubject<TSource>(bufferSize), selector);
    }

    /// <summary>Shares <paramref name="source"/> through a <see cref="ReplaySubject{T}"/> that replays the values received within the last <paramref name="window"/> to late subscribers.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="window">How long a value stays replayable.</param>
    /// <returns>The connectable observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="window"/> is negative.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IConnectableObservable<TSource> Replay<TSource>(this IObservable<TSource> source, TimeSpan window)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThan(window, TimeSpan.Zero);
        return new Operators.ConnectableObservable<TSource, TSource>(source, new ReplaySubject<TSource>(window));
    }

    /// <summary>Shares <paramref name="source"/> inside <paramref name="selector"/>, through a fresh <see cref="ReplaySubject{T}"/> per subscription that replays the values received within the last <paramref name="window"/>.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="selector">Builds the query on the shared source.</param>
    /// <param name="window">How long a value stays replayable.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="window"/> is negative.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="selector"/> is null.</exception>
    public static IObservable<TResult> Replay<TSource, TResult>(this IObservable<TSource> source, Func<IObservable<TSource>, IObservable<TResult>> selector, TimeSpan window)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        ArgumentOutOfRangeException.ThrowIfLessThan(window, TimeSpan.Zero);
        return new Operators.MulticastSelector<TSource, TSource, TResult>(source, () => new ReplaySubject<TSource>(window), selector);
    }

    /// <summary>Shares <paramref name="source"/> through a <see cref="ReplaySubject{T}"/> that replays the values received within the last <paramref name="window"/> of <paramref name="scheduler"/>'s time to late subscribers, delivered through <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="window">How long a value stays replayable.</param>
    /// <param name="scheduler">Measures time and delivers messages to subscribers.</param>
    /// <returns>The connectable observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="window"/> is negative.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="scheduler"/> is null.</exception>
    public static IConnectableObservable<TSource> Replay<TSource>(this IObservable<TSource> source, TimeSpan window, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThan(window, TimeSpan.Zero);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.ConnectableObservable<TSource, TSource>(source, new ReplaySubject<TSource>(window, scheduler));
    }

    /// <summary>Shares <paramref name="source"/> inside <paramref name="selector"/>, through a fresh <see cref="ReplaySubject{T}"/> per subscription that replays the values received within the last <paramref name="window"/> of <paramref name="scheduler"/>'s time, delivered through <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="selector">Builds the query on the shared source.</param>
    /// <param name="window">How long a value stays replayable.</param>
    /// <param name="scheduler">Measures time and delivers messages to subscribers.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="window"/> is negative.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="source"/>, <paramref name="selector"/> or <paramref name="scheduler"/> is null.</exception>
    public static IObservable<TResult> Replay<TSource, TResult>(this IObservable<TSource> source, Func<IObservable<TSource>, IObservable<TResult>> selector, TimeSpan window, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        ArgumentOutOfRangeException.ThrowIfLessThan(window, TimeSpan.Zero);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.MulticastSelector<TSource, TSource, TResult>(source, () => new ReplaySubject<TSource>(window, scheduler), selector);
    }

    /// <summary>Shares <paramref name="source"/> through a <see cref="ReplaySubject{T}"/> that replays at most the last <paramref name="bufferSize"/> values received within the last <paramref name="window"/> to late subscribers.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="bufferSize">How many values to replay.</param>
    /// <param name="window">How long a value stays replayable.</param>
    /// <returns>The connectable observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="bufferSize"/> or <paramref name="window"/> is negative.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IConnectableObservable<TSource> Replay<TSource>(this IObservable<TSource> source, int bufferSize, TimeSpan window)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(bufferSize);
        ArgumentOutOfRangeException.ThrowIfLessThan(window, TimeSpan.Zero);
        return new Operators.ConnectableObservable<TSource, TSource>(source, new ReplaySubject<TSource>(bufferSize, window));
    }

    /// <summary>Shares <paramref name="source"/> inside <paramref name="selector"/>, through a fresh <see cref="ReplaySubject{T}"/> per subscription that replays at most the last <paramref name="bufferSize"/> values received within the last <paramref name="window"/>.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="selector">Builds the query on the shared source.</param>
    /// <param name="bufferSize">How many values to replay.</param>
    /// <param name="window">How long a value stays replayable.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="bufferSize"/> or <paramref name="window"/> is negative.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="selector"/> is null.</exception>
    public static IObservable<TResult> Replay<TSource, TResult>(this IObservable<TSource> source, Func<IObservable<TSource>, IObservable<TResult>> selector, int bufferSize, TimeSpan window)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        ArgumentOutOfRangeException.ThrowIfNegative(bufferSize);
        ArgumentOutOfRangeException.ThrowIfLessThan(window, TimeSpan.Zero);
        return new Operators.MulticastSelector<TSource, TSource, TResult>(source, () => new ReplaySubject<TSource>(bufferSize, window), selector);
    }

    /// <summary>Shares <paramref name="source"/> through a <see cref="ReplaySubject{T}"/> that replays at most the last <paramref name="bufferSize"/> values received within the last <paramref name="window"/> of <paramref name="scheduler"/>'s time to late subscribers, delivered through <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="bufferSize">How many values to replay.</param>
    /// <param name="window">How long a value stays replayable.</param>
    /// <param name="scheduler">Measures time and delivers messages to subscribers.</param>
    /// <returns>The connectable observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="bufferSize"/> or <paramref name="window"/> is negative.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="scheduler"/> is null.</exception>
    public static IConnectableObservable<TSource> Replay<TSource>(this IObservable<TSource> source, int bufferSize, TimeSpan window, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(bufferSize);
        ArgumentOutOfRangeException.ThrowIfLessThan(window, TimeSpan.Zero);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.ConnectableObservable<TSource, TSource>(source, new ReplaySubject<TSource>(bufferSize, window, scheduler));
    }

    /// <summary>Shares <paramref name="source"/> inside <paramref name="selector"/>, through a fresh <see cref="ReplaySubject{T}"/> per subscription that replays at most the last <paramref name="bufferSize"/> values received within the last <paramref name="window"/> of <paramref name="scheduler"/>'s time, delivered through <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="selector">Builds the query on the shared source.</param>
    /// <param name="bufferSize">How many values to replay.</param>
    /// <param name="window">How long a value stays replayable.</param>
    /// <param name="scheduler">Measures time and delivers messages to subscribers.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="bufferSize"/> or <paramref name="window"/> is negative.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="source"/>, <paramref name="selector"/> or <paramref name="scheduler"/> is null.</exception>
    public static IObservable<TResult> Replay<TSource, TResult>(this IObservable<TSource> source, Func<IObservable<TSource>, IObservable<TResult>> selector, int bufferSize, TimeSpan window, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        ArgumentOutOfRangeException.ThrowIfNegative(bufferSize);
        ArgumentOutOfRangeException.ThrowIfLessThan(window, TimeSpan.Zero);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.MulticastSelector<TSource, TSource, TResult>(source, () => new ReplaySubject<TSource>(bufferSize, window, scheduler), selector);
    }

    /// <summary>Shares <paramref name="source"/> through a <see cref="ReplaySubject{T}"/> that replays every value to late subscribers, delivered through <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="scheduler">Measures time and delivers messages to subscribers.</param>
    /// <returns>The connectable observable.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="scheduler"/> is null.</exception>
    public static IConnectableObservable<TSource> Replay<TSource>(this IObservable<TSource> source, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.ConnectableObservable<TSource, TSource>(source, new ReplaySubject<TSource>(scheduler));
    }

    /// <summary>Shares <paramref name="source"/> inside <paramref name="selector"/>, through a fresh <see cref="ReplaySubject{T}"/> per subscription that replays every value, delivered through <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="selector">Builds the query on the shared source.</param>
    /// <param name="scheduler">Measures time and delivers messages to subscribers.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/>, <paramref name="selector"/> or <paramref name="scheduler"/> is null.</exception>
    public static IObservable<TResult> Replay<TSource, TResult>(this IObservable<TSource> source, Func<IObservable<TSource>, IObservable<TResult>> selector, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.MulticastSelector<TSource, TSource, TResult>(source, () => new ReplaySubject<TSource>(scheduler), selector);
    }

    /// <summary>Shares <paramref name="source"/> through a <see cref="ReplaySubject{T}"/> that replays the last <paramref name="bufferSize"/> values to late subscribers, delivered through <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="bufferSize">How many values to replay.</param>
    /// <param name="scheduler">Measures time and delivers messages to subscribers.</param>
    /// <returns>The connectable observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="bufferSize"/> is negative.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="scheduler"/> is null.</exception>
    public static IConnectableObservable<TSource> Replay<TSource>(this IObservable<TSource> source, int bufferSize, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(bufferSize);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.ConnectableObservable<TSource, TSource>(source, new ReplaySubject<TSource>(bufferSize, scheduler));
    }

    /// <summary>Shares <paramref name="source"/> inside <paramref name="selector"/>, through a fresh <see cref="ReplaySubject{T}"/> per subscription that replays the last <paramref name="bufferSize"/> values, delivered through <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source to share.</param>
    /// <param name="selector">Builds the query on the shared source.</param>
    /// <param name="bufferSize">How many values to replay.</param>
    /// <param name="scheduler">Measures time and delivers messages to subscribers.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="bufferSize"/> is negative.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="source"/>, <paramref name="selector"/> or <paramref name="scheduler"/> is null.</exception>
    public static IObservable<TResult> Replay<TSource, TResult>(this IObservable<TSource> source, Func<IObservable<TSource>, IObservable<TResult>> selector, int bufferSize, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        ArgumentOutOfRangeException.ThrowIfNegative(bufferSize);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.MulticastSelector<TSource, TSource, TResult>(source, () => new ReplaySubject<TSource>(bufferSize, scheduler), selector);
    }

    /// <summary>Connects <paramref name="source"/> on the first subscription and disconnects when the last one ends.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The connectable observable.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> RefCount<TSource>(this IConnectableObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.RefCount<TSource>(source, 1);
    }

    /// <summary>Connects <paramref name="source"/> when <paramref name="minObservers"/> subscribers have joined and disconnects when the last one ends.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The connectable observable.</param>
    /// <param name="minObservers">How many subscribers to wait for before connecting.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="minObservers"/> is zero or negative.</exception>
    public static IObservable<TSource> RefCount<TSource>(this IConnectableObservable<TSource> source, int minObservers)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(minObservers);
        return new Operators.RefCount<TSource>(source, minObservers);
    }

    /// <summary>Connects <paramref name="source"/> on the first subscription and disconnects <paramref name="disconnectDelay"/> after the last one ends, unless a subscriber arrives meanwhile; timed on <see cref="Scheduler.Default"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The connectable observable.</param>
    /// <param name="disconnectDelay">How long the connection outlives its last subscriber.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="disconnectDelay"/> is negative.</exception>
    public static IObservable<TSource> RefCount<TSource>(this IConnectableObservable<TSource> source, TimeSpan disconnectDelay)
        => RefCount(source, 1, disconnectDelay, Scheduler.Default);

    /// <summary>Connects <paramref name="source"/> on the first subscription and disconnects <paramref name="disconnectDelay"/> after the last one ends, unless a subscriber arrives meanwhile; timed on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The connectable observable.</param>
    /// <param name="disconnectDelay">How long the connection outlives its last subscriber.</param>
    /// <param name="scheduler">Runs the disconnect timer.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="disconnectDelay"/> is negative.</exception>
    public static IObservable<TSource> RefCount<TSource>(this IConnectableObservable<TSource> source, TimeSpan disconnectDelay, IScheduler scheduler)
        => RefCount(source, 1, disconnectDelay, scheduler);

    /// <summary>Connects <paramref name="source"/> when <paramref name="minObservers"/> subscribers have joined and disconnects <paramref name="disconnectDelay"/> after the last one ends, unless a subscriber arrives meanwhile; timed on <see cref="Scheduler.Default"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The connectable observable.</param>
    /// <param name="minObservers">How many subscribers to wait for before connecting.</param>
    /// <param name="disconnectDelay">How long the connection outlives its last subscriber.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="minObservers"/> is zero or negative, or <paramref name="disconnectDelay"/> is negative.</exception>
    public static IObservable<TSource> RefCount<TSource>(this IConnectableObservable<TSource> source, int minObservers, TimeSpan disconnectDelay)
        => RefCount(source, minObservers, disconnectDelay, Scheduler.Default);

    /// <summary>Connects <paramref name="source"/> when <paramref name="minObservers"/> subscribers have joined and disconnects <paramref name="disconnectDelay"/> after the last one ends, unless a subscriber arrives meanwhile; timed on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The connectable observable.</param>
    /// <param name="minObservers">How many subscribers to wait for before connecting.</param>
    /// <param name="disconnectDelay">How long the connection outlives its last subscriber.</param>
    /// <param name="scheduler">Runs the disconnect timer.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="minObservers"/> is zero or negative, or <paramref name="disconnectDelay"/> is negative.</exception>
    public static IObservable<TSource> RefCount<TSource>(this IConnectableObservable<TSource> source, int minObservers, TimeSpan disconnectDelay, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(minObservers);
        ArgumentOutOfRangeException.ThrowIfLessThan(disconnectDelay, TimeSpan.Zero);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.RefCount<TSource>(source, minObservers, disconnectDelay, scheduler);
    }

    /// <summary>
    /// Connects <paramref name="source"/> once, when <paramref name="minObservers"/> subscribers have joined, and
    /// never disconnects by itself; <paramref name="onConnect"/> receives the connection. With
    /// <paramref name="minObservers"/> of zero or less it connects at once and returns <paramref name="source"/>.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The connectable observable.</param>
    /// <param name="minObservers">How many subscribers to wait for before connecting.</param>
    /// <param name="onConnect">Receives the connection, to disconnect later (optional).</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> AutoConnect<TSource>(this IConnectableObservable<TSource> source, int minObservers = 1, Action<IDisposable>? onConnect = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        if (minObservers <= 0)
        {
            var connection = source.Connect();
            onConnect?.Invoke(connection);
            return source;
        }

        return new Operators.AutoConnect<TSource>(source, minObservers, onConnect);
    }
}
