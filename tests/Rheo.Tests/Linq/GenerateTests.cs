using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class GenerateTests
{
    [Fact]
    public void Generate_RunsLikeAForLoop()
    {
        var o = new RecordingObserver<string>();
        Observable.Generate(0, i => i < 4, i => i + 1, i => $"#{i}").Subscribe(o);
        Assert.Equal(["#0", "#1", "#2", "#3"], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Generate_FalseAtOnce_Completes()
    {
        var o = new RecordingObserver<int>();
        Observable.Generate(0, _ => false, i => i + 1, i => i).Subscribe(o);
        Assert.Empty(o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Generate_Infinite_TakeStopsTheLoop()
    {
        var iterations = 0;
        var o = new RecordingObserver<int>();
        Observable.Generate(0, _ => true, i => { iterations++; return i + 1; }, i => i).Take(3).Subscribe(o);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.True(o.Completed);
        Assert.Equal(2, iterations);
    }

    [Fact]
    public void Generate_ThrowingCallbacks_BecomeOnError()
    {
        var error = new InvalidOperationException();

        var o1 = new RecordingObserver<int>();
        Observable.Generate(0, i => i < 10 ? true : throw error, i => i + 5, i => i).Subscribe(o1);
        Assert.Equal([0, 5], o1.Values);
        Assert.Same(error, o1.Error);
        o1.AssertGrammar();

        var o2 = new RecordingObserver<int>();
        Observable.Generate(0, _ => true, i => i == 1 ? throw error : i + 1, i => i).Subscribe(o2);
        Assert.Equal([0, 1], o2.Values);
        Assert.Same(error, o2.Error);

        var o3 = new RecordingObserver<int>();
        Observable.Generate(0, _ => true, i => i + 1, i => i == 2 ? throw error : i).Subscribe(o3);
        Assert.Equal([0, 1], o3.Values);
        Assert.Same(error, o3.Error);
        o3.AssertGrammar();
    }

    [Fact]
    public void Generate_NullArguments_Throw()
    {
        Assert.Throws<ArgumentNullException>("condition", () => Observable.Generate(0, null!, i => i, i => i));
        Assert.Throws<ArgumentNullException>("iterate", () => Observable.Generate(0, _ => true, null!, i => i));
        Assert.Throws<ArgumentNullException>("resultSelector", () => Observable.Generate<int, int>(0, _ => true, i => i, null!));
    }
}
