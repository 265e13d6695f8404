using ReactiveUI.Primitives;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithPrimitives;

[Library(Library.Primitives)]
public sealed class PipelinePrimitives : IPipeline
{
    public long Run(int messages)
    {
        var counter = new CountObserver<int>();
        using (new FastObservable<SourceOwners.Primitives>(messages).Where(x => true).Select(x => x).Take(int.MaxValue).Skip(0).Subscribe(counter))
        {
            return counter.Count;
        }
    }
}
