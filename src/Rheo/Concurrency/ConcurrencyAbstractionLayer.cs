namespace Rheo.Concurrency;

/// <summary>The <see cref="IConcurrencyAbstractionLayer"/> Rheo's platform services use: the enlightenment provider's, else the default.</summary>
internal static class ConcurrencyAbstractionLayer
{
    private static readonly Lazy<IConcurrencyAbstractionLayer> LazyCurrent = new(static () =>
        PlatformServices.PlatformEnlightenmentProvider.Current.GetService<IConcurrencyAbstractionLayer>() ?? new DefaultConcurrencyAbstractionLayer());

    public static IConcurrencyAbstractionLayer Current => LazyCurrent.Value;
}

/// <summary>
/// The default <see cref="IConcurrencyAbstractionLayer"/>: <see cref="Timer"/>s (each rooted through its own callback
/// target, so a timer runs even if the caller drops its handle), thread-pool work items that can be canceled before
/// they start, background threads and the monotonic stopwatch.
/// </summary>
internal sealed class DefaultConcurrencyAbstractionLayer : IConcurrencyAbstractionLayer
{
    public bool SupportsLongRunning => true;

    public IDisposable StartTimer(Action<object?> action, object? state, TimeSpan dueTime)
    {
        ArgumentNullException.ThrowIfNull(action);
        return new OneShotTimer(action, state, Scheduler.Normalize(dueTime));
    }

    public IDisposable StartPeriodicTimer(Action action, TimeSpan period)
    {
        ArgumentNullException.ThrowIfNull(action);
        ArgumentOutOfRangeException.ThrowIfLessThan(period, TimeSpan.Zero);
        return period == TimeSpan.Zero ? new FastPeriodicTimer(action) : new PeriodicTimer(action, period);
    }

    public IDisposable QueueUserWorkItem(Action<object?> action, object? state)
    {
        ArgumentNullException.ThrowIfNull(action);
        var item = new PoolItem(action, state);
        ThreadPool.UnsafeQueueUserWorkItem(item, preferLocal: false);
        return item;
    }

    public void Sleep(TimeSpan timeout) => Thread.Sleep(Scheduler.Normalize(timeout));

    public IStopwatch StartStopwatch() => new MonotonicStopwatch();

    public void StartThread(Action<object?> action, object? state)
    {
        ArgumentNullException.ThrowIfNull(action);
        new Thread(static s =>
        {
            var (a, st) = ((Action<object?>, object?))s!;
            a(st);
        })
        { IsBackground = true, Name = "Rheo concurrency abstraction layer" }.Start((action, state));
    }

    private sealed class OneShotTimer : IDisposable
    {
        private readonly Timer _timer;
        private Action<object?>? _action;

        public OneShotTimer(Action<object?> action, object? state, TimeSpan dueTime)
        {
            _action = action;
            using (ExecutionContext.SuppressFlow())
            {
                // The callback's target is this object, which holds the timer: the timer roots itself while pending.
                _timer = new Timer(Tick, state, dueTime, Timeout.InfiniteTimeSpan);
            }
        }

        public void Dispose()
        {
            Volatile.Write(ref _action, null);
            _timer.Dispose();
        }

        private void Tick(object? state)
        {
            var action = Interlocked.Exchange(ref _action, null);
            action?.Invoke(state);
        }
    }

    private sealed class PeriodicTimer : IDisposable
    {
        private readonly Timer _timer;
        private volatile Action? _action;

        public PeriodicTimer(Action action, TimeSpan period)
        {
            _action = action;
            using (ExecutionContext.SuppressFlow())
            {
                _timer = new Timer(Tick, null, period, period);
            }
        }

        public void Dispose()
        {
            _action = null;
            _timer.Dispose();
        }

        private void Tick(object? state) => _action?.Invoke();
    }

    private sealed class FastPeriodicTimer : IDisposable
    {
        private readonly Action _action;
        private volatile bool _disposed;

        public FastPeriodicTimer(Action action)
        {
            _action = action;
            new Thread(Loop) { IsBackground = true, Name = "Rheo fast periodic timer" }.Start();
        }

        public void Dispose() => _disposed = true;

        private void Loop()
        {
            while (!_disposed)
            {
                _action();
            }
        }
    }

    private sealed class PoolItem(Action<object?> action, object? state) : IThreadPoolWorkItem, IDisposable
    {
        private int _state;

        public void Dispose() => Interlocked.CompareExchange(ref _state, 2, 0);

        public void Execute()
        {
            if (Interlocked.CompareExchange(ref _state, 1, 0) == 0)
            {
                action(state);
            }
        }
    }
}
