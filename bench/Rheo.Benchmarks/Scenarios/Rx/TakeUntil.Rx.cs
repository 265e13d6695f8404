using System.Reactive.Linq;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRx;

[Library(Library.Rx)]
public sealed class TakeUntilRx : ITakeUntil
{
    public long Run(int messages)
    {
        var counter = new CountObserver<int>();
        using (new FastObservable<SourceOwners.Rx>(messages).TakeUntil(Observable.Never<int>()).Subscribe(counter))
        {
            return counter.Wait(Limits.Wait);
        }
    }
}
