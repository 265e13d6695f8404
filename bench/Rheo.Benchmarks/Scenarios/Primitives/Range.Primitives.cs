using ReactiveUI.Primitives;
using ReactiveUI.Primitives.Signals;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithPrimitives;

[Library(Library.Primitives)]
public sealed class RangePrimitives : IRange
{
    public long RunCount(int count)
    {
        var counter = new CountObserver<int>();
        using (Signal.Range(0, count).Subscribe(counter))
        {
            return counter.Wait(Limits.Wait);
        }
    }

    public long RunTake(int count, int take)
    {
        var counter = new CountObserver<int>();
        using (Signal.Range(0, count).Take(take).Subscribe(counter))
        {
            return counter.Wait(Limits.Wait);
        }
    }
}
