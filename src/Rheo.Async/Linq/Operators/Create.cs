using Rheo.Async.Disposables;
using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Create(subscribeAsync)</c>: the user code gets an observer that keeps the grammar (nothing after a terminal
/// message or after disposal; a null error is refused) and returns each downstream task as is, so the user code awaits
/// the observer; its handle (or a no-op one for <see langword="null"/>) is disposed with the subscription.
/// </summary>
internal sealed class Create<T>(Func<IAsyncObserver<T>, ValueTask<IAsyncDisposable>> subscribe) : AsyncObservableBase<T>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(observer);
        var handle = await subscribe(sink).ConfigureAwait(false) ?? AsyncDisposable.Nop;
        await sink.SetUpstreamAsync(handle).ConfigureAwait(false);
        return sink;
    }

    private sealed class Sink(IAsyncObserver<T> downstream) : AsyncSink<T, T>(downstream)
    {
        public override ValueTask OnNextAsync(T value) =>
            IsTerminated || IsDisposed ? default : Downstream.OnNextAsync(value);

        public override ValueTask OnErrorAsync(Exception error)
        {
            ArgumentNullException.ThrowIfNull(error);
            return IsDisposed ? default : base.OnErrorAsync(error);
        }

        public override ValueTask OnCompletedAsync() => IsDisposed ? default : base.OnCompletedAsync();
    }
}

/// <summary>
/// <c>Create(produceAsync)</c>: the producer function runs from a thread-pool work item queued by
/// <c>SubscribeAsync</c>, with an observer that keeps the grammar and returns each downstream task as is (the producer
/// awaits the observer). Its end completes the sequence and its exception fails it; the token is cancelled on disposal
/// and the cancellation that follows is dropped (<c>Internal/AsyncProducerSink</c>).
/// </summary>
internal sealed class CreateProducer<T>(Func<IAsyncObserver<T>, CancellationToken, ValueTask> produce) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        new Sink(observer, produce).Start();

    private sealed class Sink(IAsyncObserver<T> observer, Func<IAsyncObserver<T>, CancellationToken, ValueTask> produce)
        : AsyncProducerSink<T>(observer), IAsyncObserver<T>
    {
        private int _terminated;

        public ValueTask OnNextAsync(T value) =>
            IsDisposed || Volatile.Read(ref _terminated) != 0 ? default : Observer.OnNextAsync(value);

        public ValueTask OnErrorAsync(Exception error)
        {
            ArgumentNullException.ThrowIfNull(error);
            return IsDisposed || Interlocked.Exchange(ref _terminated, 1) != 0 ? default : Observer.OnErrorAsync(error);
        }

        public ValueTask OnCompletedAsync() =>
            IsDisposed || Interlocked.Exchange(ref _terminated, 1) != 0 ? default : Observer.OnCompletedAsync();

        protected override void Run() => _ = RunAsync();

        private async Task RunAsync()
        {
            try
            {
                await produce(this, Token).ConfigureAwait(false);
            }
            catch (OperationCanceledException) when (IsDisposed)
            {
                return;
            }
            catch (Exception ex)
            {
                await Safe(OnErrorAsync(ex)).ConfigureAwait(false);
                return;
            }

            await Safe(OnCompletedAsync()).ConfigureAwait(false);
        }

        private static async ValueTask Safe(ValueTask task)
        {
            try
            {
                await task.ConfigureAwait(false);
            }
            catch (Exception)
            {
                // The observer failed on the terminal message: nothing more to send.
            }
        }
    }
}
