using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>LastAsync</c> and <c>LastOrDefaultAsync</c>, with or without a predicate: the last (matching) element on
/// completion. Without a match the result is an error, or <c>default</c> for the <c>OrDefault</c> form.
/// </summary>
internal sealed class LastAsync<T>(IObservable<T> source, Func<T, bool>? predicate, bool orDefault) : Producer<T>
{
    /// <summary>
    /// <c>Wait()</c> on this operator: the blocking <c>Last</c> on the source, with the same answer and errors and
    /// no sink of this operator in between.
    /// </summary>
    public T Wait() => BlockingFirstLastSingle<T>.Run(source, predicate, BlockingFirstLastSingleMode.Last, orDefault);

    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, predicate, orDefault);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<T, bool>? predicate, bool orDefault) : ResultSink<T, T>(downstream)
    {
        private T _last = default!;
        private bool _hasValue;

        public override void OnNext(T value)
        {
            if (predicate is not null)
            {
                try
                {
                    if (!predicate(value))
                    {
                        return;
                    }
                }
                catch (Exception error)
                {
                    Fail(error);
                    return;
                }
            }

            _last = value;
            _hasValue = true;
        }

        public override void OnCompleted()
        {
            if (_hasValue || orDefault)
            {
                Emit(_last);
            }
            else
            {
                Downstream.OnError(predicate is null ? AggregateErrors.NoElements() : AggregateErrors.NoMatchingElement());
            }
        }
    }
}
