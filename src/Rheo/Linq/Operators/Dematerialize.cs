using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Dematerialize</c>: turns <see cref="Notification{T}"/> values back into messages; an error or completion
/// notification disposes the upstream and ends the sequence.
/// </summary>
internal sealed class Dematerialize<T>(IObservable<Notification<T>> source) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream) : Sink<Notification<T>, T>(downstream)
    {
        public override void OnNext(Notification<T> value)
        {
            switch (value.Kind)
            {
                case NotificationKind.OnNext:
                    Downstream.OnNext(value.Value);
                    break;
                case NotificationKind.OnError:
                    Fail(value.Exception!);
                    break;
                default:
                    DisposeUpstream();
                    Downstream.OnCompleted();
                    break;
            }
        }
    }
}
