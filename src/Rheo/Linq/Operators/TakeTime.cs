using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Take(duration)</c> and <c>TakeUntil(endTime)</c>: values pass until a timer completes the sequence. The
/// timer's completion meets the source's values in a <see cref="HalfSerializer"/> (no lock, no allocation).
/// </summary>
internal sealed class TakeTime<T>(IObservable<T> source, TimeSpan duration, DateTimeOffset? endTime, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        var timer = endTime is { } at
            ? scheduler.Schedule(sink, at, static (_, s) => s.Stop())
            : scheduler.Schedule(sink, duration, static (_, s) => s.Stop());
        DisposableSlot.TrySetOnce(ref sink.Timer, timer);
        if (!HalfSerializer.IsTerminated(ref sink.Terminal))
        {
            source.Run(sink);
        }
    }

    private sealed class Sink(ISubscriber<T> downstream) : Sink<T, T>(downstream)
    {
        public IDisposable? Timer;
        public HalfSerializerState Terminal;

        public IDisposable Stop()
        {
            DisposeUpstream();
            HalfSerializer.CompleteFromOther(Downstream, ref Terminal);
            return Disposable.Empty;
        }

        public override void OnNext(T value) => HalfSerializer.Next(Downstream, value, ref Terminal);

        public override void OnError(Exception error)
        {
            DisposableSlot.Dispose(ref Timer);
            HalfSerializer.ErrorFromValueThread(Downstream, error, ref Terminal);
        }

        public override void OnCompleted()
        {
            DisposableSlot.Dispose(ref Timer);
            HalfSerializer.CompleteFromValueThread(Downstream, ref Terminal);
        }

        public override void Dispose()
        {
            DisposableSlot.Dispose(ref Timer);
            base.Dispose();
        }
    }
}
