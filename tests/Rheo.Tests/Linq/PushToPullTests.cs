using Rheo;
using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class PushToPullTests
{
    private static readonly TimeSpan Timeout = Bounded.Timeout;

    private static Thread StartPuller(Action pull)
    {
        var thread = new Thread(() => pull()) { IsBackground = true };
        thread.Start();
        return thread;
    }

    private static void WaitUntilBlocked(Thread thread) =>
        Assert.True(SpinWait.SpinUntil(() => (thread.ThreadState & ThreadState.WaitSleepJoin) != 0, Timeout));

    [Fact]
    public void ToEnumerable_SynchronousSource()
    {
        Assert.Equal([0, 1, 2, 3], Observable.Range(0, 4).ToEnumerable());
        Assert.Empty(Observable.Empty<int>().ToEnumerable());
    }

    [Fact]
    public void GetEnumerator_EnumeratesTheObservable_AndForeachWorksOnIt()
    {
        var seen = new List<int>();
        foreach (var x in Observable.Range(0, 3))
        {
            seen.Add(x);
        }

        Assert.Equal([0, 1, 2], seen);
        var source = new AggregationTestSource<int>();
        using (var e = source.GetEnumerator())
        {
            Assert.Equal(1, source.Subscriptions);
        }

        Assert.False(source.HasObservers);
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).GetEnumerator());
    }

    [Fact]
    public void ToEnumerable_SubscribesPerEnumeration_AndDisposeUnsubscribes()
    {
        var source = new AggregationTestSource<int>();
        var enumerable = source.ToEnumerable();
        Assert.Equal(0, source.Subscriptions);
        using (var e = enumerable.GetEnumerator())
        {
            Assert.Equal(1, source.Subscriptions);
            source.OnNext(1);
            Assert.True(e.MoveNext());
            Assert.Equal(1, e.Current);
        }

        Assert.False(source.HasObservers);
        using var again = enumerable.GetEnumerator();
        Assert.Equal(2, source.Subscriptions);
    }

    [Fact]
    public async Task ToEnumerable_ProducerOnAnotherThread_DeliversEverythingThenError()
    {
        var error = new FormatException();
        var source = Observable.Create<int>(observer =>
        {
            new Thread(() =>
            {
                for (var i = 0; i < 10_000; i++)
                {
                    observer.OnNext(i);
                }

                observer.OnError(error);
            }).Start();
            return Disposable.Empty;
        });
        var seen = new List<int>();
        var task = Task.Run(() => Assert.Throws<FormatException>(() =>
        {
            foreach (var x in source.ToEnumerable())
            {
                seen.Add(x);
            }
        }));
        await task.WaitAsync(Timeout);
        Assert.Same(error, (await task));
        Assert.Equal(Enumerable.Range(0, 10_000), seen);
    }

    [Fact]
    public void ToEnumerable_BlocksUntilAValueArrives()
    {
        var source = new AggregationTestSource<int>();
        using var e = source.ToEnumerable().GetEnumerator();
        var got = 0;
        var puller = StartPuller(() =>
        {
            if (e.MoveNext())
            {
                got = e.Current;
            }
        });
        WaitUntilBlocked(puller);
        source.OnNext(42);
        Assert.True(puller.Join(Timeout));
        Assert.Equal(42, got);
        source.OnCompleted();
        Assert.False(e.MoveNext());
        Assert.False(e.MoveNext());
    }

    [Fact]
    public void Latest_ReturnsNewest_NeverTheSameTwice()
    {
        var source = new AggregationTestSource<int>();
        using var e = source.Latest().GetEnumerator();
        source.OnNext(1);
        source.OnNext(2);
        Assert.True(e.MoveNext());
        Assert.Equal(2, e.Current);

        var got = 0;
        var puller = StartPuller(() =>
        {
            if (e.MoveNext())
            {
                got = e.Current;
            }
        });
        WaitUntilBlocked(puller);
        source.OnNext(3);
        Assert.True(puller.Join(Timeout));
        Assert.Equal(3, got);

        source.OnNext(4);
        source.OnCompleted();
        Assert.True(e.MoveNext());
        Assert.Equal(4, e.Current);
        Assert.False(e.MoveNext());
        Assert.False(source.HasObservers);
    }

    [Fact]
    public void Latest_Error_IsThrown()
    {
        var error = new FormatException();
        using var e = Observable.Throw<int>(error).Latest().GetEnumerator();
        Assert.Same(error, Assert.Throws<FormatException>(() => e.MoveNext()));
        Assert.False(e.MoveNext());
    }

    [Fact]
    public async Task Latest_ConcurrentProducer_ValuesStrictlyIncrease()
    {
        var source = Observable.Create<int>(observer =>
        {
            new Thread(() =>
            {
                for (var i = 0; i < 100_000; i++)
                {
                    observer.OnNext(i);
                }

                observer.OnCompleted();
            }).Start();
            return Disposable.Empty;
        });
        var task = Task.Run(() =>
        {
            var previous = -1;
            foreach (var x in source.Latest())
            {
                Assert.True(x > previous);
                previous = x;
            }

            return previous;
        });
        await task.WaitAsync(Timeout);
        Assert.Equal(99_999, (await task));
    }

    [Fact]
    public void MostRecent_SamplesWithoutBlocking()
    {
        var source = new AggregationTestSource<int>();
        using var e = source.MostRecent(-1).GetEnumerator();
        Assert.True(e.MoveNext());
        Assert.Equal(-1, e.Current);
        source.OnNext(1);
        Assert.True(e.MoveNext());
        Assert.Equal(1, e.Current);
        Assert.True(e.MoveNext());
        Assert.Equal(1, e.Current);
        source.OnNext(2);
        source.OnNext(3);
        Assert.True(e.MoveNext());
        Assert.Equal(3, e.Current);
        source.OnCompleted();
        Assert.False(e.MoveNext());
        Assert.False(source.HasObservers);

        var error = new FormatException();
        using var failing = Observable.Throw<int>(error).MostRecent(0).GetEnumerator();
        Assert.Same(error, Assert.Throws<FormatException>(() => failing.MoveNext()));
    }

    [Fact]
    public void MostRecent_ConcurrentProducer_ValuesNeverGoBack()
    {
        var stop = 0;
        var source = Observable.Create<long>(observer =>
        {
            new Thread(() =>
            {
                for (long i = 0; Volatile.Read(ref stop) == 0; i++)
                {
                    observer.OnNext(i);
                }

                observer.OnCompleted();
            }).Start();
            return Disposable.Empty;
        });
        var previous = -1L;
        var pulls = 0;
        foreach (var x in source.MostRecent(-1))
        {
            Assert.True(x >= previous);
            previous = x;
            if (++pulls == 10_000)
            {
                Volatile.Write(ref stop, 1);
            }
        }

        Assert.True(pulls >= 10_000);
    }

    [Fact]
    public void Next_BlocksForTheNextValue_AndDropsValuesNobodyWaitedFor()
    {
        var source = new AggregationTestSource<int>();
        using var e = source.Next().GetEnumerator();
        source.OnNext(1);
        var got = 0;
        var puller = StartPuller(() =>
        {
            if (e.MoveNext())
            {
                got = e.Current;
            }
        });
        WaitUntilBlocked(puller);
        source.OnNext(2);
        Assert.True(puller.Join(Timeout));
        Assert.Equal(2, got);

        source.OnNext(3);
        source.OnCompleted();
        Assert.False(e.MoveNext());
        Assert.False(source.HasObservers);
    }

    [Fact]
    public void Next_Error_IsThrown()
    {
        var source = new AggregationTestSource<int>();
        using var e = source.Next().GetEnumerator();
        var error = new FormatException();
        Exception? thrown = null;
        var puller = StartPuller(() => thrown = Record.Exception(() => e.MoveNext()));
        WaitUntilBlocked(puller);
        source.OnError(error);
        Assert.True(puller.Join(Timeout));
        Assert.Same(error, thrown);
    }

    [Fact]
    public void Collect_KeepingTheCollector_PeeksAtEverythingSoFar()
    {
        var source = new AggregationTestSource<int>();
        using var e = source.Collect(() => new List<int>(), (list, x) => { list.Add(x); return list; }, list => list).GetEnumerator();
        Assert.True(e.MoveNext());
        Assert.Empty(e.Current);
        source.OnNext(1);
        source.OnNext(2);
        Assert.True(e.MoveNext());
        Assert.Equal([1, 2], e.Current);
        source.OnNext(3);
        Assert.True(e.MoveNext());
        Assert.Equal([1, 2, 3], e.Current);
        source.OnCompleted();
        Assert.True(e.MoveNext());
        Assert.Equal([1, 2, 3], e.Current);
        Assert.False(e.MoveNext());
    }

    [Fact]
    public void Collect_WithNewCollector_SumsBetweenPulls()
    {
        var source = new AggregationTestSource<int>();
        var created = 0;
        using var e = source.Collect(() => { created++; return 0; }, (sum, x) => sum + x).GetEnumerator();
        Assert.Equal(1, created);
        source.OnNext(1);
        source.OnNext(2);
        Assert.True(e.MoveNext());
        Assert.Equal(3, e.Current);
        Assert.Equal(2, created);
        Assert.True(e.MoveNext());
        Assert.Equal(0, e.Current);
        source.OnNext(5);
        source.OnCompleted();
        Assert.True(e.MoveNext());
        Assert.Equal(5, e.Current);
        Assert.False(e.MoveNext());
    }

    [Fact]
    public void Collect_ThrowingMerge_EndsWithThatError_AndDisposesTheSource()
    {
        var source = new AggregationTestSource<int>();
        var error = new FormatException();
        using var e = source.Collect(() => 0, (_, _) => throw error).GetEnumerator();
        source.OnNext(1);
        Assert.False(source.HasObservers);
        Assert.Same(error, Assert.Throws<FormatException>(() => e.MoveNext()));
        Assert.False(e.MoveNext());

        using var f = Observable.Never<int>().Collect(() => 0, (s, x) => s + x, _ => throw error).GetEnumerator();
        Assert.Same(error, Assert.Throws<FormatException>(() => f.MoveNext()));

        using var g = Observable.Throw<int>(error).Collect(() => 0, (s, x) => s + x).GetEnumerator();
        Assert.Same(error, Assert.Throws<FormatException>(() => g.MoveNext()));
    }

    [Fact]
    public void Chunkify_ReturnsWhatArrivedBetweenPulls()
    {
        var source = new AggregationTestSource<int>();
        using var e = source.Chunkify().GetEnumerator();
        source.OnNext(1);
        source.OnNext(2);
        Assert.True(e.MoveNext());
        Assert.Equal([1, 2], e.Current);
        Assert.True(e.MoveNext());
        Assert.Empty(e.Current);
        source.OnNext(3);
        source.OnCompleted();
        Assert.True(e.MoveNext());
        Assert.Equal([3], e.Current);
        Assert.False(e.MoveNext());
    }

    [Fact]
    public async Task Chunkify_ConcurrentProducer_ChunksConcatenateToTheSource()
    {
        var source = Observable.Create<int>(observer =>
        {
            new Thread(() =>
            {
                for (var i = 0; i < 100_000; i++)
                {
                    observer.OnNext(i);
                }

                observer.OnCompleted();
            }).Start();
            return Disposable.Empty;
        });
        var all = new List<int>();
        var task = Task.Run(() =>
        {
            foreach (var chunk in source.Chunkify())
            {
                all.AddRange(chunk);
            }
        });
        await task.WaitAsync(Timeout);
        Assert.Equal(Enumerable.Range(0, 100_000), all);
    }

    [Fact]
    public void Dispose_WakesABlockedMoveNext_AndUnsubscribes()
    {
        // ToEnumerable's MoveNext throws ObjectDisposedException instead of returning false (as in Rx.NET).
        var adapters = new (Func<IObservable<int>, IEnumerable<int>> Adapter, bool Throws)[] { (s => s.ToEnumerable(), true), (s => s.Latest(), false), (s => s.Next(), false) };
        foreach (var (adapter, throws) in adapters)
        {
            var source = new AggregationTestSource<int>();
            var e = adapter(source).GetEnumerator();
            bool? moved = null;
            Exception? thrown = null;
            var puller = StartPuller(() =>
            {
                try
                {
                    moved = e.MoveNext();
                }
                catch (ObjectDisposedException error)
                {
                    thrown = error;
                }
            });
            WaitUntilBlocked(puller);
            e.Dispose();
            Assert.True(puller.Join(Timeout));
            if (throws)
            {
                Assert.IsType<ObjectDisposedException>(thrown);
            }
            else
            {
                Assert.Null(thrown);
                Assert.False(moved);
            }

            Assert.False(source.HasObservers);
        }
    }

    [Fact]
    public void MoveNext_AfterDispose_ReturnsFalse()
    {
        var source = new AggregationTestSource<int>();
        Check(source.MostRecent(1));
        Check(source.Collect(() => 0, (s, x) => s + x));
        Check(source.Chunkify());
        Check(source.Latest());
        Assert.False(source.HasObservers);

        void Check<T>(IEnumerable<T> enumerable)
        {
            var e = enumerable.GetEnumerator();
            source.OnNext(1);
            e.Dispose();
            Assert.False(e.MoveNext());
        }
    }

    [Fact]
    public void Enumerators_DoNotSupportReset()
    {
        using var e = Observable.Return(1).ToEnumerable().GetEnumerator();
        Assert.Throws<NotSupportedException>(() => e.Reset());
    }

    [Fact]
    public void Arguments_AreValidated()
    {
        IObservable<int> nullSource = null!;
        var source = Observable.Return(1);
        Assert.Throws<ArgumentNullException>("source", () => nullSource.ToEnumerable());
        Assert.Throws<ArgumentNullException>("source", () => nullSource.Latest());
        Assert.Throws<ArgumentNullException>("source", () => nullSource.MostRecent(0));
        Assert.Throws<ArgumentNullException>("source", () => nullSource.Next());
        Assert.Throws<ArgumentNullException>("source", () => nullSource.Chunkify());
        Assert.Throws<ArgumentNullException>("source", () => nullSource.Collect(() => 0, (s, x) => s));
        Assert.Throws<ArgumentNullException>("newCollector", () => source.Collect(null!, (int s, int x) => s));
        Assert.Throws<ArgumentNullException>("merge", () => source.Collect(() => 0, (Func<int, int, int>)null!));
        Assert.Throws<ArgumentNullException>("getInitialCollector", () => source.Collect(null!, (int s, int x) => s, s => s));
        Assert.Throws<ArgumentNullException>("merge", () => source.Collect(() => 0, null!, s => s));
        Assert.Throws<ArgumentNullException>("getNewCollector", () => source.Collect(() => 0, (s, x) => s, null!));
    }
}
