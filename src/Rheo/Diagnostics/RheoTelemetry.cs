using System.Diagnostics;
using System.Diagnostics.Metrics;
using Rheo.Concurrency;

namespace Rheo.Diagnostics;

/// <summary>
/// Rheo's OpenTelemetry instrumentation, on the BCL's <see cref="System.Diagnostics.ActivitySource"/> and
/// <see cref="System.Diagnostics.Metrics.Meter"/> (no package needed): both are named <c>Rheo</c>
/// (<see cref="SourceName"/>); add that name to an OpenTelemetry tracer or meter provider, or listen with an
/// <see cref="ActivityListener"/> / <see cref="MeterListener"/>. Nothing is measured while nobody listens.
/// </summary>
/// <remarks>
/// Instruments (names after the OpenTelemetry conventions: dotted lower-case namespaces, UCUM units, <c>error.type</c>):
/// <list type="bullet">
/// <item><c>rheo.subscription.created</c>, <c>rheo.subscription.ended</c> (counters, <c>{subscription}</c>) and
/// <c>rheo.subscription.active</c> (observable up-down counter): the subscriptions seen by the
/// <see cref="SubscriptionTracker"/>, so counted while it is enabled; attributes <c>rheo.operator</c> and, for a tagged
/// stage, <c>rheo.pipeline</c>.</item>
/// <item><c>rheo.pipeline.values</c> (<c>{value}</c>) and <c>rheo.pipeline.errors</c> (<c>{error}</c>, with
/// <c>error.type</c>): counted by each <see cref="ObservableDiagnostics.Tag{T}"/> stage, attribute <c>rheo.pipeline</c>.</item>
/// <item><c>rheo.precision_timer.lateness.max</c>, <c>rheo.precision_timer.lateness.mean</c> (gauges, <c>s</c>) and
/// <c>rheo.precision_timer.ticks</c> (observable counter, <c>{tick}</c>, attribute <c>rheo.tick.outcome</c> =
/// <c>fired</c> or <c>skipped</c>): for each timer registered with <see cref="Observe(PrecisionTimer, string)"/>,
/// attribute <c>rheo.timer</c>.</item>
/// </list>
/// Activities: each subscription of a tagged stage is an activity named after the stage (kind
/// <see cref="ActivityKind.Internal"/>, tag <c>rheo.pipeline</c>) from <c>Subscribe</c> to its end; an error sets its
/// status to <see cref="ActivityStatusCode.Error"/> and adds an exception event. Starting it leaves
/// <see cref="Activity.Current"/> as it was.
/// </remarks>
public static class RheoTelemetry
{
    /// <summary>The name of Rheo's <see cref="ActivitySource"/> and <see cref="Meter"/>: <c>Rheo</c>.</summary>
    public const string SourceName = "Rheo";

    internal const string PipelineAttribute = "rheo.pipeline";
    internal const string OperatorAttribute = "rheo.operator";
    internal const string ErrorTypeAttribute = "error.type";

    private static readonly string? Version = typeof(RheoTelemetry).Assembly.GetName().Version?.ToString();
    private static readonly Lock TimersGate = new();
    private static readonly List<TimerRegistration> Timers = [];

    /// <summary>Gets the source of Rheo's activities.</summary>
    public static ActivitySource ActivitySource { get; } = new(SourceName, Version);

    /// <summary>Gets the meter of Rheo's instruments.</summary>
    public static Meter Meter { get; } = new(SourceName, Version);

    internal static Counter<long> Values { get; } = Meter.CreateCounter<long>("rheo.pipeline.values", "{value}", "Values that passed a tagged stage.");

    internal static Counter<long> Errors { get; } = Meter.CreateCounter<long>("rheo.pipeline.errors", "{error}", "Errors that passed a tagged stage.");

    internal static Counter<long> Created { get; } = Meter.CreateCounter<long>("rheo.subscription.created", "{subscription}", "Subscriptions made (while the subscription tracker is enabled).");

    internal static Counter<long> Ended { get; } = Meter.CreateCounter<long>("rheo.subscription.ended", "{subscription}", "Subscriptions ended by dispose or a terminal message (while the subscription tracker is enabled).");

    static RheoTelemetry()
    {
        Meter.CreateObservableUpDownCounter("rheo.subscription.active", static () => (long)(SubscriptionTracker.Current?.Count ?? 0), "{subscription}", "Live subscriptions recorded by the enabled subscription tracker.");
        Meter.CreateObservableGauge("rheo.precision_timer.lateness.max", static () => ReadTimers(static s => s.LatenessMaxMicroseconds / 1e6), "s", "The largest lateness of a fired tick.");
        Meter.CreateObservableGauge("rheo.precision_timer.lateness.mean", static () => ReadTimers(static s => s.LatenessMeanMicroseconds / 1e6), "s", "The mean lateness of the fired ticks.");
        Meter.CreateObservableCounter("rheo.precision_timer.ticks", ReadTicks, "{tick}", "Ticks fired or skipped as too late.");
    }

    /// <summary>
    /// Reports <paramref name="timer"/>'s lateness and tick counts (from its <see cref="PrecisionTimer.Statistics"/>)
    /// on <see cref="Meter"/> with the attribute <c>rheo.timer</c> = <paramref name="name"/>, until the returned handle
    /// is disposed. The timer is read only when a listener collects.
    /// </summary>
    /// <param name="timer">The timer.</param>
    /// <param name="name">Its name in the measurements.</param>
    /// <returns>Disposing it stops the reporting.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="timer"/> or <paramref name="name"/> is null.</exception>
    public static IDisposable Observe(PrecisionTimer timer, string name)
    {
        ArgumentNullException.ThrowIfNull(timer);
        ArgumentNullException.ThrowIfNull(name);
        var registration = new TimerRegistration(timer, new KeyValuePair<string, object?>("rheo.timer", name));
        lock (TimersGate)
        {
            Timers.Add(registration);
        }

        return registration;
    }

    internal static void SubscriptionCreated(TrackedSubscription subscription)
    {
        if (Created.Enabled)
        {
            Created.Add(1, new KeyValuePair<string, object?>(OperatorAttribute, subscription.Operator), new KeyValuePair<string, object?>(PipelineAttribute, subscription.Tag));
        }
    }

    internal static void SubscriptionEnded(TrackedSubscription subscription)
    {
        if (Ended.Enabled)
        {
            Ended.Add(1, new KeyValuePair<string, object?>(OperatorAttribute, subscription.Operator), new KeyValuePair<string, object?>(PipelineAttribute, subscription.Tag));
        }
    }

    /// <summary>Starts the activity of a tagged stage's subscription when a listener samples it; null otherwise.</summary>
    internal static Activity? StartSubscriptionActivity(string name)
    {
        if (!ActivitySource.HasListeners())
        {
            return null;
        }

        var previous = Activity.Current;
        var activity = ActivitySource.StartActivity(name, ActivityKind.Internal);
        if (activity is not null)
        {
            activity.SetTag(PipelineAttribute, name);
            Activity.Current = previous;
        }

        return activity;
    }

    internal static void StopSubscriptionActivity(Activity activity, Exception? error)
    {
        if (error is not null)
        {
            activity.SetStatus(ActivityStatusCode.Error, error.Message);
            activity.SetTag(ErrorTypeAttribute, error.GetType().FullName);
            activity.AddException(error);
        }

        activity.Stop();
    }

    private static TimerRegistration[] Registered()
    {
        lock (TimersGate)
        {
            return [.. Timers];
        }
    }

    private static IEnumerable<Measurement<double>> ReadTimers(Func<PrecisionTimerStatistics, double> read)
    {
        foreach (var registration in Registered())
        {
            var statistics = registration.Timer.Statistics;
            if (statistics.Fired > 0)
            {
                yield return new Measurement<double>(read(statistics), registration.Name);
            }
        }
    }

    private static IEnumerable<Measurement<long>> ReadTicks()
    {
        foreach (var registration in Registered())
        {
            var statistics = registration.Timer.Statistics;
            yield return new Measurement<long>(statistics.Fired, registration.Name, new KeyValuePair<string, object?>("rheo.tick.outcome", "fired"));
            yield return new Measurement<long>(statistics.Skipped, registration.Name, new KeyValuePair<string, object?>("rheo.tick.outcome", "skipped"));
        }
    }

    private sealed class TimerRegistration(PrecisionTimer timer, KeyValuePair<string, object?> name) : IDisposable
    {
        public PrecisionTimer Timer { get; } = timer;

        public KeyValuePair<string, object?> Name { get; } = name;

        public void Dispose()
        {
            lock (TimersGate)
            {
                Timers.Remove(this);
            }
        }
    }
}
