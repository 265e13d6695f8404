using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>How a message is moved to its target (a synchronization context, a task scheduler, a Rheo scheduler or the thread pool).</summary>
internal enum HopTarget
{
    Context,
    TaskScheduler,
    Scheduler,
    ThreadPool,
}

/// <summary>
/// Delivers every message on the target and completes the producer's call when the downstream call made there has
/// completed, so back-pressure crosses the hop. Messages are serialized, so one pooled awaitable serves them all.
/// </summary>
internal sealed class ObserveOn<T>(IAsyncObservable<T> source, HopTarget target, object? scheduler) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, target, scheduler));

    private sealed class Sink(IAsyncObserver<T> downstream, HopTarget target, object? scheduler) : AsyncSink<T, T>(downstream), IThreadPoolWorkItem
    {
        private static readonly SendOrPostCallback PostCallback = static s => ((Sink)s!).Execute();
        private static readonly Action<object?> TaskCallback = static s => ((Sink)s!).Execute();
        private static readonly Func<IScheduler, Sink, IDisposable> SchedulerCallback = static (_, s) =>
        {
            s.Execute();
            return Rheo.Disposables.Disposable.Empty;
        };

        private readonly PooledSignal _signal = new();
        private T _value = default!;
        private Exception? _error;
        private int _kind;

        public override ValueTask OnNextAsync(T value) => Hop(0, value, null);

        public override ValueTask OnErrorAsync(Exception error) => TryTerminate() ? Hop(1, default!, error) : default;

        public override ValueTask OnCompletedAsync() => TryTerminate() ? Hop(2, default!, null) : default;

        public void Execute()
        {
            ValueTask task;
            try
            {
                var kind = _kind;
                var value = _value;
                _value = default!;
                task = IsDisposed && kind == 0 ? default : kind switch
                {
                    0 => Downstream.OnNextAsync(value),
                    1 => Downstream.OnErrorAsync(_error!),
                    _ => Downstream.OnCompletedAsync(),
                };
            }
            catch (Exception ex)
            {
                _signal.Fail(ex);
                return;
            }

            if (task.IsCompletedSuccessfully)
            {
                task.GetAwaiter().GetResult();
                _signal.Set(true);
                return;
            }

            _ = Complete(task);
        }

        private async Task Complete(ValueTask task)
        {
            try
            {
                await task.ConfigureAwait(false);
            }
            catch (Exception ex)
            {
                _signal.Fail(ex);
                return;
            }

            _signal.Set(true);
        }

        private ValueTask Hop(int kind, T value, Exception? error)
        {
            _signal.Reset();
            _kind = kind;
            _value = value;
            _error = error;
            try
            {
                switch (target)
                {
                    case HopTarget.Context:
                        ((SynchronizationContext)scheduler!).Post(PostCallback, this);
                        break;
                    case HopTarget.TaskScheduler:
                        _ = Task.Factory.StartNew(TaskCallback, this, CancellationToken.None, TaskCreationOptions.DenyChildAttach, (TaskScheduler)scheduler!);
                        break;
                    case HopTarget.Scheduler:
                        ((IScheduler)scheduler!).Schedule(this, SchedulerCallback);
                        break;
                    default:
                        ThreadPool.UnsafeQueueUserWorkItem(this, preferLocal: false);
                        break;
                }
            }
            catch (Exception ex)
            {
                return ValueTask.FromException(ex);
            }

            return _signal.WaitVoidAsync();
        }
    }
}
