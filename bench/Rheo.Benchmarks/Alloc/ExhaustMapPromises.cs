using Rheo.Async;
using Rheo.Async.Linq;
using RheoBench.AsyncHelpers;

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
            var outer = new HeldAsyncSource<int>();
            var inner = new HeldAsyncSource<int>();
            var observer = new AsyncCountingObserver<int>();
            Wait(outer.ExhaustMap(_ => inner).SubscribeAsync(observer));
            Done(outer.Observer.OnNextAsync(-1));
            return () => Send(outer, observer, expected: 0);
        }),

        new InlinePromise("ExhaustMap: a value of the active inner sequence", "AsyncObservableEx.ExhaustMap", () =>
        {
            var outer = new HeldAsyncSource<int>();
            var inner = new HeldAsyncSource<int>();
            var observer = new AsyncCountingObserver<int>();
            Wait(outer.ExhaustMap(_ => inner).SubscribeAsync(observer));
            Done(outer.Observer.OnNextAsync(-1));
            return () => Send(inner, observer, expected: 100_000);
        }),

        new InlinePromise("ExhaustMap (ValueTask selector): a value dropped while the selector runs", "AsyncObservableEx.ExhaustMap(selector with token)", () =>
        {
            var outer = new HeldAsyncSource<int>();
            var pending = new TaskCompletionSource<int>();
            var observer = new AsyncCountingObserver<int>();
            Wait(outer.ExhaustMap((_, _) => new ValueTask<int>(pending.Task)).SubscribeAsync(observer));
            Done(outer.Observer.OnNextAsync(-1));
            return () => Send(outer, observer, expected: 0);
        }),

        new InlinePromise("ExhaustMap (ValueTask selector): a value whose selector finishes at once", "AsyncObservableEx.ExhaustMap(selector with index and token)", () =>
        {
            var outer = new HeldAsyncSource<int>();
            var observer = new AsyncCountingObserver<int>();
            Wait(outer.ExhaustMap((x, i, _) => new ValueTask<int>(x + i)).SubscribeAsync(observer));
            return () => Send(outer, observer, expected: 100_000);
        }),

        new InlinePromise("Exhaust (tasks): an already finished task", "AsyncObservableEx.Exhaust(tasks)", () =>
        {
            var tasks = new HeldAsyncSource<Task<int>>();
            var ready = Task.FromResult(1);
            var observer = new AsyncCountingObserver<int>();
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

    private static void Send(HeldAsyncSource<int> source, AsyncCountingObserver<int> observer, long expected)
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
}
