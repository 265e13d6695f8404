using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Repeat(value)</c>: an endless plain loop that checks its disposed flag before each value (deferred like <c>Range</c>, see <see cref="DeferredLoop"/>).</summary>
internal sealed class RepeatValue<T>(T value) : Producer<T>, ILoopSource<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var token = LoopToken.Subscribe(subscriber);
        if (!DeferredLoop.TryDefer(this, subscriber, token))
        {
            Loop(subscriber, token);
        }
    }

    public void Loop(ISubscriber<T> subscriber, LoopToken token)
    {
        while (!token.IsDisposed)
        {
            subscriber.OnNext(value);
        }
    }
}

/// <summary><c>Repeat(value, count)</c>: a counted plain loop that checks its disposed flag before each message (deferred like <c>Range</c>).</summary>
internal sealed class RepeatValueCount<T>(T value, int count) : Producer<T>, ILoopSource<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var token = LoopToken.Subscribe(subscriber);
        if (!DeferredLoop.TryDefer(this, subscriber, token))
        {
            Loop(subscriber, token);
        }
    }

    public void Loop(ISubscriber<T> subscriber, LoopToken token)
    {
        for (var i = count; i != 0; i--)
        {
            if (token.IsDisposed)
            {
                return;
            }

            subscriber.OnNext(value);
        }

        if (!token.IsDisposed)
        {
            subscriber.OnCompleted();
        }
    }
}
