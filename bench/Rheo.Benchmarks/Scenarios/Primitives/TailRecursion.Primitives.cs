using ReactiveUI.Primitives;
using ReactiveUI.Primitives.Signals;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithPrimitives;

[Library(Library.Primitives)]
public sealed class TailRecursionPrimitives : ITailRecursion
{
    public long Run(int depth)
    {
        Func<int, IObservable<int>>? f = null;
        f = x => Signal.Defer(() => Signal.Return(x).Concat(x + 1 < depth ? f!(x + 1) : Signal.Empty<int>()));
        var counter = new CountObserver<int>();
        using (f(0).Subscribe(counter))
        {
            return counter.Wait(Limits.Wait);
        }
    }
}
