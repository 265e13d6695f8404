using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests;

public class NotificationVisitorTests : ReactiveTest
{
    private static readonly Exception Failure = new InvalidOperationException("failed");

    [Fact]
    public void Accept_ResultObserver_CallsTheMatchingMethodAndReturnsItsResult()
    {
        var visitor = new Describer();
        Assert.Equal("next 42", Notification.CreateOnNext(42).Accept(visitor));
        Assert.Equal("error failed", Notification.CreateOnError<int>(Failure).Accept(visitor));
        Assert.Equal("completed", Notification.CreateOnCompleted<int>().Accept(visitor));
    }

    [Fact]
    public void Accept_ResultObserver_ChecksTheObserver()
    {
        foreach (var n in new[] { Notification.CreateOnNext(1), Notification.CreateOnError<int>(Failure), Notification.CreateOnCompleted<int>() })
        {
            Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => n.Accept((IObserver<int, string>)null!)).ParamName);
        }
    }

    [Fact]
    public void Accept_ResultObserver_IsContravariantInTheValue()
    {
        IObserver<object, string> general = new ObjectDescriber();
        IObserver<string, string> specific = general;
        Assert.Equal("object x", Notification.CreateOnNext("x").Accept(specific));
    }

    [Fact]
    public void ToObservable_OnScheduler_SendsTheMessageInOneStep()
    {
        var scheduler = new TestScheduler();
        scheduler.Start(() => Notification.CreateOnNext(42).ToObservable(scheduler))
            .Messages.AssertEqual(OnNext(201, 42), OnCompleted<int>(201));

        scheduler = new TestScheduler();
        scheduler.Start(() => Notification.CreateOnError<int>(Failure).ToObservable(scheduler))
            .Messages.AssertEqual(OnError<int>(201, Failure));

        scheduler = new TestScheduler();
        scheduler.Start(() => Notification.CreateOnCompleted<int>().ToObservable(scheduler))
            .Messages.AssertEqual(OnCompleted<int>(201));
    }

    [Fact]
    public void ToObservable_OnScheduler_ChecksTheScheduler()
        => Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => Notification.CreateOnNext(1).ToObservable((IScheduler)null!)).ParamName);

    [Fact]
    public void ANotificationKindOfOneOwn_CanBeDerived()
    {
        var custom = new AlwaysSeven();
        Assert.Equal("next 7", custom.Accept(new Describer()));
        Assert.True(custom.Equals(Notification.CreateOnNext(7)));
        Assert.Equal(7, custom.ToObservable().Wait());
    }

    private sealed class Describer : IObserver<int, string>
    {
        public string OnNext(int value) => $"next {value}";

        public string OnError(Exception exception) => $"error {exception.Message}";

        public string OnCompleted() => "completed";
    }

    private sealed class ObjectDescriber : IObserver<object, string>
    {
        public string OnNext(object value) => $"object {value}";

        public string OnError(Exception exception) => "error";

        public string OnCompleted() => "completed";
    }

    private sealed class AlwaysSeven : Notification<int>
    {
        public override int Value => 7;

        public override bool HasValue => true;

        public override Exception? Exception => null;

        public override NotificationKind Kind => NotificationKind.OnNext;

        public override void Accept(IObserver<int> observer) => observer.OnNext(7);

        public override TResult Accept<TResult>(IObserver<int, TResult> observer) => observer.OnNext(7);

        public override void Accept(Action<int> onNext, Action<Exception> onError, Action onCompleted) => onNext(7);

        public override TResult Accept<TResult>(Func<int, TResult> onNext, Func<Exception, TResult> onError, Func<TResult> onCompleted) => onNext(7);

        public override bool Equals(Notification<int>? other) => other is { Kind: NotificationKind.OnNext, Value: 7 };

        public override int GetHashCode() => 7;
    }
}
