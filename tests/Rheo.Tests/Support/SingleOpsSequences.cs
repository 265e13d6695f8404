using Rheo.Linq;

namespace Rheo.Tests.Support;

/// <summary>Turns an array into a cold Rheo source (a <c>Range</c> projected through the array) for operator tests.</summary>
public static class SingleOpsSequences
{
    public static IObservable<T> ToSource<T>(this T[] values) => Observable.Range(0, values.Length).Select(i => values[i]);
}
