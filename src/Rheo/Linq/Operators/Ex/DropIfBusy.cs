using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>DropIfBusy</c>: a value arriving when no handler runs starts the handler; values arriving while it runs are
/// dropped. When the handler finishes, its value goes downstream. Completion waits for the running handler; a
/// failing handler ends the sequence with its error; disposing cancels the handler's token.
/// </summary>
internal sealed class DropIfBusy<T>(IObservable<T> source, Func<T, CancellationToken, ValueTask> handler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, handler);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<T, CancellationToken, ValueTask> handler) : ISubscriber<T>, IDisposable
    {
        private readonly CancellationTokenSource _cts = new();
        private IDisposable? _upstream;
        private bool _busy;
        private bool _sourceDone;
        private bool _done;

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

        public void OnNext(T value)
        {
            lock (this)
            {
                if (_done || _busy)
                {
                    return;
                }

                _busy = true;
            }

            ValueTask call;
            try
            {
                call = handler(value, _cts.Token);
            }
            catch (Exception error)
            {
                Finished(value, error);
                return;
            }

            if (call.IsCompletedSuccessfully)
            {
                Finished(value, null);
            }
            else
            {
                _ = AwaitHandler(call, value);
            }
        }

        public void OnError(Exception error)
        {
            lock (this)
            {
                if (_done)
                {
                    return;
                }

                _done = true;
                _cts.Cancel();
                downstream.OnError(error);
            }
        }

        public void OnCompleted()
        {
            lock (this)
            {
                if (_done)
                {
                    return;
                }

                _sourceDone = true;
                if (!_busy)
                {
                    _done = true;
                    downstream.OnCompleted();
                }
            }
        }

        public void Dispose()
        {
            lock (this)
            {
                _done = true;
            }

            DisposableSlot.Dispose(ref _upstream);
            _cts.Cancel();
        }

        private async Task AwaitHandler(ValueTask call, T value)
        {
            try
            {
                await call.ConfigureAwait(false);
            }
            catch (Exception error)
            {
                Finished(value, error);
                return;
            }

            Finished(value, null);
        }

        private void Finished(T value, Exception? error)
        {
            lock (this)
            {
                _busy = false;
                if (_done)
                {
                    return;
                }

                if (error is not null)
                {
                    _done = true;
                    _cts.Cancel();
                    DisposableSlot.Dispose(ref _upstream);
                    downstream.OnError(error);
                    return;
                }

                downstream.OnNext(value);
                if (_sourceDone && !_done)
                {
                    _done = true;
                    downstream.OnCompleted();
                }
            }
        }
    }
}
