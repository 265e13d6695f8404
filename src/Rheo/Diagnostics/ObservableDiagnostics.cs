using System.Diagnostics;

namespace Rheo.Diagnostics;

/// <summary>
/// Operators that make a pipeline observable to its author: <see cref="Tag{T}"/> names a stage for the
/// <see cref="SubscriptionTracker"/> and for OpenTelemetry (<see cref="RheoTelemetry"/>), <see cref="Debug{T}"/> also
/// logs each message. Both forward every message unchanged. Rx.NET has no such operators.
/// </summary>
public static class ObservableDiagnostics
{
    /// <summary>
    /// Names this stage of the pipeline: while a <see cref="SubscriptionTracker"/> is enabled its subscriptions are
    /// listed with <paramref name="name"/>; while an OpenTelemetry listener is attached each subscription is an
    /// activity of <see cref="RheoTelemetry.ActivitySource"/> and its values and errors are counted on
    /// <see cref="RheoTelemetry.Meter"/> with the attribute <c>rheo.pipeline</c> = <paramref name="name"/>. With
    /// neither, a value costs one flag read.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The observable.</param>
    /// <param name="name">The name of the stage (keep the number of distinct names small: it is a metric attribute).</param>
    /// <returns>The same messages as <paramref name="source"/>.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="name"/> is null.</exception>
    public static IObservable<T> Tag<T>(this IObservable<T> source, string name)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(name);
        return new TagObservable<T>(source, name, null);
    }

    /// <summary>
    /// <see cref="Tag{T}"/>, and logs every <c>Subscribe</c>, <c>OnNext</c>, <c>OnError</c>, <c>OnCompleted</c> and
    /// <c>Dispose</c> of the stage with its name, thread and time: each as a <see cref="DebugEvent{T}"/> passed by value
    /// to <paramref name="log"/> before the message is forwarded, or, when <paramref name="log"/> is null, as a line
    /// (<see cref="DebugEvent{T}.ToString"/>) written to <see cref="Trace"/>. A throwing <paramref name="log"/> becomes
    /// <c>OnError</c>. For <c>Microsoft.Extensions.Logging</c>, see the <c>Rheo.Extensions.Logging</c> package.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The observable.</param>
    /// <param name="name">The name of the stage.</param>
    /// <param name="log">Receives each event; null writes each to <see cref="Trace"/>.</param>
    /// <returns>The same messages as <paramref name="source"/>.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="name"/> is null.</exception>
    public static IObservable<T> Debug<T>(this IObservable<T> source, string name, Action<DebugEvent<T>>? log = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(name);
        return new TagObservable<T>(source, name, log ?? TraceLog<T>.Instance);
    }

    private static class TraceLog<T>
    {
        public static readonly Action<DebugEvent<T>> Instance = static e => Trace.WriteLine(e.ToString());
    }
}
