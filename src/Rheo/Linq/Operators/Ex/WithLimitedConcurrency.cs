namespace Rheo.Linq.Operators;

/// <summary>
/// <c>WithLimitedConcurrency</c>: starts the task factories in order with at most <c>max</c> tasks running; results
/// go out as the tasks finish. The enumerable is read under the sink's lock, one factory at a time, as room
/// frees up; a task that finishes synchronously is handled in the same loop (no recursion). The first error
/// (a throwing factory or a faulted task) cancels the rest; disposing cancels the shared token.
/// </summary>
internal sealed class WithLimitedConcurrency<T>(IEnumerable<Func<CancellationToken, Task<T>>> factories, int max) : Internal.Producer<T>
{
    public override void Run(Internal.ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, max);
        subscriber.OnSubscribe(sink);
        sink.Start(factories);
    }

    private sealed class Sink(Internal.ISubscriber<T> downstream, int max) : IDisposable
    {
        private readonly CancellationTokenSource _cts = new();
        private IEnumerator<Func<CancellationToken, Task<T>>>? _enumerator;
        private int _inFlight;
        private bool _exhausted;
        private bool _done;

        public void Start(IEnumerable<Func<CancellationToken, Task<T>>> factories)
        {
            lock (this)
            {
                try
                {
                    _enumerator = factories.GetEnumerator();
                }
                catch (Exception error)
                {
                    Fail(error);
                    return;
                }

                Pump();
            }
        }

        public void Dispose()
        {
            lock (this)
            {
                if (_done)
                {
                    return;
                }

                _done = true;
                Release();
            }
        }

        /// <summary>Starts factories while there is room; under the lock.</summary>
        private void Pump()
        {
            while (!_done && !_exhausted && _inFlight < max)
            {
                Task<T> task;
                try
                {
                    if (!_enumerator!.MoveNext())
                    {
                        _exhausted = true;
                        break;
                    }

                    task = _enumerator.Current(_cts.Token);
                }
                catch (Exception error)
                {
                    Fail(error);
                    return;
                }

                _inFlight++;
                if (task.IsCompleted)
                {
                    Finished(task);
                }
                else
                {
                    task.ContinueWith(static (t, state) => ((Sink)state!).OnTaskDone(t), this, CancellationToken.None, TaskContinuationOptions.ExecuteSynchronously, TaskScheduler.Default);
                }
            }

            if (!_done && _exhausted && _inFlight == 0)
            {
                _done = true;
                Release();
                downstream.OnCompleted();
            }
        }

        private void OnTaskDone(Task<T> task)
        {
            lock (this)
            {
                Finished(task);
                Pump();
            }
        }

        private void Finished(Task<T> task)
        {
            if (_done)
            {
                return;
            }

            _inFlight--;
            if (task.IsCompletedSuccessfully)
            {
                downstream.OnNext(task.Result);
            }
            else
            {
                Fail(task.IsCanceled ? new TaskCanceledException(task) : task.Exception!.InnerExceptions.Count == 1 ? task.Exception.InnerException! : task.Exception);
            }
        }

        private void Fail(Exception error)
        {
            if (_done)
            {
                return;
            }

            _done = true;
            Release();
            downstream.OnError(error);
        }

        private void Release()
        {
            _cts.Cancel();
            _enumerator?.Dispose();
        }
    }
}
