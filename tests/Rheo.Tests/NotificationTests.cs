using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests;

public class NotificationTests
{
    private static readonly Exception Error = new InvalidOperationException("failed");

    public static TheoryData<string> Kinds => new("OnNext", "OnError", "OnCompleted");

    private static Notification<int> Of(string kind) => kind switch
    {
        "OnNext" => Notification.CreateOnNext(42),
        "OnError" => Notification.CreateOnError<int>(Error),
        _ => Notification.CreateOnCompleted<int>(),
    };

    [Fact]
    public void Properties_OfEachKind()
    {
        var next = Notification.CreateOnNext(42);
        Assert.Equal((NotificationKind.OnNext, true, 42, (Exception?)null), (next.Kind, next.HasValue, next.Value, next.Exception));

        var error = Notification.CreateOnError<int>(Error);
        Assert.Equal((NotificationKind.OnError, false), (error.Kind, error.HasValue));
        Assert.Same(Error, error.Exception);
        Assert.Same(Error, Assert.Throws<InvalidOperationException>(() => error.Value));

        var completed = Notification.CreateOnCompleted<int>();
        Assert.Equal((NotificationKind.OnCompleted, false, (Exception?)null), (completed.Kind, completed.HasValue, completed.Exception));
        Assert.Throws<InvalidOperationException>(() => completed.Value);
    }

    [Theory]
    [MemberData(nameof(Kinds))]
    public void ToObservable_SendsTheMessageToEachSubscriber(string kind)
    {
        var source = Of(kind).ToObservable();
        for (var round = 0; round < 2; round++)
        {
            var o = new RecordingObserver<int>();
            source.Subscribe(o);
            Assert.Equal(kind == "OnNext" ? [42] : Array.Empty<int>(), o.Values);
            Assert.Equal(kind == "OnError" ? Error : null, o.Error);
            Assert.Equal(kind != "OnError", o.Completed);
            o.AssertGrammar();
        }
    }

    [Theory]
    [MemberData(nameof(Kinds))]
    public void Accept_CallsTheMatchingObserverMethodOrDelegate(string kind)
    {
        var n = Of(kind);
        var o = new RecordingObserver<int>();
        n.Accept(o);
        Assert.Equal(kind == "OnNext" ? [42] : Array.Empty<int>(), o.Values);
        Assert.Equal(kind == "OnError" ? Error : null, o.Error);
        Assert.Equal(kind == "OnCompleted", o.Completed);

        var calls = new List<string>();
        n.Accept(v => calls.Add($"next {v}"), e => calls.Add($"error {e.Message}"), () => calls.Add("completed"));
        var expected = kind switch { "OnNext" => "next 42", "OnError" => "error failed", _ => "completed" };
        Assert.Equal([expected], calls);
        Assert.Equal(expected, n.Accept(v => $"next {v}", e => $"error {e.Message}", () => "completed"));
    }

    [Theory]
    [MemberData(nameof(Kinds))]
    public void Accept_ChecksEveryArgument_WhateverTheKind(string kind)
    {
        var n = Of(kind);
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => n.Accept((IObserver<int>)null!)).ParamName);

        Assert.Equal("onNext", Assert.Throws<ArgumentNullException>(() => n.Accept(null!, _ => { }, () => { })).ParamName);
        Assert.Equal("onError", Assert.Throws<ArgumentNullException>(() => n.Accept(_ => { }, null!, () => { })).ParamName);
        Assert.Equal("onCompleted", Assert.Throws<ArgumentNullException>(() => n.Accept(_ => { }, _ => { }, null!)).ParamName);

        Assert.Equal("onNext", Assert.Throws<ArgumentNullException>(() => n.Accept(null!, _ => 0, () => 0)).ParamName);
        Assert.Equal("onError", Assert.Throws<ArgumentNullException>(() => n.Accept(_ => 0, null!, () => 0)).ParamName);
        Assert.Equal("onCompleted", Assert.Throws<ArgumentNullException>(() => n.Accept(_ => 0, _ => 0, null!)).ParamName);
    }

    [Fact]
    public void Equality_ByKindAndPayload()
    {
        Assert.True(Notification.CreateOnNext(1) == Notification.CreateOnNext(1));
        Assert.False(Notification.CreateOnNext(1) != Notification.CreateOnNext(1));
        Assert.True(Notification.CreateOnNext(1) != Notification.CreateOnNext(2));
        Assert.True(Notification.CreateOnNext<string?>(null) == Notification.CreateOnNext<string?>(null));
        Assert.True(Notification.CreateOnNext<string?>(null) != Notification.CreateOnNext<string?>("a"));
        Assert.True(Notification.CreateOnError<int>(Error) == Notification.CreateOnError<int>(Error));
        Assert.True(Notification.CreateOnError<int>(Error) != Notification.CreateOnError<int>(new InvalidOperationException("failed")));
        Assert.True(Notification.CreateOnCompleted<int>() == Notification.CreateOnCompleted<int>());
        Assert.True(Notification.CreateOnNext(0) != Notification.CreateOnCompleted<int>());
        Assert.True(Notification.CreateOnError<int>(Error) != Notification.CreateOnCompleted<int>());
        Assert.True(Notification.CreateOnCompleted<int>() != Notification.CreateOnNext(0));

        Notification<int>? none = null;
        Assert.True(none == null);
        Assert.False(Notification.CreateOnNext(1) == none);
        Assert.False(none == Notification.CreateOnNext(1));
        Assert.True(Notification.CreateOnCompleted<int>() != none);

        object boxed = Notification.CreateOnNext(1);
        Assert.True(Notification.CreateOnNext(1).Equals(boxed));
        Assert.False(Notification.CreateOnNext(1).Equals((object)1));
        Assert.False(Notification.CreateOnNext(1).Equals((object?)null));
    }

    [Fact]
    public void HashCodes_FollowEquality()
    {
        Assert.Equal(Notification.CreateOnNext("a").GetHashCode(), Notification.CreateOnNext("a").GetHashCode());
        Assert.Equal(0, Notification.CreateOnNext<string?>(null).GetHashCode());
        Assert.Equal(Error.GetHashCode(), Notification.CreateOnError<int>(Error).GetHashCode());
        Assert.Equal(Notification.CreateOnCompleted<int>().GetHashCode(), Notification.CreateOnCompleted<int>().GetHashCode());
        var set = new HashSet<Notification<int>> { Notification.CreateOnNext(1), Notification.CreateOnNext(1), Notification.CreateOnCompleted<int>(), Notification.CreateOnCompleted<int>() };
        Assert.Equal(2, set.Count);
    }

    [Fact]
    public void ToString_NamesTheKind()
    {
        Assert.Equal("OnNext(42)", Notification.CreateOnNext(42).ToString());
        Assert.Equal("OnError(System.InvalidOperationException)", Notification.CreateOnError<int>(Error).ToString());
        Assert.Equal("OnCompleted()", Notification.CreateOnCompleted<int>().ToString());
    }

    [Fact]
    public void CreateOnError_RequiresAnError()
        => Assert.Equal("error", Assert.Throws<ArgumentNullException>(() => Notification.CreateOnError<int>(null!)).ParamName);
}
