using Rheo.Concurrency;
using Rheo.Linq;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRheo;

[Library(Library.Rheo)]
public sealed class RepeatNewThreadRheo : IRepeatNewThread
{
    public long Run(TimeSpan duration)
    {
        var counter = new CountObserver<int>();
        using (Observable.Repeat(42, NewThreadScheduler.Default).Subscribe(counter))
        {
            Thread.Sleep(duration);
            return Volatile.Read(ref counter.Count);
        }
    }
}
