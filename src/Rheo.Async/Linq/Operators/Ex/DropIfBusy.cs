using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>DropIfBusy</c>: a value that finds no delivery in flight goes downstream; when the downstream's task is
/// pending, the source's task completes at once and the values that arrive until it completes are dropped. The
/// wait is a continuation registered with one delegate per subscription, so neither path allocates per value.
/// A terminal message waits for the delivery in flight. A delivery that faults (the observer threw) stops the
/// operator: the upstream is disposed and nothing more goes downstream.
/// </summary>
internal sealed class DropIfBusy<T>(IAsyncObservable<T> source) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer));

    private sealed class Sink : AsyncSink<T, T>
    {
        private readonly Lock _gate = new();
        private readonly Action _onDelivered;
        private ValueTask _pending;
        private volatile bool _busy;
        private volatile bool _stopped;
        private TaskCompletionSource? _terminalDone;
        private Exception? _terminalError;

        public Sink(IAsyncObserver<T> downstream)
            : base(downstream) => _onDelivered = OnDelivered;

        public override ValueTask OnNextAsync(T value)
        {
            if (_busy || _stopped || IsTerminated)
            {
                return default;
            }

            var call = Downstream.OnNextAsync(value);
            if (call.IsCompleted)
            {
                return call;
            }

            _busy = true;
            _pending = call;
            call.ConfigureAwait(false).GetAwaiter().UnsafeOnCompleted(_onDelivered);
            return default;
        }

        public override ValueTask OnErrorAsync(Exception error) => Terminal(error);

        public override ValueTask OnCompletedAsync() => Terminal(null);

        public override ValueTask DisposeAsync()
        {
            _stopped = true;
            return base.DisposeAsync();
        }

        private ValueTask Terminal(Exception? error)
        {
            if (_stopped)
            {
                return default;
            }

            lock (_gate)
            {
                if (_busy)
                {
                    _terminalError = error;
                    _terminalDone = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
                    return new ValueTask(_terminalDone.Task);
                }
            }

            return error is null ? base.OnCompletedAsync() : base.OnErrorAsync(error);
        }

        private void OnDelivered()
        {
            var call = _pending;
            _pending = default;
            try
            {
                call.GetAwaiter().GetResult();
            }
            catch (Exception)
            {
                // The observer failed: it stops the operator, as a failing observer stops its producer.
                _stopped = true;
                ValueTaskHelpers.Forget(DisposeUpstreamAsync());
            }

            TaskCompletionSource? terminalDone;
            lock (_gate)
            {
                _busy = false;
                terminalDone = _terminalDone;
            }

            if (terminalDone is null)
            {
                return;
            }

            if (_stopped)
            {
                terminalDone.TrySetResult();
                return;
            }

            ValueTask terminal;
            try
            {
                terminal = _terminalError is null ? base.OnCompletedAsync() : base.OnErrorAsync(_terminalError);
            }
            catch (Exception ex)
            {
                terminalDone.TrySetException(ex);
                return;
            }

            _ = ForwardAsync(terminal, terminalDone);
        }

        private static async Task ForwardAsync(ValueTask terminal, TaskCompletionSource done)
        {
            try
            {
                await terminal.ConfigureAwait(false);
                done.TrySetResult();
            }
            catch (Exception ex)
            {
                done.TrySetException(ex);
            }
        }
    }
}
