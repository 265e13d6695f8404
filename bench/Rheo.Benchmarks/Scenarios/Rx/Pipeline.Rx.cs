using System.Reactive.Linq;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRx;

[Library(Library.Rx)]
public sealed class PipelineRx : IPipeline
{
    public long Run(int messages)
    {
        var counter = new CountObserver<int>();
        using (new FastObservable<SourceOwners.Rx>(messages).Where(x => true).Select(x => x).Take(int.MaxValue).Skip(0).Subscribe(counter))
        {
            return counter.Count;
        }
    }
}
