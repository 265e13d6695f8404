using R3;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithR3;

[Library(Library.R3)]
public sealed class RangeR3 : IRange
{
    public long RunCount(int count)
    {
        var counter = new CountObserverR3<int>();
        using (Observable.Range(0, count).Subscribe(counter))
        {
            return counter.Wait(Limits.Wait);
        }
    }

    public long RunTake(int count, int take)
    {
        var counter = new CountObserverR3<int>();
        using (Observable.Range(0, count).Take(take).Subscribe(counter))
        {
            return counter.Wait(Limits.Wait);
        }
    }
}
