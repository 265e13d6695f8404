using Rheo.Linq;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRheo;

[Library(Library.Rheo)]
public sealed class TailRecursionRheo : ITailRecursion
{
    public long Run(int depth)
    {
        Func<int, IObservable<int>>? f = null;
        f = x => Observable.Defer(() => Observable.Return(x).Concat(x + 1 < depth ? f!(x + 1) : Observable.Empty<int>()));
        var counter = new CountObserver<int>();
        using (f(0).Subscribe(counter))
        {
            return counter.Wait(Limits.Wait);
        }
    }
}
