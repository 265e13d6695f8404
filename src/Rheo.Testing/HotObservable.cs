using Rheo.Disposables;

namespace Rheo.Testing;

/// <summary>
/// The observable made by <see cref="TestScheduler.CreateHotObservable{T}"/>: its messages are scheduled at
/// their absolute times when it is created, and go to whoever is subscribed at that moment.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class HotObservable<T> : ITestableObservable<T>
{
    private readonly TestScheduler _scheduler;
    private readonly List<IObserver<T>> _observers = [];

    public HotObservable(TestScheduler scheduler, Recorded<Notification<T>>[] messages)
    {
        _scheduler = scheduler;
        Messages = messages;
        foreach (var message in messages)
        {
            scheduler.ScheduleAbsolute((this, message.Value), message.Time, static (_, t) =>
            {
                foreach (var observer in t.Item1._observers.ToArray())
                {
                    t.Value.Accept(observer);
                }

                return Disposable.Empty;
            });
        }
    }

    public IList<Subscription> Subscriptions { get; } = new List<Subscription>();

    public IList<Recorded<Notification<T>>> Messages { get; }

    public IDisposable Subscribe(IObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        _observers.Add(observer);
        Subscriptions.Add(new Subscription(_scheduler.Clock));
        var index = Subscriptions.Count - 1;
        return Disposable.Create(() =>
        {
            _observers.Remove(observer);
            Subscriptions[index] = new Subscription(Subscriptions[index].Subscribe, _scheduler.Clock);
        });
    }
}
