using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Throw(error)</c>: sends <c>error</c> from a thread-pool work item queued by <c>SubscribeAsync</c> (never inside
/// it), unless the subscription was disposed first; the observer's task is not awaited and an exception it throws is
/// dropped (<c>Internal/AsyncProducerSink</c>).
/// </summary>
internal sealed class Throw<T>(Exception error) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        new Sink(observer, error).Start();

    private sealed class Sink(IAsyncObserver<T> observer, Exception error) : AsyncProducerSink<T>(observer)
    {
        protected override void Run()
        {
            if (!IsDisposed)
            {
                try
                {
                    ValueTaskHelpers.Forget(Observer.OnErrorAsync(error));
                }
                catch (Exception)
                {
                    // The observer threw: nothing more to send.
                }
            }
        }
    }
}
