using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>FirstAsync</c> and <c>FirstOrDefaultAsync</c>, with or without a predicate: the first (matching) element,
/// then completion; the source is disposed at once, so a synchronous source stops mid-loop. Without a match the
/// result is an error, or <c>default</c> for the <c>OrDefault</c> form.
/// </summary>
internal sealed class FirstAsync<T>(IObservable<T> source, Func<T, bool>? predicate, bool orDefault) : Producer<T>
{
    /// <summary>
    /// <c>Wait()</c> on this operator: the blocking <c>First</c> on the source, with the same answer and errors and
    /// no sink of this operator in between.
    /// </summary>
    public T Wait() => BlockingFirstLastSingle<T>.Run(source, predicate, BlockingFirstLastSingleMode.First, orDefault);

    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, predicate, orDefault);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<T, bool>? predicate, bool orDefault) : ResultSink<T, T>(downstream)
    {
        private bool _done;

        public override void OnNext(T value)
        {
            if (_done)
            {
                return;
            }

            if (predicate is not null)
            {
                bool pass;
                try
                {
                    pass = predicate(value);
                }
                catch (Exception error)
                {
                    _done = true;
                    Fail(error);
                    return;
                }

                if (!pass)
                {
                    return;
                }
            }

            _done = true;
            EmitEarly(value);
        }

        public override void OnCompleted()
        {
            if (orDefault)
            {
                Emit(default!);
            }
            else
            {
                Downstream.OnError(predicate is null ? AggregateErrors.NoElements() : AggregateErrors.NoMatchingElement());
            }
        }
    }
}
