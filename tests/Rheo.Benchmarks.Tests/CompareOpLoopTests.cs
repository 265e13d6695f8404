using RheoBench.Compare;

namespace Rheo.Benchmarks.Tests;

/// <summary>The loop that calls a library's op: one compiled copy per library of a scenario.</summary>
public class CompareOpLoopTests
{
    [Fact]
    public void EachOfTheFirstEightLibrariesGetsALoopOfItsOwn()
    {
        var methods = Enumerable.Range(0, 8).Select(i => OpLoop.For(i).Method).ToList();
        Assert.Equal(8, methods.Distinct().Count());
        Assert.All(methods, m => Assert.True(m.IsGenericMethod));
        Assert.Equal(methods[7], OpLoop.For(9).Method);
    }

    [Fact]
    public void TheLoopCallsTheOpAsOftenAsAskedAndReturnsTheLastValueAndTheSum()
    {
        long calls = 0;
        var (last, returned) = OpLoop.For(3)(() => ++calls, 4);
        Assert.Equal(4, calls);
        Assert.Equal(4, last);
        Assert.Equal(1 + 2 + 3 + 4, returned);
    }

    [Fact]
    public void AnOpThatThrowsEndsTheLoopWithItsException()
    {
        var calls = 0;
        var error = Assert.Throws<InvalidOperationException>(() => OpLoop.For(0)(() => ++calls == 2 ? throw new InvalidOperationException("second") : 1, 5));
        Assert.Equal("second", error.Message);
        Assert.Equal(2, calls);
    }
}
