namespace Rheo.Linq.Operators;

/// <summary>A stage that can absorb a following <c>Take(count)</c> (a smaller count, one sink fewer).</summary>
/// <typeparam name="T">The stage's element type.</typeparam>
internal interface ITakeFusable<T>
{
    /// <summary>Returns the stage limited to its first <paramref name="count"/> values (count is positive).</summary>
    IObservable<T> CombineTake(int count);
}
