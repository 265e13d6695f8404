using ReactiveUI.Primitives;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithPrimitives;

[Library(Library.Primitives)]
public sealed class DelayPrimitives : IDelay
{
    public long Run(int messages, TimeSpan dueTime)
    {
        var counter = new CountObserver<int>();
        using (new FastObservable<SourceOwners.Primitives>(messages).Delay(dueTime).Subscribe(counter))
        {
            return counter.Wait(Limits.Wait);
        }
    }
}
