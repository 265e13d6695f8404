using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Testing;

/// <summary>The expectation types of the test kit: predicate notifications, Recorded, Subscription, ReactiveAssert.</summary>
public class ExpectationTypesTests : ReactiveTest
{
    [Fact]
    public void OnNextPredicate_MatchesOnlyValuesItAccepts()
    {
        var expected = OnNext<int>(10, x => x % 2 == 0).Value;
        Assert.Equal(NotificationKind.OnNext, expected.Kind);
        Assert.True(expected.HasValue);
        Assert.Null(expected.Exception);
        Assert.Throws<NotSupportedException>(() => expected.Value);
        Assert.True(expected.Equals(Notification.CreateOnNext(4)));
        Assert.False(expected.Equals(Notification.CreateOnNext(3)));
        Assert.False(expected.Equals(Notification.CreateOnError<int>(new InvalidOperationException())));
        Assert.False(expected.Equals(Notification.CreateOnCompleted<int>()));
        Assert.False(expected.Equals((Notification<int>?)null));
        Assert.True(expected.Equals(expected));
        Assert.False(expected.Equals(OnNext<int>(10, _ => true).Value));
        Assert.Equal(0, expected.GetHashCode());
        Assert.Equal("OnNext(<predicate>)", expected.ToString());
    }

    [Fact]
    public void OnNextPredicate_CannotBeDelivered()
    {
        var expected = OnNext<int>(10, _ => true).Value;
        Assert.Throws<NotSupportedException>(() => expected.Accept(new TestScheduler().CreateObserver<int>()));
        Assert.Throws<NotSupportedException>(() => expected.Accept(_ => { }, _ => { }, () => { }));
        Assert.Throws<NotSupportedException>(() => expected.Accept(_ => 1, _ => 2, () => 3));
    }

    [Fact]
    public void OnErrorPredicate_MatchesOnlyErrorsItAccepts()
    {
        var expected = OnError<int>(10, e => e is ArgumentException).Value;
        Assert.Equal(NotificationKind.OnError, expected.Kind);
        Assert.False(expected.HasValue);
        Assert.Null(expected.Exception);
        Assert.Throws<NotSupportedException>(() => expected.Value);
        Assert.True(expected.Equals(Notification.CreateOnError<int>(new ArgumentNullException())));
        Assert.False(expected.Equals(Notification.CreateOnError<int>(new InvalidOperationException())));
        Assert.False(expected.Equals(Notification.CreateOnNext(1)));
        Assert.False(expected.Equals(Notification.CreateOnCompleted<int>()));
        Assert.False(expected.Equals((Notification<int>?)null));
        Assert.True(expected.Equals(expected));

        // Another predicate has no exception to test.
        Assert.False(expected.Equals(OnError<int>(10, _ => true).Value));
        Assert.Equal(0, expected.GetHashCode());
        Assert.Equal("OnError(<predicate>)", expected.ToString());
        Assert.Throws<NotSupportedException>(() => expected.Accept(new TestScheduler().CreateObserver<int>()));
        Assert.Throws<NotSupportedException>(() => expected.Accept(_ => { }, _ => { }, () => { }));
        Assert.Throws<NotSupportedException>(() => expected.Accept(_ => 1, _ => 2, () => 3));
    }

    [Fact]
    public void PredicateExpectations_InMessageLists()
    {
        var scheduler = new TestScheduler();
        var error = new ArgumentException("bad");
        var xs = scheduler.CreateHotObservable(OnNext(210, 3), OnNext(220, 40), OnError<int>(230, error));
        var res = scheduler.Start(() => xs.Select(x => x * 2));
        res.Messages.AssertEqual(
            OnNext(210, (int x) => x == 6),
            OnNext(220, (int x) => x > 50),
            OnError(230, e => e is ArgumentException { Message: "bad" }, 0));
        Assert.Throws<InvalidOperationException>(() => res.Messages.AssertEqual(
            OnNext(210, (int x) => x == 7),
            OnNext(220, (int x) => x > 50),
            OnError<int>(230, _ => true)));
    }

    [Fact]
    public void Recorded_EqualityHashAndText()
    {
        var a = new Recorded<int>(100, 1);
        Assert.Equal(100, a.Time);
        Assert.Equal(1, a.Value);
        Assert.True(a == new Recorded<int>(100, 1));
        Assert.False(a != new Recorded<int>(100, 1));
        Assert.True(a != new Recorded<int>(101, 1));
        Assert.True(a != new Recorded<int>(100, 2));
        Assert.True(a.Equals((object)new Recorded<int>(100, 1)));
        Assert.False(a.Equals((object)new Recorded<long>(100, 1)));
        Assert.False(a.Equals(null));
        Assert.Equal(new Recorded<int>(100, 1).GetHashCode(), a.GetHashCode());
        Assert.Equal("1@100", a.ToString());
        Assert.Equal("OnNext(5)@210", OnNext(210, 5).ToString());
    }

    [Fact]
    public void Subscription_EqualityHashAndText()
    {
        var s = Subscribe(200, 1000);
        Assert.Equal(200, s.Subscribe);
        Assert.Equal(1000, s.Unsubscribe);
        Assert.Equal(Subscription.Infinite, Subscribe(200).Unsubscribe);
        Assert.Equal(long.MaxValue, Subscription.Infinite);
        Assert.True(s == new Subscription(200, 1000));
        Assert.False(s != new Subscription(200, 1000));
        Assert.True(s != new Subscription(201, 1000));
        Assert.True(s != new Subscription(200, 999));
        Assert.True(s.Equals((object)new Subscription(200, 1000)));
        Assert.False(s.Equals((object)"(200, 1000)"));
        Assert.Equal(new Subscription(200, 1000).GetHashCode(), s.GetHashCode());
        Assert.Equal("(200, 1000)", s.ToString());
        Assert.Equal("(200, Infinite)", Subscribe(200).ToString());
    }

    [Fact]
    public void OnErrorWithWitness_FixesTheElementType()
    {
        var error = new InvalidOperationException();
        Recorded<Notification<string>> expected = OnError(300, error, "witness");
        Assert.Equal(300, expected.Time);
        Assert.Equal(Notification.CreateOnError<string>(error), expected.Value);
        Recorded<Notification<string>> byPredicate = OnError(300, e => ReferenceEquals(e, error), "witness");
        Assert.True(byPredicate.Value.Equals(Notification.CreateOnError<string>(error)));
        Recorded<Notification<string>> completed = OnCompleted(400, "witness");
        Assert.Equal(Notification.CreateOnCompleted<string>(), completed.Value);
    }

    [Fact]
    public void AssertEqual_WithAnEnumerable_ComparesInOrder()
    {
        IEnumerable<int> actual = [1, 2, 3];
        actual.AssertEqual((IEnumerable<int>)[1, 2, 3]);
        var error = Assert.Throws<InvalidOperationException>(() => actual.AssertEqual((IEnumerable<int>)[1, 3, 2]));
        Assert.Contains("Sequences differ.", error.Message);
        Assert.Throws<InvalidOperationException>(() => actual.AssertEqual((IEnumerable<int>)[1, 2]));
    }

    [Fact]
    public void AreElementsEqual_FailureText_ShowsNullElements_AndThePrefix()
    {
        var error = Assert.Throws<InvalidOperationException>(() => ReactiveAssert.AreElementsEqual(new string?[] { null, "b" }, new string?[] { "a", "b" }, "names"));
        Assert.StartsWith("names Sequences differ.", error.Message);
        Assert.Contains("Expected: , b", error.Message);
        Assert.Contains("Actual:   a, b", error.Message);
    }

    [Fact]
    public void Throws_WithTheExpectedObject()
    {
        var error = new InvalidOperationException("this one");
        ReactiveAssert.Throws(error, () => throw error);
        var other = Assert.Throws<InvalidOperationException>(() => ReactiveAssert.Throws(error, () => throw new InvalidOperationException("another"), "ctx"));
        Assert.StartsWith("ctx Expected the given InvalidOperationException, but another exception", other.Message);
        Assert.IsType<InvalidOperationException>(other.InnerException);
        Assert.Equal("another", other.InnerException!.Message);
        var none = Assert.Throws<InvalidOperationException>(() => ReactiveAssert.Throws(error, () => { }));
        Assert.Equal("Expected the given InvalidOperationException, but nothing was thrown.", none.Message);
        Assert.Throws<ArgumentNullException>(() => ReactiveAssert.Throws<InvalidOperationException>(null!, () => { }));
        Assert.Throws<ArgumentNullException>(() => ReactiveAssert.Throws(error, null!));
    }

    [Fact]
    public void DoesNotThrow_FailsOnlyForTheNamedType()
    {
        var calls = 0;
        ReactiveAssert.DoesNotThrow<InvalidOperationException>(() => calls++);
        Assert.Equal(1, calls);
        var inner = new InvalidOperationException("boom");
        var error = Assert.Throws<InvalidOperationException>(() => ReactiveAssert.DoesNotThrow<InvalidOperationException>(() => throw inner));
        Assert.Same(inner, error.InnerException);
        Assert.Equal("Expected no InvalidOperationException, but InvalidOperationException was thrown.", error.Message);
        Assert.Throws<ArgumentException>(() => ReactiveAssert.DoesNotThrow<InvalidOperationException>(() => throw new ArgumentException()));
        Assert.Throws<ArgumentNullException>(() => ReactiveAssert.DoesNotThrow<InvalidOperationException>(null!));
    }

    [Fact]
    public void HotObservable_ExposesItsMessages()
    {
        var scheduler = new TestScheduler();
        var messages = new[] { OnNext(210, 1), OnCompleted<int>(220) };
        var xs = scheduler.CreateHotObservable(messages);
        xs.Messages.AssertEqual(messages);
        Assert.Throws<ArgumentNullException>(() => xs.Subscribe(null!));
    }
}
