using System.Reactive.Concurrency;
using System.Reactive.Linq;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRx;

[Library(Library.Rx)]
public sealed class RepeatNewThreadRx : IRepeatNewThread
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
