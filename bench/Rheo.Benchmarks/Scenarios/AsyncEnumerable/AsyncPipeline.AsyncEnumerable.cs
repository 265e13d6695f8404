using RheoBench.Compare;

namespace RheoBench.Scenarios.WithAsyncEnumerable;

/// <summary>The pipeline as LINQ over <see cref="IAsyncEnumerable{T}"/> (System.Linq.AsyncEnumerable, in the .NET 10 framework).</summary>
[Library(AsyncLibrary.AsyncEnumerable)]
public sealed class AsyncPipelineAsyncEnumerable : IAsyncPipeline
{
    public long Run(int messages, bool asyncSelectors) => RunAsync(messages, asyncSelectors).GetAwaiter().GetResult();

    private static async Task<long> RunAsync(int messages, bool asyncSelectors)
    {
        var source = AsyncEnumerable.Range(0, messages);
        var pipeline = asyncSelectors
            ? source.Where(async (int x, CancellationToken _) =>
            {
                await Task.Yield();
                return true;
            }).Select(async (int x, CancellationToken _) =>
            {
                await Task.Yield();
                return x;
            })
            : source.Where(x => true).Select(x => x);
        long count = 0;
        await foreach (var _ in pipeline.ConfigureAwait(false))
        {
            count++;
        }

        return count;
    }
}
