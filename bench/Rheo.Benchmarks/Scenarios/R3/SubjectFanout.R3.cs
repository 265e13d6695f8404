using R3;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithR3;

[Library(Library.R3)]
public sealed class SubjectFanoutR3 : ISubjectFanout
{
    private readonly Subject<int> subject = new();
    private readonly List<CountObserverR3<int>> observers = [];

    public void Setup(int count)
    {
        for (var i = 0; i < count; i++)
        {
            var observer = new CountObserverR3<int>();
            observers.Add(observer);
            subject.Subscribe(observer);
        }
    }

    public long Run(int messages)
    {
        var before = Total();
        var target = subject;
        for (var i = 0; i < messages; i++)
        {
            target.OnNext(42);
        }

        return Total() - before;
    }

    private long Total()
    {
        long total = 0;
        foreach (var observer in observers)
        {
            total += observer.Count;
        }

        return total;
    }
}
