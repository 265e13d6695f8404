using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Generate</c>: a plain loop over a state (condition, result, iterate) that checks its disposed flag
/// before each message; a throwing callback ends it with <c>OnError</c>. Deferred like <c>Range</c>
/// (<see cref="DeferredLoop"/>): no callback runs before the loop does.
/// </summary>
internal sealed class Generate<TState, TResult>(
    TState initialState,
    Func<TState, bool> condition,
    Func<TState, TState> iterate,
    Func<TState, TResult> resultSelector) : Producer<TResult>, ILoopSource<TResult>
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        var token = LoopToken.Subscribe(subscriber);
        if (!DeferredLoop.TryDefer(this, subscriber, token))
        {
            Loop(subscriber, token);
        }
    }

    public void Loop(ISubscriber<TResult> subscriber, LoopToken token)
    {
        var state = initialState;
        var first = true;
        while (!token.IsDisposed)
        {
            TResult result;
            try
            {
                if (first)
                {
                    first = false;
                }
                else
                {
                    state = iterate(state);
                }

                if (!condition(state))
                {
                    break;
                }

                result = resultSelector(state);
            }
            catch (Exception error)
            {
                if (!token.IsDisposed)
                {
                    subscriber.OnError(error);
                }

                return;
            }

            subscriber.OnNext(result);
        }

        if (!token.IsDisposed)
        {
            subscriber.OnCompleted();
        }
    }
}
