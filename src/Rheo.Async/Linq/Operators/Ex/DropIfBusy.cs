using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>DropIfBusy</c>: a value that finds no delivery in flight goes downstream; when the downstream's task is
/// pending, the source's task completes at once and the values that arrive until it completes are dropped. The
/// wait is a continuation registered with one delegate per subscription, so neither path allocates per value.
/// A terminal message waits for the delivery in flight. A delivery that faults (the observer threw) stops the
/// operator: the upstream is disposed and nothing more goes downstream.
/// With a handler, the work of a value is the handler and then the delivery: values are dropped while either runs; a
/// handler that throws or faults ends the sequence with its error (unless disposal cancelled it).
/// </summary>
internal sealed class DropIfBusy<T>(IAsyncObservable<T> source, Func<T, CancellationToken, ValueTask>? handler) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, handler));

    private sealed class Sink : AsyncCancelableSink<T, T>
    {
        private readonly Lock _gate = new();
        private readonly Func<T, CancellationToken, ValueTask>? _handler;
        private readonly Action _onDelivered;
        private readonly Action _onHandled;
        private ValueTask _pending;
        private ValueTask _handling;
        private T? _value;
        private volatile bool _busy;
        private volatile bool _stopped;
        private TaskCompletionSource? _terminalDone;
        private Exception? _terminalError;

        public Sink(IAsyncObserver<T> downstream, Func<T, CancellationToken, ValueTask>? handler)
            : base(downstream)
        {
            _handler = handler;
            _onDelivered = OnDelivered;
            _onHandled = OnHandled;
        }

        public override ValueTask OnNextAsync(T value)
        {
            if (_busy || _stopped || IsTerminated)
            {
                return default;
            }

            if (_handler is null)
            {
                return Deliver(value);
            }

            ValueTask work;
            try
            {
                work = _handler(value, Token);
            }
            catch (Exception ex)
            {
                return FailUnlessCancelled(ex);
            }

            if (work.IsCompletedSuccessfully)
            {
                work.GetAwaiter().GetResult();
                return Deliver(value);
            }

            _busy = true;
            _value = value;
            _handling = work;
            work.ConfigureAwait(false).GetAwaiter().UnsafeOnCompleted(_onHandled);
            return default;
        }

        private ValueTask Deliver(T value)
        {
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

        private void OnHandled()
        {
            var work = _handling;
            _handling = default;
            var value = _value!;
            _value = default;
            try
            {
                work.GetAwaiter().GetResult();
            }
            catch (Exception ex)
            {
                if (!_stopped)
                {
                    ValueTaskHelpers.Forget(FailUnlessCancelled(ex));
                }

                Idle();
                return;
            }

            if (_stopped || IsTerminated)
            {
                Idle();
                return;
            }

            ValueTask call;
            try
            {
                call = Downstream.OnNextAsync(value);
            }
            catch (Exception)
            {
                StopOnObserverFailure();
                Idle();
                return;
            }

            if (call.IsCompleted)
            {
                _pending = call;
                OnDelivered();
                return;
            }

            _pending = call;
            call.ConfigureAwait(false).GetAwaiter().UnsafeOnCompleted(_onDelivered);
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
                StopOnObserverFailure();
            }

            Idle();
        }

        /// <summary>The observer failed: it stops the operator, as a failing observer stops its producer.</summary>
        private void StopOnObserverFailure()
        {
            _stopped = true;
            ValueTaskHelpers.Forget(base.DisposeAsync());
        }

        /// <summary>Ends the work in flight; sends a terminal message that waited for it.</summary>
        private void Idle()
        {
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
