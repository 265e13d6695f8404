using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Return</c>: one value, then completion (a recognisable scalar for fusion).</summary>
internal sealed class Return<T>(T value) : Producer<T>, ISyncSource<T>
{
    public T Value => value;

    public bool CanRunSync(ref int budget) => true;

    public bool RunSync(ISyncConsumer<T> consumer) => consumer.Accept(value);

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
