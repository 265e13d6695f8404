using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Catch</c> over a list of sources: on an error the next source is subscribed from a drain loop; the
/// last error is passed on when the list runs out. Nested <c>Catch</c> lists and <c>Defer</c> are expanded
/// in place (constant stack).
/// </summary>
internal sealed class Catch<T> : SourceListProducer<T>
{
    public Catch(IObservable<T>[] sources)
        : base(sources)
    {
    }

    public Catch(IEnumerable<IObservable<T>> sources)
        : base(sources)
    {
    }

    protected override Sink CreateSink(ISubscriber<T> subscriber) => new CatchSink(subscriber);

    private sealed class CatchSink(ISubscriber<T> downstream) : Sink<Catch<T>>(downstream)
    {
        private Exception? _lastError;

        public override void OnError(Exception error)
        {
            _lastError = error;
            MoveNext();
        }

        public override void OnCompleted()
        {
            Dispose();
            Downstream.OnCompleted();
        }

        protected override void OnNoMoreSources()
        {
            if (_lastError is { } error)
            {
                Downstream.OnError(error);
            }
            else
            {
                Downstream.OnCompleted();
            }
        }
    }
}

/// <summary>
/// <c>Catch</c> with a handler: an error of type <typeparamref name="TException"/> is replaced by the
/// sequence the handler returns; a throwing handler becomes <c>OnError</c>.
/// </summary>
internal sealed class CatchHandler<T, TException>(IObservable<T> source, Func<TException, IObservable<T>> handler) : Producer<T>
    where TException : Exception
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, source, handler);
        subscriber.OnSubscribe(sink);
        sink.Start();
    }

    private sealed class Sink(ISubscriber<T> downstream, IObservable<T> source, Func<TException, IObservable<T>> handler) : TailLoopSink<T>(downstream)
    {
        private IObservable<T>? _next = source;
        private bool _handled;

        public override void OnError(Exception error)
        {
            if (_handled || error is not TException typed)
            {
                Dispose();
                Downstream.OnError(error);
                return;
            }

            _handled = true;
            IObservable<T> replacement;
            try
            {
                replacement = handler(typed) ?? throw new InvalidOperationException("The exception handler returned null.");
            }
            catch (Exception handlerError)
            {
                Dispose();
                Downstream.OnError(handlerError);
                return;
            }

            _next = replacement;
            MoveNext();
        }

        public override void OnCompleted()
        {
            Dispose();
            Downstream.OnCompleted();
        }

        protected override IObservable<T>? NextSource()
        {
            var next = _next;
            _next = null;
            return next;
        }

        protected override void OnNoMoreSources()
        {
            // Unreachable in practice: each source taken ends with OnError or OnCompleted, both handled above.
            Downstream.OnCompleted();
        }
    }
}
