using Rheo;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class SequenceEqualTests
{
    [Fact]
    public void Observables_EqualAndDifferent()
    {
        AggregationRecord.Single(Observable.Range(0, 5).SequenceEqual(Observable.Range(0, 5)), true);
        AggregationRecord.Single(Observable.Empty<int>().SequenceEqual(Observable.Empty<int>()), true);
        AggregationRecord.Single(Observable.Range(0, 5).SequenceEqual(Observable.Range(0, 4)), false);
        AggregationRecord.Single(Observable.Range(0, 4).SequenceEqual(Observable.Range(0, 5)), false);
        AggregationRecord.Single(Observable.Range(0, 5).SequenceEqual(Observable.Range(1, 5)), false);
        AggregationRecord.Single(Observable.Return("A").SequenceEqual(Observable.Return("a"), StringComparer.OrdinalIgnoreCase), true);
    }

    [Fact]
    public void Observables_Interleaved_AndAnswerAsSoonAsKnown()
    {
        var left = new AggregationTestSource<int>();
        var right = new AggregationTestSource<int>();
        var o = new RecordingObserver<bool>();
        left.SequenceEqual(right).Subscribe(o);
        left.OnNext(1);
        left.OnNext(2);
        right.OnNext(1);
        right.OnNext(2);
        right.OnNext(3);
        left.OnNext(3);
        Assert.False(o.IsTerminated);
        right.OnNext(4);
        left.OnNext(5);
        Assert.Equal([false], o.Values);
        Assert.True(o.Completed);
        Assert.False(left.HasObservers);
        Assert.False(right.HasObservers);
        o.AssertGrammar();
    }

    [Fact]
    public void Observables_ShorterSideCompletes_AnswersFalseAtOnce()
    {
        var left = new AggregationTestSource<int>();
        var right = new AggregationTestSource<int>();
        var o = new RecordingObserver<bool>();
        left.SequenceEqual(right).Subscribe(o);
        left.OnNext(1);
        left.OnNext(2);
        right.OnNext(1);
        right.OnCompleted();
        Assert.Equal([false], o.Values);
        Assert.False(left.HasObservers);

        var p = new RecordingObserver<bool>();
        var a = new AggregationTestSource<int>();
        var b = new AggregationTestSource<int>();
        a.SequenceEqual(b).Subscribe(p);
        a.OnCompleted();
        b.OnNext(1);
        Assert.Equal([false], p.Values);
        Assert.True(p.Completed);
    }

    [Fact]
    public async Task Observables_ConcurrentSides_ExactAnswer()
    {
        for (var round = 0; round < 20; round++)
        {
            var left = new AggregationTestSource<int>();
            var right = new AggregationTestSource<int>();
            var o = new RecordingObserver<bool>();
            left.SequenceEqual(right).Subscribe(o);
            using var go = new ManualResetEventSlim();
            var t1 = Task.Run(() =>
            {
                go.WaitWithin();
                for (var i = 0; i < 10_000; i++)
                {
                    left.OnNext(i);
                }

                left.OnCompleted();
            });
            var t2 = Task.Run(() =>
            {
                go.WaitWithin();
                for (var i = 0; i < 10_000; i++)
                {
                    right.OnNext(i);
                }

                right.OnCompleted();
            });
            go.Set();
            await Task.WhenAll(t1, t2).WaitAsync(Bounded.Timeout);
            Assert.Equal([true], o.Values);
            Assert.True(o.Completed);
            o.AssertGrammar();
        }
    }

    [Fact]
    public void Observables_ErrorsAndThrowingComparer()
    {
        var error = new InvalidOperationException();
        Assert.Same(error, AggregationRecord.Fails<bool, InvalidOperationException>(Observable.Throw<int>(error).SequenceEqual(Observable.Never<int>())));
        Assert.Same(error, AggregationRecord.Fails<bool, InvalidOperationException>(Observable.Range(0, 3).SequenceEqual(Observable.Throw<int>(error))));
        var throwing = EqualityComparer<int>.Create((_, _) => throw error, _ => 0);
        Assert.Same(error, AggregationRecord.Fails<bool, InvalidOperationException>(Observable.Range(0, 3).SequenceEqual(Observable.Range(0, 3), throwing)));
    }

    [Fact]
    public void Observables_DisposeMidStream_DisposesBoth()
    {
        var left = new AggregationTestSource<int>();
        var right = new AggregationTestSource<int>();
        var o = new RecordingObserver<bool>();
        var subscription = left.SequenceEqual(right).Subscribe(o);
        left.OnNext(1);
        subscription.Dispose();
        Assert.False(left.HasObservers);
        Assert.False(right.HasObservers);
        right.OnNext(2);
        Assert.False(o.IsTerminated);
    }

    [Fact]
    public void Enumerable_EqualAndDifferent()
    {
        AggregationRecord.Single(Observable.Range(0, 5).SequenceEqual(Enumerable.Range(0, 5)), true);
        AggregationRecord.Single(Observable.Range(0, 5).SequenceEqual(Enumerable.Range(0, 6)), false);
        AggregationRecord.Single(Observable.Range(0, int.MaxValue).SequenceEqual(Enumerable.Range(0, 6)), false);
        AggregationRecord.Single(Observable.Range(0, int.MaxValue).SequenceEqual(new[] { 0, 1, 7 }), false);
        AggregationRecord.Single(Observable.Empty<int>().SequenceEqual(Array.Empty<int>()), true);
        AggregationRecord.Single(Observable.Return("A").SequenceEqual(["a"], StringComparer.OrdinalIgnoreCase), true);
    }

    [Fact]
    public void Enumerable_IsDisposed_AndErrorsBecomeOnError()
    {
        var tracked = new TrackedEnumerable();
        AggregationRecord.Single(Observable.Range(0, 3).SequenceEqual(tracked), false);
        Assert.Equal(1, tracked.Disposed);

        var error = new InvalidOperationException();
        Assert.Same(error, AggregationRecord.Fails<bool, InvalidOperationException>(Observable.Range(0, 3).SequenceEqual(Throwing())));
        Assert.Same(error, AggregationRecord.Fails<bool, InvalidOperationException>(Observable.Throw<int>(error).SequenceEqual([1])));
        var throwing = EqualityComparer<int>.Create((_, _) => throw error, _ => 0);
        Assert.Same(error, AggregationRecord.Fails<bool, InvalidOperationException>(Observable.Range(0, 3).SequenceEqual([0, 1, 2], throwing)));

        IEnumerable<int> Throwing()
        {
            yield return 0;
            throw error;
        }
    }

    [Fact]
    public void Arguments_AreValidated()
    {
        IObservable<int> nullSource = null!;
        var source = Observable.Return(1);
        Assert.Throws<ArgumentNullException>("first", () => nullSource.SequenceEqual(source));
        Assert.Throws<ArgumentNullException>("second", () => source.SequenceEqual((IObservable<int>)null!));
        Assert.Throws<ArgumentNullException>("comparer", () => source.SequenceEqual(source, null!));
        Assert.Throws<ArgumentNullException>("first", () => nullSource.SequenceEqual([1]));
        Assert.Throws<ArgumentNullException>("second", () => source.SequenceEqual((IEnumerable<int>)null!));
        Assert.Throws<ArgumentNullException>("comparer", () => source.SequenceEqual([1], null!));
    }

    private sealed class TrackedEnumerable : IEnumerable<int>
    {
        public int Disposed;

        public IEnumerator<int> GetEnumerator() => new Enumerator(this);

        System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => GetEnumerator();

        private sealed class Enumerator(TrackedEnumerable parent) : IEnumerator<int>
        {
            private int _index = -1;

            public int Current => _index;

            object System.Collections.IEnumerator.Current => Current;

            public bool MoveNext() => ++_index < 2;

            public void Reset() => _index = -1;

            public void Dispose() => parent.Disposed++;
        }
    }
}
