using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Catch</c> over a list of sources: on an error the next source is subscribed from a drain loop; the
/// last error is passed on when the list runs out. Nested <c>Catch</c> lists and <c>Defer</c> are expanded
/// in place (constant stack).
/// </summary>
internal sealed class Catch<T> : Producer<T>, FlatSourceStack<T>.INested
{
    public Catch(IObservable<T>[] sources) => Array = sources;

    public Catch(IEnumerable<IObservable<T>> sources) => Enumerable = sources;

    public IObservable<T>[]? Array { get; }

    public IEnumerable<IObservable<T>>? Enumerable { get; }

    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        try
        {
            sink.Stack.Push(this);
        }
        catch (Exception error)
        {
            subscriber.OnError(error);
            return;
        }

        sink.Start();
    }

    private sealed class Sink(ISubscriber<T> downstream) : TailLoopSink<T>(downstream)
    {
        private Exception? _lastError;

        public FlatSourceStack<T> Stack { get; } = new();

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

        protected override IObservable<T>? NextSource() => Stack.Next<Catch<T>>();

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

        protected override void Cleanup() => Stack.Clear();
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
