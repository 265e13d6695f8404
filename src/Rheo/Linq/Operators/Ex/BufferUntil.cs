using System.Text;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>BufferUntil(start, end)</c> over characters: from a start character to the next end character (both
/// included) the characters are collected and sent as one string; characters outside a frame are dropped.
/// A start character inside a frame restarts it. One <see cref="StringBuilder"/> per subscription.
/// </summary>
internal sealed class BufferUntilChar(IObservable<char> source, char start, char end) : Producer<string>
{
    public override void Run(ISubscriber<string> subscriber)
    {
        var sink = new Sink(subscriber, start, end);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<string> downstream, char start, char end) : Sink<char, string>(downstream)
    {
        private readonly StringBuilder _buffer = new();
        private bool _inFrame;

        public override void OnNext(char value)
        {
            if (value == start)
            {
                _inFrame = true;
                _buffer.Clear().Append(value);
                return;
            }

            if (!_inFrame)
            {
                return;
            }

            _buffer.Append(value);
            if (value == end)
            {
                _inFrame = false;
                var text = _buffer.ToString();
                _buffer.Clear();
                Downstream.OnNext(text);
            }
        }
    }
}

/// <summary><c>BufferUntil(start, end)</c> over any values: the frames between delimiters (both included) as lists.</summary>
internal sealed class BufferUntil<T>(IObservable<T> source, T start, T end, IEqualityComparer<T> comparer) : Producer<IList<T>>
{
    public override void Run(ISubscriber<IList<T>> subscriber)
    {
        var sink = new Sink(subscriber, start, end, comparer);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<IList<T>> downstream, T start, T end, IEqualityComparer<T> comparer) : Sink<T, IList<T>>(downstream)
    {
        private List<T>? _buffer;

        public override void OnNext(T value)
        {
            bool isStart, isEnd;
            try
            {
                isStart = comparer.Equals(value, start);
                isEnd = !isStart && _buffer is not null && comparer.Equals(value, end);
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            if (isStart)
            {
                _buffer = [value];
                return;
            }

            if (_buffer is null)
            {
                return;
            }

            _buffer.Add(value);
            if (isEnd)
            {
                var frame = _buffer;
                _buffer = null;
                Downstream.OnNext(frame);
            }
        }
    }
}
