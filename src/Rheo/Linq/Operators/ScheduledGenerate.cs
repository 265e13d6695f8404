using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Generate(..., scheduler)</c>: the state machine run one value per step on the scheduler.</summary>
internal sealed class ScheduledGenerate<TState, TResult>(
    TState initialState, Func<TState, bool> condition, Func<TState, TState> iterate, Func<TState, TResult> resultSelector, IScheduler scheduler) : Producer<TResult>
{
    private TState InitialState => initialState;

    private bool Condition(TState state) => condition(state);

    private TState Iterate(TState state) => iterate(state);

    private TResult Select(TState state) => resultSelector(state);

    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, this);
        subscriber.OnSubscribe(sink);
        sink.Start(scheduler);
    }

    private sealed class Sink(ISubscriber<TResult> downstream, ScheduledGenerate<TState, TResult> parent) : ScheduledLoopSink<TResult>(downstream)
    {
        private TState _state = parent.InitialState;
        private bool _started;

        protected override bool MoveNext(out TResult value)
        {
            if (_started)
            {
                _state = parent.Iterate(_state);
            }

            _started = true;
            if (!parent.Condition(_state))
            {
                value = default!;
                return false;
            }

            value = parent.Select(_state);
            return true;
        }
    }
}
