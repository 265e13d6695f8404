using R3;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithR3;

[Library(Library.R3)]
public sealed class TakeUntilR3 : ITakeUntil
{
    public long Run(int messages)
    {
        var counter = new CountObserverR3<int>();
        using (new FastR3(messages).TakeUntil(Observable.Never<int>()).Subscribe(counter))
        {
            return counter.Wait(Limits.Wait);
        }
    }
}
