using Rheo.Subjects;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRheo;

[Library(Library.Rheo)]
public sealed class SubjectFanoutRheo : ISubjectFanout
{
    private readonly Subject<int> subject = new();
    private readonly List<CountObserver<int>> observers = [];

    public void Setup(int count)
    {
        for (var i = 0; i < count; i++)
        {
            var observer = new CountObserver<int>();
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
