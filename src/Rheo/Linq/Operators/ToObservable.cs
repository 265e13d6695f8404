using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ToObservable(IEnumerable)</c>: a plain loop over the enumerator that checks its disposed flag before
/// each message. The loop owns the enumerator and disposes it on completion, error and dispose, so it is
/// never touched from two threads. Arrays are walked by index, with no enumerator at all. As in Rx.NET, the
/// enumerator is taken at subscription (a throwing <c>GetEnumerator</c> is <c>OnError</c> at once) and the loop is
/// queued on the current-thread trampoline when subscribed while it runs user code (<see cref="DeferredLoop"/>).
/// </summary>
internal sealed class ToObservable<T>(IEnumerable<T> source) : Producer<T>, ILoopSource<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var token = LoopToken.Subscribe(subscriber);
        if (source is T[])
        {
            if (!DeferredLoop.TryDefer(this, subscriber, token))
            {
                Loop(subscriber, token);
            }

            return;
        }

        IEnumerator<T> enumerator;
        try
        {
            enumerator = source.GetEnumerator();
        }
        catch (Exception error)
        {
            if (!token.IsDisposed)
            {
                subscriber.OnError(error);
            }

            return;
        }

        if (Concurrency.CurrentThreadScheduler.DefersLoops)
        {
            Concurrency.CurrentThreadScheduler.Defer(new DeferredEnumeration(enumerator, subscriber, token));
            return;
        }

        RunEnumerator(enumerator, subscriber, token);
    }

    /// <summary>The loop over an array (the only source whose loop needs no enumerator taken at subscription).</summary>
    public void Loop(ISubscriber<T> subscriber, LoopToken token) => RunArray((T[])source, token, subscriber);

    private static void RunEnumerator(IEnumerator<T> enumerator, ISubscriber<T> subscriber, LoopToken token)
    {
        Exception? failure = null;
        try
        {
            while (!token.IsDisposed)
            {
                T current;
                try
                {
                    if (!enumerator.MoveNext())
                    {
                        break;
                    }

                    current = enumerator.Current;
                }
                catch (Exception error)
                {
                    failure = error;
                    break;
                }

                subscriber.OnNext(current);
            }
        }
        finally
        {
            enumerator.Dispose();
        }

        if (token.IsDisposed)
        {
            return;
        }

        if (failure is null)
        {
            subscriber.OnCompleted();
        }
        else
        {
            subscriber.OnError(failure);
        }
    }

    private static void RunArray(T[] array, LoopToken token, ISubscriber<T> subscriber)
    {
        for (var i = 0; i < array.Length; i++)
        {
            if (token.IsDisposed)
            {
                return;
            }

            subscriber.OnNext(array[i]);
        }

        if (!token.IsDisposed)
        {
            subscriber.OnCompleted();
        }
    }

    private sealed class DeferredEnumeration(IEnumerator<T> enumerator, ISubscriber<T> subscriber, LoopToken token) : DeferredLoop
    {
        public override void RunLoop() => RunEnumerator(enumerator, subscriber, token);
    }
}
