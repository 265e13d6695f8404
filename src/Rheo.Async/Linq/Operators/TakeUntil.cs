using Rheo.Async.Disposables;
using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>TakeUntil(other)</c>: passes the source's values until <c>other</c> sends its first value (then completes) or an
/// error (then fails); <c>other</c>'s completion changes nothing. <c>other</c> is subscribed first. Both sides meet in
/// an <c>Internal/AsyncSerialGate</c>, so a source value waits for the observer and the stop waits for a value in
/// flight; a terminal message disposes both subscriptions.
/// </summary>
internal sealed class TakeUntil<T, TOther>(IAsyncObservable<T> source, IAsyncObservable<TOther> other) : AsyncObservableBase<T>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(observer);
        var otherHandle = await other.SubscribeAsync(new OtherObserver(sink)).ConfigureAwait(false);
        await sink.Subscriptions.AddAsync(otherHandle).ConfigureAwait(false);
        var handle = await source.SubscribeAsync(sink).ConfigureAwait(false);
        await sink.Subscriptions.AddAsync(handle).ConfigureAwait(false);
        return sink.Subscriptions;
    }

    internal sealed class Sink(IAsyncObserver<T> downstream) : IAsyncObserver<T>
    {
        private readonly AsyncSerialGate<T> _gate = new(downstream);

        public CompositeAsyncDisposable Subscriptions { get; } = new();

        public ValueTask OnNextAsync(T value) => _gate.OnNextAsync(value);

        public async ValueTask OnErrorAsync(Exception error)
        {
            await _gate.OnErrorAsync(error).ConfigureAwait(false);
            await Subscriptions.DisposeAsync().ConfigureAwait(false);
        }

        public async ValueTask OnCompletedAsync()
        {
            await _gate.OnCompletedAsync().ConfigureAwait(false);
            await Subscriptions.DisposeAsync().ConfigureAwait(false);
        }
    }

    private sealed class OtherObserver(Sink sink) : IAsyncObserver<TOther>
    {
        public ValueTask OnNextAsync(TOther value) => sink.OnCompletedAsync();

        public ValueTask OnErrorAsync(Exception error) => sink.OnErrorAsync(error);

        public ValueTask OnCompletedAsync() => default;
    }
}

/// <summary>
/// <c>TakeUntil(predicate)</c> (also <c>TakeUntilInclusive</c>): passes values up to and including the first one that
/// satisfies the predicate; after that value's downstream call has ended (awaited) it disposes the upstream and
/// completes, unless disposed meanwhile. A throwing predicate disposes the upstream and sends its error. The per-value
/// call is an <c>async</c> method, awaited by the source.
/// </summary>
internal sealed class TakeUntilPredicate<T>(IAsyncObservable<T> source, Func<T, bool> stop) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, stop));

    private sealed class Sink(IAsyncObserver<T> downstream, Func<T, bool> stop) : AsyncSink<T, T>(downstream)
    {
        public override async ValueTask OnNextAsync(T value)
        {
            if (IsTerminated)
            {
                return;
            }

            bool last;
            try
            {
                last = stop(value);
            }
            catch (Exception ex)
            {
                await FailAsync(ex).ConfigureAwait(false);
                return;
            }

            await Downstream.OnNextAsync(value).ConfigureAwait(false);
            if (last && !IsDisposed)
            {
                await CompleteEarlyAsync().ConfigureAwait(false);
            }
        }
    }
}
