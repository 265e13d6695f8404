using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

/// <summary>The typed selector overloads of Min and Max (and the nullable source forms), on virtual time.</summary>
public class MinMaxSelectorOverloadTests : ReactiveTest
{
    private sealed record Item(string Name, int Size, double? Weight = null);

    private static readonly Item[] Items = [new("pear", 4, 2.5), new("fig", 3, null), new("apple", 5, 1.5)];

    /// <summary>Runs <paramref name="aggregate"/> over values sent at 210, 220, ... and completion at 300.</summary>
    private static IList<Recorded<Notification<TResult>>> Run<T, TResult>(T[] values, Func<IObservable<T>, IObservable<TResult>> aggregate, long end = 300)
    {
        var scheduler = new TestScheduler();
        var messages = values.Select((v, i) => OnNext(210 + (10 * i), v)).Append(OnCompleted<T>(300)).ToArray();
        var xs = scheduler.CreateHotObservable(messages);
        var res = scheduler.Start(() => aggregate(xs));
        xs.Subscriptions.AssertEqual(Subscribe(200, end));
        return res.Messages;
    }

    private static void EmitsAtCompletion<T, TResult>(T[] values, Func<IObservable<T>, IObservable<TResult>> aggregate, TResult expected)
        => Run(values, aggregate).AssertEqual(OnNext(300, expected), OnCompleted<TResult>(300));

    private static void FailsWhenEmpty<T, TResult>(Func<IObservable<T>, IObservable<TResult>> aggregate)
    {
        var messages = Run([], aggregate);
        Assert.Single(messages);
        Assert.Equal(300, messages[0].Time);
        var error = Assert.IsType<InvalidOperationException>(messages[0].Value.Exception);
        Assert.Equal("Sequence contains no elements.", error.Message);
    }

    [Fact]
    public void Min_GenericSelector_ReferenceResult_SkipsNullsAndIsNullWhenEmpty()
    {
        EmitsAtCompletion(Items, xs => xs.Min(x => x.Name), "apple");
        EmitsAtCompletion(Items, xs => xs.Min(x => x.Size == 3 ? null : x.Name), "apple");
        EmitsAtCompletion([], (IObservable<Item> xs) => xs.Min(x => x.Name), null);
    }

    [Fact]
    public void Min_GenericSelector_ValueResult_FailsWhenEmpty()
    {
        EmitsAtCompletion(Items, xs => xs.Min(x => TimeSpan.FromSeconds(x.Size)), TimeSpan.FromSeconds(3));
        FailsWhenEmpty((IObservable<Item> xs) => xs.Min(x => TimeSpan.FromSeconds(x.Size)));
    }

    [Fact]
    public void Min_NullableSelectors_SkipNulls_AndAreNullWhenNothingIsLeft()
    {
        EmitsAtCompletion(Items, xs => xs.Min(x => x.Weight), 1.5);
        EmitsAtCompletion(Items, xs => xs.Min(x => x.Weight is null ? null : (long?)(x.Size * 10L)), 40L);
        EmitsAtCompletion(Items, xs => xs.Min(_ => (long?)null), null);
        EmitsAtCompletion([], (IObservable<Item> xs) => xs.Min(x => x.Weight), null);
        EmitsAtCompletion([], (IObservable<Item> xs) => xs.Min(x => (long?)x.Size), null);
    }

    [Fact]
    public void Min_ValueSelectors_FailWhenEmpty()
    {
        EmitsAtCompletion(Items, xs => xs.Min(x => (float)x.Size / 2), 1.5f);
        EmitsAtCompletion(Items, xs => xs.Min(x => x.Size * 1.25m), 3.75m);
        EmitsAtCompletion(Items, xs => xs.Min(x => (long)x.Size - 10), -7L);
        FailsWhenEmpty((IObservable<Item> xs) => xs.Min(x => (float)x.Size));
        FailsWhenEmpty((IObservable<Item> xs) => xs.Min(x => (decimal)x.Size));
        FailsWhenEmpty((IObservable<Item> xs) => xs.Min(x => (long)x.Size));
    }

    [Fact]
    public void Min_NullableDecimalSource_SkipsNulls()
    {
        EmitsAtCompletion(new decimal?[] { null, 2.5m, null, -1m, 7m }, xs => xs.Min(), -1m);
        EmitsAtCompletion([null, null], (IObservable<decimal?> xs) => xs.Min(), null);
        EmitsAtCompletion([], (IObservable<decimal?> xs) => xs.Min(), null);
    }

    [Fact]
    public void Max_Selectors()
    {
        EmitsAtCompletion(Items, xs => xs.Max(x => x.Size / 2.0), 2.5);
        FailsWhenEmpty((IObservable<Item> xs) => xs.Max(x => x.Size / 2.0));
        EmitsAtCompletion(Items, xs => xs.Max(x => (float?)x.Weight), 2.5f);
        EmitsAtCompletion([], (IObservable<Item> xs) => xs.Max(x => (float?)x.Weight), null);
        EmitsAtCompletion(Items, xs => xs.Max(x => (decimal?)x.Weight), 2.5m);
        EmitsAtCompletion(Items, xs => xs.Max(x => x.Weight is null ? (decimal?)null : -x.Size), -4m);
        EmitsAtCompletion(Items, xs => xs.Max(x => x.Weight is null ? (int?)x.Size * 100 : null), 300);
        EmitsAtCompletion([], (IObservable<Item> xs) => xs.Max(x => (int?)x.Size), null);
    }

    [Fact]
    public void Max_NullableLongSource_SkipsNulls()
    {
        EmitsAtCompletion(new long?[] { null, 2L, null, long.MinValue, 7L }, xs => xs.Max(), 7L);
        EmitsAtCompletion([null], (IObservable<long?> xs) => xs.Max(), null);
    }

    [Fact]
    public void Selectors_Throwing_FailTheSequenceAtTheValue()
    {
        var error = new InvalidOperationException("selector");
        Run(Items, xs => xs.Min<Item, long>(x => x.Size == 3 ? throw error : x.Size), 220).AssertEqual(OnError<long>(220, error));
        Run(Items, xs => xs.Max<Item, int?>(x => x.Size == 5 ? throw error : x.Size), 230).AssertEqual(OnError<int?>(230, error));
    }

    [Fact]
    public void NullArguments_NameTheParameter()
    {
        var s = Observable.Return(Items[0]);
        IObservable<Item> nil = null!;
        void Check(string name, Action call) => Assert.Equal(name, Assert.Throws<ArgumentNullException>(call).ParamName);
        Check("source", () => nil.Min(x => x.Name));
        Check("selector", () => s.Min((Func<Item, string>)null!));
        Check("source", () => nil.Min(x => x.Weight));
        Check("selector", () => s.Min((Func<Item, double?>)null!));
        Check("source", () => nil.Min(x => (float)x.Size));
        Check("selector", () => s.Min((Func<Item, float>)null!));
        Check("source", () => nil.Min(x => (decimal)x.Size));
        Check("selector", () => s.Min((Func<Item, decimal>)null!));
        Check("source", () => nil.Min(x => (long)x.Size));
        Check("selector", () => s.Min((Func<Item, long>)null!));
        Check("source", () => nil.Min(x => (long?)x.Size));
        Check("selector", () => s.Min((Func<Item, long?>)null!));
        Check("source", () => ((IObservable<decimal?>)null!).Min());
        Check("source", () => nil.Max(x => (double)x.Size));
        Check("selector", () => s.Max((Func<Item, double>)null!));
        Check("source", () => nil.Max(x => (float?)x.Size));
        Check("selector", () => s.Max((Func<Item, float?>)null!));
        Check("source", () => nil.Max(x => (decimal?)x.Size));
        Check("selector", () => s.Max((Func<Item, decimal?>)null!));
        Check("source", () => nil.Max(x => (int?)x.Size));
        Check("selector", () => s.Max((Func<Item, int?>)null!));
        Check("source", () => ((IObservable<long?>)null!).Max());
    }
}
