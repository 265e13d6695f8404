namespace Rheo.Joins;

/// <summary>The base of the join patterns built with <c>And</c>: sources whose values are consumed together.</summary>
public abstract class Pattern
{
    private protected Pattern()
    {
    }
}

/// <summary>A join pattern over two sources, built with <c>Observable.And</c>.</summary>
/// <typeparam name="TSource1">The element type of the first source.</typeparam>
/// <typeparam name="TSource2">The element type of the second source.</typeparam>
public sealed class Pattern<TSource1, TSource2> : Pattern
{
    private readonly IObservable<TSource1> _first;
    private readonly IObservable<TSource2> _second;

    internal Pattern(IObservable<TSource1> first, IObservable<TSource2> second)
    {
        _first = first;
        _second = second;
    }

    /// <summary>Adds a third source to the pattern.</summary>
    /// <typeparam name="TSource3">The element type of the new source.</typeparam>
    /// <param name="other">The source.</param>
    /// <returns>The extended pattern.</returns>
    public Pattern<TSource1, TSource2, TSource3> And<TSource3>(IObservable<TSource3> other)
    {
        ArgumentNullException.ThrowIfNull(other);
        return new Pattern<TSource1, TSource2, TSource3>(_first, _second, other);
    }

    /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="selector">Combines the values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The plan, for <c>Observable.When</c>.</returns>
    public Plan<TResult> Then<TResult>(Func<TSource1, TSource2, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(selector);
        return new JoinPlan<TSource1, TSource2, TResult>(_first, _second, selector);
    }
}

/// <summary>A join pattern over three sources.</summary>
/// <typeparam name="TSource1">The element type of the first source.</typeparam>
/// <typeparam name="TSource2">The element type of the second source.</typeparam>
/// <typeparam name="TSource3">The element type of the third source.</typeparam>
public sealed class Pattern<TSource1, TSource2, TSource3> : Pattern
{
    private readonly IObservable<TSource1> _first;
    private readonly IObservable<TSource2> _second;
    private readonly IObservable<TSource3> _third;

    internal Pattern(IObservable<TSource1> first, IObservable<TSource2> second, IObservable<TSource3> third)
    {
        _first = first;
        _second = second;
        _third = third;
    }

    /// <summary>Adds a fourth source to the pattern.</summary>
    /// <typeparam name="TSource4">The element type of the new source.</typeparam>
    /// <param name="other">The source.</param>
    /// <returns>The extended pattern.</returns>
    public Pattern<TSource1, TSource2, TSource3, TSource4> And<TSource4>(IObservable<TSource4> other)
    {
        ArgumentNullException.ThrowIfNull(other);
        return new Pattern<TSource1, TSource2, TSource3, TSource4>(_first, _second, _third, other);
    }

    /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="selector">Combines the values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The plan, for <c>Observable.When</c>.</returns>
    public Plan<TResult> Then<TResult>(Func<TSource1, TSource2, TSource3, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(selector);
        return new JoinPlan<TSource1, TSource2, TSource3, TResult>(_first, _second, _third, selector);
    }
}

/// <summary>A join pattern over four sources.</summary>
/// <typeparam name="TSource1">The element type of the first source.</typeparam>
/// <typeparam name="TSource2">The element type of the second source.</typeparam>
/// <typeparam name="TSource3">The element type of the third source.</typeparam>
/// <typeparam name="TSource4">The element type of the fourth source.</typeparam>
public sealed class Pattern<TSource1, TSource2, TSource3, TSource4> : Pattern
{
    private readonly IObservable<TSource1> _first;
    private readonly IObservable<TSource2> _second;
    private readonly IObservable<TSource3> _third;
    private readonly IObservable<TSource4> _fourth;

    internal Pattern(IObservable<TSource1> first, IObservable<TSource2> second, IObservable<TSource3> third, IObservable<TSource4> fourth)
    {
        _first = first;
        _second = second;
        _third = third;
        _fourth = fourth;
    }

    /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="selector">Combines the values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The plan, for <c>Observable.When</c>.</returns>
    public Plan<TResult> Then<TResult>(Func<TSource1, TSource2, TSource3, TSource4, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(selector);
        return new JoinPlan<TSource1, TSource2, TSource3, TSource4, TResult>(_first, _second, _third, _fourth, selector);
    }
}
