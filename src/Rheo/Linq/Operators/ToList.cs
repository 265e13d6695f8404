using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>ToList</c>: every element in a list, emitted on completion (buffers by nature).</summary>
internal sealed class ToList<T>(IObservable<T> source) : Producer<IList<T>>
{
    public override void Run(ISubscriber<IList<T>> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<IList<T>> downstream) : ResultSink<T, IList<T>>(downstream)
    {
        private readonly List<T> _list = [];

        public override void OnNext(T value) => _list.Add(value);

        public override void OnCompleted() => Emit(_list);
    }
}
