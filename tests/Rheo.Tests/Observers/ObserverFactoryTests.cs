using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Testing;
using Rheo.Tests.Support;

namespace Rheo.Tests.Observers;

public class ObserverFactoryTests : ReactiveTest
{
    private static readonly Exception Failure = new InvalidOperationException("failed");

    [Fact]
    public void Create_ChecksEveryDelegateByName()
    {
        Action<int> next = _ => { };
        Action<Exception> error = _ => { };
        Action completed = () => { };
        Assert.Equal("onNext", Assert.Throws<ArgumentNullException>(() => Observer.Create<int>(null!)).ParamName);
        Assert.Equal("onNext", Assert.Throws<ArgumentNullException>(() => Observer.Create<int>(null!, error)).ParamName);
        Assert.Equal("onError", Assert.Throws<ArgumentNullException>(() => Observer.Create(next, (Action<Exception>)null!)).ParamName);
        Assert.Equal("onNext", Assert.Throws<ArgumentNullException>(() => Observer.Create<int>(null!, completed)).ParamName);
        Assert.Equal("onCompleted", Assert.Throws<ArgumentNullException>(() => Observer.Create(next, (Action)null!)).ParamName);
        Assert.Equal("onNext", Assert.Throws<ArgumentNullException>(() => Observer.Create<int>(null!, error, completed)).ParamName);
        Assert.Equal("onError", Assert.Throws<ArgumentNullException>(() => Observer.Create(next, null!, completed)).ParamName);
        Assert.Equal("onCompleted", Assert.Throws<ArgumentNullException>(() => Observer.Create(next, error, null!)).ParamName);
    }

    [Fact]
    public void Create_WithEveryHandler_CallsThemAndStopsAfterTheFirstTerminalMessage()
    {
        var log = new List<string>();
        var observer = Observer.Create<int>(x => log.Add($"next {x}"), e => log.Add($"error {e.Message}"), () => log.Add("completed"));
        observer.OnNext(1);
        observer.OnNext(2);
        observer.OnCompleted();
        observer.OnNext(3);
        observer.OnError(Failure);
        observer.OnCompleted();
        Assert.Equal(["next 1", "next 2", "completed"], log);
    }

    [Fact]
    public void Create_WithoutErrorHandler_RethrowsTheError()
    {
        var values = new List<int>();
        var observer = Observer.Create<int>(values.Add);
        observer.OnNext(1);
        Assert.Same(Failure, Assert.Throws<InvalidOperationException>(() => observer.OnError(Failure)));

        var completed = false;
        var withCompletion = Observer.Create<int>(values.Add, () => completed = true);
        Assert.Same(Failure, Assert.Throws<InvalidOperationException>(() => withCompletion.OnError(Failure)));
        withCompletion.OnCompleted();
        Assert.False(completed);
        Assert.Equal([1], values);
    }

    [Fact]
    public void Create_WithoutCompletionHandler_IgnoresCompletion()
    {
        Exception? seen = null;
        var observer = Observer.Create<int>(_ => { }, e => seen = e);
        observer.OnCompleted();
        observer.OnError(Failure);
        Assert.Null(seen);

        var second = Observer.Create<int>(_ => { }, e => seen = e);
        second.OnError(Failure);
        Assert.Same(Failure, seen);
    }

    [Fact]
    public void AsObserver_HidesTheIdentityAndForwards()
    {
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => Observer.AsObserver<int>(null!)).ParamName);
        var inner = new RecordingObserver<int>();
        var hidden = inner.AsObserver();
        Assert.NotSame(inner, hidden);
        Assert.IsNotType<RecordingObserver<int>>(hidden);
        hidden.OnNext(1);
        hidden.OnError(Failure);
        hidden.OnNext(2);
        hidden.OnCompleted();
        Assert.Equal([1], inner.Values);
        Assert.Same(Failure, inner.Error);
        inner.AssertGrammar();
    }

    [Fact]
    public void ToObserver_FromNotificationHandler_SendsEachMessageAsANotification()
    {
        Assert.Equal("handler", Assert.Throws<ArgumentNullException>(() => Observer.ToObserver<int>((Action<Notification<int>>)null!)).ParamName);
        var seen = new List<Notification<int>>();
        Action<Notification<int>> handler = seen.Add;
        var observer = handler.ToObserver();
        observer.OnNext(1);
        observer.OnError(Failure);
        observer.OnCompleted();
        Assert.Equal([Notification.CreateOnNext(1), Notification.CreateOnError<int>(Failure)], seen);

        var completing = handler.ToObserver();
        completing.OnCompleted();
        Assert.Equal(Notification.CreateOnCompleted<int>(), seen[^1]);
    }

    [Fact]
    public void ToNotifier_DeliversEachNotificationToTheObserver()
    {
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => Observer.ToNotifier<int>(null!)).ParamName);
        var inner = new RecordingObserver<int>();
        var notify = inner.ToNotifier();
        notify(Notification.CreateOnNext(7));
        notify(Notification.CreateOnCompleted<int>());
        Assert.Equal([7], inner.Values);
        Assert.True(inner.Completed);
        inner.AssertGrammar();
    }

    [Fact]
    public void ToObserver_FromProgress_ReportsValuesAndRethrowsErrors()
    {
        Assert.Equal("progress", Assert.Throws<ArgumentNullException>(() => Observer.ToObserver<int>((IProgress<int>)null!)).ParamName);
        var reports = new List<int>();
        var observer = new SynchronousProgress(reports).ToObserver();
        observer.OnNext(1);
        observer.OnNext(2);
        Assert.Same(Failure, Assert.Throws<InvalidOperationException>(() => observer.OnError(Failure)));
        observer.OnNext(3);
        Assert.Equal([1, 2], reports);
    }

    [Fact]
    public void ToProgress_ReportsAsOnNext()
    {
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => Observer.ToProgress<int>(null!)).ParamName);
        var inner = new RecordingObserver<int>();
        var progress = inner.ToProgress();
        progress.Report(1);
        progress.Report(2);
        Assert.Equal([1, 2], inner.Values);
        Assert.False(inner.IsTerminated);
    }

    [Fact]
    public void ToProgress_WithScheduler_ReportsFromTheScheduler()
    {
        var scheduler = new TestScheduler();
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => Observer.ToProgress<int>(null!, scheduler)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => new RecordingObserver<int>().ToProgress(null!)).ParamName);
        var observer = scheduler.CreateObserver<int>();
        var progress = observer.ToProgress(scheduler);
        At(scheduler, 100, () => { progress.Report(1); progress.Report(2); });
        At(scheduler, 300, () => progress.Report(3));
        scheduler.Start();
        observer.Messages.AssertEqual(OnNext(101, 1), OnNext(101, 2), OnNext(301, 3));
    }

    [Fact]
    public void SubscribeSafe_TurnsAThrowingSubscribeIntoOnError()
    {
        var observer = new RecordingObserver<int>();
        var subscription = new ThrowingSubscribe().SubscribeSafe(observer);
        Assert.Same(Disposable.Empty, subscription);
        Assert.Same(Failure, observer.Error);
        observer.AssertGrammar();
    }

    [Fact]
    public void SubscribeSafe_SubscribesRheoAndForeignObservables()
    {
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ObservableExtensions.SubscribeSafe(null!, new RecordingObserver<int>())).ParamName);
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => Observable.Return(1).SubscribeSafe(null!)).ParamName);

        var observer = new RecordingObserver<int>();
        Observable.Range(1, 3).SubscribeSafe(observer);
        Assert.Equal([1, 2, 3], observer.Values);
        Assert.True(observer.Completed);

        var subject = new Rheo.Subjects.Subject<int>();
        var hot = new RecordingObserver<int>();
        var subscription = subject.SubscribeSafe(hot);
        subject.OnNext(1);
        subscription.Dispose();
        subject.OnNext(2);
        Assert.Equal([1], hot.Values);
        Assert.False(subject.HasObservers);
    }

    [Fact]
    public void SubscribeSafe_DoesNotSendTheObserversOwnExceptionBackToIt()
    {
        var errors = 0;
        var observer = Observer.Create<int>(_ => throw Failure, _ => errors++);
        Assert.Same(Failure, Assert.Throws<InvalidOperationException>(() => Observable.Return(1).SubscribeSafe(observer)));
        Assert.Equal(0, errors);
    }

    [Fact]
    public void SubscribeEnumerable_SendsTheElementsThenCompletion()
    {
        int[] source = [1, 2, 3];
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => Observable.Subscribe(null!, new RecordingObserver<int>())).ParamName);
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => source.Subscribe((IObserver<int>)null!)).ParamName);

        var observer = new RecordingObserver<int>();
        source.Subscribe(observer);
        Assert.Equal([1, 2, 3], observer.Values);
        Assert.True(observer.Completed);
        observer.AssertGrammar();
    }

    [Fact]
    public void SubscribeEnumerable_OnAScheduler_SendsOneElementPerStep()
    {
        var scheduler = new TestScheduler();
        int[] source = [1, 2];
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => Observable.Subscribe(null!, new RecordingObserver<int>(), scheduler)).ParamName);
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => source.Subscribe(null!, scheduler)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => source.Subscribe(new RecordingObserver<int>(), null!)).ParamName);

        var observer = scheduler.CreateObserver<int>();
        source.Subscribe(observer, scheduler);
        scheduler.Start();
        observer.Messages.AssertEqual(OnNext(1, 1), OnNext(2, 2), OnCompleted<int>(3));
    }

    [Fact]
    public void SubscribeEnumerable_DisposingStopsTheEnumeration()
    {
        var scheduler = new TestScheduler();
        var observer = scheduler.CreateObserver<int>();
        var subscription = Enumerable.Range(1, 10).Subscribe(observer, scheduler);
        scheduler.AdvanceTo(2);
        subscription.Dispose();
        scheduler.Start();
        observer.Messages.AssertEqual(OnNext(1, 1), OnNext(2, 2));
    }

    internal static void At(TestScheduler scheduler, long time, Action action)
        => scheduler.ScheduleAbsolute(action, time, static (_, a) => { a(); return Disposable.Empty; });

    private sealed class ThrowingSubscribe : IObservable<int>
    {
        public IDisposable Subscribe(IObserver<int> observer) => throw Failure;
    }

    private sealed class SynchronousProgress(List<int> reports) : IProgress<int>
    {
        public void Report(int value) => reports.Add(value);
    }
}
