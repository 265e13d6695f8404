using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary><c>Shuffle</c>: shuffles each array in place (Fisher-Yates) and sends it on; no allocation.</summary>
internal sealed class Shuffle<T>(IAsyncObservable<T[]> source, Random? random) : AsyncObservableBase<T[]>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T[]> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, random ?? Random.Shared));

    private sealed class Sink(IAsyncObserver<T[]> downstream, Random random) : AsyncSink<T[], T[]>(downstream)
    {
        public override ValueTask OnNextAsync(T[] value)
        {
            if (IsTerminated)
            {
                return default;
            }

            if (value is not null)
            {
                try
                {
                    for (var i = value.Length - 1; i > 0; i--)
                    {
                        var j = random.Next(i + 1);
                        (value[i], value[j]) = (value[j], value[i]);
                    }
                }
                catch (Exception error)
                {
                    return FailAsync(error);
                }
            }

            return Downstream.OnNextAsync(value!);
        }
    }
}
