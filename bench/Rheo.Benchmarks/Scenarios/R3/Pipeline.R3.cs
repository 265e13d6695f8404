using R3;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithR3;

[Library(Library.R3)]
public sealed class PipelineR3 : IPipeline
{
    public long Run(int messages)
    {
        var counter = new CountObserverR3<int>();
        using (new FastR3(messages).Where(x => true).Select(x => x).Take(int.MaxValue).Skip(0).Subscribe(counter))
        {
            return counter.Count;
        }
    }
}
