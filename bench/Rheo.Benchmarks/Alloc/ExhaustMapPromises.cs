using Rheo.Async;
using Rheo.Async.Linq;

namespace RheoBench.Alloc;

/// <summary>
/// The allocation promises of Rheo.Async's <c>ExhaustMap</c> and <c>Exhaust</c>: with an observer that completes
/// synchronously, the steady state allocates nothing per value, whether the value is dropped, delivered from the
/// active inner sequence, or mapped by a selector that finishes at once.
/// </summary>
public static class ExhaustMapPromises
{
    /// <summary>Every promise of this operator, new.</summary>
    public static IReadOnlyList<AllocPromise> All() =>
    [
        new InlinePromise("ExhaustMap: a value dropped while an inner sequence is active", "AsyncObservableEx.ExhaustMap", () =>
        {
            var outer = new HeldSource<int>();
            var inner = new HeldSource<int>();
            var observer = new CountingObserver();
            Wait(outer.ExhaustMap(_ => inner).SubscribeAsync(observer));
            Done(outer.Observer.OnNextAsync(-1));
            return () => Send(outer, observer, expected: 0);
        }),

        new InlinePromise("ExhaustMap: a value of the active inner sequence", "AsyncObservableEx.ExhaustMap", () =>
        {
            var outer = new HeldSource<int>();
            var inner = new HeldSource<int>();
            var observer = new CountingObserver();
            Wait(outer.ExhaustMap(_ => inner).SubscribeAsync(observer));
            Done(outer.Observer.OnNextAsync(-1));
            return () => Send(inner, observer, expected: 100_000);
        }),

        new InlinePromise("ExhaustMap (ValueTask selector): a value dropped while the selector runs", "AsyncObservableEx.ExhaustMap(selector with token)", () =>
        {
            var outer = new HeldSource<int>();
            var pending = new TaskCompletionSource<int>();
            var observer = new CountingObserver();
            Wait(outer.ExhaustMap((_, _) => new ValueTask<int>(pending.Task)).SubscribeAsync(observer));
            Done(outer.Observer.OnNextAsync(-1));
            return () => Send(outer, observer, expected: 0);
        }),

        new InlinePromise("ExhaustMap (ValueTask selector): a value whose selector finishes at once", "AsyncObservableEx.ExhaustMap(selector with index and token)", () =>
        {
            var outer = new HeldSource<int>();
            var observer = new CountingObserver();
            Wait(outer.ExhaustMap((x, i, _) => new ValueTask<int>(x + i)).SubscribeAsync(observer));
            return () => Send(outer, observer, expected: 100_000);
        }),

        new InlinePromise("Exhaust (tasks): an already finished task", "AsyncObservableEx.Exhaust(tasks)", () =>
        {
            var tasks = new HeldSource<Task<int>>();
            var ready = Task.FromResult(1);
            var observer = new CountingObserver();
            Wait(tasks.Exhaust().SubscribeAsync(observer));
            return () =>
            {
                var before = observer.Count;
                for (var i = 0; i < 100_000; i++)
                {
                    Done(tasks.Observer.OnNextAsync(ready));
                }

                Expect(observer.Count - before == 100_000, "Not every finished task's value was delivered.");
            };
        }),
    ];

    private static void Send(HeldSource<int> source, CountingObserver observer, long expected)
    {
        var before = observer.Count;
        for (var i = 0; i < 100_000; i++)
        {
            Done(source.Observer.OnNextAsync(i));
        }

        var delivered = observer.Count - before;
        if (delivered != expected)
        {
            throw new InvalidOperationException($"Expected {expected} values delivered, got {delivered}.");
        }
    }

    private static void Done(ValueTask task)
    {
        Expect(task.IsCompletedSuccessfully, "A value did not complete synchronously.");
        task.GetAwaiter().GetResult();
    }

    private static void Wait(ValueTask<IAsyncDisposable> subscription) => AllocPromise.Wait(subscription);

    private static void Expect(bool condition, string what) => AllocPromise.Expect(condition, what);

    /// <summary>A source driven by hand: it keeps its last observer, and its handle does nothing.</summary>
    private sealed class HeldSource<T> : IAsyncObservable<T>, IAsyncDisposable
    {
        private IAsyncObserver<T>? _observer;

        public IAsyncObserver<T> Observer => _observer ?? throw new InvalidOperationException("Nothing has subscribed.");

        public ValueTask<IAsyncDisposable> SubscribeAsync(IAsyncObserver<T> observer)
        {
            _observer = observer;
            return new ValueTask<IAsyncDisposable>(this);
        }

        public ValueTask DisposeAsync() => default;
    }

    private sealed class CountingObserver : IAsyncObserver<int>
    {
        public long Count;

        public ValueTask OnNextAsync(int value)
        {
            Count++;
            return default;
        }

        public ValueTask OnErrorAsync(Exception error) => ValueTask.FromException(error);

        public ValueTask OnCompletedAsync() => default;
    }
}
