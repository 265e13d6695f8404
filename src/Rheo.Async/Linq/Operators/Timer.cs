using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// Timer and Interval on a Rheo scheduler. Each tick is scheduled one period after the observer has handled the
/// previous one, so a slow observer delays the ticks instead of letting them pile up.
/// </summary>
internal sealed class Timer(TimeSpan dueTime, TimeSpan? period, IScheduler scheduler) : AsyncObservableBase<long>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<long> observer)
    {
        var sink = new Sink(observer, period, scheduler);
        sink.ScheduleTick(dueTime);
        return new ValueTask<IAsyncDisposable>(sink);
    }

    private sealed class Sink(IAsyncObserver<long> observer, TimeSpan? period, IScheduler scheduler) : IAsyncDisposable
    {
        private static readonly Func<IScheduler, Sink, IDisposable> Tick = static (_, sink) =>
        {
            sink.Fire();
            return Rheo.Disposables.Disposable.Empty;
        };

        private IDisposable? _scheduled;
        private volatile bool _disposed;
        private long _count;

        public void ScheduleTick(TimeSpan due)
        {
            if (!_disposed)
            {
                Volatile.Write(ref _scheduled, scheduler.Schedule(this, due, Tick));
                if (_disposed)
                {
                    Volatile.Read(ref _scheduled)?.Dispose();
                }
            }
        }

        public ValueTask DisposeAsync()
        {
            _disposed = true;
            Volatile.Read(ref _scheduled)?.Dispose();
            return default;
        }

        private void Fire()
        {
            if (_disposed)
            {
                return;
            }

            ValueTask task;
            try
            {
                task = observer.OnNextAsync(_count++);
            }
            catch (Exception)
            {
                // The observer failed: the timer stops.
                return;
            }

            if (task.IsCompletedSuccessfully)
            {
                task.GetAwaiter().GetResult();
                AfterTick();
            }
            else
            {
                _ = AwaitThenContinue(task);
            }
        }

        private async Task AwaitThenContinue(ValueTask task)
        {
            try
            {
                await task.ConfigureAwait(false);
            }
            catch (Exception)
            {
                return;
            }

            AfterTick();
        }

        private void AfterTick()
        {
            if (_disposed)
            {
                return;
            }

            if (period is { } p)
            {
                ScheduleTick(p);
            }
            else
            {
                ValueTaskHelpers.Forget(observer.OnCompletedAsync());
            }
        }
    }
}
