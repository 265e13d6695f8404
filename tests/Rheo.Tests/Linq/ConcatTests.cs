using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class ConcatTests
{
    [Fact]
    public void Concat_EmitsSourcesInOrder()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, 3).Concat(Observable.Range(10, 2)).Subscribe(o);
        Assert.Equal([0, 1, 2, 10, 11], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Concat_NAryAndEnumerable()
    {
        var o = new RecordingObserver<int>();
        Observable.Concat(Observable.Return(1), Observable.Empty<int>(), Observable.Return(2)).Subscribe(o);
        Assert.Equal([1, 2], o.Values);
        Assert.True(o.Completed);

        var p = new RecordingObserver<int>();
        Enumerable.Range(0, 4).Select(Observable.Return).Concat().Subscribe(p);
        Assert.Equal([0, 1, 2, 3], p.Values);
        Assert.True(p.Completed);
    }

    [Fact]
    public void Concat_ParamsArray_IsReadWhenSubscribed()
    {
        // As Rx.NET, which keeps the array as its sequence of sources: a change made before subscribing is seen.
        var sources = new[] { Observable.Return(1), Observable.Return(2) };
        var concat = Observable.Concat(sources);
        sources[1] = Observable.Return(3);
        var o = new RecordingObserver<int>();
        concat.Subscribe(o);
        Assert.Equal([1, 3], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Concat_Empty_Completes()
    {
        var o = new RecordingObserver<int>();
        Observable.Concat<int>().Subscribe(o);
        Assert.Empty(o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Concat_WaitsForAsyncCompletion()
    {
        var first = new CombiningHotSource<int>();
        var second = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        first.Concat(second).Subscribe(o);
        Assert.Equal(0, second.Subscriptions);
        first.OnNext(1);
        second.OnNext(99);
        first.OnCompleted();
        Assert.Equal(1, second.Subscriptions);
        second.OnNext(2);
        second.OnCompleted();
        Assert.Equal([1, 2], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Concat_Error_StopsAndDoesNotSubscribeNext()
    {
        var error = new InvalidOperationException();
        var second = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        Observable.Return(1).Concat(Observable.Throw<int>(error)).Concat(second).Subscribe(o);
        Assert.Equal([1], o.Values);
        Assert.Same(error, o.Error);
        Assert.Equal(0, second.Subscriptions);
        o.AssertGrammar();
    }

    [Fact]
    public void Concat_ThrowingEnumerable_BecomesOnError()
    {
        var o = new RecordingObserver<int>();
        Throwing().Concat().Subscribe(o);
        Assert.Equal([1], o.Values);
        Assert.IsType<FormatException>(o.Error);

        static IEnumerable<IObservable<int>> Throwing()
        {
            yield return Observable.Return(1);
            throw new FormatException();
        }
    }

    [Fact]
    public void Concat_NullInEnumerable_BecomesOnError()
    {
        var o = new RecordingObserver<int>();
        new IObservable<int>[] { Observable.Return(1), null! }.AsEnumerable().Concat().Subscribe(o);
        Assert.Equal([1], o.Values);
        Assert.IsType<InvalidOperationException>(o.Error);
    }

    [Fact]
    public void Concat_DisposeMidStream_DisposesCurrentAndEnumerator()
    {
        var first = new CombiningHotSource<int>();
        var second = new CombiningHotSource<int>();
        var enumeratorDisposed = false;
        var o = new RecordingObserver<int>();
        var d = Sources().Concat().Subscribe(o);
        first.OnNext(1);
        first.OnCompleted();
        second.OnNext(2);
        d.Dispose();
        second.OnNext(3);
        second.OnCompleted();
        Assert.Equal([1, 2], o.Values);
        Assert.False(o.IsTerminated);
        Assert.Equal(1, second.Disposals);
        Assert.Equal(0, second.ObserverCount);
        Assert.True(enumeratorDisposed);

        IEnumerable<IObservable<int>> Sources()
        {
            try
            {
                yield return first;
                yield return second;
                yield return Observable.Return(4);
            }
            finally
            {
                enumeratorDisposed = true;
            }
        }
    }

    [Fact]
    public void Concat_TakeStopsSynchronousInfiniteChain()
    {
        var o = new RecordingObserver<int>();
        Enumerable.Repeat(Observable.Range(0, 3), int.MaxValue).Concat().Take(7).Subscribe(o);
        Assert.Equal([0, 1, 2, 0, 1, 2, 0], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Concat_ManySynchronousSources_ConstantStack()
    {
        var count = 0;
        var o = Enumerable.Repeat(Observable.Return(1), 1_000_000).Concat();
        o.Subscribe(x => count += x);
        Assert.Equal(1_000_000, count);
    }

    [Fact]
    public void Defer_RecursiveConcat_RunsAMillionLevelsDeep()
    {
        Func<int, IObservable<int>> f = null!;
        f = x => Observable.Defer(() => Observable.Return(x).Concat(f(x + 1)));

        var last = -1;
        var completed = false;
        var depths = new List<int>();
        var thread = new Thread(() => f(0).Take(1_000_000).Subscribe(
            x =>
            {
                last = x;
                if (x % 100_000 == 0)
                {
                    depths.Add(new System.Diagnostics.StackTrace().FrameCount);
                }
            },
            () => completed = true),
            256 * 1024);
        thread.Start();
        Assert.True(thread.Join(TimeSpan.FromSeconds(60)));
        Assert.Equal(999_999, last);
        Assert.True(completed);

        // The depth at level 0 and at level 900,000 is the same up to JIT tiering noise (a frame or two
        // when a method is inlined after re-compilation); a chain that grew would add frames per level.
        Assert.Equal(10, depths.Count);
        Assert.True(depths.Max() - depths.Min() <= 8, $"stack depths: {string.Join(", ", depths)}");
    }

    [Fact]
    public void Concat_NestedConcat_Flattened()
    {
        var o = new RecordingObserver<int>();
        var inner = Observable.Concat(Observable.Return(2), Observable.Return(3));
        Observable.Concat(Observable.Return(1), inner, Observable.Return(4)).Concat(Observable.Return(5)).Subscribe(o);
        Assert.Equal([1, 2, 3, 4, 5], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Concat_ArgumentValidation()
    {
        Assert.Equal("first", Assert.Throws<ArgumentNullException>(() => ((IObservable<int>)null!).Concat(Observable.Empty<int>())).ParamName);
        Assert.Equal("second", Assert.Throws<ArgumentNullException>(() => Observable.Empty<int>().Concat((IObservable<int>)null!)).ParamName);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => Observable.Concat((IObservable<int>[])null!)).ParamName);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => ((IEnumerable<IObservable<int>>)null!).Concat()).ParamName);
        Assert.Equal("observableFactory", Assert.Throws<ArgumentNullException>(() => Observable.Defer((Func<IObservable<int>>)null!)).ParamName);
    }

    [Fact]
    public void Defer_ThrowingFactory_BecomesOnError()
    {
        var o = new RecordingObserver<int>();
        Observable.Defer(new Func<IObservable<int>>(() => throw new FormatException())).Subscribe(o);
        Assert.IsType<FormatException>(o.Error);
        var p = new RecordingObserver<int>();
        Observable.Return(1).Concat(Observable.Defer(new Func<IObservable<int>>(() => throw new FormatException()))).Subscribe(p);
        Assert.Equal([1], p.Values);
        Assert.IsType<FormatException>(p.Error);
    }

    [Fact]
    public void Defer_CallsFactoryPerSubscription()
    {
        var calls = 0;
        var d = Observable.Defer(() => Observable.Return(++calls));
        var o = new RecordingObserver<int>();
        d.Subscribe(o);
        d.Subscribe(o);
        Assert.Equal([1, 2], o.Values);
    }
}
