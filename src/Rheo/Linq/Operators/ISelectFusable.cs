namespace Rheo.Linq.Operators;

/// <summary>A stage that can absorb a following <c>Select</c> (macro fusion: one sink instead of two).</summary>
/// <typeparam name="TResult">The stage's element type.</typeparam>
internal interface ISelectFusable<TResult>
{
    IObservable<TNext> CombineSelect<TNext>(Func<TResult, TNext> selector);
}
