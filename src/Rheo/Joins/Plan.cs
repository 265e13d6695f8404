namespace Rheo.Joins;

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

/// <summary>The plan of one source: <c>source.Then(selector)</c>.</summary>
internal sealed class JoinPlan<T1, TResult>(IObservable<T1> s1, Func<T1, TResult> selector) : Plan<TResult>
{
    internal override JoinActivePlan Activate(JoinWhenSink<TResult> sink)
    {
        var j1 = sink.Source(s1);
        return new JoinActivePlan(sink, [j1], () => sink.Emit(selector(j1.Dequeue())));
    }
}

/// <summary>The plan of two sources.</summary>
internal sealed class JoinPlan<T1, T2, TResult>(IObservable<T1> s1, IObservable<T2> s2, Func<T1, T2, TResult> selector) : Plan<TResult>
{
    internal override JoinActivePlan Activate(JoinWhenSink<TResult> sink)
    {
        var j1 = sink.Source(s1);
        var j2 = sink.Source(s2);
        return new JoinActivePlan(sink, [j1, j2], () => sink.Emit(selector(j1.Dequeue(), j2.Dequeue())));
    }
}

/// <summary>The plan of three sources.</summary>
internal sealed class JoinPlan<T1, T2, T3, TResult>(IObservable<T1> s1, IObservable<T2> s2, IObservable<T3> s3, Func<T1, T2, T3, TResult> selector) : Plan<TResult>
{
    internal override JoinActivePlan Activate(JoinWhenSink<TResult> sink)
    {
        var j1 = sink.Source(s1);
        var j2 = sink.Source(s2);
        var j3 = sink.Source(s3);
        return new JoinActivePlan(sink, [j1, j2, j3], () => sink.Emit(selector(j1.Dequeue(), j2.Dequeue(), j3.Dequeue())));
    }
}

/// <summary>The plan of four sources.</summary>
internal sealed class JoinPlan<T1, T2, T3, T4, TResult>(IObservable<T1> s1, IObservable<T2> s2, IObservable<T3> s3, IObservable<T4> s4, Func<T1, T2, T3, T4, TResult> selector) : Plan<TResult>
{
    internal override JoinActivePlan Activate(JoinWhenSink<TResult> sink)
    {
        var j1 = sink.Source(s1);
        var j2 = sink.Source(s2);
        var j3 = sink.Source(s3);
        var j4 = sink.Source(s4);
        return new JoinActivePlan(sink, [j1, j2, j3, j4], () => sink.Emit(selector(j1.Dequeue(), j2.Dequeue(), j3.Dequeue(), j4.Dequeue())));
    }
}
