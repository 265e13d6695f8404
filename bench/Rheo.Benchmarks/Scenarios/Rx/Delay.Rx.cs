using System.Reactive.Linq;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRx;

[Library(Library.Rx)]
public sealed class DelayRx : IDelay
{
    public long Run(int messages, TimeSpan dueTime)
    {
        var counter = new CountObserver<int>();
        using (new FastObservable<SourceOwners.Rx>(messages).Delay(dueTime).Subscribe(counter))
        {
            return counter.Wait(Limits.Wait);
        }
    }
}
