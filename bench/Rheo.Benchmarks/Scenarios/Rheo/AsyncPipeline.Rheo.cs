using Rheo.Async.Linq;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRheo;

[Library(Library.Rheo)]
public sealed class AsyncPipelineRheo : IAsyncPipeline
{
    public long Run(int messages, bool asyncSelectors) => RunAsync(messages, asyncSelectors).GetAwaiter().GetResult();

    private static async Task<long> RunAsync(int messages, bool asyncSelectors)
    {
        var counter = new AsyncCountObserver<int>();
        var source = AsyncObservable.Range(0, messages);
        var pipeline = asyncSelectors
            ? source.Where(async x =>
            {
                await Task.Yield();
                return true;
            }).Select(async x =>
            {
                await Task.Yield();
                return x;
            })
            : source.Where(x => true).Select(x => x);
        await using (await pipeline.SubscribeAsync(counter))
        {
            await counter.Done;
        }

        return counter.Count;
    }
}
