using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Return</c>: one value, then completion (a recognisable scalar for fusion).</summary>
internal sealed class Return<T>(T value) : Producer<T>
{
    public T Value => value;

    public override void Run(ISubscriber<T> subscriber)
    {
        var token = LoopToken.Subscribe(subscriber);
        if (token.IsDisposed)
        {
            return;
        }

        subscriber.OnNext(value);
        if (!token.IsDisposed)
        {
            subscriber.OnCompleted();
        }
    }
}
