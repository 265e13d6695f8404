using System.Collections;
using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The enumerable of a push-to-pull adapter: each enumeration creates a fresh enumerator and subscribes it to the source.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class PullEnumerable<T>(IObservable<T> source, Func<PushToPullEnumerator<T, T>> createEnumerator) : IEnumerable<T>
{
    public IEnumerator<T> GetEnumerator()
    {
        var enumerator = createEnumerator();
        // As the blocking operators: a loop queued on the caller's trampoline would never run while MoveNext waits.
        CurrentThreadScheduler.RunIsolated((source, enumerator), static s => s.source.Run(s.enumerator));
        return enumerator;
    }

    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();
}
