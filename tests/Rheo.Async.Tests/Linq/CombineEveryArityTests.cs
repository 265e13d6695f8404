using System.Linq.Expressions;
using System.Reflection;
using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Linq;

/// <summary>
/// Every typed arity (4 to 16) of CombineLatest and Zip, reached through reflection with a selector that returns the
/// combined values as an array, so one test body checks the values, the completion and error rules and the argument
/// checks of each overload.
/// </summary>
public sealed class CombineEveryArityTests
{
    private static readonly FormatException Boom = new("boom");

    public static TheoryData<int> Arities()
    {
        var data = new TheoryData<int>();
        for (var n = 4; n <= 16; n++)
        {
            data.Add(n);
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Arities))]
    public async Task CombineLatestSendsOnceAllHaveAValueThenEveryChange(int arity)
    {
        var subjects = Subjects(arity);
        var order = new List<int>();
        var observer = new AsyncRecordingObserver<int[]>();
        await using var handle = await Build(false, Tracked(subjects, order)).SubscribeAsync(observer).Within();
        Assert.Equal(Enumerable.Range(0, arity), order);

        for (var i = 0; i < arity; i++)
        {
            Assert.Empty(observer.Values);
            await subjects[i].OnNextAsync(i * 10).Within();
        }

        var first = Enumerable.Range(0, arity).Select(i => i * 10).ToArray();
        Assert.Equal([first], observer.Values);

        await subjects[0].OnNextAsync(1).Within();
        await subjects[arity - 1].OnNextAsync(2).Within();
        await subjects[arity - 1].OnNextAsync(3).Within();
        var values = observer.Values;
        Assert.Equal(4, values.Length);
        Assert.Equal([1, .. first[1..]], values[1]);
        Assert.Equal([1, .. first[1..^1], 2], values[2]);
        Assert.Equal([1, .. first[1..^1], 3], values[3]);

        // Completes only when every source has completed.
        for (var i = 0; i < arity - 1; i++)
        {
            await subjects[i].OnCompletedAsync().Within();
        }

        Assert.False(observer.Completed);
        await subjects[arity - 1].OnNextAsync(4).Within();
        Assert.Equal([1, .. first[1..^1], 4], observer.Values[^1]);
        await subjects[arity - 1].OnCompletedAsync().Within();
        Assert.True(observer.Completed);
        Assert.Null(observer.Error);
        observer.AssertGrammar();
        Assert.All(subjects, s => Assert.False(s.HasObservers));
    }

    [Theory]
    [MemberData(nameof(Arities))]
    public async Task CombineLatestEndsWhenASourceEndedWithoutAValueAndTheOthersEnded(int arity)
    {
        // As in the core (and Rx.NET): a source that ends without a value does not end the sequence at once; it ends
        // when every source has ended, or at a value that arrives while all the other sources have ended.
        var subjects = Subjects(arity);
        var observer = new AsyncRecordingObserver<int[]>();
        await using var handle = await Build(false, subjects).SubscribeAsync(observer).Within();
        for (var i = 0; i < arity; i++)
        {
            if (i != arity / 2)
            {
                await subjects[i].OnNextAsync(i).Within();
            }
        }

        Assert.False(observer.Completed);
        await subjects[arity / 2].OnCompletedAsync().Within();
        Assert.False(observer.Completed);
        for (var i = 1; i < arity; i++)
        {
            if (i != arity / 2)
            {
                await subjects[i].OnCompletedAsync().Within();
            }
        }

        Assert.False(observer.Completed);
        await subjects[0].OnNextAsync(100).Within();
        Assert.True(observer.Completed);
        Assert.Empty(observer.Values);
        observer.AssertGrammar();
        Assert.All(subjects, s => Assert.False(s.HasObservers));
    }

    [Theory]
    [MemberData(nameof(Arities))]
    public async Task ZipPairsByIndexAndCompletesWhenAnEndedSourceIsDrained(int arity)
    {
        var subjects = Subjects(arity);
        var order = new List<int>();
        var observer = new AsyncRecordingObserver<int[]>();
        await using var handle = await Build(true, Tracked(subjects, order)).SubscribeAsync(observer).Within();
        Assert.Equal(Enumerable.Range(0, arity), order);

        // The last source runs two values ahead, then ends: Zip waits for the others and completes with the second pair.
        await subjects[arity - 1].OnNextAsync(-1).Within();
        await subjects[arity - 1].OnNextAsync(-2).Within();
        await subjects[arity - 1].OnCompletedAsync().Within();
        Assert.False(observer.Completed);
        for (var i = 0; i < arity - 1; i++)
        {
            Assert.Empty(observer.Values);
            await subjects[i].OnNextAsync(i).Within();
        }

        Assert.Equal([[.. Enumerable.Range(0, arity - 1), -1]], observer.Values);
        Assert.False(observer.Completed);
        for (var i = 0; i < arity - 1; i++)
        {
            await subjects[i].OnNextAsync(100 + i).Within();
        }

        Assert.Equal(2, observer.Values.Length);
        Assert.Equal([.. Enumerable.Range(100, arity - 1), -2], observer.Values[1]);
        Assert.True(observer.Completed);
        observer.AssertGrammar();
        Assert.All(subjects, s => Assert.False(s.HasObservers));
    }

    [Theory]
    [MemberData(nameof(Arities))]
    public async Task ZipCompletesAtOnceWhenASourceEndsWithNothingBuffered(int arity)
    {
        var subjects = Subjects(arity);
        var observer = new AsyncRecordingObserver<int[]>();
        await using var handle = await Build(true, subjects).SubscribeAsync(observer).Within();
        await subjects[0].OnNextAsync(7).Within();
        await subjects[1].OnCompletedAsync().Within();
        Assert.True(observer.Completed);
        Assert.Empty(observer.Values);
        observer.AssertGrammar();
        Assert.All(subjects, s => Assert.False(s.HasObservers));
    }

    [Theory]
    [MemberData(nameof(Arities))]
    public async Task AnErrorFromAnySourceEndsBothOperators(int arity)
    {
        foreach (var zip in new[] { false, true })
        {
            var failing = zip ? 0 : arity - 1;
            var subjects = Subjects(arity);
            var observer = new AsyncRecordingObserver<int[]>();
            await using var handle = await Build(zip, subjects).SubscribeAsync(observer).Within();
            for (var i = 0; i < arity; i++)
            {
                await subjects[i].OnNextAsync(i).Within();
            }

            Assert.Single(observer.Values);
            await subjects[failing].OnErrorAsync(Boom).Within();
            Assert.Same(Boom, observer.Error);
            Assert.False(observer.Completed);
            Assert.All(subjects, s => Assert.False(s.HasObservers));
            observer.AssertGrammar();
        }
    }

    [Theory]
    [MemberData(nameof(Arities))]
    public async Task AThrowingSelectorSendsItsErrorAndUnsubscribes(int arity)
    {
        foreach (var zip in new[] { false, true })
        {
            var subjects = Subjects(arity);
            var observer = new AsyncRecordingObserver<int[]>();
            await using var handle = await Build(zip, subjects, values => values[0] == 1 ? throw Boom : values).SubscribeAsync(observer).Within();
            for (var i = 0; i < arity; i++)
            {
                await subjects[i].OnNextAsync(0).Within();
            }

            for (var i = 0; i < arity; i++)
            {
                await subjects[i].OnNextAsync(1).Within();
            }

            Assert.Equal([new int[arity]], observer.Values);
            Assert.Same(Boom, observer.Error);
            Assert.All(subjects, s => Assert.False(s.HasObservers));
            observer.AssertGrammar();
        }
    }

    [Theory]
    [MemberData(nameof(Arities))]
    public async Task ColdSourcesOfDifferentLengths(int arity)
    {
        // Zip stops with the shortest source; CombineLatest of sources that each end after their values completes.
        var sources = Enumerable.Range(0, arity).Select(i => AsyncObservable.Range(i * 100, i == 2 ? 2 : 4)).ToArray();
        var zipped = await Build(true, sources).RecordAsync().Within();
        Assert.Equal(
            [[.. Enumerable.Range(0, arity).Select(i => i * 100)], [.. Enumerable.Range(0, arity).Select(i => (i * 100) + 1)]],
            zipped.Values);
        Assert.True(zipped.Completed);

        var combined = await Build(false, sources).RecordAsync().Within();
        Assert.True(combined.Completed);
        Assert.Equal([.. Enumerable.Range(0, arity).Select(i => (i * 100) + (i == 2 ? 1 : 3))], combined.Values[^1]);
    }

    [Theory]
    [MemberData(nameof(Arities))]
    public void NullArgumentsNameTheirParameter(int arity)
    {
        foreach (var zip in new[] { false, true })
        {
            var method = Overload(zip, arity);
            var source = AsyncObservable.Return(0);
            for (var nulled = 0; nulled <= arity; nulled++)
            {
                var args = new object?[arity + 1];
                for (var i = 0; i < arity; i++)
                {
                    args[i] = i == nulled ? null : source;
                }

                args[arity] = nulled == arity ? null : Selector(method, arity, null);
                var error = Assert.Throws<TargetInvocationException>(() => method.Invoke(null, args));
                var expected = nulled == arity ? "resultSelector" : "source" + (nulled + 1);
                Assert.Equal(expected, Assert.IsType<ArgumentNullException>(error.InnerException).ParamName);
            }
        }
    }

    private static SequentialSimpleAsyncSubject<int>[] Subjects(int arity) =>
        [.. Enumerable.Range(0, arity).Select(_ => new SequentialSimpleAsyncSubject<int>())];

    private static IAsyncObservable<int>[] Tracked(IAsyncObservable<int>[] sources, List<int> order) =>
        [.. sources.Select((source, i) => (IAsyncObservable<int>)new SubscriptionOrder(source, i, order))];

    private static IAsyncObservable<int[]> Build(bool zip, IAsyncObservable<int>[] sources, Func<int[], int[]>? map = null)
    {
        var method = Overload(zip, sources.Length);
        return (IAsyncObservable<int[]>)method.Invoke(null, [.. sources, Selector(method, sources.Length, map)])!;
    }

    private static MethodInfo Overload(bool zip, int arity)
    {
        var definition = typeof(AsyncObservable).GetMethods(BindingFlags.Public | BindingFlags.Static).Single(m =>
            m.Name == (zip ? nameof(AsyncObservable.Zip) : nameof(AsyncObservable.CombineLatest))
            && m.IsGenericMethodDefinition
            && m.GetGenericArguments().Length == arity + 1
            && m.GetParameters().Length == arity + 1
            && m.GetParameters().Take(arity).All(p => p.ParameterType.IsGenericType && p.ParameterType.GetGenericTypeDefinition() == typeof(IAsyncObservable<>)));
        return definition.MakeGenericMethod([.. Enumerable.Repeat(typeof(int), arity), typeof(int[])]);
    }

    // (v1, ..., vn) => map(new[] { v1, ..., vn }), typed as the overload's Func<int, ..., int[]>.
    private static Delegate Selector(MethodInfo method, int arity, Func<int[], int[]>? map)
    {
        var parameters = Enumerable.Range(1, arity).Select(i => Expression.Parameter(typeof(int), "v" + i)).ToArray();
        Expression body = Expression.NewArrayInit(typeof(int), parameters);
        if (map is not null)
        {
            body = Expression.Invoke(Expression.Constant(map), body);
        }

        return Expression.Lambda(method.GetParameters()[arity].ParameterType, body, parameters).Compile();
    }

    private sealed class SubscriptionOrder(IAsyncObservable<int> source, int index, List<int> order) : IAsyncObservable<int>
    {
        public ValueTask<IAsyncDisposable> SubscribeAsync(IAsyncObserver<int> observer)
        {
            order.Add(index);
            return source.SubscribeAsync(observer);
        }
    }
}
