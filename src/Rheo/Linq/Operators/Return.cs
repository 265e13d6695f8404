using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Return</c>: one value, then completion (a recognisable scalar for fusion).</summary>
internal sealed class Return<T>(T value) : Producer<T>
{
    public T Value => value;

    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = LoopSink.Subscribe(subscriber);
        if (sink.IsDisposed)
        {
            return;
        }

        subscriber.OnNext(value);
        if (!sink.IsDisposed)
        {
            subscriber.OnCompleted();
        }
    }
}
