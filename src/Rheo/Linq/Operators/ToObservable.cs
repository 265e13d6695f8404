using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ToObservable(IEnumerable)</c>: a plain loop over the enumerator that checks its disposed flag before
/// each message. The loop owns the enumerator and disposes it on completion, error and dispose, so it is
/// never touched from two threads. Arrays are walked by index, with no enumerator at all.
/// </summary>
internal sealed class ToObservable<T>(IEnumerable<T> source) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var token = LoopToken.Subscribe(subscriber);
        if (source is T[] array)
        {
            RunArray(array, token, subscriber);
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
}
