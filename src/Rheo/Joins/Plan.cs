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

/// <summary>The plan of 5 sources.</summary>
internal sealed class JoinPlan<T1, T2, T3, T4, T5, TResult>(IObservable<T1> s1, IObservable<T2> s2, IObservable<T3> s3, IObservable<T4> s4, IObservable<T5> s5, Func<T1, T2, T3, T4, T5, TResult> selector) : Plan<TResult>
{
    internal override JoinActivePlan Activate(JoinWhenSink<TResult> sink)
    {
        var j1 = sink.Source(s1);
        var j2 = sink.Source(s2);
        var j3 = sink.Source(s3);
        var j4 = sink.Source(s4);
        var j5 = sink.Source(s5);
        return new JoinActivePlan(sink, [j1, j2, j3, j4, j5], () => sink.Emit(selector(j1.Dequeue(), j2.Dequeue(), j3.Dequeue(), j4.Dequeue(), j5.Dequeue())));
    }
}

/// <summary>The plan of 6 sources.</summary>
internal sealed class JoinPlan<T1, T2, T3, T4, T5, T6, TResult>(IObservable<T1> s1, IObservable<T2> s2, IObservable<T3> s3, IObservable<T4> s4, IObservable<T5> s5, IObservable<T6> s6, Func<T1, T2, T3, T4, T5, T6, TResult> selector) : Plan<TResult>
{
    internal override JoinActivePlan Activate(JoinWhenSink<TResult> sink)
    {
        var j1 = sink.Source(s1);
        var j2 = sink.Source(s2);
        var j3 = sink.Source(s3);
        var j4 = sink.Source(s4);
        var j5 = sink.Source(s5);
        var j6 = sink.Source(s6);
        return new JoinActivePlan(sink, [j1, j2, j3, j4, j5, j6], () => sink.Emit(selector(j1.Dequeue(), j2.Dequeue(), j3.Dequeue(), j4.Dequeue(), j5.Dequeue(), j6.Dequeue())));
    }
}

/// <summary>The plan of 7 sources.</summary>
internal sealed class JoinPlan<T1, T2, T3, T4, T5, T6, T7, TResult>(IObservable<T1> s1, IObservable<T2> s2, IObservable<T3> s3, IObservable<T4> s4, IObservable<T5> s5, IObservable<T6> s6, IObservable<T7> s7, Func<T1, T2, T3, T4, T5, T6, T7, TResult> selector) : Plan<TResult>
{
    internal override JoinActivePlan Activate(JoinWhenSink<TResult> sink)
    {
        var j1 = sink.Source(s1);
        var j2 = sink.Source(s2);
        var j3 = sink.Source(s3);
        var j4 = sink.Source(s4);
        var j5 = sink.Source(s5);
        var j6 = sink.Source(s6);
        var j7 = sink.Source(s7);
        return new JoinActivePlan(sink, [j1, j2, j3, j4, j5, j6, j7], () => sink.Emit(selector(j1.Dequeue(), j2.Dequeue(), j3.Dequeue(), j4.Dequeue(), j5.Dequeue(), j6.Dequeue(), j7.Dequeue())));
    }
}

/// <summary>The plan of 8 sources.</summary>
internal sealed class JoinPlan<T1, T2, T3, T4, T5, T6, T7, T8, TResult>(IObservable<T1> s1, IObservable<T2> s2, IObservable<T3> s3, IObservable<T4> s4, IObservable<T5> s5, IObservable<T6> s6, IObservable<T7> s7, IObservable<T8> s8, Func<T1, T2, T3, T4, T5, T6, T7, T8, TResult> selector) : Plan<TResult>
{
    internal override JoinActivePlan Activate(JoinWhenSink<TResult> sink)
    {
        var j1 = sink.Source(s1);
        var j2 = sink.Source(s2);
        var j3 = sink.Source(s3);
        var j4 = sink.Source(s4);
        var j5 = sink.Source(s5);
        var j6 = sink.Source(s6);
        var j7 = sink.Source(s7);
        var j8 = sink.Source(s8);
        return new JoinActivePlan(sink, [j1, j2, j3, j4, j5, j6, j7, j8], () => sink.Emit(selector(j1.Dequeue(), j2.Dequeue(), j3.Dequeue(), j4.Dequeue(), j5.Dequeue(), j6.Dequeue(), j7.Dequeue(), j8.Dequeue())));
    }
}

/// <summary>The plan of 9 sources.</summary>
internal sealed class JoinPlan<T1, T2, T3, T4, T5, T6, T7, T8, T9, TResult>(IObservable<T1> s1, IObservable<T2> s2, IObservable<T3> s3, IObservable<T4> s4, IObservable<T5> s5, IObservable<T6> s6, IObservable<T7> s7, IObservable<T8> s8, IObservable<T9> s9, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, TResult> selector) : Plan<TResult>
{
    internal override JoinActivePlan Activate(JoinWhenSink<TResult> sink)
    {
        var j1 = sink.Source(s1);
        var j2 = sink.Source(s2);
        var j3 = sink.Source(s3);
        var j4 = sink.Source(s4);
        var j5 = sink.Source(s5);
        var j6 = sink.Source(s6);
        var j7 = sink.Source(s7);
        var j8 = sink.Source(s8);
        var j9 = sink.Source(s9);
        return new JoinActivePlan(sink, [j1, j2, j3, j4, j5, j6, j7, j8, j9], () => sink.Emit(selector(j1.Dequeue(), j2.Dequeue(), j3.Dequeue(), j4.Dequeue(), j5.Dequeue(), j6.Dequeue(), j7.Dequeue(), j8.Dequeue(), j9.Dequeue())));
    }
}

/// <summary>The plan of 10 sources.</summary>
internal sealed class JoinPlan<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, TResult>(IObservable<T1> s1, IObservable<T2> s2, IObservable<T3> s3, IObservable<T4> s4, IObservable<T5> s5, IObservable<T6> s6, IObservable<T7> s7, IObservable<T8> s8, IObservable<T9> s9, IObservable<T10> s10, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, TResult> selector) : Plan<TResult>
{
    internal override JoinActivePlan Activate(JoinWhenSink<TResult> sink)
    {
        var j1 = sink.Source(s1);
        var j2 = sink.Source(s2);
        var j3 = sink.Source(s3);
        var j4 = sink.Source(s4);
        var j5 = sink.Source(s5);
        var j6 = sink.Source(s6);
        var j7 = sink.Source(s7);
        var j8 = sink.Source(s8);
        var j9 = sink.Source(s9);
        var j10 = sink.Source(s10);
        return new JoinActivePlan(sink, [j1, j2, j3, j4, j5, j6, j7, j8, j9, j10], () => sink.Emit(selector(j1.Dequeue(), j2.Dequeue(), j3.Dequeue(), j4.Dequeue(), j5.Dequeue(), j6.Dequeue(), j7.Dequeue(), j8.Dequeue(), j9.Dequeue(), j10.Dequeue())));
    }
}

/// <summary>The plan of 11 sources.</summary>
internal sealed class JoinPlan<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, TResult>(IObservable<T1> s1, IObservable<T2> s2, IObservable<T3> s3, IObservable<T4> s4, IObservable<T5> s5, IObservable<T6> s6, IObservable<T7> s7, IObservable<T8> s8, IObservable<T9> s9, IObservable<T10> s10, IObservable<T11> s11, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, TResult> selector) : Plan<TResult>
{
    internal override JoinActivePlan Activate(JoinWhenSink<TResult> sink)
    {
        var j1 = sink.Source(s1);
        var j2 = sink.Source(s2);
        var j3 = sink.Source(s3);
        var j4 = sink.Source(s4);
        var j5 = sink.Source(s5);
        var j6 = sink.Source(s6);
        var j7 = sink.Source(s7);
        var j8 = sink.Source(s8);
        var j9 = sink.Source(s9);
        var j10 = sink.Source(s10);
        var j11 = sink.Source(s11);
        return new JoinActivePlan(sink, [j1, j2, j3, j4, j5, j6, j7, j8, j9, j10, j11], () => sink.Emit(selector(j1.Dequeue(), j2.Dequeue(), j3.Dequeue(), j4.Dequeue(), j5.Dequeue(), j6.Dequeue(), j7.Dequeue(), j8.Dequeue(), j9.Dequeue(), j10.Dequeue(), j11.Dequeue())));
    }
}

/// <summary>The plan of 12 sources.</summary>
internal sealed class JoinPlan<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, TResult>(IObservable<T1> s1, IObservable<T2> s2, IObservable<T3> s3, IObservable<T4> s4, IObservable<T5> s5, IObservable<T6> s6, IObservable<T7> s7, IObservable<T8> s8, IObservable<T9> s9, IObservable<T10> s10, IObservable<T11> s11, IObservable<T12> s12, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, TResult> selector) : Plan<TResult>
{
    internal override JoinActivePlan Activate(JoinWhenSink<TResult> sink)
    {
        var j1 = sink.Source(s1);
        var j2 = sink.Source(s2);
        var j3 = sink.Source(s3);
        var j4 = sink.Source(s4);
        var j5 = sink.Source(s5);
        var j6 = sink.Source(s6);
        var j7 = sink.Source(s7);
        var j8 = sink.Source(s8);
        var j9 = sink.Source(s9);
        var j10 = sink.Source(s10);
        var j11 = sink.Source(s11);
        var j12 = sink.Source(s12);
        return new JoinActivePlan(sink, [j1, j2, j3, j4, j5, j6, j7, j8, j9, j10, j11, j12], () => sink.Emit(selector(j1.Dequeue(), j2.Dequeue(), j3.Dequeue(), j4.Dequeue(), j5.Dequeue(), j6.Dequeue(), j7.Dequeue(), j8.Dequeue(), j9.Dequeue(), j10.Dequeue(), j11.Dequeue(), j12.Dequeue())));
    }
}

/// <summary>The plan of 13 sources.</summary>
internal sealed class JoinPlan<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, TResult>(IObservable<T1> s1, IObservable<T2> s2, IObservable<T3> s3, IObservable<T4> s4, IObservable<T5> s5, IObservable<T6> s6, IObservable<T7> s7, IObservable<T8> s8, IObservable<T9> s9, IObservable<T10> s10, IObservable<T11> s11, IObservable<T12> s12, IObservable<T13> s13, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, TResult> selector) : Plan<TResult>
{
    internal override JoinActivePlan Activate(JoinWhenSink<TResult> sink)
    {
        var j1 = sink.Source(s1);
        var j2 = sink.Source(s2);
        var j3 = sink.Source(s3);
        var j4 = sink.Source(s4);
        var j5 = sink.Source(s5);
        var j6 = sink.Source(s6);
        var j7 = sink.Source(s7);
        var j8 = sink.Source(s8);
        var j9 = sink.Source(s9);
        var j10 = sink.Source(s10);
        var j11 = sink.Source(s11);
        var j12 = sink.Source(s12);
        var j13 = sink.Source(s13);
        return new JoinActivePlan(sink, [j1, j2, j3, j4, j5, j6, j7, j8, j9, j10, j11, j12, j13], () => sink.Emit(selector(j1.Dequeue(), j2.Dequeue(), j3.Dequeue(), j4.Dequeue(), j5.Dequeue(), j6.Dequeue(), j7.Dequeue(), j8.Dequeue(), j9.Dequeue(), j10.Dequeue(), j11.Dequeue(), j12.Dequeue(), j13.Dequeue())));
    }
}

/// <summary>The plan of 14 sources.</summary>
internal sealed class JoinPlan<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, TResult>(IObservable<T1> s1, IObservable<T2> s2, IObservable<T3> s3, IObservable<T4> s4, IObservable<T5> s5, IObservable<T6> s6, IObservable<T7> s7, IObservable<T8> s8, IObservable<T9> s9, IObservable<T10> s10, IObservable<T11> s11, IObservable<T12> s12, IObservable<T13> s13, IObservable<T14> s14, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, TResult> selector) : Plan<TResult>
{
    internal override JoinActivePlan Activate(JoinWhenSink<TResult> sink)
    {
        var j1 = sink.Source(s1);
        var j2 = sink.Source(s2);
        var j3 = sink.Source(s3);
        var j4 = sink.Source(s4);
        var j5 = sink.Source(s5);
        var j6 = sink.Source(s6);
        var j7 = sink.Source(s7);
        var j8 = sink.Source(s8);
        var j9 = sink.Source(s9);
        var j10 = sink.Source(s10);
        var j11 = sink.Source(s11);
        var j12 = sink.Source(s12);
        var j13 = sink.Source(s13);
        var j14 = sink.Source(s14);
        return new JoinActivePlan(sink, [j1, j2, j3, j4, j5, j6, j7, j8, j9, j10, j11, j12, j13, j14], () => sink.Emit(selector(j1.Dequeue(), j2.Dequeue(), j3.Dequeue(), j4.Dequeue(), j5.Dequeue(), j6.Dequeue(), j7.Dequeue(), j8.Dequeue(), j9.Dequeue(), j10.Dequeue(), j11.Dequeue(), j12.Dequeue(), j13.Dequeue(), j14.Dequeue())));
    }
}

/// <summary>The plan of 15 sources.</summary>
internal sealed class JoinPlan<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, TResult>(IObservable<T1> s1, IObservable<T2> s2, IObservable<T3> s3, IObservable<T4> s4, IObservable<T5> s5, IObservable<T6> s6, IObservable<T7> s7, IObservable<T8> s8, IObservable<T9> s9, IObservable<T10> s10, IObservable<T11> s11, IObservable<T12> s12, IObservable<T13> s13, IObservable<T14> s14, IObservable<T15> s15, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, TResult> selector) : Plan<TResult>
{
    internal override JoinActivePlan Activate(JoinWhenSink<TResult> sink)
    {
        var j1 = sink.Source(s1);
        var j2 = sink.Source(s2);
        var j3 = sink.Source(s3);
        var j4 = sink.Source(s4);
        var j5 = sink.Source(s5);
        var j6 = sink.Source(s6);
        var j7 = sink.Source(s7);
        var j8 = sink.Source(s8);
        var j9 = sink.Source(s9);
        var j10 = sink.Source(s10);
        var j11 = sink.Source(s11);
        var j12 = sink.Source(s12);
        var j13 = sink.Source(s13);
        var j14 = sink.Source(s14);
        var j15 = sink.Source(s15);
        return new JoinActivePlan(sink, [j1, j2, j3, j4, j5, j6, j7, j8, j9, j10, j11, j12, j13, j14, j15], () => sink.Emit(selector(j1.Dequeue(), j2.Dequeue(), j3.Dequeue(), j4.Dequeue(), j5.Dequeue(), j6.Dequeue(), j7.Dequeue(), j8.Dequeue(), j9.Dequeue(), j10.Dequeue(), j11.Dequeue(), j12.Dequeue(), j13.Dequeue(), j14.Dequeue(), j15.Dequeue())));
    }
}

/// <summary>The plan of 16 sources.</summary>
internal sealed class JoinPlan<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, TResult>(IObservable<T1> s1, IObservable<T2> s2, IObservable<T3> s3, IObservable<T4> s4, IObservable<T5> s5, IObservable<T6> s6, IObservable<T7> s7, IObservable<T8> s8, IObservable<T9> s9, IObservable<T10> s10, IObservable<T11> s11, IObservable<T12> s12, IObservable<T13> s13, IObservable<T14> s14, IObservable<T15> s15, IObservable<T16> s16, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, TResult> selector) : Plan<TResult>
{
    internal override JoinActivePlan Activate(JoinWhenSink<TResult> sink)
    {
        var j1 = sink.Source(s1);
        var j2 = sink.Source(s2);
        var j3 = sink.Source(s3);
        var j4 = sink.Source(s4);
        var j5 = sink.Source(s5);
        var j6 = sink.Source(s6);
        var j7 = sink.Source(s7);
        var j8 = sink.Source(s8);
        var j9 = sink.Source(s9);
        var j10 = sink.Source(s10);
        var j11 = sink.Source(s11);
        var j12 = sink.Source(s12);
        var j13 = sink.Source(s13);
        var j14 = sink.Source(s14);
        var j15 = sink.Source(s15);
        var j16 = sink.Source(s16);
        return new JoinActivePlan(sink, [j1, j2, j3, j4, j5, j6, j7, j8, j9, j10, j11, j12, j13, j14, j15, j16], () => sink.Emit(selector(j1.Dequeue(), j2.Dequeue(), j3.Dequeue(), j4.Dequeue(), j5.Dequeue(), j6.Dequeue(), j7.Dequeue(), j8.Dequeue(), j9.Dequeue(), j10.Dequeue(), j11.Dequeue(), j12.Dequeue(), j13.Dequeue(), j14.Dequeue(), j15.Dequeue(), j16.Dequeue())));
    }
}
