using System.Diagnostics;
using Rheo.Internal;

namespace Rheo.Diagnostics;

/// <summary>
/// <c>Tag</c> and <c>Debug</c>: a named stage that forwards every message unchanged. Per subscription it logs
/// <see cref="DebugEventKind.Subscribe"/> and <see cref="DebugEventKind.Dispose"/> through the optional log callback,
/// is listed by the <see cref="SubscriptionTracker"/> while one is enabled, and runs an <see cref="Activity"/> of
/// <see cref="RheoTelemetry.ActivitySource"/> while a listener samples it; per message it logs the message and counts
/// values and errors on <see cref="RheoTelemetry.Meter"/> while a listener is attached. A throwing log callback becomes
/// <c>OnError</c> (in <c>OnError</c> it replaces the error; in <c>Dispose</c> it is rethrown after the upstream is
/// disposed).
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class TagObservable<T>(IObservable<T> source, string name, Action<DebugEvent<T>>? log) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, name, log);
        subscriber.OnSubscribe(sink);
        if (log is not null)
        {
            try
            {
                log(new DebugEvent<T>(name, DebugEventKind.Subscribe, default!, null));
            }
            catch (Exception error)
            {
                sink.End(error);
                subscriber.OnError(error);
                return;
            }
        }

        source.Run(sink);
    }

    private sealed class Sink : Sink<T, T>
    {
        private readonly string _name;
        private readonly Action<DebugEvent<T>>? _log;
        private readonly KeyValuePair<string, object?> _pipeline;
        private TrackedSubscription? _tracked;
        private Activity? _activity;
        private int _disposed;

        public Sink(ISubscriber<T> downstream, string name, Action<DebugEvent<T>>? log)
            : base(downstream)
        {
            _name = name;
            _log = log;
            _pipeline = new KeyValuePair<string, object?>(RheoTelemetry.PipelineAttribute, name);
            _tracked = SubscriptionTracker.Active?.Add(typeof(TagObservable<T>), name);
            _activity = RheoTelemetry.StartSubscriptionActivity(name);
        }

        public override void OnNext(T value)
        {
            if (_log is not null)
            {
                try
                {
                    _log(new DebugEvent<T>(_name, DebugEventKind.OnNext, value, null));
                }
                catch (Exception error)
                {
                    End(error);
                    Fail(error);
                    return;
                }
            }

            if (RheoTelemetry.Values.Enabled)
            {
                RheoTelemetry.Values.Add(1, _pipeline);
            }

            Downstream.OnNext(value);
        }

        public override void OnError(Exception error)
        {
            if (_log is not null)
            {
                try
                {
                    _log(new DebugEvent<T>(_name, DebugEventKind.OnError, default!, error));
                }
                catch (Exception replaced)
                {
                    error = replaced;
                }
            }

            End(error);
            Downstream.OnError(error);
        }

        public override void OnCompleted()
        {
            if (_log is not null)
            {
                try
                {
                    _log(new DebugEvent<T>(_name, DebugEventKind.OnCompleted, default!, null));
                }
                catch (Exception error)
                {
                    End(error);
                    Downstream.OnError(error);
                    return;
                }
            }

            End(null);
            Downstream.OnCompleted();
        }

        public override void Dispose()
        {
            DisposeUpstream();
            End(null);
            if (_log is not null && Interlocked.Exchange(ref _disposed, 1) == 0)
            {
                _log(new DebugEvent<T>(_name, DebugEventKind.Dispose, default!, null));
            }
        }

        /// <summary>Ends what the subscription started (tracker entry, activity) and counts an error; idempotent.</summary>
        internal void End(Exception? error)
        {
            if (error is not null && RheoTelemetry.Errors.Enabled)
            {
                RheoTelemetry.Errors.Add(1, _pipeline, new KeyValuePair<string, object?>(RheoTelemetry.ErrorTypeAttribute, error.GetType().FullName));
            }

            Interlocked.Exchange(ref _tracked, null)?.Remove();
            if (Interlocked.Exchange(ref _activity, null) is { } activity)
            {
                RheoTelemetry.StopSubscriptionActivity(activity, error);
            }
        }
    }
}
