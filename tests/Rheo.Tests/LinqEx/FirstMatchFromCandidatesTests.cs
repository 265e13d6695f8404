using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.LinqEx;

public class FirstMatchFromCandidatesTests
{
    private static readonly InvalidOperationException Boom = new("boom");

    [Fact]
    public void TriesInOrder_StopsAtFirstMatch()
    {
        var subscribed = new List<int>();
        IObservable<int> Candidate(int id, params int[] values) => Observable.Defer(() => { subscribed.Add(id); return values.ToObservable(); });
        var candidates = new[] { Candidate(1, 1, 3), Candidate(2, 5, 8, 10), Candidate(3, 12) };
        var o = new RecordingObserver<int>();
        candidates.FirstMatchFromCandidates(x => x % 2 == 0).Subscribe(o);
        Assert.Equal([8], o.Values);
        Assert.True(o.Completed);
        Assert.Equal([1, 2], subscribed);
        o.AssertGrammar();
    }

    [Fact]
    public void NoMatch_CompletesOrFailsWithLastError()
    {
        var none = new RecordingObserver<int>();
        new[] { Observable.Return(1), Observable.Empty<int>() }.FirstMatchFromCandidates(x => x > 5).Subscribe(none);
        Assert.True(none.Completed);
        Assert.Empty(none.Values);

        var failed = new RecordingObserver<int>();
        new[] { Observable.Throw<int>(Boom), Observable.Return(1) }.FirstMatchFromCandidates(x => x > 5).Subscribe(failed);
        Assert.Same(Boom, failed.Error);

        var recovered = new RecordingObserver<int>();
        new[] { Observable.Throw<int>(Boom), Observable.Return(9) }.FirstMatchFromCandidates(x => x > 5).Subscribe(recovered);
        Assert.Equal([9], recovered.Values);
        Assert.True(recovered.Completed);

        var throwing = new RecordingObserver<int>();
        new[] { Observable.Return(1) }.FirstMatchFromCandidates(_ => throw Boom).Subscribe(throwing);
        Assert.Same(Boom, throwing.Error);
    }

    [Fact]
    public void ManySynchronousCandidates_ConstantStack_AndDispose()
    {
        var many = Enumerable.Range(0, 100_000).Select(i => Observable.Return(i));
        var o = new RecordingObserver<int>();
        many.FirstMatchFromCandidates(x => x == 99_999).Subscribe(o);
        Assert.Equal([99_999], o.Values);

        var hot = new Subject<int>();
        var r = new RecordingObserver<int>();
        var d = new IObservable<int>[] { hot }.FirstMatchFromCandidates(x => x > 0).Subscribe(r);
        Assert.True(hot.HasObservers);
        d.Dispose();
        Assert.False(hot.HasObservers);
        Assert.Equal("candidates", Assert.Throws<ArgumentNullException>(() => ((IEnumerable<IObservable<int>>)null!).FirstMatchFromCandidates(_ => true)).ParamName);
        Assert.Equal("predicate", Assert.Throws<ArgumentNullException>(() => new[] { hot }.FirstMatchFromCandidates(null!)).ParamName);
    }
}
