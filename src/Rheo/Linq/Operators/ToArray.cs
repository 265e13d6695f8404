using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>ToArray</c>: every element in an array, emitted on completion (buffers by nature).</summary>
internal sealed class ToArray<T>(IObservable<T> source) : Producer<T[]>
{
    public override void Run(ISubscriber<T[]> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T[]> downstream) : ResultSink<T, T[]>(downstream)
    {
        private readonly List<T> _list = [];

        public override void OnNext(T value) => _list.Add(value);

        public override void OnCompleted() => Emit(_list.ToArray());
    }
}
