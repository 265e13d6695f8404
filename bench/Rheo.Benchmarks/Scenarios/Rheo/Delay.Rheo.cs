using Rheo.Linq;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRheo;

[Library(Library.Rheo)]
public sealed class DelayRheo : IDelay
{
    public long Run(int messages, TimeSpan dueTime)
    {
        var counter = new CountObserver<int>();
        using (new FastObservable<SourceOwners.Rheo>(messages).Delay(dueTime).Subscribe(counter))
        {
            return counter.Wait(Limits.Wait);
        }
    }
}
