using BenchmarkDotNet.Attributes;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Logging.Abstractions;
using Rheo.Concurrency;
using Rheo.Diagnostics;
using Rheo.Extensions.Logging;
using Rheo.Linq;
using Rheo.Subjects;
using RheoBench.Coverage;

namespace Rheo.Benchmarks.Diagnostics;

/// <summary>
/// The diagnostics on the hot path: a value through a <c>Tag</c> stage and through <c>Debug</c> with an
/// <see cref="ILogger"/> whose level is off (both must allocate 0 B per value), and a subscription with the tracker off
/// and on (the cost of recording). Per value / per subscription.
/// </summary>
[MemoryDiagnoser]
public class DiagnosticsBenchmarks
{
    private const int Values = 100_000;
    private readonly Subject<int> _subject = new();
    private IDisposable? _tagged;
    private IDisposable? _logged;
    private IDisposable? _plain;

    [GlobalSetup]
    public void Setup()
    {
        _tagged = _subject.Tag("bench").Subscribe(_ => { });
        _logged = _subject.Debug("bench", NullLogger.Instance, LogLevel.Trace).Subscribe(_ => { });
        _plain = _subject.Subscribe(_ => { });
    }

    [GlobalCleanup]
    public void Cleanup()
    {
        _tagged?.Dispose();
        _logged?.Dispose();
        _plain?.Dispose();
    }

    /// <summary>A value through a subject with three subscribers: one plain, one tagged, one logging at a level that is off.</summary>
    [Benchmark(OperationsPerInvoke = Values)]
    [Covers(typeof(ObservableDiagnostics), nameof(ObservableDiagnostics.Tag), nameof(ObservableDiagnostics.Debug))]
    public void ValueThroughTagAndQuietDebug()
    {
        for (var i = 0; i < Values; i++)
        {
            _subject.OnNext(i);
        }
    }

    /// <summary>Subscribe and dispose a <c>Where</c> with tracking off (the hook reads one static field).</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = 1_000)]
    public void SubscribeTrackerOff()
    {
        for (var i = 0; i < 1_000; i++)
        {
            _subject.Where(static x => x > 0).Subscribe(static _ => { }).Dispose();
        }
    }

    /// <summary>Subscribe and dispose a <c>Where</c> inside a tracker scope (each subscription recorded and removed).</summary>
    [Benchmark(OperationsPerInvoke = 1_000)]
    [Covers(typeof(SubscriptionTracker), nameof(SubscriptionTracker.Begin), nameof(SubscriptionTracker.GetAlive), nameof(SubscriptionTracker.Enable), nameof(SubscriptionTracker.Disable))]
    [Covers(typeof(SubscriptionTrackerScope), nameof(SubscriptionTrackerScope.Dispose))]
    public int SubscribeTrackerOn()
    {
        using var scope = SubscriptionTracker.Begin();
        for (var i = 0; i < 1_000; i++)
        {
            _subject.Where(static x => x > 0).Subscribe(static _ => { }).Dispose();
        }

        return scope.Tracker.GetAlive().Count;
    }

    /// <summary>Registering a precision timer with the meter (no listener: nothing is read).</summary>
    [Benchmark]
    [Covers(typeof(RheoTelemetry), nameof(RheoTelemetry.Observe))]
    public void ObserveTimer()
    {
        using var timer = new PrecisionTimer(static _ => { });
        RheoTelemetry.Observe(timer, "bench").Dispose();
    }
}
