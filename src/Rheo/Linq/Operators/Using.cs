using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Using</c>: creates a resource per subscription and disposes it when the subscription ends
/// (termination or dispose), after the terminal message has gone downstream.
/// </summary>
internal sealed class Using<TResult, TResource>(
    Func<TResource> resourceFactory,
    Func<TResource, IObservable<TResult>> observableFactory) : Producer<TResult>
    where TResource : IDisposable
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        IObservable<TResult> source;
        try
        {
            var resource = resourceFactory();
            sink.SetResource(resource);
            source = observableFactory(resource) ?? throw new InvalidOperationException("The observable factory returned null.");
        }
        catch (Exception error)
        {
            sink.OnSubscribe(Disposable.Empty);
            sink.OnError(error);
            return;
        }

        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TResult> downstream) : Sink<TResult, TResult>(downstream)
    {
        private IDisposable? _resource;

        public void SetResource(IDisposable? resource) => DisposableSlot.TrySetOnce(ref _resource, resource);

        public override void OnNext(TResult value) => Downstream.OnNext(value);

        public override void OnError(Exception error)
        {
            try
            {
                Downstream.OnError(error);
            }
            finally
            {
                DisposableSlot.Dispose(ref _resource);
            }
        }

        public override void OnCompleted()
        {
            try
            {
                Downstream.OnCompleted();
            }
            finally
            {
                DisposableSlot.Dispose(ref _resource);
            }
        }

        public override void Dispose()
        {
            base.Dispose();
            DisposableSlot.Dispose(ref _resource);
        }
    }
}
