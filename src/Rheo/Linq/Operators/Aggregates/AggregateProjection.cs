using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// How an aggregate reads the value it folds from a source element. Implemented by structs and used as a
/// generic argument, so the identity case compiles to nothing and the selector case to one delegate call:
/// the selector overloads of <c>Sum</c>, <c>Min</c>, <c>Average</c>, ... need no extra <c>Select</c> stage. The
/// same structs map a one-value operator's result when a following <c>Select</c> is fused into its sink.
/// </summary>
/// <typeparam name="TSource">The element type.</typeparam>
/// <typeparam name="TValue">The folded value type.</typeparam>
internal interface IAggregateProjection<in TSource, out TValue>
{
    TValue Project(TSource source);
}

/// <summary>The element itself.</summary>
/// <typeparam name="T">The element type.</typeparam>
internal readonly struct IdentityProjection<T> : IAggregateProjection<T, T>
{
    public T Project(T source) => source;
}

/// <summary>A user selector (a throw becomes <c>OnError</c> in the sink that calls it).</summary>
/// <typeparam name="TSource">The element type.</typeparam>
/// <typeparam name="TValue">The folded value type.</typeparam>
internal readonly struct SelectorProjection<TSource, TValue>(Func<TSource, TValue> selector) : IAggregateProjection<TSource, TValue>
{
    /// <summary>Gets the selector.</summary>
    public Func<TSource, TValue> Selector => selector;

    public TValue Project(TSource source) => selector(source);
}
