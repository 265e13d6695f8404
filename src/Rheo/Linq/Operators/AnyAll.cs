using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Any</c>, <c>All</c> and <c>IsEmpty</c>: each element is tested (with the predicate, or counts as a match
/// without one); the first test that equals <paramref name="stopOn"/> emits <paramref name="resultOnStop"/> and
/// disposes the source; completion emits the opposite. A throwing predicate becomes <c>OnError</c>.
/// </summary>
internal sealed class AnyAll<T>(IObservable<T> source, Func<T, bool>? predicate, bool stopOn, bool resultOnStop) : Producer<bool>
{
    /// <summary><c>Any()</c>: true at the first element.</summary>
    public static AnyAll<T> Any(IObservable<T> source) => new(source, null, stopOn: true, resultOnStop: true);

    /// <summary><c>Any(predicate)</c>: true at the first element that satisfies the predicate.</summary>
    public static AnyAll<T> Any(IObservable<T> source, Func<T, bool> predicate) => new(source, predicate, stopOn: true, resultOnStop: true);

    /// <summary><c>All</c>: false at the first element that fails the predicate.</summary>
    public static AnyAll<T> All(IObservable<T> source, Func<T, bool> predicate) => new(source, predicate, stopOn: false, resultOnStop: false);

    /// <summary><c>IsEmpty</c>: false at the first element.</summary>
    public static AnyAll<T> IsEmpty(IObservable<T> source) => new(source, null, stopOn: true, resultOnStop: false);

    public override void Run(ISubscriber<bool> subscriber)
    {
        var sink = new Sink(subscriber, predicate, stopOn, resultOnStop);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<bool> downstream, Func<T, bool>? predicate, bool stopOn, bool resultOnStop) : ResultSink<T, bool>(downstream)
    {
        private bool _done;

        public override void OnNext(T value)
        {
            if (_done)
            {
                return;
            }

            var test = true;
            if (predicate is not null)
            {
                try
                {
                    test = predicate(value);
                }
                catch (Exception error)
                {
                    _done = true;
                    Fail(error);
                    return;
                }
            }

            if (test == stopOn)
            {
                _done = true;
                EmitEarly(resultOnStop);
            }
        }

        public override void OnCompleted() => Emit(!resultOnStop);
    }
}
