using Rheo.Disposables;

namespace Rheo.Testing;

/// <summary>
/// The observable made by <see cref="TestScheduler.CreateColdObservable{T}"/>: each subscription schedules
/// the messages at their times relative to the moment of subscribing.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class ColdObservable<T>(TestScheduler scheduler, Recorded<Notification<T>>[] messages) : ITestableObservable<T>
{
    public IList<Subscription> Subscriptions { get; } = new List<Subscription>();

    public IList<Recorded<Notification<T>>> Messages { get; } = messages;

    public IDisposable Subscribe(IObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        Subscriptions.Add(new Subscription(scheduler.Clock));
        var index = Subscriptions.Count - 1;
        var scheduled = new IDisposable[messages.Length];
        for (var i = 0; i < messages.Length; i++)
        {
            scheduled[i] = scheduler.ScheduleRelative((observer, messages[i].Value), messages[i].Time, static (_, t) =>
            {
                t.Value.Accept(t.observer);
                return Disposable.Empty;
            });
        }

        return Disposable.Create(() =>
        {
            Subscriptions[index] = new Subscription(Subscriptions[index].Subscribe, scheduler.Clock);
            foreach (var d in scheduled)
            {
                d.Dispose();
            }
        });
    }
}
