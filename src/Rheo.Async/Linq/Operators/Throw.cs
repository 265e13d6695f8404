using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

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

internal sealed class Never<T> : AsyncObservableBase<T>
{
    public static readonly Never<T> Instance = new();

    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        new(Disposables.AsyncDisposable.Nop);
}
