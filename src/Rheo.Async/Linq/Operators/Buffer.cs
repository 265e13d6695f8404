using System.Runtime.CompilerServices;
using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Buffer(count[, skip])</c>: a list is allocated when its first value arrives and handed downstream when full
/// (the source's call awaits that delivery); the partial lists left at completion go out, in order, before the
/// completion. With <c>skip == count</c> there is one list and no queue.
/// </summary>
internal sealed class Buffer<T>(IAsyncObservable<T> source, int count, int skip) : AsyncObservableBase<IList<T>>
{
    // A large count does not reserve memory up front: the first list grows as needed, and once one list has filled
    // up, the next ones are allocated at their final size.
    private const int MaxInitialCapacity = 1 << 16;

    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<IList<T>> observer) =>
        count == skip
            ? AsyncSinkSubscription.Run(source, new ExactSink(observer, count))
            : AsyncSinkSubscription.Run(source, new SkipSink(observer, count, skip));

    private sealed class ExactSink(IAsyncObserver<IList<T>> downstream, int count) : AsyncSink<T, IList<T>>(downstream)
    {
        private List<T>? _buffer;
        private int _capacity = Math.Min(count, MaxInitialCapacity);

        public override ValueTask OnNextAsync(T value)
        {
            if (IsTerminated)
            {
                return default;
            }

            var buffer = _buffer ??= new List<T>(_capacity);
            buffer.Add(value);
            if (buffer.Count < count)
            {
                return default;
            }

            _buffer = null;
            _capacity = count;
            return Downstream.OnNextAsync(buffer);
        }

        public override ValueTask OnErrorAsync(Exception error)
        {
            _buffer = null;
            return base.OnErrorAsync(error);
        }

        public override ValueTask OnCompletedAsync()
        {
            var buffer = _buffer;
            _buffer = null;
            if (buffer is null || IsTerminated)
            {
                return base.OnCompletedAsync();
            }

            var task = Downstream.OnNextAsync(buffer);
            if (!task.IsCompletedSuccessfully)
            {
                return CompleteAfter(task);
            }

            task.GetAwaiter().GetResult();
            return IsDisposed ? default : base.OnCompletedAsync();
        }

        [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
        private async ValueTask CompleteAfter(ValueTask task)
        {
            await task.ConfigureAwait(false);
            if (!IsDisposed)
            {
                await base.OnCompletedAsync().ConfigureAwait(false);
            }
        }
    }

    private sealed class SkipSink(IAsyncObserver<IList<T>> downstream, int count, int skip) : AsyncSink<T, IList<T>>(downstream)
    {
        private readonly Queue<List<T>> _buffers = new();
        private int _untilNext;
        private int _capacity = Math.Min(count, MaxInitialCapacity);

        public override ValueTask OnNextAsync(T value)
        {
            if (IsTerminated)
            {
                return default;
            }

            if (_untilNext == 0)
            {
                _buffers.Enqueue(new List<T>(_capacity));
                _untilNext = skip;
            }

            _untilNext--;
            foreach (var buffer in _buffers)
            {
                buffer.Add(value);
            }

            if (_buffers.Count == 0 || _buffers.Peek().Count < count)
            {
                return default;
            }

            _capacity = count;
            return Downstream.OnNextAsync(_buffers.Dequeue());
        }

        public override ValueTask OnErrorAsync(Exception error)
        {
            _buffers.Clear();
            return base.OnErrorAsync(error);
        }

        public override async ValueTask OnCompletedAsync()
        {
            if (IsTerminated)
            {
                return;
            }

            while (_buffers.TryDequeue(out var buffer))
            {
                await Downstream.OnNextAsync(buffer).ConfigureAwait(false);
                if (IsDisposed)
                {
                    return;
                }
            }

            await base.OnCompletedAsync().ConfigureAwait(false);
        }
    }
}
