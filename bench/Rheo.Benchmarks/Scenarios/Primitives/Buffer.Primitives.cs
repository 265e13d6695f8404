using ReactiveUI.Primitives;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithPrimitives;

[Library(Library.Primitives)]
public sealed class BufferPrimitives : IBuffer
{
    public long Run(int messages, int size)
    {
        var counter = new BufferCountObserver<IList<int>>();
        using (new FastObservable<SourceOwners.Primitives>(messages).Buffer(size).Subscribe(counter))
        {
            return counter.Elements;
        }
    }
}
