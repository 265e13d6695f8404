using Rheo;
using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Subjects;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRheo;

[Library(Library.Rheo)]
public sealed class MapReduceRheo : IMapReduce
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
