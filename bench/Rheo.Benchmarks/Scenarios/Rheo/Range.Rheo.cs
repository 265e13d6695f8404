using Rheo.Linq;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRheo;

[Library(Library.Rheo)]
public sealed class RangeRheo : IRange
{
    public long RunCount(int count)
    {
        var counter = new CountObserver<int>();
        using (Observable.Range(0, count).Subscribe(counter))
        {
            return counter.Wait(Limits.Wait);
        }
    }

    public long RunTake(int count, int take)
    {
        var counter = new CountObserver<int>();
        using (Observable.Range(0, count).Take(take).Subscribe(counter))
        {
            return counter.Wait(Limits.Wait);
        }
    }
}
