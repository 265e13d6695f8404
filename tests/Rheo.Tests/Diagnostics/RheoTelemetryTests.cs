using System.Collections.Concurrent;
using System.Diagnostics;
using System.Diagnostics.Metrics;
using Rheo.Concurrency;
using Rheo.Diagnostics;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.Diagnostics;

/// <summary>Rheo's ActivitySource and Meter, seen by real listeners (names unique per test: listeners are process-wide).</summary>
public class RheoTelemetryTests
{
    private sealed class Measurements : IDisposable
    {
        private readonly MeterListener _listener = new();

        public Measurements(string meter = RheoTelemetry.SourceName)
        {
            _listener.InstrumentPublished = (instrument, listener) =>
            {
                if (instrument.Meter.Name == meter)
                {
                    Instruments.Add(instrument.Name + " " + instrument.Unit);
                    listener.EnableMeasurementEvents(instrument);
                }
            };
            _listener.SetMeasurementEventCallback<long>((instrument, value, tags, _) => Record(instrument, value, tags));
            _listener.SetMeasurementEventCallback<int>((instrument, value, tags, _) => Record(instrument, value, tags));
            _listener.SetMeasurementEventCallback<double>((instrument, value, tags, _) => Record(instrument, value, tags));
            _listener.Start();
        }

        public ConcurrentBag<string> Instruments { get; } = [];

        public ConcurrentQueue<(string Name, double Value, Dictionary<string, object?> Tags)> Recorded { get; } = new();

        public void Collect() => _listener.RecordObservableInstruments();

        public double Sum(string name, string tag, object value) =>
            Recorded.Where(m => m.Name == name && m.Tags.TryGetValue(tag, out var v) && Equals(v, value)).Sum(m => m.Value);

        public void Dispose() => _listener.Dispose();

        private void Record(Instrument instrument, double value, ReadOnlySpan<KeyValuePair<string, object?>> tags)
        {
            var copy = new Dictionary<string, object?>();
            foreach (var tag in tags)
            {
                copy[tag.Key] = tag.Value;
            }

            Recorded.Enqueue((instrument.Name, value, copy));
        }
    }

    [Fact]
    public void MeterListener_SeesTheInstrumentsWithConventionalNamesAndUnits()
    {
        using var measurements = new Measurements();
        Assert.Contains("rheo.pipeline.values {value}", measurements.Instruments);
        Assert.Contains("rheo.pipeline.errors {error}", measurements.Instruments);
        Assert.Contains("rheo.subscription.created {subscription}", measurements.Instruments);
        Assert.Contains("rheo.subscription.ended {subscription}", measurements.Instruments);
        Assert.Contains("rheo.subscription.active {subscription}", measurements.Instruments);
        Assert.Contains("rheo.precision_timer.lateness.max s", measurements.Instruments);
        Assert.Contains("rheo.precision_timer.ticks {tick}", measurements.Instruments);
        Assert.Equal(RheoTelemetry.SourceName, RheoTelemetry.Meter.Name);
        Assert.Equal("Rheo", RheoTelemetry.ActivitySource.Name);
    }

    [Fact]
    public void TaggedPipeline_CountsItsValuesAndErrors()
    {
        var name = "values-" + Guid.NewGuid().ToString("N");
        using var measurements = new Measurements();
        var subject = new Subject<int>();
        subject.Tag(name).Subscribe(_ => { }, _ => { });
        subject.OnNext(1);
        subject.OnNext(2);
        subject.OnNext(3);
        subject.OnError(new InvalidOperationException());
        Assert.Equal(3, measurements.Sum("rheo.pipeline.values", "rheo.pipeline", name));
        Assert.Equal(1, measurements.Sum("rheo.pipeline.errors", "rheo.pipeline", name));
        Assert.Equal(1, measurements.Recorded
            .Where(m => m.Name == "rheo.pipeline.errors" && Equals(m.Tags.GetValueOrDefault("rheo.pipeline"), name))
            .Where(m => Equals(m.Tags.GetValueOrDefault("error.type"), typeof(InvalidOperationException).FullName))
            .Sum(m => m.Value));
    }

    [Fact]
    public void TrackedSubscriptions_AreCountedCreatedAndEnded()
    {
        var name = "subs-" + Guid.NewGuid().ToString("N");
        using var measurements = new Measurements();
        using var scope = SubscriptionTracker.Begin();
        var subject = new Subject<int>();
        var a = subject.Tag(name).Subscribe(_ => { });
        var b = subject.Tag(name).Subscribe(_ => { });
        a.Dispose();
        Assert.Equal(2, measurements.Sum("rheo.subscription.created", "rheo.pipeline", name));
        Assert.Equal(1, measurements.Sum("rheo.subscription.ended", "rheo.pipeline", name));
        Assert.True(measurements.Sum("rheo.subscription.created", "rheo.operator", "Tag") >= 4);
        measurements.Collect();
        Assert.Contains(measurements.Recorded, m => m.Name == "rheo.subscription.active" && m.Value >= 2);
        b.Dispose();
    }

    [Fact]
    public void ActivityListener_SeesOneActivityPerTaggedSubscription_WithTheErrorStatus()
    {
        var name = "span-" + Guid.NewGuid().ToString("N");
        var stopped = new ConcurrentQueue<Activity>();
        using var listener = new ActivityListener
        {
            ShouldListenTo = source => source.Name == RheoTelemetry.SourceName,
            Sample = (ref ActivityCreationOptions<ActivityContext> _) => ActivitySamplingResult.AllDataAndRecorded,
            ActivityStopped = a =>
            {
                if (a.OperationName == name)
                {
                    stopped.Enqueue(a);
                }
            },
        };
        ActivitySource.AddActivityListener(listener);

        var current = Activity.Current;
        var subject = new Subject<int>();
        var ok = subject.Tag(name).Subscribe(_ => { }, _ => { });
        subject.Tag(name).Subscribe(_ => { }, _ => { });
        Assert.Same(current, Activity.Current);
        Assert.Empty(stopped);
        subject.OnError(new InvalidOperationException("bad"));
        ok.Dispose();

        Assert.Equal(2, stopped.Count);
        Assert.All(stopped, a => Assert.Equal(name, a.GetTagItem("rheo.pipeline")));
        Assert.All(stopped, a => Assert.Equal(ActivityKind.Internal, a.Kind));
        Assert.Equal(2, stopped.Count(a => a.Status == ActivityStatusCode.Error));
        Assert.All(stopped, a => Assert.Equal(typeof(InvalidOperationException).FullName, a.GetTagItem("error.type")));
        Assert.All(stopped, a => Assert.Contains(a.Events, e => e.Name == "exception"));
    }

    [Fact]
    public void ObservedPrecisionTimer_ReportsTicksAndLateness()
    {
        var name = "timer-" + Guid.NewGuid().ToString("N");
        var clock = new ManualTimestampProvider();
        var fired = new SemaphoreSlim(0);
        using var timer = new PrecisionTimer(_ => fired.Release(), new PrecisionTimerOptions { TimeProvider = clock });
        using var registration = RheoTelemetry.Observe(timer, name);
        timer.Start(TimeSpan.FromMilliseconds(1));
        clock.AdvanceTo(1_000);
        fired.WaitWithin();
        clock.AdvanceTo(2_040);
        fired.WaitWithin();
        Bounded.Until(() => timer.Statistics.Fired == 2);

        using var measurements = new Measurements();
        measurements.Collect();
        Assert.Equal(2, measurements.Sum("rheo.precision_timer.ticks", "rheo.timer", name) - measurements.Recorded.Where(m => m.Name == "rheo.precision_timer.ticks" && Equals(m.Tags["rheo.timer"], name) && Equals(m.Tags["rheo.tick.outcome"], "skipped")).Sum(m => m.Value));
        Assert.Equal(40e-6, measurements.Sum("rheo.precision_timer.lateness.max", "rheo.timer", name), 9);
        Assert.Equal(20e-6, measurements.Sum("rheo.precision_timer.lateness.mean", "rheo.timer", name), 9);

        registration.Dispose();
        var after = new Measurements();
        after.Collect();
        Assert.Equal(0, after.Sum("rheo.precision_timer.ticks", "rheo.timer", name));
        after.Dispose();
    }
}
