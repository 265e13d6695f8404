using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>CatchIgnore</c>: an error becomes completion, after the optional handler saw it; a throwing handler's error is sent instead.</summary>
internal sealed class CatchIgnore<T>(IObservable<T> source, Action<Exception>? onError) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, onError);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, Action<Exception>? onError) : Sink<T, T>(downstream)
    {
        public override void OnNext(T value) => Downstream.OnNext(value);

        public override void OnError(Exception error)
        {
            try
            {
                onError?.Invoke(error);
            }
            catch (Exception handlerError)
            {
                Fail(handlerError);
                return;
            }

            DisposeUpstream();
            Downstream.OnCompleted();
        }
    }
}

/// <summary><c>CatchAndReturn</c>: an error becomes one last value (fixed or made from the error), then completion.</summary>
internal sealed class CatchAndReturn<T>(IObservable<T> source, T value, Func<Exception, T>? selector) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, value, selector);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, T fallback, Func<Exception, T>? selector) : Sink<T, T>(downstream)
    {
        private volatile bool _cancelled;

        public override void OnNext(T value) => Downstream.OnNext(value);

        public override void OnError(Exception error)
        {
            var last = fallback;
            if (selector is not null)
            {
                try
                {
                    last = selector(error);
                }
                catch (Exception handlerError)
                {
                    Fail(handlerError);
                    return;
                }
            }

            DisposeUpstream();
            Downstream.OnNext(last);
            if (!_cancelled)
            {
                Downstream.OnCompleted();
            }
        }

        public override void Dispose()
        {
            _cancelled = true;
            DisposeUpstream();
        }
    }
}
