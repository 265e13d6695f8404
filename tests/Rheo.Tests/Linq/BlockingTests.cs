using Rheo;
using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class BlockingTests
{
    private static readonly TimeSpan Timeout = Bounded.Timeout;

    [Fact]
    public void SourceThatEndsDuringSubscribe_TouchesNoWaitHandle()
    {
        var before = Rheo.Linq.Operators.BlockingWaitDiagnostics.HandlesCreated;
        Assert.Equal(0, Observable.Range(0, 10).First());
        Assert.Equal(9, Observable.Range(0, 10).Last());
        Assert.Equal(9, Observable.Range(0, 10).Wait());
        Assert.Equal(3, Observable.Return(3).Single());
        Assert.Equal(0, Observable.Empty<int>().FirstOrDefault());
        Assert.Throws<InvalidOperationException>(() => Observable.Throw<int>(new InvalidOperationException()).LastOrDefault());
        var sum = 0;
        Observable.Range(0, 10).ForEach(x => sum += x);
        Assert.Equal(45, sum);
        Assert.Equal(before, Rheo.Linq.Operators.BlockingWaitDiagnostics.HandlesCreated);
    }

    [Fact]
    public async Task ProducerOnAnotherThread_IsAwaited()
    {
        // The producer starts only once the caller is blocked, so the slow path (with its wait handle) runs.
        var caller = Thread.CurrentThread;
        var source = Observable.Create<int>(observer =>
        {
            var producer = new Thread(() =>
            {
                Assert.True(SpinWait.SpinUntil(() => (caller.ThreadState & ThreadState.WaitSleepJoin) != 0, Timeout));
                for (var i = 1; i <= 3; i++)
                {
                    observer.OnNext(i);
                }

                observer.OnCompleted();
            });
            producer.Start();
            return Disposable.Empty;
        });

        var task = Task.Factory.StartNew(
            () =>
            {
                caller = Thread.CurrentThread;
                var before = Rheo.Linq.Operators.BlockingWaitDiagnostics.HandlesCreated;
                var last = source.Wait();
                return (last, Rheo.Linq.Operators.BlockingWaitDiagnostics.HandlesCreated - before);
            },
            TaskCreationOptions.LongRunning);
        await task.WaitAsync(Timeout);
        Assert.Equal((3, 1), (await task));
    }

    [Fact]
    public async Task Blocking_ManyProducerThreads_ExactResults()
    {
        for (var round = 0; round < 50; round++)
        {
            var source = Observable.Create<int>(observer =>
            {
                var producer = new Thread(() =>
                {
                    for (var i = 0; i < 100; i++)
                    {
                        observer.OnNext(i);
                    }

                    observer.OnCompleted();
                });
                producer.Start();
                return Disposable.Empty;
            });
            var task = Task.Run(() => (source.First(), source.Last(), source.FirstOrDefault(x => x > 50), source.Single(x => x == 42)));
            await task.WaitAsync(Timeout);
            Assert.Equal((0, 99, 51, 42), (await task));
        }
    }

    [Fact]
    public async Task Blocking_ErrorFromAnotherThread_IsRethrown()
    {
        var error = new FormatException();
        var source = Observable.Create<int>(observer =>
        {
            new Thread(() => observer.OnError(error)).Start();
            return Disposable.Empty;
        });
        var task = Task.Run(() => Assert.Throws<FormatException>(() => source.Wait()));
        await task.WaitAsync(Timeout);
        Assert.Same(error, (await task));
    }

    [Fact]
    public async Task First_DisposesForeignSource_AfterFirstValue()
    {
        var source = new AggregationTestSource<int>();
        var task = Task.Run(() => source.First());
        Assert.True(SpinWait.SpinUntil(() => source.HasObservers, Timeout));
        source.OnNext(7);
        await task.WaitAsync(Timeout);
        Assert.Equal(7, (await task));
        Assert.False(source.HasObservers);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void ForEach_RunsActionForEachValue_WithIndex()
    {
        var seen = new List<(int, int)>();
        Observable.Range(10, 3).ForEach((x, i) => seen.Add((x, i)));
        Assert.Equal([(10, 0), (11, 1), (12, 2)], seen);
        Observable.Empty<int>().ForEach(_ => throw new InvalidOperationException());
    }

    [Fact]
    public void ForEach_ThrowingAction_StopsTheSource_AndRethrows()
    {
        var error = new FormatException();
        var calls = 0;
        Assert.Same(error, Assert.Throws<FormatException>(() => Observable.Range(0, int.MaxValue).ForEach(x =>
        {
            calls++;
            if (x == 5)
            {
                throw error;
            }
        })));
        Assert.Equal(6, calls);
        Assert.Same(error, Assert.Throws<FormatException>(() => Observable.Range(0, int.MaxValue).ForEach((_, i) => throw error)));
        Assert.Same(error, Assert.Throws<FormatException>(() => Observable.Throw<int>(error).ForEach(_ => { })));
    }

    [Fact]
    public async Task ForEach_ProducerOnAnotherThread()
    {
        var source = new AggregationTestSource<int>();
        var total = 0;
        var task = Task.Run(() => source.ForEach(x => total += x));
        Assert.True(SpinWait.SpinUntil(() => source.HasObservers, Timeout));
        for (var i = 1; i <= 100; i++)
        {
            source.OnNext(i);
        }

        source.OnCompleted();
        await task.WaitAsync(Timeout);
        Assert.Equal(5050, total);
    }

    [Fact]
    public void Arguments_AreValidated()
    {
        IObservable<int> nullSource = null!;
        Assert.Throws<ArgumentNullException>("source", () => nullSource.ForEach(_ => { }));
        Assert.Throws<ArgumentNullException>("onNext", () => Observable.Return(1).ForEach((Action<int>)null!));
        Assert.Throws<ArgumentNullException>("onNext", () => Observable.Return(1).ForEach((Action<int, int>)null!));
    }
}
