using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>BufferUntilInactive</c>: collects values until the source has been quiet for <c>period</c>, then sends them as
/// one list; a list still open at completion is sent before completing. No empty lists. Source messages and timer
/// callbacks meet under the gate of <c>AsyncExTimerSink</c> (Ex/AsyncExTimerSink.cs), held until the downstream's task
/// completes, so a slow observer holds back both the source and the timer; that base also holds the deadline, the lazy
/// timer, termination and the stop on a failing observer; this file holds what a value and the end of the period do.
/// </summary>
internal sealed class BufferUntilInactive<T>(IAsyncObservable<T> source, TimeSpan period, IScheduler scheduler) : AsyncObservableBase<IList<T>>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<IList<T>> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, period, scheduler));

    private sealed class Sink(IAsyncObserver<IList<T>> downstream, TimeSpan period, IScheduler scheduler) : AsyncExTimerSink<T, IList<T>>(downstream, scheduler)
    {
        private List<T>? _buffer;

        protected override ValueTask NextAsync(T value)
        {
            (_buffer ??= []).Add(value);
            Arm(period);
            return default;
        }

        protected override ValueTask ElapsedAsync() => Flush();

        protected override async ValueTask CompletedAsync()
        {
            Disarm();
            await Flush().ConfigureAwait(false);
            await SendCompletedAsync().ConfigureAwait(false);
        }

        private ValueTask Flush()
        {
            var buffer = _buffer;
            if (buffer is null)
            {
                return default;
            }

            _buffer = null;
            return Downstream.OnNextAsync(buffer);
        }
    }
}
