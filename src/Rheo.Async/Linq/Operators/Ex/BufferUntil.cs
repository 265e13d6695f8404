using System.Text;
using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>BufferUntil(start, end)</c> over characters: from a start character to the next end character (both included)
/// the characters are collected and sent as one string; characters outside a frame are dropped. A start character
/// inside a frame restarts it. One <see cref="StringBuilder"/> per subscription.
/// </summary>
internal sealed class BufferUntilChar(IAsyncObservable<char> source, char start, char end) : AsyncObservableBase<string>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<string> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, start, end));

    private sealed class Sink(IAsyncObserver<string> downstream, char start, char end) : AsyncSink<char, string>(downstream)
    {
        private readonly StringBuilder _buffer = new();
        private bool _inFrame;

        public override ValueTask OnNextAsync(char value)
        {
            if (value == start)
            {
                _inFrame = true;
                _buffer.Clear().Append(value);
                return default;
            }

            if (!_inFrame)
            {
                return default;
            }

            _buffer.Append(value);
            if (value != end)
            {
                return default;
            }

            _inFrame = false;
            var text = _buffer.ToString();
            _buffer.Clear();
            return Downstream.OnNextAsync(text);
        }
    }
}

/// <summary><c>BufferUntil(start, end)</c> over any values: the frames between delimiters (both included) as lists.</summary>
internal sealed class BufferUntil<T>(IAsyncObservable<T> source, T start, T end, IEqualityComparer<T> comparer) : AsyncObservableBase<IList<T>>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<IList<T>> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, start, end, comparer));

    private sealed class Sink(IAsyncObserver<IList<T>> downstream, T start, T end, IEqualityComparer<T> comparer) : AsyncSink<T, IList<T>>(downstream)
    {
        private List<T>? _buffer;

        public override ValueTask OnNextAsync(T value)
        {
            if (IsTerminated)
            {
                return default;
            }

            bool isStart, isEnd;
            try
            {
                isStart = comparer.Equals(value, start);
                isEnd = !isStart && _buffer is not null && comparer.Equals(value, end);
            }
            catch (Exception error)
            {
                return FailAsync(error);
            }

            if (isStart)
            {
                _buffer = [value];
                return default;
            }

            if (_buffer is null)
            {
                return default;
            }

            _buffer.Add(value);
            if (!isEnd)
            {
                return default;
            }

            var frame = _buffer;
            _buffer = null;
            return Downstream.OnNextAsync(frame);
        }
    }
}
