using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Do</c>: calls the side-effect actions before forwarding each message. A throwing <c>onNext</c> or
/// <c>onCompleted</c> becomes <c>OnError</c>; a throwing <c>onError</c> replaces the error.
/// </summary>
internal sealed class Do<T>(IObservable<T> source, Action<T> onNext, Action<Exception>? onError, Action? onCompleted) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, onNext, onError, onCompleted);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, Action<T> onNext, Action<Exception>? onError, Action? onCompleted) : Sink<T, T>(downstream)
    {
        public override void OnNext(T value)
        {
            try
            {
                onNext(value);
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            Downstream.OnNext(value);
        }

        public override void OnError(Exception error)
        {
            if (onError is not null)
            {
                try
                {
                    onError(error);
                }
                catch (Exception replaced)
                {
                    Downstream.OnError(replaced);
                    return;
                }
            }

            Downstream.OnError(error);
        }

        public override void OnCompleted()
        {
            if (onCompleted is not null)
            {
                try
                {
                    onCompleted();
                }
                catch (Exception error)
                {
                    Downstream.OnError(error);
                    return;
                }
            }

            Downstream.OnCompleted();
        }
    }
}

/// <summary><c>Do</c> with an observer: each message goes to the observer first, then downstream.</summary>
internal sealed class DoObserver<T>(IObservable<T> source, IObserver<T> observer) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, observer);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, IObserver<T> observer) : Sink<T, T>(downstream)
    {
        public override void OnNext(T value)
        {
            try
            {
                observer.OnNext(value);
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            Downstream.OnNext(value);
        }

        public override void OnError(Exception error)
        {
            try
            {
                observer.OnError(error);
            }
            catch (Exception replaced)
            {
                Downstream.OnError(replaced);
                return;
            }

            Downstream.OnError(error);
        }

        public override void OnCompleted()
        {
            try
            {
                observer.OnCompleted();
            }
            catch (Exception error)
            {
                Downstream.OnError(error);
                return;
            }

            Downstream.OnCompleted();
        }
    }
}
