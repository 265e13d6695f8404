using R3;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithR3;

[Library(Library.R3)]
public sealed class DelayR3 : IDelay
{
    public long Run(int messages, TimeSpan dueTime)
    {
        var counter = new CountObserverR3<int>();
        using (new FastR3(messages).Delay(dueTime).Subscribe(counter))
        {
            return counter.Wait(Limits.Wait);
        }
    }
}
