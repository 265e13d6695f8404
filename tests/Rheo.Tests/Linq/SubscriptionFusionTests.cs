using Rheo;
using Rheo.Internal;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

/// <summary>
/// The per-subscription shortcuts: SelectMany over arrays and lists, Range∘Select and Range∘Take, Select∘Sum/Min/Max,
/// FirstAsync/LastAsync/SingleAsync∘Wait, and Return/Empty delivered by the Concat loop. Each must behave exactly as
/// the unfused chain: values, errors from selectors, disposal mid-stream, empty sources.
/// </summary>
public class SubscriptionFusionTests
{
    [Fact]
    public void SelectMany_OverArray_StopsWhenDisposedMidArray()
    {
        var o = new RecordingObserver<int>();
        var calls = 0;
        Observable.Range(0, 3).SelectMany(x => new[] { x, x + 10, x + 20 }).Select(v => { calls++; return v; }).Take(4).Subscribe(o);
        Assert.Equal([0, 10, 20, 1], o.Values);
        Assert.True(o.Completed);
        Assert.Equal(4, calls);
        o.AssertGrammar();
    }

    [Fact]
    public void SelectMany_OverArray_ResultSelectorThrows_IsOnError()
    {
        var error = new InvalidOperationException();
        var o = new RecordingObserver<int>();
        Observable.Range(0, 3).SelectMany(x => new[] { 1, 2 }, (x, c) => c == 2 ? throw error : x * 10 + c).Subscribe(o);
        Assert.Equal([1], o.Values);
        Assert.Same(error, o.Error);
        o.AssertGrammar();
    }

    [Fact]
    public void SelectMany_OverList_UsesItsEnumerator_ModificationIsOnError()
    {
        var list = new List<int> { 1, 2, 3 };
        var o = new RecordingObserver<int>();
        Observable.Return(0).SelectMany(_ => list).Do(v =>
        {
            if (v == 1)
            {
                list.Add(4);
            }
        }).Subscribe(o);
        Assert.Equal([1], o.Values);
        Assert.IsType<InvalidOperationException>(o.Error);
        o.AssertGrammar();

        var p = new RecordingObserver<string>();
        Observable.Range(1, 2).SelectMany((x, i) => new List<string> { "a", "b" }, (x, i, s, j) => $"{x}{i}{s}{j}").Subscribe(p);
        Assert.Equal(["10a0", "10b1", "21a0", "21b1"], p.Values);
        Assert.True(p.Completed);
    }

    [Fact]
    public void SelectMany_OverEmptyArrayListAndDictionary()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, 2).SelectMany(_ => new List<int>()).Concat(Observable.Range(0, 2).SelectMany(_ => Array.Empty<int>())).Subscribe(o);
        Assert.Empty(o.Values);
        Assert.True(o.Completed);

        var map = new Dictionary<int, string> { [1] = "a", [2] = "b" };
        var d = new RecordingObserver<KeyValuePair<int, string>>();
        Observable.Return(map).SelectMany(m => m).Subscribe(d);
        Assert.Equal(map.ToList(), d.Values);
        Assert.True(d.Completed);
    }

    [Fact]
    public void SelectMany_CollectionSelectorReturningNull_IsOnError()
    {
        var o = new RecordingObserver<int>();
        Observable.Return(1).SelectMany(_ => (int[])null!).Subscribe(o);
        Assert.IsType<NullReferenceException>(o.Error);
        o.AssertGrammar();
    }

    [Fact]
    public void RangeSelect_IsOneStage_WithRangeSemantics()
    {
        var source = Observable.Range(1, 4).Select(x => x * 10).Select(x => x + 1);
        Assert.IsType<Rheo.Linq.Operators.RangeSelect<int>>(source);
        var o = new RecordingObserver<int>();
        source.Subscribe(o);
        Assert.Equal([11, 21, 31, 41], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void RangeSelect_SelectorThrows_StopsTheLoopWithOnError()
    {
        var error = new InvalidOperationException();
        var calls = 0;
        var o = new RecordingObserver<int>();
        Observable.Range(0, 10).Select(x => ++calls == 3 ? throw error : x).Subscribe(o);
        Assert.Equal([0, 1], o.Values);
        Assert.Same(error, o.Error);
        Assert.Equal(3, calls);
        o.AssertGrammar();
    }

    [Fact]
    public void RangeSelect_DisposedMidLoop_CallsTheSelectorNoMore()
    {
        var calls = 0;
        Assert.Equal(0, Observable.Range(0, 1000).Select(x => { calls++; return x; }).FirstAsync().Wait());
        Assert.Equal(1, calls);

        var o = new RecordingObserver<int>();
        using var cancel = new CancellationTokenSource();
        calls = 0;
        Observable.Range(0, 5).Select(x => { calls++; return x * 2; }).Subscribe(
            v =>
            {
                o.OnNext(v);
                if (v == 4)
                {
                    cancel.Cancel();
                }
            },
            o.OnError,
            o.OnCompleted,
            cancel.Token);
        Assert.Equal([0, 2, 4], o.Values);
        Assert.Equal(3, calls);
        Assert.False(o.IsTerminated);
    }

    [Fact]
    public void RangeTake_ShortensTheRange_SelectorNotCalledPastIt()
    {
        Assert.IsType<Rheo.Linq.Operators.Range>(Observable.Range(5, 10).Take(3));
        Assert.Equal([5, 6, 7], Observable.Range(5, 10).Take(3).ToEnumerable().ToArray());
        Assert.Equal([5, 6], Observable.Range(5, 2).Take(30).ToEnumerable().ToArray());
        var calls = 0;
        var o = new RecordingObserver<int>();
        Observable.Range(0, 10).Select(x => { calls++; return -x; }).Take(2).Subscribe(o);
        Assert.Equal([0, -1], o.Values);
        Assert.True(o.Completed);
        Assert.Equal(2, calls);
        o.AssertGrammar();
        Assert.Equal([3, 4], Observable.Range(0, 10).Skip(3).Take(2).ToEnumerable().ToArray());
    }

    [Fact]
    public void SelectSum_TakesTheSelector()
    {
        static IObservable<int> Numbers() => new[] { 1, 2, 3, 4 }.ToObservable();
        var source = Numbers().Select(x => (long)x * 3);
        Assert.IsType<Rheo.Linq.Operators.Sum<int, Rheo.Linq.Operators.SelectorProjection<int, long>, long, long>>(source.Sum());
        Assert.Equal(30L, source.Sum().Wait());
        Assert.Equal(10.0, Numbers().Select(x => (double)x).Sum().Wait());
        Assert.Equal(10f, Numbers().Select(x => (float)x).Sum().Wait());
        Assert.Equal(10m, Numbers().Select(x => (decimal)x).Sum().Wait());
        Assert.Equal(0, Observable.Empty<int>().Select(x => x).Sum().Wait());

        var error = new InvalidOperationException();
        var o = new RecordingObserver<int>();
        var subject = new SingleOpsSource<int>();
        subject.Select(x => x == 2 ? throw error : x).Sum().Subscribe(o);
        subject.OnNext(1);
        subject.OnNext(2);
        subject.OnNext(3);
        Assert.Empty(o.Values);
        Assert.Same(error, o.Error);
        Assert.Equal(1, subject.Disposals);
        o.AssertGrammar();

        var overflow = new RecordingObserver<int>();
        new[] { 0, 1, 2 }.ToObservable().Select(_ => int.MaxValue).Sum().Subscribe(overflow);
        Assert.IsType<OverflowException>(overflow.Error);
    }

    [Fact]
    public void SelectMinMax_TakesTheSelector()
    {
        var words = new[] { "bb", "a", "ccc" }.ToObservable();
        Assert.Equal(3, words.Select(w => w.Length).Max().Wait());
        Assert.Equal(1, words.Select(w => w.Length).Min().Wait());
        Assert.Equal("a", words.Select(w => w).Min().Wait());
        Assert.Equal("ccc", words.Select(w => w).Max(StringComparer.Ordinal).Wait());
        Assert.Null(Observable.Empty<string>().Select(w => w).Max().Wait());
        Assert.Equal("b", new[] { null, "b", null }.ToObservable().Select(w => w).Max().Wait());
        Assert.True(double.IsNaN(new[] { 0, 1, 2 }.ToObservable().Select(x => x == 1 ? double.NaN : x).Max().Wait()));

        var empty = new RecordingObserver<int>();
        Observable.Empty<string>().Select(w => w.Length).Max().Subscribe(empty);
        Assert.IsType<InvalidOperationException>(empty.Error);

        var error = new InvalidOperationException();
        var failed = new RecordingObserver<int>();
        words.Select(w => w == "a" ? throw error : w.Length).Min().Subscribe(failed);
        Assert.Same(error, failed.Error);
        failed.AssertGrammar();
    }

    [Fact]
    public void FirstAsyncWait_IsFirst_WithTheSameAnswersAndErrors()
    {
        var before = Rheo.Linq.Operators.BlockingWaitDiagnostics.HandlesCreated;
        Assert.Equal(1, Observable.Repeat(1).FirstAsync().Wait());
        Assert.Equal(4, Observable.Range(1, 10).FirstAsync(x => x > 3).Wait());
        Assert.Equal(0, Observable.Empty<int>().FirstOrDefaultAsync().Wait());
        Assert.Equal(0, Observable.Range(1, 3).FirstOrDefaultAsync(x => x > 3).Wait());
        Assert.Equal(before, Rheo.Linq.Operators.BlockingWaitDiagnostics.HandlesCreated);

        Assert.Equal("Sequence contains no elements.", Assert.Throws<InvalidOperationException>(() => Observable.Empty<int>().FirstAsync().Wait()).Message);
        Assert.Equal("Sequence contains no matching element.", Assert.Throws<InvalidOperationException>(() => Observable.Range(0, 2).FirstAsync(x => x > 5).Wait()).Message);
        var error = new FormatException();
        Assert.Same(error, Assert.Throws<FormatException>(() => Observable.Throw<int>(error).FirstAsync().Wait()));
        Assert.Same(error, Assert.Throws<FormatException>(() => Observable.Range(0, 2).FirstAsync(_ => throw error).Wait()));
        Assert.Equal(0L, Observable.Timer(TimeSpan.FromMilliseconds(1)).FirstAsync().Wait());
    }

    [Fact]
    public void LastAsyncAndSingleAsyncWait_AreLastAndSingle()
    {
        Assert.Equal(3, Observable.Range(1, 3).LastAsync().Wait());
        Assert.Equal(2, Observable.Range(1, 3).LastAsync(x => x < 3).Wait());
        Assert.Equal(0, Observable.Empty<int>().LastOrDefaultAsync().Wait());
        Assert.Throws<InvalidOperationException>(() => Observable.Empty<int>().LastAsync().Wait());
        Assert.Equal(7, Observable.Return(7).SingleAsync().Wait());
        Assert.Equal(0, Observable.Empty<int>().SingleOrDefaultAsync().Wait());
        Assert.Equal("Sequence contains more than one element.", Assert.Throws<InvalidOperationException>(() => Observable.Range(0, 2).SingleAsync().Wait()).Message);
        Assert.Equal("Sequence contains more than one matching element.", Assert.Throws<InvalidOperationException>(() => Observable.Range(0, 5).SingleAsync(x => x > 2).Wait()).Message);
    }

    [Fact]
    public void Concat_DeliversReturnAndEmptyInItsLoop()
    {
        var o = new RecordingObserver<int>();
        Observable.Concat(Observable.Return(1), Observable.Empty<int>(), Observable.Return(2), Observable.Range(3, 2), Observable.Return(5)).Subscribe(o);
        Assert.Equal([1, 2, 3, 4, 5], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();

        var empty = new RecordingObserver<int>();
        Observable.Concat(Observable.Empty<int>(), Observable.Empty<int>()).Subscribe(empty);
        Assert.True(empty.Completed);
        Assert.Empty(empty.Values);
    }

    [Fact]
    public void Concat_DisposedWhileAReturnIsDelivered_SendsNothingMore()
    {
        var o = new RecordingObserver<int>();
        Observable.Concat(Observable.Return(1), Observable.Return(2), Observable.Return(3)).Take(2).Subscribe(o);
        Assert.Equal([1, 2], o.Values);
        Assert.Equal(1, o.TerminalCount);
        o.AssertGrammar();

        var p = new RecordingObserver<int>();
        using var cancel = new CancellationTokenSource();
        Observable.Concat(Observable.Return(1), Observable.Return(2)).Subscribe(
            v =>
            {
                p.OnNext(v);
                cancel.Cancel();
            },
            p.OnError,
            p.OnCompleted,
            cancel.Token);
        Assert.Equal([1], p.Values);
        Assert.False(p.IsTerminated);
    }

    [Fact]
    public void Concat_NestedListInTheMiddle_KeepsOrder()
    {
        var o = new RecordingObserver<int>();
        var nested = Observable.Concat(Observable.Return(2), Observable.Concat(Observable.Return(3), Observable.Return(4)), Observable.Return(5));
        Observable.Concat(new[] { Observable.Return(1), nested, Observable.Return(6) }.AsEnumerable()).Concat(Observable.Return(7)).Subscribe(o);
        Assert.Equal([1, 2, 3, 4, 5, 6, 7], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void CatchOnErrorResumeNextAndRepeat_OfReturn()
    {
        var error = new InvalidOperationException();
        Assert.Equal([5], Observable.Catch(Observable.Throw<int>(error), Observable.Return(5)).ToEnumerable().ToArray());
        Assert.Equal([1], Observable.Catch(Observable.Return(1), Observable.Return(2)).ToEnumerable().ToArray());
        Assert.Equal([1, 2], Observable.OnErrorResumeNext(Observable.Return(1), Observable.Empty<int>(), Observable.Return(2)).ToEnumerable().ToArray());
        var o = new RecordingObserver<int>();
        Observable.Return(7).Repeat().Take(3).Subscribe(o);
        Assert.Equal([7, 7, 7], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void ScrabbleShapedChain_GivesTheLinqAnswer()
    {
        static IObservable<int> Letters(string w) => Observable.Range(0, w.Length).Select(i => (int)w[i]);
        foreach (var word in new[] { "jezebel", "a", "quickly", "zzzzzz" })
        {
            var histogram = Letters(word).Aggregate(new Dictionary<int, int>(), (m, c) => { m[c] = m.GetValueOrDefault(c) + 1; return m; });
            var score = Observable.Concat(
                histogram.SelectMany(m => m).Select(e => e.Value * 2).Sum(),
                Letters(word).Take(3).Concat(Letters(word).Skip(Math.Max(0, word.Length - 4))).Select(c => c - 'a').Max(),
                Observable.Return(word.Length == 7 ? 50 : 0)).Sum().FirstAsync().Wait();
            var expected = (word.Length * 2) + word.Take(3).Concat(word.Skip(Math.Max(0, word.Length - 4))).Max(c => c - 'a') + (word.Length == 7 ? 50 : 0);
            Assert.Equal(expected, score);
        }
    }

    [Fact]
    public void SumSelect_MapsTheTotalInTheSumSink()
    {
        var numbers = new[] { 1, 2, 3 }.ToObservable();
        var mapped = numbers.Sum().Select(x => x * 2).Select(x => $"{x}");
        Assert.IsType<Rheo.Linq.Operators.SumSelect<int, Rheo.Linq.Operators.IdentityProjection<int>, int, int, string>>(mapped);
        Assert.Equal("12", mapped.Wait());
        Assert.True(numbers.Select(x => (long)x).Sum().Select(n => n <= 6L).Wait());
        Assert.Equal(1, Observable.Empty<int>().Sum().Select(x => x + 1).Wait());

        var error = new InvalidOperationException();
        var o = new RecordingObserver<int>();
        numbers.Sum().Select<int, int>(_ => throw error).Subscribe(o);
        Assert.Empty(o.Values);
        Assert.Same(error, o.Error);
        o.AssertGrammar();

        var overflow = new RecordingObserver<int>();
        var calls = 0;
        new[] { int.MaxValue, 1 }.ToObservable().Sum().Select(x => { calls++; return x; }).Subscribe(overflow);
        Assert.IsType<OverflowException>(overflow.Error);
        Assert.Equal(0, calls);

        var first = new RecordingObserver<int>();
        numbers.Sum().Select(x => -x).Take(1).Subscribe(first);
        Assert.Equal([-6], first.Values);
        Assert.Equal(1, first.TerminalCount);
        first.AssertGrammar();
    }

    [Fact]
    public void MinMaxSelect_MapsTheResultInTheSink()
    {
        var numbers = new[] { 3, 1, 2 }.ToObservable();
        Assert.Equal(6, numbers.Max().Select(x => x * 2).Wait());
        Assert.Equal("1!", numbers.Min().Select(x => x + "!").Select(s => s).Wait());
        Assert.Equal(4, numbers.Select(x => x + 1).Max().Select(x => x).Wait());
        Assert.Equal("none", Observable.Empty<string>().Max().Select(s => s ?? "none").Wait());

        var calls = 0;
        var empty = new RecordingObserver<int>();
        Observable.Empty<int>().Max().Select(x => { calls++; return x; }).Subscribe(empty);
        Assert.IsType<InvalidOperationException>(empty.Error);
        Assert.Equal(0, calls);

        var error = new InvalidOperationException();
        var failed = new RecordingObserver<int>();
        numbers.Min().Select<int, int>(_ => throw error).Subscribe(failed);
        Assert.Same(error, failed.Error);
        Assert.Empty(failed.Values);
        failed.AssertGrammar();
    }

    [Fact]
    public void AggregateSelect_IsTheResultSelector()
    {
        var numbers = new[] { 1, 2, 3 }.ToObservable();
        var aggregated = numbers.Aggregate(10, (a, x) => a + x).Select(a => a * 2).Select(a => a + 1);
        Assert.IsType<Rheo.Linq.Operators.Aggregate<int, int, int>>(aggregated);
        Assert.Equal(33, aggregated.Wait());
        Assert.Equal("10", Observable.Empty<int>().Aggregate(10, (a, x) => a + x).Select(a => $"{a}").Wait());

        var error = new InvalidOperationException();
        var o = new RecordingObserver<int>();
        numbers.Aggregate(0, (a, x) => a + x).Select<int, int>(_ => throw error).Subscribe(o);
        Assert.Same(error, o.Error);
        Assert.Empty(o.Values);
        o.AssertGrammar();

        var calls = 0;
        var failedAccumulator = new RecordingObserver<int>();
        numbers.Aggregate(0, (a, x) => x == 2 ? throw error : a + x).Select(a => { calls++; return a; }).Subscribe(failedAccumulator);
        Assert.Same(error, failedAccumulator.Error);
        Assert.Equal(0, calls);
    }

    [Fact]
    public void LoopSources_StopWhenTheirSubscriberSlotIsDisposed()
    {
        // Through Concat (its sink is not an upstream holder: the source keeps a flag of its own) and through
        // sinks and edges (the source reads the subscriber's slot).
        var calls = 0;
        var counted = Observable.Range(0, 1000).Select(x => { calls++; return x; });
        Assert.Equal([0, 1, 2], counted.Concat(Observable.Never<int>()).Take(3).ToEnumerable().ToArray());
        Assert.Equal(3, calls);
        calls = 0;
        Assert.Equal([0, 1], counted.Where(_ => true).Take(2).ToEnumerable().ToArray());
        Assert.Equal(2, calls);
        Assert.Equal([5, 5], Observable.Repeat(5).Take(2).ToEnumerable().ToArray());
        Assert.Equal(["a", "b"], new[] { "a", "b", "c" }.ToObservable().Take(2).ToEnumerable().ToArray());
        Assert.Equal(["a", "b"], new List<string> { "a", "b", "c" }.ToObservable().Take(2).ToEnumerable().ToArray());
        Assert.Equal([0, 1], Observable.Generate(0, _ => true, x => x + 1, x => x).Take(2).ToEnumerable().ToArray());
    }

    [Fact]
    public void LoopSources_SubscribedByADisposedEdge_SendNothing()
    {
        var o = new RecordingObserver<int>();
        foreach (var source in new[] { Observable.Range(0, 3), Observable.Range(0, 3).Select(x => x), Observable.Repeat(1), new[] { 1, 2 }.ToObservable(), Observable.Return(1) })
        {
            // Disposed before the source runs (a cancellation racing the subscription): the source's first check stops it.
            var edge = new EdgeObserver<int>(o);
            edge.Dispose();
            ((IProducer<int>)source).Run(edge);
            Assert.True(edge.IsUpstreamDisposed);
        }

        Assert.Empty(o.Values);
        Assert.False(o.IsTerminated);
    }

    [Fact]
    public void LoopSources_ToAnEdgeDisposedMidLoop_SendNoTerminalMessage()
    {
        using var cancel = new CancellationTokenSource();
        var o = new RecordingObserver<int>();
        Observable.Return(1).Subscribe(
            v =>
            {
                o.OnNext(v);
                cancel.Cancel();
            },
            o.OnError,
            o.OnCompleted,
            cancel.Token);
        Assert.Equal([1], o.Values);
        Assert.False(o.IsTerminated);
    }

    [Fact]
    public void LoopSources_UnderTailLoopOperators_StopWithThem()
    {
        var calls = 0;
        var counted = Observable.Range(0, 3).Select(x => { calls++; return x; });
        Assert.Equal([0, 1, 2, 0, 1, 2, 0], counted.Repeat().Take(7).ToEnumerable().ToArray());
        Assert.Equal(7, calls);

        IEnumerable<int> Failing()
        {
            yield return 1;
            throw new InvalidOperationException();
        }

        Assert.Equal([1, 10, 11], Failing().ToObservable().Catch(Observable.Range(10, 2)).ToEnumerable().ToArray());
        Assert.Equal([1, 5], Failing().ToObservable().OnErrorResumeNext(Observable.Repeat(5).Take(1)).ToEnumerable().ToArray());

        calls = 0;
        var o = new RecordingObserver<int>();
        using var cancel = new CancellationTokenSource();
        Observable.Range(0, 1000).Select(x => { calls++; return x; }).Concat(Observable.Return(-1)).Subscribe(
            v =>
            {
                o.OnNext(v);
                if (v == 2)
                {
                    cancel.Cancel();
                }
            },
            o.OnError,
            o.OnCompleted,
            cancel.Token);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.Equal(3, calls);
        Assert.False(o.IsTerminated);
    }
}
