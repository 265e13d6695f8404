using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Testing;

public class ReactiveAssertComparerTests
{
    private static readonly IEqualityComparer<string> IgnoreCase = StringComparer.OrdinalIgnoreCase;

    [Fact]
    public void Enumerables_AreComparedWithTheComparer()
    {
        ReactiveAssert.AreElementsEqual(["a", "B"], ["A", "b"], IgnoreCase);
        ReactiveAssert.AreElementsEqual(["a", "B"], ["A", "b"], IgnoreCase, "case");
        new[] { "A", "b" }.AssertEqual(["a", "B"], IgnoreCase);

        var failure = Assert.Throws<InvalidOperationException>(() => ReactiveAssert.AreElementsEqual(["a"], ["c"], IgnoreCase, "case"));
        Assert.StartsWith("case Sequences differ.", failure.Message);
        Assert.Throws<InvalidOperationException>(() => ReactiveAssert.AreElementsEqual(["a"], ["a", "a"], IgnoreCase));
        Assert.Throws<InvalidOperationException>(() => ReactiveAssert.AreElementsEqual(["a"], ["A"], StringComparer.Ordinal));
    }

    [Fact]
    public void Observables_AreComparedWithTheComparer()
    {
        var error = new InvalidOperationException("failed");
        ReactiveAssert.AreElementsEqual(Observable.Return("a"), Observable.Return("A"), IgnoreCase);
        ReactiveAssert.AreElementsEqual(
            Observable.Return("a").Concat(Observable.Throw<string>(error)),
            Observable.Return("A").Concat(Observable.Throw<string>(error)),
            IgnoreCase,
            "with error");
        Observable.Return("A").AssertEqual(Observable.Return("a"), IgnoreCase);

        Assert.Throws<InvalidOperationException>(() => ReactiveAssert.AreElementsEqual(Observable.Return("a"), Observable.Return("b"), IgnoreCase));
        Assert.Throws<InvalidOperationException>(() => ReactiveAssert.AreElementsEqual(Observable.Return("a"), Observable.Return("a").Concat(Observable.Throw<string>(error)), IgnoreCase));
        Assert.Throws<InvalidOperationException>(() => ReactiveAssert.AreElementsEqual(Observable.Return("a"), Observable.Empty<string>(), IgnoreCase));
    }

    [Fact]
    public void ArgumentsAreCheckedByName()
    {
        string[] some = ["a"];
        var source = Observable.Return("a");
        Assert.Equal("expected", Assert.Throws<ArgumentNullException>(() => ReactiveAssert.AreElementsEqual(null!, some, IgnoreCase)).ParamName);
        Assert.Equal("actual", Assert.Throws<ArgumentNullException>(() => ReactiveAssert.AreElementsEqual(some, null!, IgnoreCase)).ParamName);
        Assert.Equal("comparer", Assert.Throws<ArgumentNullException>(() => ReactiveAssert.AreElementsEqual(some, some, (IEqualityComparer<string>)null!)).ParamName);
        Assert.Equal("expected", Assert.Throws<ArgumentNullException>(() => ReactiveAssert.AreElementsEqual(null!, source, IgnoreCase)).ParamName);
        Assert.Equal("actual", Assert.Throws<ArgumentNullException>(() => ReactiveAssert.AreElementsEqual(source, null!, IgnoreCase)).ParamName);
        Assert.Equal("comparer", Assert.Throws<ArgumentNullException>(() => ReactiveAssert.AreElementsEqual(source, source, (IEqualityComparer<string>)null!)).ParamName);
    }
}
