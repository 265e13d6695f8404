using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.LinqEx;

public class FilteringExTests
{
    [Fact]
    public void WhereNotNull_References_DropsNulls()
    {
        var o = new RecordingObserver<string>();
        new[] { "a", null, "b", null }.ToObservable().WhereNotNull().Subscribe(o);
        Assert.Equal(["a", "b"], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void WhereNotNull_NullableValues_Unwraps()
    {
        var o = new RecordingObserver<int>();
        new int?[] { 1, null, 3 }.ToObservable().WhereNotNull().Subscribe(o);
        Assert.Equal([1, 3], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void BooleanFilters()
    {
        var values = new[] { true, false, false, true };
        Assert.Equal([true, true], values.ToObservable().WhereTrue().ToEnumerable());
        Assert.Equal([false, false], values.ToObservable().WhereFalse().ToEnumerable());
        Assert.Equal([false, true, true, false], values.ToObservable().Not().ToEnumerable());
        Assert.Equal(4, values.ToObservable().AsSignal().ToEnumerable().Count());
    }

    [Fact]
    public void Errors_PassThrough()
    {
        var error = new InvalidOperationException();
        var o = new RecordingObserver<bool>();
        Observable.Throw<bool>(error).WhereTrue().Subscribe(o);
        Assert.Same(error, o.Error);
        var u = new RecordingObserver<Unit>();
        Observable.Throw<int>(error).AsSignal().Subscribe(u);
        Assert.Same(error, u.Error);
    }

    [Fact]
    public void Dispose_MidStream_StopsValues()
    {
        var subject = new Subject<bool>();
        var o = new RecordingObserver<bool>();
        var d = subject.Not().Subscribe(o);
        subject.OnNext(true);
        d.Dispose();
        subject.OnNext(true);
        Assert.Equal([false], o.Values);
        Assert.False(subject.HasObservers);
    }

    [Fact]
    public void ArgumentChecks()
    {
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IObservable<string?>)null!).WhereNotNull()).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IObservable<int?>)null!).WhereNotNull()).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IObservable<bool>)null!).WhereTrue()).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IObservable<bool>)null!).WhereFalse()).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IObservable<bool>)null!).Not()).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IObservable<int>)null!).AsSignal()).ParamName);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => ((IEnumerable<IObservable<bool>>)null!).CombineLatestValuesAreAllTrue()).ParamName);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => new IObservable<bool>[] { null! }.CombineLatestValuesAreAllFalse()).ParamName);
    }

    [Fact]
    public void CombineLatestValuesAreAllTrue_WaitsForAll_ThenTracks()
    {
        var a = new Subject<bool>();
        var b = new Subject<bool>();
        var o = new RecordingObserver<bool>();
        new[] { a, b }.CombineLatestValuesAreAllTrue().Subscribe(o);
        a.OnNext(true);
        Assert.Empty(o.Values);
        b.OnNext(false);
        b.OnNext(true);
        a.OnNext(false);
        a.OnNext(true);
        a.OnCompleted();
        Assert.False(o.Completed);
        b.OnNext(true);
        b.OnCompleted();
        Assert.Equal([false, true, false, true, true], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void CombineLatestValuesAreAllFalse_AndTermination()
    {
        var a = new Subject<bool>();
        var b = new Subject<bool>();
        var o = new RecordingObserver<bool>();
        new[] { a, b }.CombineLatestValuesAreAllFalse().Subscribe(o);
        a.OnNext(false);
        b.OnNext(false);
        a.OnNext(true);
        Assert.Equal([true, false], o.Values);
        var error = new InvalidOperationException();
        b.OnError(error);
        Assert.Same(error, o.Error);
        Assert.False(a.HasObservers);

        var empty = new RecordingObserver<bool>();
        Array.Empty<IObservable<bool>>().CombineLatestValuesAreAllTrue().Subscribe(empty);
        Assert.True(empty.Completed);

        var c = new Subject<bool>();
        var d = new Subject<bool>();
        var noValue = new RecordingObserver<bool>();
        new[] { c, d }.CombineLatestValuesAreAllTrue().Subscribe(noValue);
        c.OnCompleted();
        Assert.True(noValue.Completed);
        Assert.False(d.HasObservers);
    }

    [Fact]
    public async Task CombineLatestValuesAreAllTrue_Stress_SerializedAndCounted()
    {
        const int Threads = 4, PerThread = 5000;
        var subjects = Enumerable.Range(0, Threads).Select(_ => new Subject<bool>()).ToArray();
        var o = new RecordingObserver<bool>();
        subjects.CombineLatestValuesAreAllTrue().Subscribe(o);
        foreach (var s in subjects)
        {
            s.OnNext(true);
        }

        var tasks = subjects.Select(s => Task.Run(() =>
        {
            for (var i = 0; i < PerThread; i++)
            {
                s.OnNext(i % 2 == 0);
            }

            s.OnNext(true);
            s.OnCompleted();
        })).ToArray();
        await Task.WhenAll(tasks).WaitAsync(Bounded.Timeout);
        Assert.Equal(1 + (Threads * (PerThread + 1)), o.Values.Count);
        Assert.True(o.Values[^1]);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }
}
