using System.Reactive.Linq;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRx;

[Library(Library.Rx)]
public sealed class BufferRx : IBuffer
{
    public long Run(int messages, int size)
    {
        var counter = new BufferCountObserver<IList<int>>();
        using (new FastObservable<SourceOwners.Rx>(messages).Buffer(size).Subscribe(counter))
        {
            return counter.Elements;
        }
    }
}
