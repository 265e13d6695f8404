using Rheo.Async.Subjects;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRheo;

[Library(Library.Rheo)]
public sealed class AsyncSubjectFanoutRheo : IAsyncSubjectFanout
{
    private readonly SequentialSimpleAsyncSubject<int> subject = new();
    private readonly List<AsyncCountObserver<int>> observers = [];

    public void Setup(int count)
    {
        for (var i = 0; i < count; i++)
        {
            var observer = new AsyncCountObserver<int>();
            observers.Add(observer);
            subject.SubscribeAsync(observer).AsTask().GetAwaiter().GetResult();
        }
    }

    public long Run(int messages)
    {
        var before = Total();
        var target = subject;
        for (var i = 0; i < messages; i++)
        {
            AsyncLibrary.Wait(target.OnNextAsync(42));
        }

        return Total() - before;
    }

    public void Stop() => AsyncLibrary.Wait(subject.OnCompletedAsync());

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
