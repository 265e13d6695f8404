using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Range(start, count)</c>: a thread-pool work item queued by <c>SubscribeAsync</c> sends the values one by one,
/// awaiting each downstream call before the next (a pending call resumes the loop through one cached continuation, so
/// waiting allocates nothing per value), then sends completion without awaiting it. Disposal is checked before every
/// message; an observer that throws or faults stops the loop silently (<c>Internal/AsyncProducerSink</c>).
/// </summary>
internal sealed class Range(int start, int count) : AsyncObservableBase<int>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<int> observer) =>
        new Sink(observer, start, count).Start();

    private sealed class Sink(IAsyncObserver<int> observer, int start, int count) : AsyncProducerSink<int>(observer)
    {
        // A pending OnNextAsync is resumed through one cached continuation: waiting allocates nothing per message.
        private ValueTask _pending;
        private int _next;
        private Action? _resume;

        protected override void Run() => Loop(0);

        private void Loop(int index)
        {
            try
            {
                for (; index < count; index++)
                {
                    if (IsDisposed)
                    {
                        return;
                    }

                    var task = Observer.OnNextAsync(start + index);
                    if (!task.IsCompletedSuccessfully)
                    {
                        _pending = task;
                        _next = index + 1;
                        task.ConfigureAwait(false).GetAwaiter().UnsafeOnCompleted(_resume ??= Resume);
                        return;
                    }

                    task.GetAwaiter().GetResult();
                }

                if (!IsDisposed)
                {
                    ValueTaskHelpers.Forget(Observer.OnCompletedAsync());
                }
            }
            catch (Exception)
            {
                // The observer threw: the producer stops.
            }
        }

        private void Resume()
        {
            var task = _pending;
            _pending = default;
            try
            {
                task.GetAwaiter().GetResult();
            }
            catch (Exception)
            {
                // The observer failed: the producer stops.
                return;
            }

            Loop(_next);
        }
    }
}
