using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ResetExceptionDispatchState</c>: relays the source; before an error goes downstream it is thrown and caught
/// once, which gives the exception a fresh dispatch state. A single exception object that is sent again and again
/// (e.g. by <c>Throw(error)</c> awaited repeatedly) then no longer accumulates stack trace text at each rethrow.
/// </summary>
internal sealed class ResetExceptionDispatchState<T>(IObservable<T> source) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream) : Sink<T, T>(downstream)
    {
        public override void OnNext(T value) => Downstream.OnNext(value);

        public override void OnError(Exception error)
        {
            try
            {
                throw error;
            }
            catch (Exception)
            {
                // The throw itself is the point: it resets the exception's dispatch state.
            }

            Downstream.OnError(error);
        }
    }
}
