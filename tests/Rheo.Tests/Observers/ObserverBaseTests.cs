using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Observers;

public class ObserverBaseTests
{
    private static readonly Exception Failure = new InvalidOperationException("failed");

    [Fact]
    public void ObserverBase_PassesValuesThenOneTerminalMessage()
    {
        var observer = new LoggingObserver();
        observer.OnNext(1);
        observer.OnNext(2);
        observer.OnError(Failure);
        observer.OnNext(3);
        observer.OnCompleted();
        observer.OnError(Failure);
        Assert.Equal(["next 1", "next 2", "error failed"], observer.Log);
    }

    [Fact]
    public void ObserverBase_OnErrorWithNull_Throws()
    {
        var observer = new LoggingObserver();
        Assert.Equal("error", Assert.Throws<ArgumentNullException>(() => observer.OnError(null!)).ParamName);
        observer.OnNext(1);
        Assert.Equal(["next 1"], observer.Log);
    }

    [Fact]
    public void ObserverBase_DisposeStopsItAndCallsTheVirtualDispose()
    {
        var observer = new LoggingObserver();
        observer.OnNext(1);
        observer.Dispose();
        observer.OnNext(2);
        observer.OnCompleted();
        Assert.Equal(["next 1", "dispose True"], observer.Log);
    }

    [Fact]
    public void AnonymousObserver_ChecksDelegatesByName()
    {
        Action<int> next = _ => { };
        Action<Exception> error = _ => { };
        Action completed = () => { };
        Assert.Equal("onNext", Assert.Throws<ArgumentNullException>(() => new AnonymousObserver<int>(null!)).ParamName);
        Assert.Equal("onNext", Assert.Throws<ArgumentNullException>(() => new AnonymousObserver<int>(null!, error)).ParamName);
        Assert.Equal("onError", Assert.Throws<ArgumentNullException>(() => new AnonymousObserver<int>(next, (Action<Exception>)null!)).ParamName);
        Assert.Equal("onNext", Assert.Throws<ArgumentNullException>(() => new AnonymousObserver<int>(null!, completed)).ParamName);
        Assert.Equal("onCompleted", Assert.Throws<ArgumentNullException>(() => new AnonymousObserver<int>(next, (Action)null!)).ParamName);
        Assert.Equal("onError", Assert.Throws<ArgumentNullException>(() => new AnonymousObserver<int>(next, null!, completed)).ParamName);
        Assert.Equal("onCompleted", Assert.Throws<ArgumentNullException>(() => new AnonymousObserver<int>(next, error, null!)).ParamName);
    }

    [Fact]
    public void AnonymousObserver_EachConstructorRoutesMessages()
    {
        var log = new List<string>();
        var full = new AnonymousObserver<int>(x => log.Add($"next {x}"), e => log.Add("error"), () => log.Add("completed"));
        full.OnNext(1);
        full.OnCompleted();
        full.OnError(Failure);

        var withError = new AnonymousObserver<int>(x => log.Add($"next {x}"), e => log.Add("error"));
        withError.OnNext(2);
        withError.OnError(Failure);

        var withCompletion = new AnonymousObserver<int>(x => log.Add($"next {x}"), () => log.Add("completed"));
        withCompletion.OnCompleted();
        Assert.Same(Failure, Assert.Throws<InvalidOperationException>(() => new AnonymousObserver<int>(x => log.Add($"next {x}"), () => log.Add("completed")).OnError(Failure)));

        var nextOnly = new AnonymousObserver<int>(x => log.Add($"next {x}"));
        nextOnly.OnNext(3);
        nextOnly.OnCompleted();
        Assert.Same(Failure, Assert.Throws<InvalidOperationException>(() => new AnonymousObserver<int>(x => log.Add($"next {x}")).OnError(Failure)));

        Assert.Equal(["next 1", "completed", "next 2", "error", "completed", "next 3"], log);
    }

    [Fact]
    public void AnonymousObservable_RunsTheSubscribeFunctionPerSubscriber()
    {
        Assert.Equal("subscribe", Assert.Throws<ArgumentNullException>(() => new AnonymousObservable<int>(null!)).ParamName);
        var subscriptions = 0;
        var disposed = 0;
        var source = new AnonymousObservable<int>(o =>
        {
            subscriptions++;
            o.OnNext(1);
            o.OnNext(2);
            return Disposable.Create(() => disposed++);
        });

        var first = new RecordingObserver<int>();
        var handle = source.Subscribe(first);
        var second = new RecordingObserver<int>();
        source.Subscribe(second);
        Assert.Equal(2, subscriptions);
        Assert.Equal([1, 2], first.Values);
        Assert.Equal([1, 2], second.Values);
        handle.Dispose();
        handle.Dispose();
        Assert.Equal(1, disposed);
    }

    [Fact]
    public void AnonymousObservable_ReturningNull_AndCompletingOrThrowing()
    {
        var completing = new AnonymousObservable<int>(o => { o.OnNext(1); o.OnCompleted(); o.OnNext(2); return null!; });
        var observer = new RecordingObserver<int>();
        completing.Subscribe(observer).Dispose();
        Assert.Equal([1], observer.Values);
        Assert.True(observer.Completed);
        observer.AssertGrammar();

        var throwing = new AnonymousObservable<int>(_ => throw Failure);
        var failed = new RecordingObserver<int>();
        throwing.Subscribe(failed);
        Assert.Same(Failure, failed.Error);

        Assert.Equal([1], completing.ToList().Wait());
    }

    [Fact]
    public void AnonymousObservable_DisposesItsResourceOnTermination()
    {
        var disposed = false;
        var subject = new Rheo.Subjects.Subject<int>();
        var source = new AnonymousObservable<int>(o => new CompositeDisposable(subject.Subscribe(o), Disposable.Create(() => disposed = true)));
        var observer = new RecordingObserver<int>();
        source.Subscribe(observer);
        subject.OnNext(1);
        Assert.False(disposed);
        subject.OnCompleted();
        Assert.True(disposed);
        Assert.Equal([1], observer.Values);
    }

    private sealed class LoggingObserver : ObserverBase<int>
    {
        public List<string> Log { get; } = [];

        protected override void OnNextCore(int value) => Log.Add($"next {value}");

        protected override void OnErrorCore(Exception error) => Log.Add($"error {error.Message}");

        protected override void OnCompletedCore() => Log.Add("completed");

        protected override void Dispose(bool disposing)
        {
            Log.Add($"dispose {disposing}");
            base.Dispose(disposing);
        }
    }
}
