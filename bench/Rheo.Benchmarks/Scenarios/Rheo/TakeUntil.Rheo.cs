using Rheo.Linq;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRheo;

[Library(Library.Rheo)]
public sealed class TakeUntilRheo : ITakeUntil
{
    public long Run(int messages)
    {
        var counter = new CountObserver<int>();
        using (new FastObservable<SourceOwners.Rheo>(messages).TakeUntil(Observable.Never<int>()).Subscribe(counter))
        {
            return counter.Wait(Limits.Wait);
        }
    }
}
