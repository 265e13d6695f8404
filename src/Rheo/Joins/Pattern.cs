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
    private readonly IObservable<TSource1> _source1;
    private readonly IObservable<TSource2> _source2;

    internal Pattern(IObservable<TSource1> source1, IObservable<TSource2> source2)
    {
        _source1 = source1;
        _source2 = source2;
    }

    /// <summary>Adds a third source to the pattern.</summary>
    /// <typeparam name="TSource3">The element type of the new source.</typeparam>
    /// <param name="other">The source.</param>
    /// <returns>The extended pattern.</returns>
    public Pattern<TSource1, TSource2, TSource3> And<TSource3>(IObservable<TSource3> other)
    {
        ArgumentNullException.ThrowIfNull(other);
        return new Pattern<TSource1, TSource2, TSource3>(_source1, _source2, other);
    }

    /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="selector">Combines the values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The plan, for <c>Observable.When</c>.</returns>
    public Plan<TResult> Then<TResult>(Func<TSource1, TSource2, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(selector);
        return new JoinPlan<TSource1, TSource2, TResult>(_source1, _source2, selector);
    }
}

/// <summary>A join pattern over 3 sources.</summary>
/// <typeparam name="TSource1">The element type of the first source.</typeparam>
/// <typeparam name="TSource2">The element type of the second source.</typeparam>
/// <typeparam name="TSource3">The element type of the third source.</typeparam>
public sealed class Pattern<TSource1, TSource2, TSource3> : Pattern
{
    private readonly IObservable<TSource1> _source1;
    private readonly IObservable<TSource2> _source2;
    private readonly IObservable<TSource3> _source3;

    internal Pattern(IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3)
    {
        _source1 = source1;
        _source2 = source2;
        _source3 = source3;
    }

    /// <summary>Adds a fourth source to the pattern.</summary>
    /// <typeparam name="TSource4">The element type of the new source.</typeparam>
    /// <param name="other">The source.</param>
    /// <returns>The extended pattern.</returns>
    public Pattern<TSource1, TSource2, TSource3, TSource4> And<TSource4>(IObservable<TSource4> other)
    {
        ArgumentNullException.ThrowIfNull(other);
        return new Pattern<TSource1, TSource2, TSource3, TSource4>(_source1, _source2, _source3, other);
    }

    /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="selector">Combines the values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The plan, for <c>Observable.When</c>.</returns>
    public Plan<TResult> Then<TResult>(Func<TSource1, TSource2, TSource3, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(selector);
        return new JoinPlan<TSource1, TSource2, TSource3, TResult>(_source1, _source2, _source3, selector);
    }
}

/// <summary>A join pattern over 4 sources.</summary>
/// <typeparam name="TSource1">The element type of the first source.</typeparam>
/// <typeparam name="TSource2">The element type of the second source.</typeparam>
/// <typeparam name="TSource3">The element type of the third source.</typeparam>
/// <typeparam name="TSource4">The element type of the fourth source.</typeparam>
public sealed class Pattern<TSource1, TSource2, TSource3, TSource4> : Pattern
{
    private readonly IObservable<TSource1> _source1;
    private readonly IObservable<TSource2> _source2;
    private readonly IObservable<TSource3> _source3;
    private readonly IObservable<TSource4> _source4;

    internal Pattern(IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4)
    {
        _source1 = source1;
        _source2 = source2;
        _source3 = source3;
        _source4 = source4;
    }

    /// <summary>Adds a fifth source to the pattern.</summary>
    /// <typeparam name="TSource5">The element type of the new source.</typeparam>
    /// <param name="other">The source.</param>
    /// <returns>The extended pattern.</returns>
    public Pattern<TSource1, TSource2, TSource3, TSource4, TSource5> And<TSource5>(IObservable<TSource5> other)
    {
        ArgumentNullException.ThrowIfNull(other);
        return new Pattern<TSource1, TSource2, TSource3, TSource4, TSource5>(_source1, _source2, _source3, _source4, other);
    }

    /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="selector">Combines the values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The plan, for <c>Observable.When</c>.</returns>
    public Plan<TResult> Then<TResult>(Func<TSource1, TSource2, TSource3, TSource4, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(selector);
        return new JoinPlan<TSource1, TSource2, TSource3, TSource4, TResult>(_source1, _source2, _source3, _source4, selector);
    }
}

/// <summary>A join pattern over 5 sources.</summary>
/// <typeparam name="TSource1">The element type of the first source.</typeparam>
/// <typeparam name="TSource2">The element type of the second source.</typeparam>
/// <typeparam name="TSource3">The element type of the third source.</typeparam>
/// <typeparam name="TSource4">The element type of the fourth source.</typeparam>
/// <typeparam name="TSource5">The element type of the fifth source.</typeparam>
public sealed class Pattern<TSource1, TSource2, TSource3, TSource4, TSource5> : Pattern
{
    private readonly IObservable<TSource1> _source1;
    private readonly IObservable<TSource2> _source2;
    private readonly IObservable<TSource3> _source3;
    private readonly IObservable<TSource4> _source4;
    private readonly IObservable<TSource5> _source5;

    internal Pattern(IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5)
    {
        _source1 = source1;
        _source2 = source2;
        _source3 = source3;
        _source4 = source4;
        _source5 = source5;
    }

    /// <summary>Adds a sixth source to the pattern.</summary>
    /// <typeparam name="TSource6">The element type of the new source.</typeparam>
    /// <param name="other">The source.</param>
    /// <returns>The extended pattern.</returns>
    public Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6> And<TSource6>(IObservable<TSource6> other)
    {
        ArgumentNullException.ThrowIfNull(other);
        return new Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6>(_source1, _source2, _source3, _source4, _source5, other);
    }

    /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="selector">Combines the values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The plan, for <c>Observable.When</c>.</returns>
    public Plan<TResult> Then<TResult>(Func<TSource1, TSource2, TSource3, TSource4, TSource5, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(selector);
        return new JoinPlan<TSource1, TSource2, TSource3, TSource4, TSource5, TResult>(_source1, _source2, _source3, _source4, _source5, selector);
    }
}

/// <summary>A join pattern over 6 sources.</summary>
/// <typeparam name="TSource1">The element type of the first source.</typeparam>
/// <typeparam name="TSource2">The element type of the second source.</typeparam>
/// <typeparam name="TSource3">The element type of the third source.</typeparam>
/// <typeparam name="TSource4">The element type of the fourth source.</typeparam>
/// <typeparam name="TSource5">The element type of the fifth source.</typeparam>
/// <typeparam name="TSource6">The element type of the sixth source.</typeparam>
public sealed class Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6> : Pattern
{
    private readonly IObservable<TSource1> _source1;
    private readonly IObservable<TSource2> _source2;
    private readonly IObservable<TSource3> _source3;
    private readonly IObservable<TSource4> _source4;
    private readonly IObservable<TSource5> _source5;
    private readonly IObservable<TSource6> _source6;

    internal Pattern(IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6)
    {
        _source1 = source1;
        _source2 = source2;
        _source3 = source3;
        _source4 = source4;
        _source5 = source5;
        _source6 = source6;
    }

    /// <summary>Adds a seventh source to the pattern.</summary>
    /// <typeparam name="TSource7">The element type of the new source.</typeparam>
    /// <param name="other">The source.</param>
    /// <returns>The extended pattern.</returns>
    public Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7> And<TSource7>(IObservable<TSource7> other)
    {
        ArgumentNullException.ThrowIfNull(other);
        return new Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7>(_source1, _source2, _source3, _source4, _source5, _source6, other);
    }

    /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="selector">Combines the values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The plan, for <c>Observable.When</c>.</returns>
    public Plan<TResult> Then<TResult>(Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(selector);
        return new JoinPlan<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TResult>(_source1, _source2, _source3, _source4, _source5, _source6, selector);
    }
}

/// <summary>A join pattern over 7 sources.</summary>
/// <typeparam name="TSource1">The element type of the first source.</typeparam>
/// <typeparam name="TSource2">The element type of the second source.</typeparam>
/// <typeparam name="TSource3">The element type of the third source.</typeparam>
/// <typeparam name="TSource4">The element type of the fourth source.</typeparam>
/// <typeparam name="TSource5">The element type of the fifth source.</typeparam>
/// <typeparam name="TSource6">The element type of the sixth source.</typeparam>
/// <typeparam name="TSource7">The element type of the seventh source.</typeparam>
public sealed class Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7> : Pattern
{
    private readonly IObservable<TSource1> _source1;
    private readonly IObservable<TSource2> _source2;
    private readonly IObservable<TSource3> _source3;
    private readonly IObservable<TSource4> _source4;
    private readonly IObservable<TSource5> _source5;
    private readonly IObservable<TSource6> _source6;
    private readonly IObservable<TSource7> _source7;

    internal Pattern(IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7)
    {
        _source1 = source1;
        _source2 = source2;
        _source3 = source3;
        _source4 = source4;
        _source5 = source5;
        _source6 = source6;
        _source7 = source7;
    }

    /// <summary>Adds a eighth source to the pattern.</summary>
    /// <typeparam name="TSource8">The element type of the new source.</typeparam>
    /// <param name="other">The source.</param>
    /// <returns>The extended pattern.</returns>
    public Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8> And<TSource8>(IObservable<TSource8> other)
    {
        ArgumentNullException.ThrowIfNull(other);
        return new Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8>(_source1, _source2, _source3, _source4, _source5, _source6, _source7, other);
    }

    /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="selector">Combines the values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The plan, for <c>Observable.When</c>.</returns>
    public Plan<TResult> Then<TResult>(Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(selector);
        return new JoinPlan<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TResult>(_source1, _source2, _source3, _source4, _source5, _source6, _source7, selector);
    }
}

/// <summary>A join pattern over 8 sources.</summary>
/// <typeparam name="TSource1">The element type of the first source.</typeparam>
/// <typeparam name="TSource2">The element type of the second source.</typeparam>
/// <typeparam name="TSource3">The element type of the third source.</typeparam>
/// <typeparam name="TSource4">The element type of the fourth source.</typeparam>
/// <typeparam name="TSource5">The element type of the fifth source.</typeparam>
/// <typeparam name="TSource6">The element type of the sixth source.</typeparam>
/// <typeparam name="TSource7">The element type of the seventh source.</typeparam>
/// <typeparam name="TSource8">The element type of the eighth source.</typeparam>
public sealed class Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8> : Pattern
{
    private readonly IObservable<TSource1> _source1;
    private readonly IObservable<TSource2> _source2;
    private readonly IObservable<TSource3> _source3;
    private readonly IObservable<TSource4> _source4;
    private readonly IObservable<TSource5> _source5;
    private readonly IObservable<TSource6> _source6;
    private readonly IObservable<TSource7> _source7;
    private readonly IObservable<TSource8> _source8;

    internal Pattern(IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8)
    {
        _source1 = source1;
        _source2 = source2;
        _source3 = source3;
        _source4 = source4;
        _source5 = source5;
        _source6 = source6;
        _source7 = source7;
        _source8 = source8;
    }

    /// <summary>Adds a ninth source to the pattern.</summary>
    /// <typeparam name="TSource9">The element type of the new source.</typeparam>
    /// <param name="other">The source.</param>
    /// <returns>The extended pattern.</returns>
    public Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9> And<TSource9>(IObservable<TSource9> other)
    {
        ArgumentNullException.ThrowIfNull(other);
        return new Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9>(_source1, _source2, _source3, _source4, _source5, _source6, _source7, _source8, other);
    }

    /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="selector">Combines the values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The plan, for <c>Observable.When</c>.</returns>
    public Plan<TResult> Then<TResult>(Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(selector);
        return new JoinPlan<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TResult>(_source1, _source2, _source3, _source4, _source5, _source6, _source7, _source8, selector);
    }
}

/// <summary>A join pattern over 9 sources.</summary>
/// <typeparam name="TSource1">The element type of the first source.</typeparam>
/// <typeparam name="TSource2">The element type of the second source.</typeparam>
/// <typeparam name="TSource3">The element type of the third source.</typeparam>
/// <typeparam name="TSource4">The element type of the fourth source.</typeparam>
/// <typeparam name="TSource5">The element type of the fifth source.</typeparam>
/// <typeparam name="TSource6">The element type of the sixth source.</typeparam>
/// <typeparam name="TSource7">The element type of the seventh source.</typeparam>
/// <typeparam name="TSource8">The element type of the eighth source.</typeparam>
/// <typeparam name="TSource9">The element type of the ninth source.</typeparam>
public sealed class Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9> : Pattern
{
    private readonly IObservable<TSource1> _source1;
    private readonly IObservable<TSource2> _source2;
    private readonly IObservable<TSource3> _source3;
    private readonly IObservable<TSource4> _source4;
    private readonly IObservable<TSource5> _source5;
    private readonly IObservable<TSource6> _source6;
    private readonly IObservable<TSource7> _source7;
    private readonly IObservable<TSource8> _source8;
    private readonly IObservable<TSource9> _source9;

    internal Pattern(IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9)
    {
        _source1 = source1;
        _source2 = source2;
        _source3 = source3;
        _source4 = source4;
        _source5 = source5;
        _source6 = source6;
        _source7 = source7;
        _source8 = source8;
        _source9 = source9;
    }

    /// <summary>Adds a tenth source to the pattern.</summary>
    /// <typeparam name="TSource10">The element type of the new source.</typeparam>
    /// <param name="other">The source.</param>
    /// <returns>The extended pattern.</returns>
    public Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10> And<TSource10>(IObservable<TSource10> other)
    {
        ArgumentNullException.ThrowIfNull(other);
        return new Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10>(_source1, _source2, _source3, _source4, _source5, _source6, _source7, _source8, _source9, other);
    }

    /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="selector">Combines the values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The plan, for <c>Observable.When</c>.</returns>
    public Plan<TResult> Then<TResult>(Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(selector);
        return new JoinPlan<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TResult>(_source1, _source2, _source3, _source4, _source5, _source6, _source7, _source8, _source9, selector);
    }
}

/// <summary>A join pattern over 10 sources.</summary>
/// <typeparam name="TSource1">The element type of the first source.</typeparam>
/// <typeparam name="TSource2">The element type of the second source.</typeparam>
/// <typeparam name="TSource3">The element type of the third source.</typeparam>
/// <typeparam name="TSource4">The element type of the fourth source.</typeparam>
/// <typeparam name="TSource5">The element type of the fifth source.</typeparam>
/// <typeparam name="TSource6">The element type of the sixth source.</typeparam>
/// <typeparam name="TSource7">The element type of the seventh source.</typeparam>
/// <typeparam name="TSource8">The element type of the eighth source.</typeparam>
/// <typeparam name="TSource9">The element type of the ninth source.</typeparam>
/// <typeparam name="TSource10">The element type of the tenth source.</typeparam>
public sealed class Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10> : Pattern
{
    private readonly IObservable<TSource1> _source1;
    private readonly IObservable<TSource2> _source2;
    private readonly IObservable<TSource3> _source3;
    private readonly IObservable<TSource4> _source4;
    private readonly IObservable<TSource5> _source5;
    private readonly IObservable<TSource6> _source6;
    private readonly IObservable<TSource7> _source7;
    private readonly IObservable<TSource8> _source8;
    private readonly IObservable<TSource9> _source9;
    private readonly IObservable<TSource10> _source10;

    internal Pattern(IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10)
    {
        _source1 = source1;
        _source2 = source2;
        _source3 = source3;
        _source4 = source4;
        _source5 = source5;
        _source6 = source6;
        _source7 = source7;
        _source8 = source8;
        _source9 = source9;
        _source10 = source10;
    }

    /// <summary>Adds a eleventh source to the pattern.</summary>
    /// <typeparam name="TSource11">The element type of the new source.</typeparam>
    /// <param name="other">The source.</param>
    /// <returns>The extended pattern.</returns>
    public Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11> And<TSource11>(IObservable<TSource11> other)
    {
        ArgumentNullException.ThrowIfNull(other);
        return new Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11>(_source1, _source2, _source3, _source4, _source5, _source6, _source7, _source8, _source9, _source10, other);
    }

    /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="selector">Combines the values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The plan, for <c>Observable.When</c>.</returns>
    public Plan<TResult> Then<TResult>(Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(selector);
        return new JoinPlan<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TResult>(_source1, _source2, _source3, _source4, _source5, _source6, _source7, _source8, _source9, _source10, selector);
    }
}

/// <summary>A join pattern over 11 sources.</summary>
/// <typeparam name="TSource1">The element type of the first source.</typeparam>
/// <typeparam name="TSource2">The element type of the second source.</typeparam>
/// <typeparam name="TSource3">The element type of the third source.</typeparam>
/// <typeparam name="TSource4">The element type of the fourth source.</typeparam>
/// <typeparam name="TSource5">The element type of the fifth source.</typeparam>
/// <typeparam name="TSource6">The element type of the sixth source.</typeparam>
/// <typeparam name="TSource7">The element type of the seventh source.</typeparam>
/// <typeparam name="TSource8">The element type of the eighth source.</typeparam>
/// <typeparam name="TSource9">The element type of the ninth source.</typeparam>
/// <typeparam name="TSource10">The element type of the tenth source.</typeparam>
/// <typeparam name="TSource11">The element type of the eleventh source.</typeparam>
public sealed class Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11> : Pattern
{
    private readonly IObservable<TSource1> _source1;
    private readonly IObservable<TSource2> _source2;
    private readonly IObservable<TSource3> _source3;
    private readonly IObservable<TSource4> _source4;
    private readonly IObservable<TSource5> _source5;
    private readonly IObservable<TSource6> _source6;
    private readonly IObservable<TSource7> _source7;
    private readonly IObservable<TSource8> _source8;
    private readonly IObservable<TSource9> _source9;
    private readonly IObservable<TSource10> _source10;
    private readonly IObservable<TSource11> _source11;

    internal Pattern(IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11)
    {
        _source1 = source1;
        _source2 = source2;
        _source3 = source3;
        _source4 = source4;
        _source5 = source5;
        _source6 = source6;
        _source7 = source7;
        _source8 = source8;
        _source9 = source9;
        _source10 = source10;
        _source11 = source11;
    }

    /// <summary>Adds a twelfth source to the pattern.</summary>
    /// <typeparam name="TSource12">The element type of the new source.</typeparam>
    /// <param name="other">The source.</param>
    /// <returns>The extended pattern.</returns>
    public Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12> And<TSource12>(IObservable<TSource12> other)
    {
        ArgumentNullException.ThrowIfNull(other);
        return new Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12>(_source1, _source2, _source3, _source4, _source5, _source6, _source7, _source8, _source9, _source10, _source11, other);
    }

    /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="selector">Combines the values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The plan, for <c>Observable.When</c>.</returns>
    public Plan<TResult> Then<TResult>(Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(selector);
        return new JoinPlan<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TResult>(_source1, _source2, _source3, _source4, _source5, _source6, _source7, _source8, _source9, _source10, _source11, selector);
    }
}

/// <summary>A join pattern over 12 sources.</summary>
/// <typeparam name="TSource1">The element type of the first source.</typeparam>
/// <typeparam name="TSource2">The element type of the second source.</typeparam>
/// <typeparam name="TSource3">The element type of the third source.</typeparam>
/// <typeparam name="TSource4">The element type of the fourth source.</typeparam>
/// <typeparam name="TSource5">The element type of the fifth source.</typeparam>
/// <typeparam name="TSource6">The element type of the sixth source.</typeparam>
/// <typeparam name="TSource7">The element type of the seventh source.</typeparam>
/// <typeparam name="TSource8">The element type of the eighth source.</typeparam>
/// <typeparam name="TSource9">The element type of the ninth source.</typeparam>
/// <typeparam name="TSource10">The element type of the tenth source.</typeparam>
/// <typeparam name="TSource11">The element type of the eleventh source.</typeparam>
/// <typeparam name="TSource12">The element type of the twelfth source.</typeparam>
public sealed class Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12> : Pattern
{
    private readonly IObservable<TSource1> _source1;
    private readonly IObservable<TSource2> _source2;
    private readonly IObservable<TSource3> _source3;
    private readonly IObservable<TSource4> _source4;
    private readonly IObservable<TSource5> _source5;
    private readonly IObservable<TSource6> _source6;
    private readonly IObservable<TSource7> _source7;
    private readonly IObservable<TSource8> _source8;
    private readonly IObservable<TSource9> _source9;
    private readonly IObservable<TSource10> _source10;
    private readonly IObservable<TSource11> _source11;
    private readonly IObservable<TSource12> _source12;

    internal Pattern(IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12)
    {
        _source1 = source1;
        _source2 = source2;
        _source3 = source3;
        _source4 = source4;
        _source5 = source5;
        _source6 = source6;
        _source7 = source7;
        _source8 = source8;
        _source9 = source9;
        _source10 = source10;
        _source11 = source11;
        _source12 = source12;
    }

    /// <summary>Adds a thirteenth source to the pattern.</summary>
    /// <typeparam name="TSource13">The element type of the new source.</typeparam>
    /// <param name="other">The source.</param>
    /// <returns>The extended pattern.</returns>
    public Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13> And<TSource13>(IObservable<TSource13> other)
    {
        ArgumentNullException.ThrowIfNull(other);
        return new Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13>(_source1, _source2, _source3, _source4, _source5, _source6, _source7, _source8, _source9, _source10, _source11, _source12, other);
    }

    /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="selector">Combines the values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The plan, for <c>Observable.When</c>.</returns>
    public Plan<TResult> Then<TResult>(Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(selector);
        return new JoinPlan<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TResult>(_source1, _source2, _source3, _source4, _source5, _source6, _source7, _source8, _source9, _source10, _source11, _source12, selector);
    }
}

/// <summary>A join pattern over 13 sources.</summary>
/// <typeparam name="TSource1">The element type of the first source.</typeparam>
/// <typeparam name="TSource2">The element type of the second source.</typeparam>
/// <typeparam name="TSource3">The element type of the third source.</typeparam>
/// <typeparam name="TSource4">The element type of the fourth source.</typeparam>
/// <typeparam name="TSource5">The element type of the fifth source.</typeparam>
/// <typeparam name="TSource6">The element type of the sixth source.</typeparam>
/// <typeparam name="TSource7">The element type of the seventh source.</typeparam>
/// <typeparam name="TSource8">The element type of the eighth source.</typeparam>
/// <typeparam name="TSource9">The element type of the ninth source.</typeparam>
/// <typeparam name="TSource10">The element type of the tenth source.</typeparam>
/// <typeparam name="TSource11">The element type of the eleventh source.</typeparam>
/// <typeparam name="TSource12">The element type of the twelfth source.</typeparam>
/// <typeparam name="TSource13">The element type of the thirteenth source.</typeparam>
public sealed class Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13> : Pattern
{
    private readonly IObservable<TSource1> _source1;
    private readonly IObservable<TSource2> _source2;
    private readonly IObservable<TSource3> _source3;
    private readonly IObservable<TSource4> _source4;
    private readonly IObservable<TSource5> _source5;
    private readonly IObservable<TSource6> _source6;
    private readonly IObservable<TSource7> _source7;
    private readonly IObservable<TSource8> _source8;
    private readonly IObservable<TSource9> _source9;
    private readonly IObservable<TSource10> _source10;
    private readonly IObservable<TSource11> _source11;
    private readonly IObservable<TSource12> _source12;
    private readonly IObservable<TSource13> _source13;

    internal Pattern(IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13)
    {
        _source1 = source1;
        _source2 = source2;
        _source3 = source3;
        _source4 = source4;
        _source5 = source5;
        _source6 = source6;
        _source7 = source7;
        _source8 = source8;
        _source9 = source9;
        _source10 = source10;
        _source11 = source11;
        _source12 = source12;
        _source13 = source13;
    }

    /// <summary>Adds a fourteenth source to the pattern.</summary>
    /// <typeparam name="TSource14">The element type of the new source.</typeparam>
    /// <param name="other">The source.</param>
    /// <returns>The extended pattern.</returns>
    public Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14> And<TSource14>(IObservable<TSource14> other)
    {
        ArgumentNullException.ThrowIfNull(other);
        return new Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14>(_source1, _source2, _source3, _source4, _source5, _source6, _source7, _source8, _source9, _source10, _source11, _source12, _source13, other);
    }

    /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="selector">Combines the values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The plan, for <c>Observable.When</c>.</returns>
    public Plan<TResult> Then<TResult>(Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(selector);
        return new JoinPlan<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TResult>(_source1, _source2, _source3, _source4, _source5, _source6, _source7, _source8, _source9, _source10, _source11, _source12, _source13, selector);
    }
}

/// <summary>A join pattern over 14 sources.</summary>
/// <typeparam name="TSource1">The element type of the first source.</typeparam>
/// <typeparam name="TSource2">The element type of the second source.</typeparam>
/// <typeparam name="TSource3">The element type of the third source.</typeparam>
/// <typeparam name="TSource4">The element type of the fourth source.</typeparam>
/// <typeparam name="TSource5">The element type of the fifth source.</typeparam>
/// <typeparam name="TSource6">The element type of the sixth source.</typeparam>
/// <typeparam name="TSource7">The element type of the seventh source.</typeparam>
/// <typeparam name="TSource8">The element type of the eighth source.</typeparam>
/// <typeparam name="TSource9">The element type of the ninth source.</typeparam>
/// <typeparam name="TSource10">The element type of the tenth source.</typeparam>
/// <typeparam name="TSource11">The element type of the eleventh source.</typeparam>
/// <typeparam name="TSource12">The element type of the twelfth source.</typeparam>
/// <typeparam name="TSource13">The element type of the thirteenth source.</typeparam>
/// <typeparam name="TSource14">The element type of the fourteenth source.</typeparam>
public sealed class Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14> : Pattern
{
    private readonly IObservable<TSource1> _source1;
    private readonly IObservable<TSource2> _source2;
    private readonly IObservable<TSource3> _source3;
    private readonly IObservable<TSource4> _source4;
    private readonly IObservable<TSource5> _source5;
    private readonly IObservable<TSource6> _source6;
    private readonly IObservable<TSource7> _source7;
    private readonly IObservable<TSource8> _source8;
    private readonly IObservable<TSource9> _source9;
    private readonly IObservable<TSource10> _source10;
    private readonly IObservable<TSource11> _source11;
    private readonly IObservable<TSource12> _source12;
    private readonly IObservable<TSource13> _source13;
    private readonly IObservable<TSource14> _source14;

    internal Pattern(IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13, IObservable<TSource14> source14)
    {
        _source1 = source1;
        _source2 = source2;
        _source3 = source3;
        _source4 = source4;
        _source5 = source5;
        _source6 = source6;
        _source7 = source7;
        _source8 = source8;
        _source9 = source9;
        _source10 = source10;
        _source11 = source11;
        _source12 = source12;
        _source13 = source13;
        _source14 = source14;
    }

    /// <summary>Adds a fifteenth source to the pattern.</summary>
    /// <typeparam name="TSource15">The element type of the new source.</typeparam>
    /// <param name="other">The source.</param>
    /// <returns>The extended pattern.</returns>
    public Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15> And<TSource15>(IObservable<TSource15> other)
    {
        ArgumentNullException.ThrowIfNull(other);
        return new Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15>(_source1, _source2, _source3, _source4, _source5, _source6, _source7, _source8, _source9, _source10, _source11, _source12, _source13, _source14, other);
    }

    /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="selector">Combines the values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The plan, for <c>Observable.When</c>.</returns>
    public Plan<TResult> Then<TResult>(Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(selector);
        return new JoinPlan<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TResult>(_source1, _source2, _source3, _source4, _source5, _source6, _source7, _source8, _source9, _source10, _source11, _source12, _source13, _source14, selector);
    }
}

/// <summary>A join pattern over 15 sources.</summary>
/// <typeparam name="TSource1">The element type of the first source.</typeparam>
/// <typeparam name="TSource2">The element type of the second source.</typeparam>
/// <typeparam name="TSource3">The element type of the third source.</typeparam>
/// <typeparam name="TSource4">The element type of the fourth source.</typeparam>
/// <typeparam name="TSource5">The element type of the fifth source.</typeparam>
/// <typeparam name="TSource6">The element type of the sixth source.</typeparam>
/// <typeparam name="TSource7">The element type of the seventh source.</typeparam>
/// <typeparam name="TSource8">The element type of the eighth source.</typeparam>
/// <typeparam name="TSource9">The element type of the ninth source.</typeparam>
/// <typeparam name="TSource10">The element type of the tenth source.</typeparam>
/// <typeparam name="TSource11">The element type of the eleventh source.</typeparam>
/// <typeparam name="TSource12">The element type of the twelfth source.</typeparam>
/// <typeparam name="TSource13">The element type of the thirteenth source.</typeparam>
/// <typeparam name="TSource14">The element type of the fourteenth source.</typeparam>
/// <typeparam name="TSource15">The element type of the fifteenth source.</typeparam>
public sealed class Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15> : Pattern
{
    private readonly IObservable<TSource1> _source1;
    private readonly IObservable<TSource2> _source2;
    private readonly IObservable<TSource3> _source3;
    private readonly IObservable<TSource4> _source4;
    private readonly IObservable<TSource5> _source5;
    private readonly IObservable<TSource6> _source6;
    private readonly IObservable<TSource7> _source7;
    private readonly IObservable<TSource8> _source8;
    private readonly IObservable<TSource9> _source9;
    private readonly IObservable<TSource10> _source10;
    private readonly IObservable<TSource11> _source11;
    private readonly IObservable<TSource12> _source12;
    private readonly IObservable<TSource13> _source13;
    private readonly IObservable<TSource14> _source14;
    private readonly IObservable<TSource15> _source15;

    internal Pattern(IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13, IObservable<TSource14> source14, IObservable<TSource15> source15)
    {
        _source1 = source1;
        _source2 = source2;
        _source3 = source3;
        _source4 = source4;
        _source5 = source5;
        _source6 = source6;
        _source7 = source7;
        _source8 = source8;
        _source9 = source9;
        _source10 = source10;
        _source11 = source11;
        _source12 = source12;
        _source13 = source13;
        _source14 = source14;
        _source15 = source15;
    }

    /// <summary>Adds a sixteenth source to the pattern.</summary>
    /// <typeparam name="TSource16">The element type of the new source.</typeparam>
    /// <param name="other">The source.</param>
    /// <returns>The extended pattern.</returns>
    public Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16> And<TSource16>(IObservable<TSource16> other)
    {
        ArgumentNullException.ThrowIfNull(other);
        return new Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16>(_source1, _source2, _source3, _source4, _source5, _source6, _source7, _source8, _source9, _source10, _source11, _source12, _source13, _source14, _source15, other);
    }

    /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="selector">Combines the values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The plan, for <c>Observable.When</c>.</returns>
    public Plan<TResult> Then<TResult>(Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(selector);
        return new JoinPlan<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TResult>(_source1, _source2, _source3, _source4, _source5, _source6, _source7, _source8, _source9, _source10, _source11, _source12, _source13, _source14, _source15, selector);
    }
}

/// <summary>A join pattern over 16 sources.</summary>
/// <typeparam name="TSource1">The element type of the first source.</typeparam>
/// <typeparam name="TSource2">The element type of the second source.</typeparam>
/// <typeparam name="TSource3">The element type of the third source.</typeparam>
/// <typeparam name="TSource4">The element type of the fourth source.</typeparam>
/// <typeparam name="TSource5">The element type of the fifth source.</typeparam>
/// <typeparam name="TSource6">The element type of the sixth source.</typeparam>
/// <typeparam name="TSource7">The element type of the seventh source.</typeparam>
/// <typeparam name="TSource8">The element type of the eighth source.</typeparam>
/// <typeparam name="TSource9">The element type of the ninth source.</typeparam>
/// <typeparam name="TSource10">The element type of the tenth source.</typeparam>
/// <typeparam name="TSource11">The element type of the eleventh source.</typeparam>
/// <typeparam name="TSource12">The element type of the twelfth source.</typeparam>
/// <typeparam name="TSource13">The element type of the thirteenth source.</typeparam>
/// <typeparam name="TSource14">The element type of the fourteenth source.</typeparam>
/// <typeparam name="TSource15">The element type of the fifteenth source.</typeparam>
/// <typeparam name="TSource16">The element type of the sixteenth source.</typeparam>
public sealed class Pattern<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16> : Pattern
{
    private readonly IObservable<TSource1> _source1;
    private readonly IObservable<TSource2> _source2;
    private readonly IObservable<TSource3> _source3;
    private readonly IObservable<TSource4> _source4;
    private readonly IObservable<TSource5> _source5;
    private readonly IObservable<TSource6> _source6;
    private readonly IObservable<TSource7> _source7;
    private readonly IObservable<TSource8> _source8;
    private readonly IObservable<TSource9> _source9;
    private readonly IObservable<TSource10> _source10;
    private readonly IObservable<TSource11> _source11;
    private readonly IObservable<TSource12> _source12;
    private readonly IObservable<TSource13> _source13;
    private readonly IObservable<TSource14> _source14;
    private readonly IObservable<TSource15> _source15;
    private readonly IObservable<TSource16> _source16;

    internal Pattern(IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13, IObservable<TSource14> source14, IObservable<TSource15> source15, IObservable<TSource16> source16)
    {
        _source1 = source1;
        _source2 = source2;
        _source3 = source3;
        _source4 = source4;
        _source5 = source5;
        _source6 = source6;
        _source7 = source7;
        _source8 = source8;
        _source9 = source9;
        _source10 = source10;
        _source11 = source11;
        _source12 = source12;
        _source13 = source13;
        _source14 = source14;
        _source15 = source15;
        _source16 = source16;
    }

    /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="selector">Combines the values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The plan, for <c>Observable.When</c>.</returns>
    public Plan<TResult> Then<TResult>(Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(selector);
        return new JoinPlan<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16, TResult>(_source1, _source2, _source3, _source4, _source5, _source6, _source7, _source8, _source9, _source10, _source11, _source12, _source13, _source14, _source15, _source16, selector);
    }
}
