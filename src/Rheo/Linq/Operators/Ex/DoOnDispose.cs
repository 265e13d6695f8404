using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>DoOnDispose</c>: runs the action once, when the subscription is disposed (mid-stream or after it
/// terminated). The sink passes messages straight through; the action runs after the upstream is disposed.
/// </summary>
internal sealed class DoOnDispose<T>(IObservable<T> source, Action action) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, action);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, Action action) : Sink<T, T>(downstream)
    {
        private Action? _action = action;

        public override void OnNext(T value) => Downstream.OnNext(value);

        public override void Dispose()
        {
            DisposeUpstream();
            Interlocked.Exchange(ref _action, null)?.Invoke();
        }
    }
}
