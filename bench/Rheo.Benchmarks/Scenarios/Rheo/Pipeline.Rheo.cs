using Rheo.Linq;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRheo;

[Library(Library.Rheo)]
public sealed class PipelineRheo : IPipeline
{
    public long Run(int messages)
    {
        var counter = new CountObserver<int>();
        using (new FastObservable<SourceOwners.Rheo>(messages).Where(x => true).Select(x => x).Take(int.MaxValue).Skip(0).Subscribe(counter))
        {
            return counter.Count;
        }
    }
}
