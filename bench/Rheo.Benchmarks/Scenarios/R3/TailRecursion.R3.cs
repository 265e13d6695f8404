using R3;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithR3;

[Library(Library.R3)]
public sealed class TailRecursionR3 : ITailRecursion
{
    public long Run(int depth)
    {
        Func<int, Observable<int>>? f = null;
        f = x => Observable.Defer(() => Observable.Return(x).Concat(x + 1 < depth ? f!(x + 1) : Observable.Empty<int>()));
        var counter = new CountObserverR3<int>();
        using (f(0).Subscribe(counter))
        {
            return counter.Wait(Limits.Wait);
        }
    }
}
