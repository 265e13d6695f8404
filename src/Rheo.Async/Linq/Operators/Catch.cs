using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Catch</c>: on the source's first error of type <c>TException</c>, subscribes to the sequence the handler returns
/// and continues with it; an error of another type, or any error of the handler's sequence, goes downstream. A throwing
/// handler (or one returning <see langword="null"/>) sends its own error. Values pass with the downstream task returned
/// as is; disposal disposes the current subscription. <c>Catch(second)</c> is <c>Catch&lt;T, Exception&gt;</c>. The
/// sequencing lives in <c>Internal/AsyncSequenceSink</c>.
/// </summary>
internal sealed class Catch<T, TException>(IAsyncObservable<T> source, Func<TException, IAsyncObservable<T>> handler) : AsyncObservableBase<T>
    where TException : Exception
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(observer, handler);
        await sink.SubscribeNextAsync(source).ConfigureAwait(false);
        return sink;
    }

    private sealed class Sink(IAsyncObserver<T> downstream, Func<TException, IAsyncObservable<T>> handler) : AsyncSequenceSink<T>(downstream)
    {
        private bool _caught;

        protected override IAsyncObservable<T>? NextAfterCompletion() => null;

        protected override IAsyncObservable<T>? NextAfterError(Exception error)
        {
            if (_caught || error is not TException typed)
            {
                return null;
            }

            _caught = true;
            return handler(typed) ?? throw new InvalidOperationException("The error handler returned null.");
        }
    }
}
