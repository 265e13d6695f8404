using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>SingleAsync</c> and <c>SingleOrDefaultAsync</c>, with or without a predicate: the only (matching) element
/// on completion. A second (matching) element is an error at once (the source is disposed then); no match is an
/// error, or <c>default</c> for the <c>OrDefault</c> form.
/// </summary>
internal sealed class SingleAsync<T>(IObservable<T> source, Func<T, bool>? predicate, bool orDefault) : Producer<T>
{
    /// <summary>
    /// <c>Wait()</c> on this operator: the blocking <c>Single</c> on the source, with the same answer and errors and
    /// no sink of this operator in between.
    /// </summary>
    public T Wait() => BlockingFirstLastSingle<T>.Run(source, predicate, BlockingFirstLastSingleMode.Single, orDefault);

    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, predicate, orDefault);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<T, bool>? predicate, bool orDefault) : ResultSink<T, T>(downstream)
    {
        private T _value = default!;
        private bool _hasValue;
        private bool _done;

        public override void OnNext(T value)
        {
            if (_done)
            {
                return;
            }

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
                    _done = true;
                    Fail(error);
                    return;
                }
            }

            if (_hasValue)
            {
                _done = true;
                Fail(predicate is null ? AggregateErrors.MoreThanOneElement() : AggregateErrors.MoreThanOneMatchingElement());
                return;
            }

            _value = value;
            _hasValue = true;
        }

        public override void OnCompleted()
        {
            if (_hasValue || orDefault)
            {
                Emit(_value);
            }
            else
            {
                Downstream.OnError(predicate is null ? AggregateErrors.NoElements() : AggregateErrors.NoMatchingElement());
            }
        }
    }
}
