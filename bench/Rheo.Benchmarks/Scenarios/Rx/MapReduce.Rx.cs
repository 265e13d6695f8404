using System.Reactive.Concurrency;
using System.Reactive.Linq;
using System.Reactive.Subjects;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRx;

[Library(Library.Rx)]
public sealed class MapReduceRx : IMapReduce
{
    public long Run(int[] data, int groups)
    {
        var source = new Subject<int>();
        var i = 0;
        var result = source
            .GroupBy(_ => i++ % groups)
            .SelectMany(g => g.ObserveOn(NewThreadScheduler.Default).Where(MapReduceScenario.IsPrime).Count())
            .Sum();

        var total = new CountObserver<int>();
        using (result.Subscribe(total))
        {
            foreach (var value in data)
            {
                source.OnNext(value);
            }

            source.OnCompleted();
            total.Wait(Limits.Wait);
            return total.Last;
        }
    }
}
