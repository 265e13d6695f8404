using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class CatchTests
{
    [Fact]
    public void Catch_Handler_ContinuesWithReplacement()
    {
        var o = new RecordingObserver<int>();
        Observable.Return(1).Concat(Observable.Throw<int>(new FormatException("x")))
            .Catch((FormatException e) => Observable.Return(e.Message.Length + 10))
            .Subscribe(o);
        Assert.Equal([1, 11], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Catch_Handler_OtherExceptionTypePassesThrough()
    {
        var error = new InvalidOperationException();
        var o = new RecordingObserver<int>();
        Observable.Throw<int>(error).Catch((FormatException _) => Observable.Return(1)).Subscribe(o);
        Assert.Same(error, o.Error);
    }

    [Fact]
    public void Catch_Handler_ThrowingHandler_BecomesOnError()
    {
        var thrown = new ArgumentException();
        var o = new RecordingObserver<int>();
        Observable.Throw<int>(new FormatException()).Catch((Exception _) => throw thrown).Subscribe(o);
        Assert.Same(thrown, o.Error);
        o.AssertGrammar();
    }

    [Fact]
    public void Catch_Handler_ErrorOfReplacementPassesOn()
    {
        var second = new ArgumentException();
        var o = new RecordingObserver<int>();
        Observable.Throw<int>(new FormatException()).Catch((Exception _) => Observable.Throw<int>(second)).Subscribe(o);
        Assert.Same(second, o.Error);
    }

    [Fact]
    public void Catch_Handler_NoErrorCompletes()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<int>().Catch((Exception _) => Observable.Return(1)).Subscribe(o);
        Assert.Empty(o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Catch_NAry_MovesOnAfterErrors_AndStopsAtCompletion()
    {
        var third = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        Observable.Catch(Observable.Throw<int>(new FormatException()), Observable.Return(2), third).Subscribe(o);
        Assert.Equal([2], o.Values);
        Assert.True(o.Completed);
        Assert.Equal(0, third.Subscriptions);
    }

    [Fact]
    public void Catch_AllFail_LastErrorPassesOn()
    {
        var last = new ArgumentException();
        var o = new RecordingObserver<int>();
        new[] { Observable.Throw<int>(new FormatException()), Observable.Throw<int>(last) }.AsEnumerable().Catch().Subscribe(o);
        Assert.Same(last, o.Error);
        var p = new RecordingObserver<int>();
        Observable.Catch<int>().Subscribe(p);
        Assert.True(p.Completed);
    }

    [Fact]
    public void Catch_Dispose_DisposesCurrent()
    {
        var first = new CombiningHotSource<int>();
        var second = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        var d = first.Catch(second).Subscribe(o);
        first.OnError(new FormatException());
        second.OnNext(1);
        d.Dispose();
        second.OnNext(2);
        Assert.Equal([1], o.Values);
        Assert.Equal(1, first.Disposals);
        Assert.Equal(1, second.Disposals);
        Assert.False(o.IsTerminated);
    }

    [Fact]
    public void Catch_DeepRecursion_ConstantStack()
    {
        Func<int, IObservable<int>> f = null!;
        f = x => x == 200_000 ? Observable.Return(x) : Observable.Defer(() => Observable.Throw<int>(new FormatException()).Catch(f(x + 1)));
        var o = new RecordingObserver<int>();
        var thread = new Thread(() => f(0).Subscribe(o), 256 * 1024);
        thread.Start();
        Assert.True(thread.Join(TimeSpan.FromSeconds(30)));
        Assert.Equal([200_000], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void OnErrorResumeNext_ContinuesAfterErrorAndCompletion()
    {
        var o = new RecordingObserver<int>();
        Observable.Return(1).Concat(Observable.Throw<int>(new FormatException()))
            .OnErrorResumeNext(Observable.Return(2))
            .OnErrorResumeNext(Observable.Throw<int>(new FormatException()))
            .Subscribe(o);
        Assert.Equal([1, 2], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();

        var p = new RecordingObserver<int>();
        Observable.OnErrorResumeNext(Observable.Return(1), Observable.Return(2)).Subscribe(p);
        Enumerable.Range(3, 2).Select(Observable.Return).OnErrorResumeNext().Subscribe(p);
        Assert.Equal([1, 2, 3, 4], p.Values);
    }

    [Fact]
    public void OnErrorResumeNext_Dispose_StopsAll()
    {
        var first = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        var d = first.OnErrorResumeNext(Observable.Return(5)).Subscribe(o);
        first.OnNext(1);
        d.Dispose();
        first.OnCompleted();
        Assert.Equal([1], o.Values);
        Assert.Equal(1, first.Disposals);
        Assert.False(o.IsTerminated);
    }

    [Fact]
    public void Retry_ResubscribesUntilSuccess()
    {
        var attempts = 0;
        var source = Observable.Defer(() => ++attempts < 3 ? Observable.Return(attempts).Concat(Observable.Throw<int>(new FormatException())) : Observable.Return(attempts));
        var o = new RecordingObserver<int>();
        source.Retry().Subscribe(o);
        Assert.Equal([1, 2, 3], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Retry_Count_PassesLastError()
    {
        var attempts = 0;
        var error = new FormatException();
        var o = new RecordingObserver<int>();
        Observable.Defer(() => { attempts++; return Observable.Throw<int>(error); }).Retry(3).Subscribe(o);
        Assert.Equal(3, attempts);
        Assert.Same(error, o.Error);

        var p = new RecordingObserver<int>();
        Observable.Throw<int>(error).Retry(0).Subscribe(p);
        Assert.True(p.Completed);
    }

    [Fact]
    public void Retry_ManySynchronousFailures_ConstantStack()
    {
        var attempts = 0;
        var o = new RecordingObserver<int>();
        Observable.Defer(() => ++attempts < 200_000 ? Observable.Throw<int>(new FormatException()) : Observable.Return(attempts)).Retry().Subscribe(o);
        Assert.Equal([200_000], o.Values);
    }

    [Fact]
    public void Retry_Dispose_StopsResubscribing()
    {
        var source = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        var d = source.Retry().Subscribe(o);
        source.OnError(new FormatException());
        Assert.Equal(2, source.Subscriptions);
        d.Dispose();
        Assert.Equal(0, source.ObserverCount);
        Assert.Equal(2, source.Subscriptions);
    }

    [Fact]
    public void Repeat_Count_And_Forever()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, 2).Repeat(3).Subscribe(o);
        Assert.Equal([0, 1, 0, 1, 0, 1], o.Values);
        Assert.True(o.Completed);

        var p = new RecordingObserver<int>();
        Observable.Range(0, 2).Repeat().Take(5).Subscribe(p);
        Assert.Equal([0, 1, 0, 1, 0], p.Values);
        Assert.True(p.Completed);

        var q = new RecordingObserver<int>();
        Observable.Return(1).Repeat(0).Subscribe(q);
        Assert.Empty(q.Values);
        Assert.True(q.Completed);
    }

    [Fact]
    public void Repeat_ErrorStops()
    {
        var error = new FormatException();
        var o = new RecordingObserver<int>();
        Observable.Return(1).Concat(Observable.Throw<int>(error)).Repeat().Subscribe(o);
        Assert.Equal([1], o.Values);
        Assert.Same(error, o.Error);
    }

    [Fact]
    public void Repeat_EmptySynchronousMillionTimes_ConstantStack()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<int>().Repeat(1_000_000).Subscribe(o);
        Assert.True(o.Completed);
    }

    [Fact]
    public void ArgumentValidation()
    {
        IObservable<int> nil = null!;
        var s = Observable.Return(1);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.Catch((Exception _) => s)).ParamName);
        Assert.Equal("handler", Assert.Throws<ArgumentNullException>(() => s.Catch((Func<Exception, IObservable<int>>)null!)).ParamName);
        Assert.Equal("first", Assert.Throws<ArgumentNullException>(() => nil.Catch(s)).ParamName);
        Assert.Equal("second", Assert.Throws<ArgumentNullException>(() => s.Catch(nil)).ParamName);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => Observable.Catch((IObservable<int>[])null!)).ParamName);
        Assert.Equal("first", Assert.Throws<ArgumentNullException>(() => nil.OnErrorResumeNext(s)).ParamName);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => ((IEnumerable<IObservable<int>>)null!).OnErrorResumeNext()).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.Retry()).ParamName);
        Assert.Equal("retryCount", Assert.Throws<ArgumentOutOfRangeException>(() => s.Retry(-1)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.Repeat()).ParamName);
        Assert.Equal("repeatCount", Assert.Throws<ArgumentOutOfRangeException>(() => s.Repeat(-1)).ParamName);
    }
}
