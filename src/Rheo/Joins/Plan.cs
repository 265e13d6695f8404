namespace Rheo.Joins;

// The plans of 1 to 16 sources (JoinPlan<T1, ..., TResult>) are generated: Plan.g.cs.

/// <summary>
/// A join plan: a pattern of sources and what to make of one value of each. <c>Observable.When</c> runs
/// several plans over shared sources; each source is subscribed once per subscription to <c>When</c>.
/// </summary>
/// <typeparam name="TResult">The result type.</typeparam>
public abstract class Plan<TResult>
{
    private protected Plan()
    {
    }

    internal abstract JoinActivePlan Activate(JoinWhenSink<TResult> sink);
}
