using ReactiveUI.Primitives;
using ReactiveUI.Primitives.Signals;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithPrimitives;

[Library(Library.Primitives)]
public sealed class TakeUntilPrimitives : ITakeUntil
{
    public long Run(int messages)
    {
        var counter = new CountObserver<int>();
        using (new FastObservable<SourceOwners.Primitives>(messages).TakeUntil(Signal.Never<int>()).Subscribe(counter))
        {
            return counter.Wait(Limits.Wait);
        }
    }
}
