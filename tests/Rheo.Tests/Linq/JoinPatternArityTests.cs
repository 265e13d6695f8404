using Rheo.Joins;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class JoinPatternArityTests
{
    [Fact]
    public void When_FiveSources_ConsumesOneValueOfEach_AndCompletesWithShortest()
    {
        var sources = Enumerable.Range(0, 5).Select(_ => new CombiningHotSource<int>()).ToArray();
        var o = new RecordingObserver<string>();
        Observable.When(sources[0].And(sources[1]).And(sources[2]).And(sources[3]).And(sources[4])
            .Then((a, b, c, d, e) => $"{a}{b}{c}{d}{e}")).Subscribe(o);
        for (var k = 0; k < 2; k++)
        {
            for (var i = 4; i >= 0; i--)
            {
                Assert.Empty(o.Values.Skip(k));
                sources[i].OnNext(i + k);
            }
        }

        Assert.Equal(["01234", "12345"], o.Values);
        sources[2].OnCompleted();
        foreach (var i in new[] { 0, 1, 3 })
        {
            sources[i].OnNext(9);
        }

        Assert.False(o.IsTerminated);
        sources[4].OnNext(9);
        Assert.True(o.Completed);
        Assert.Equal(2, o.Values.Count);
        Assert.All(sources, s => Assert.Equal(0, s.ObserverCount));
        o.AssertGrammar();
    }

    [Fact]
    public void When_EightSources_WithDifferentTypes()
    {
        var o = new RecordingObserver<string>();
        Observable.When(
            Observable.Range(0, 3)
                .And(Observable.Return("b"))
                .And(Observable.Return(2L))
                .And(Observable.Return('d'))
                .And(Observable.Return(4.5))
                .And(Observable.Return(true))
                .And(Observable.Return(6m))
                .And(Observable.Range(7, 5))
                .Then((a, b, c, d, e, f, g, h) => $"{a}{b}{c}{d}{e}{f}{g}{h}")).Subscribe(o);
        Assert.Equal(["0b2d4.5True67"], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void When_SixteenSources_SumsEachRound()
    {
        var s = Enumerable.Range(0, 16).Select(i => Observable.Range(i * 100, 3)).ToArray();
        var o = new RecordingObserver<int>();
        Observable.When(
            s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7])
                .And(s[8]).And(s[9]).And(s[10]).And(s[11]).And(s[12]).And(s[13]).And(s[14]).And(s[15])
                .Then((a, b, c, d, e, f, g, h, i, j, k, l, m, n, p, q) => a + b + c + d + e + f + g + h + i + j + k + l + m + n + p + q))
            .Subscribe(o);
        var baseSum = Enumerable.Range(0, 16).Sum(i => i * 100);
        Assert.Equal([baseSum, baseSum + 16, baseSum + 32], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void When_SixteenSources_ThrowingSelector_And_Error()
    {
        var s = Enumerable.Range(0, 16).Select(_ => Observable.Return(1)).ToArray();
        var o = new RecordingObserver<int>();
        Observable.When(
            s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7])
                .And(s[8]).And(s[9]).And(s[10]).And(s[11]).And(s[12]).And(s[13]).And(s[14]).And(s[15])
                .Then<int>((a, b, c, d, e, f, g, h, i, j, k, l, m, n, p, q) => throw new FormatException()))
            .Subscribe(o);
        Assert.IsType<FormatException>(o.Error);
        Assert.Empty(o.Values);

        var hot = new CombiningHotSource<int>();
        var p8 = new RecordingObserver<int>();
        Observable.When(hot.And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6])
            .And(Observable.Throw<int>(new InvalidOperationException()))
            .Then((a, b, c, d, e, f, g, h) => a)).Subscribe(p8);
        Assert.IsType<InvalidOperationException>(p8.Error);
        Assert.Equal(0, hot.ObserverCount);
        p8.AssertGrammar();
    }

    [Fact]
    public void When_LargePatternsShareSourcesWithOtherPlans()
    {
        var a = new CombiningHotSource<int>();
        var o = new RecordingObserver<string>();
        var r = Observable.Range(0, 10);
        Observable.When(
            a.And(r).And(r).And(r).And(r).Then((v, w, x, y, z) => $"five{v}"),
            a.Then(v => $"one{v}")).Subscribe(o);
        Assert.Equal(1, a.Subscriptions);
        a.OnNext(1);
        a.OnNext(2);
        Assert.Equal(2, o.Values.Count);
        Assert.All(o.Values, v => Assert.StartsWith("five", v));
    }

    [Fact]
    public void ArgumentValidation_AllArities()
    {
        var s = Observable.Return(1);
        IObservable<int> nil = null!;
        var p5 = s.And(s).And(s).And(s).And(s);
        Assert.Equal("other", Assert.Throws<ArgumentNullException>(() => p5.And(nil)).ParamName);
        Assert.Equal("selector", Assert.Throws<ArgumentNullException>(() => p5.Then((Func<int, int, int, int, int, int>)null!)).ParamName);
        var p15 = p5.And(s).And(s).And(s).And(s).And(s).And(s).And(s).And(s).And(s).And(s);
        Assert.Equal("other", Assert.Throws<ArgumentNullException>(() => p15.And(nil)).ParamName);
        Pattern<int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int> p16 = p15.And(s);
        Assert.Equal("selector", Assert.Throws<ArgumentNullException>(() => p16.Then((Func<int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int>)null!)).ParamName);
    }
}
