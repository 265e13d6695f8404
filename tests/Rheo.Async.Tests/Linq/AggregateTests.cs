using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Linq;

public sealed class AggregateTests
{
    private static readonly FormatException Boom = new("boom");

    [Fact]
    public async Task FirstLastSingle()
    {
        var xs = AsyncObservable.Range(1, 5);
        var empty = AsyncObservable.Empty<int>();
        Assert.Equal(1, await xs.FirstAsync());
        Assert.Equal(3, await xs.FirstAsync(x => x > 2));
        Assert.Equal(5, await xs.LastAsync());
        Assert.Equal(7, await AsyncObservable.Return(7).SingleAsync());
        Assert.Equal(0, await empty.FirstOrDefaultAsync());
        Assert.Equal(-1, await empty.LastOrDefaultAsync(-1));
        Assert.Equal(-2, await empty.SingleOrDefaultAsync(-2));
        Assert.Equal(1, await xs.FirstOrDefaultAsync(-1));
        Assert.Equal("Sequence contains no elements.", (await Assert.ThrowsAsync<InvalidOperationException>(async () => await empty.FirstAsync())).Message);
        await Assert.ThrowsAsync<InvalidOperationException>(async () => await empty.LastAsync());
        await Assert.ThrowsAsync<InvalidOperationException>(async () => await empty.SingleAsync());
        Assert.Equal("Sequence contains more than one element.", (await Assert.ThrowsAsync<InvalidOperationException>(async () => await xs.SingleAsync())).Message);
        await Assert.ThrowsAsync<InvalidOperationException>(async () => await xs.SingleOrDefaultAsync());
        Assert.Same(Boom, await Assert.ThrowsAsync<FormatException>(async () => await AsyncObservable.Throw<int>(Boom).FirstAsync()));
    }

    [Fact]
    public async Task FirstStopsTheSource()
    {
        var produced = 0;
        var value = await AsyncObservable.Range(1, 1_000_000).Select(x =>
        {
            produced++;
            return x;
        }).FirstAsync();
        Assert.Equal(1, value);
        Assert.True(produced < 1_000_000);
    }

    [Fact]
    public async Task CountAnyAllContains()
    {
        var xs = AsyncObservable.Range(1, 10);
        Assert.Equal(10, await xs.CountAsync());
        Assert.Equal(5, await xs.CountAsync(x => x % 2 == 0));
        Assert.Equal(10L, await xs.LongCountAsync());
        Assert.True(await xs.AnyAsync());
        Assert.False(await AsyncObservable.Empty<int>().AnyAsync());
        Assert.True(await xs.AnyAsync(x => x == 10));
        Assert.False(await xs.AnyAsync(x => x == 11));
        Assert.True(await xs.AllAsync(x => x > 0));
        Assert.False(await xs.AllAsync(x => x < 5));
        Assert.True(await AsyncObservable.Empty<int>().AllAsync(x => false));
        Assert.True(await xs.ContainsAsync(4));
        Assert.False(await xs.ContainsAsync(40));
        Assert.True(await AsyncObservable.Return("A").ContainsAsync("a", StringComparer.OrdinalIgnoreCase));
    }

    [Fact]
    public async Task AggregateListDictionary()
    {
        var xs = AsyncObservable.Range(1, 4);
        Assert.Equal(10, await xs.AggregateAsync(0, (a, x) => a + x));
        Assert.Equal("10", await xs.AggregateAsync(0, (a, x) => a + x, a => a.ToString(System.Globalization.CultureInfo.InvariantCulture)));
        Assert.Equal(24, await xs.AggregateAsync((a, x) => a * x));
        await Assert.ThrowsAsync<InvalidOperationException>(async () => await AsyncObservable.Empty<int>().AggregateAsync((a, x) => a));
        Assert.Equal(new[] { 1, 2, 3, 4 }, await xs.ToListAsync());
        var dict = await xs.ToDictionaryAsync(x => x * 10);
        Assert.Equal(3, dict[30]);
        var dict2 = await xs.ToDictionaryAsync(x => x, x => -x);
        Assert.Equal(-2, dict2[2]);
        await Assert.ThrowsAsync<ArgumentException>(async () => await xs.ToDictionaryAsync(x => 0));
    }

    [Fact]
    public async Task ThrowingCallbacksFail()
    {
        var xs = AsyncObservable.Range(1, 4);
        Assert.Same(Boom, await Assert.ThrowsAsync<FormatException>(async () => await xs.CountAsync(x => throw Boom)));
        Assert.Same(Boom, await Assert.ThrowsAsync<FormatException>(async () => await xs.AggregateAsync(0, (a, x) => x == 3 ? throw Boom : a)));
        Assert.Same(Boom, await Assert.ThrowsAsync<FormatException>(async () => await xs.ForEachAsync(x => throw Boom)));
        Assert.Same(Boom, await Assert.ThrowsAsync<FormatException>(async () => await xs.ForEachAsync((x, ct) => ValueTask.FromException(Boom))));
        Assert.Same(Boom, await Assert.ThrowsAsync<FormatException>(async () => await AsyncTestSequences.ValuesThenError(2, Boom).ToListAsync()));
    }

    [Fact]
    public async Task ForEachAwaitsEachAction()
    {
        var seen = new List<int>();
        await AsyncObservable.Range(1, 5).ForEachAsync(async (x, ct) =>
        {
            await Task.Yield();
            seen.Add(x);
        });
        Assert.Equal(new[] { 1, 2, 3, 4, 5 }, seen);
        var sync = new List<int>();
        await AsyncObservable.Range(1, 3).ForEachAsync(sync.Add);
        Assert.Equal(new[] { 1, 2, 3 }, sync);
    }

    [Fact]
    public async Task CancellationDisposesTheSubscription()
    {
        using var cts = new CancellationTokenSource();
        var task = AsyncObservable.Never<int>().ToListAsync(cts.Token);
        Assert.False(task.IsCompleted);
        await cts.CancelAsync();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(async () => await task);
        await Assert.ThrowsAnyAsync<OperationCanceledException>(async () => await AsyncObservable.Never<int>().CountAsync(cts.Token));
    }
}
