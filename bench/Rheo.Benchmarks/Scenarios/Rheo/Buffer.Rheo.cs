using Rheo.Linq;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRheo;

[Library(Library.Rheo)]
public sealed class BufferRheo : IBuffer
{
    public long Run(int messages, int size)
    {
        var counter = new BufferCountObserver<IList<int>>();
        using (new FastObservable<SourceOwners.Rheo>(messages).Buffer(size).Subscribe(counter))
        {
            return counter.Elements;
        }
    }
}
