using System.Reactive.Linq;
using System.Reactive.Subjects;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRx;

[Library(Library.Rx)]
public sealed class QbservableRx : IQbservableQuery
{
    public long BuildAndRun(int count, int take)
    {
        var counter = new CountObserver<int>();
        using (Observable.Range(0, count).AsQbservable().Where(x => x % 2 == 0).Select(x => x + 1).Take(take).Subscribe(counter))
        {
            return counter.Wait(Limits.Wait);
        }
    }

    public ISteadyQuery Subscribe(bool asQbservable) => new Steady(asQbservable);

    private sealed class Steady : ISteadyQuery
    {
        private readonly Subject<int> subject = new();
        private readonly CountObserver<int> counter = new();
        private readonly IDisposable subscription;

        public Steady(bool asQbservable) =>
            subscription = asQbservable
                ? subject.AsQbservable().Where(x => x % 2 == 0).Select(x => x + 1).Subscribe(counter)
                : subject.Where(x => x % 2 == 0).Select(x => x + 1).Subscribe(counter);

        public long Push(int values)
        {
            var before = counter.Count;
            for (var i = 0; i < values; i++)
            {
                subject.OnNext(i);
            }

            return counter.Count - before;
        }

        public void Dispose() => subscription.Dispose();
    }
}
