using Rheo.Linq;

namespace RheoBench.Alloc;

/// <summary>
/// The allocation promises of the small synchronous queries the Scrabble scenario builds per word. A blocking call on
/// such a chain runs it without a subscription (<c>ISyncSource</c>): no sink, handle or edge, and each folding
/// operator (<c>Sum</c>, <c>Aggregate</c>, <c>Min</c>/<c>Max</c>, <c>SelectMany</c>) allocates one small consumer for
/// its state (24-32 B) where the subscription used the operator itself as its sink. <c>FirstAsync().Wait()</c>
/// allocates no observer besides the <c>FirstAsync</c> operator, and <c>SelectMany</c> walks a dictionary without
/// boxing its enumerator.
/// </summary>
public static class ScrabblePromises
{
    private const int Operations = 100_000;

    /// <summary>Every promise of these paths.</summary>
    public static IReadOnlyList<AllocPromise> All() =>
    [
        new InlinePromise("FirstAsync().Wait() on a synchronous source: the operator only", "Observable.FirstAsync", () =>
        {
            var source = Observable.Return(1);
            return () =>
            {
                for (var i = 0; i < Operations; i++)
                {
                    _ = source.FirstAsync().Wait();
                }
            };
        }, Operations, promisedBytesPerOp: 80),

        new InlinePromise("Sum().Select(f).FirstAsync().Wait() on a synchronous source: three operators and the total's consumer, no sink", "Observable.Sum", () =>
        {
            var source = Observable.Return(1);
            return () =>
            {
                for (var i = 0; i < Operations; i++)
                {
                    _ = source.Sum().Select(static x => x + 1).FirstAsync().Wait();
                }
            };
        }, Operations, promisedBytesPerOp: 200),

        new InlinePromise("Aggregate(seed, f).FirstAsync().Wait() on a synchronous source: two operators and the fold's consumer, no sink", "Observable.Aggregate", () =>
        {
            var source = Observable.Return(1);
            return () =>
            {
                for (var i = 0; i < Operations; i++)
                {
                    _ = source.Aggregate(0, static (a, x) => a + x).FirstAsync().Wait();
                }
            };
        }, Operations, promisedBytesPerOp: 170),

        new InlinePromise("Concat(a, b, c).FirstAsync().Wait() on synchronous sources: the params array and the operator, no sink", "Observable.Concat", () =>
        {
            var a = Observable.Return(1);
            var b = Observable.Return(2);
            var c = Observable.Return(3);
            return () =>
            {
                for (var i = 0; i < Operations; i++)
                {
                    _ = Observable.Concat(a, b, c).FirstAsync().Wait();
                }
            };
        }, Operations, promisedBytesPerOp: 210),

        new InlinePromise("SelectMany(map => map) over a Dictionary, FirstAsync().Wait(): the operators and their consumers, no enumerator", "Observable.SelectMany", () =>
        {
            var source = Observable.Return(new Dictionary<int, long> { [1] = 1, [2] = 2, [3] = 3 });
            return () =>
            {
                for (var i = 0; i < Operations; i++)
                {
                    _ = source.SelectMany(static map => map).Sum(static entry => entry.Value).FirstAsync().Wait();
                }
            };
        }, Operations, promisedBytesPerOp: 250),
    ];
}
