using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>SubscribeOn</c>: subscribing to the source and disposing that subscription both run as work items
/// on the scheduler. Messages are not moved; after dispose returns none is forwarded. A terminal message lets the source
/// go the same way, in a work item on the scheduler (Rx.NET: on a <c>TestScheduler</c> a source that completes at 300
/// logs <c>Subscribe(201, 301)</c>), so a foreign source is subscribed without the edge's own disposal on terminal.
/// </summary>
internal sealed class SubscribeOn<T>(IObservable<T> source, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, source, scheduler);
        subscriber.OnSubscribe(sink);
        sink.Start();
    }

    private sealed class Sink(ISubscriber<T> downstream, IObservable<T> source, IScheduler scheduler) : ISubscriber<T>, IDisposable
    {
        private IDisposable? _task;
        private IDisposable? _upstream;
        private volatile bool _disposed;

        public void Start() => DisposableSlot.TrySetOnce(ref _task, scheduler.Schedule(this, static (_, s) => s.Subscribe()));

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref _upstream, upstream);

        public void OnNext(T value)
        {
            if (!_disposed)
            {
                downstream.OnNext(value);
            }
        }

        public void OnError(Exception error)
        {
            if (!_disposed)
            {
                downstream.OnError(error);
                Dispose();
            }
        }

        public void OnCompleted()
        {
            if (!_disposed)
            {
                downstream.OnCompleted();
                Dispose();
            }
        }

        public void Dispose()
        {
            if (_disposed)
            {
                return;
            }

            _disposed = true;
            DisposableSlot.Dispose(ref _task);
            scheduler.Schedule(this, static (_, s) =>
            {
                DisposableSlot.Dispose(ref s._upstream);
                return Disposables.Disposable.Empty;
            });
        }

        private IDisposable Subscribe()
        {
            if (!_disposed)
            {
                source.RunLeavingDisposal(this);
            }

            return Disposables.Disposable.Empty;
        }
    }
}
