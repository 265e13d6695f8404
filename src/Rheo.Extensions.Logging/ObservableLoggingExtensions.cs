using Microsoft.Extensions.Logging;
using Rheo.Diagnostics;

namespace Rheo.Extensions.Logging;

/// <summary><see cref="ObservableDiagnostics.Debug{T}"/> with an <see cref="ILogger"/>.</summary>
public static class ObservableLoggingExtensions
{
    private static readonly EventId DebugEventId = new(1, "RheoDebug");

    /// <summary>
    /// Logs every <c>Subscribe</c>, <c>OnNext</c>, <c>OnError</c>, <c>OnCompleted</c> and <c>Dispose</c> of this stage to
    /// <paramref name="logger"/> at <paramref name="level"/> (an error at <see cref="LogLevel.Error"/> or
    /// <paramref name="level"/>, whichever is higher), with the structured values <c>Tag</c>, <c>Kind</c>, <c>Value</c>,
    /// <c>ThreadId</c> and <c>Timestamp</c>. While the level is off, a value costs the <see cref="ILogger.IsEnabled"/>
    /// call and allocates nothing.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The observable.</param>
    /// <param name="name">The name of the stage.</param>
    /// <param name="logger">The logger.</param>
    /// <param name="level">The level of the lines (default <see cref="LogLevel.Debug"/>).</param>
    /// <returns>The same messages as <paramref name="source"/>.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/>, <paramref name="name"/> or <paramref name="logger"/> is null.</exception>
    public static IObservable<T> Debug<T>(this IObservable<T> source, string name, ILogger logger, LogLevel level = LogLevel.Debug)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(name);
        ArgumentNullException.ThrowIfNull(logger);
        return source.Debug(name, e =>
        {
            var lineLevel = e.Kind == DebugEventKind.OnError && level < LogLevel.Error ? LogLevel.Error : level;
            if (!logger.IsEnabled(lineLevel))
            {
                return;
            }

            if (e.Kind == DebugEventKind.OnNext)
            {
                logger.Log(lineLevel, DebugEventId, "[{Tag}] {Kind}({Value}) thread {ThreadId} at {Timestamp:O}", e.Tag, e.Kind, e.Value, e.ThreadId, e.Timestamp);
            }
            else
            {
                logger.Log(lineLevel, DebugEventId, e.Error, "[{Tag}] {Kind} thread {ThreadId} at {Timestamp:O}", e.Tag, e.Kind, e.ThreadId, e.Timestamp);
            }
        });
    }
}
