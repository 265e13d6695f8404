using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Finally</c>: runs the action once, after the terminal message has been forwarded and the upstream
/// disposed, or when the subscription is disposed, whichever comes first.
/// </summary>
internal sealed class Finally<T>(IObservable<T> source, Action finallyAction) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, finallyAction);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, Action finallyAction) : Sink<T, T>(downstream)
    {
        private Action? _action = finallyAction;

        public override void OnNext(T value) => Downstream.OnNext(value);

        public override void OnError(Exception error)
        {
            try
            {
                Downstream.OnError(error);
            }
            finally
            {
                Dispose();
            }
        }

        public override void OnCompleted()
        {
            try
            {
                Downstream.OnCompleted();
            }
            finally
            {
                Dispose();
            }
        }

        public override void Dispose()
        {
            try
            {
                DisposeUpstream();
            }
            finally
            {
                Interlocked.Exchange(ref _action, null)?.Invoke();
            }
        }
    }
}
