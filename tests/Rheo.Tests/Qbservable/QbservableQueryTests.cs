using System.Linq.Expressions;
using Rheo.Concurrency;
using Rheo.Joins;
using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Qbservable;

/// <summary>
/// Queries over <see cref="IQbservable{T}"/>: the tree each operator builds, and the local provider producing the
/// same messages (on <see cref="TestScheduler"/>, exact ticks and subscriptions) as the same query over
/// <see cref="IObservable{T}"/>; one representative operator per family.
/// </summary>
public class QbservableQueryTests : ReactiveTest
{
    private static readonly Recorded<Notification<int>>[] Source =
    [
        OnNext(150, 1), OnNext(210, 2), OnNext(230, 3), OnNext(260, 4), OnNext(300, 5), OnNext(350, 6), OnCompleted<int>(400),
    ];

    // Runs the same query over IObservable<T> and over IQbservable<T> (AsQbservable of a fresh hot source each time)
    // and asserts identical messages and subscriptions.
    private static void AssertSameAsLocal<TResult>(
        Func<IObservable<int>, IScheduler, IObservable<TResult>> local,
        Func<IQbservable<int>, IScheduler, IQbservable<TResult>> query)
    {
        var s1 = new TestScheduler();
        var xs1 = s1.CreateHotObservable(Source);
        var expected = s1.Start(() => local(xs1, s1));

        var s2 = new TestScheduler();
        var xs2 = s2.CreateHotObservable(Source);
        var actual = s2.Start(() => query(xs2.AsQbservable(), s2));

        Assert.NotEmpty(expected.Messages);
        Assert.Equal(expected.Messages, actual.Messages);
        Assert.Equal(xs1.Subscriptions, xs2.Subscriptions);
    }

    [Fact]
    public void Filtering_Where_builds_the_call_over_the_source_and_runs_as_Observable_Where()
    {
        var source = Observable.Never<int>().AsQbservable();
        var query = source.Where(x => x % 2 == 0);

        var call = Assert.IsAssignableFrom<MethodCallExpression>(query.Expression);
        Assert.Equal(typeof(Rheo.Linq.Qbservable), call.Method.DeclaringType);
        Assert.Equal(nameof(Rheo.Linq.Qbservable.Where), call.Method.Name);
        Assert.Same(source.Expression, call.Arguments[0]);
        Assert.Equal(ExpressionType.Quote, call.Arguments[1].NodeType);
        Assert.Same(Rheo.Linq.Qbservable.Provider, query.Provider);
        Assert.Equal(typeof(int), query.ElementType);

        AssertSameAsLocal((xs, _) => xs.Where(x => x % 2 == 0), (xs, _) => xs.Where(x => x % 2 == 0));
    }

    [Fact]
    public void Projection_Select_and_SelectMany_run_as_Observable()
    {
        AssertSameAsLocal((xs, _) => xs.Select((x, i) => x * 10 + i), (xs, _) => xs.Select((x, i) => x * 10 + i));
        AssertSameAsLocal(
            (xs, _) => xs.SelectMany(x => Observable.Range(x, 2)),
            (xs, _) => xs.SelectMany(x => Observable.Range(x, 2)));
        AssertSameAsLocal(
            (xs, _) => from x in xs where x > 2 select x.ToString(),
            (xs, _) => from x in xs where x > 2 select x.ToString());
    }

    [Fact]
    public void Combining_Merge_Zip_CombineLatest_with_a_second_source_run_as_Observable()
    {
        AssertSameAsLocal((xs, _) => xs.Merge(xs.Select(x => -x)), (xs, _) => xs.Merge(xs.Select(x => -x)));
        AssertSameAsLocal((xs, _) => xs.Zip(xs.Skip(1), (a, b) => a + b), (xs, _) => xs.Zip(xs.Skip(1), (a, b) => a + b));
        AssertSameAsLocal(
            (xs, _) => xs.CombineLatest(xs.Where(x => x > 3), (a, b) => a * b),
            (xs, _) => xs.CombineLatest(xs.Where(x => x > 3), (a, b) => a * b));
    }

    [Fact]
    public void Time_Delay_Throttle_Buffer_with_the_scheduler_as_a_constant_run_as_Observable()
    {
        AssertSameAsLocal((xs, s) => xs.Delay(TimeSpan.FromTicks(15), s), (xs, s) => xs.Delay(TimeSpan.FromTicks(15), s));
        AssertSameAsLocal((xs, s) => xs.Throttle(TimeSpan.FromTicks(25), s), (xs, s) => xs.Throttle(TimeSpan.FromTicks(25), s));
        AssertSameAsLocal(
            (xs, s) => xs.Buffer(TimeSpan.FromTicks(50), s).Select(b => b.Sum()),
            (xs, s) => xs.Buffer(TimeSpan.FromTicks(50), s).Select(b => b.Sum()));
    }

    [Fact]
    public void Grouping_GroupBy_with_nested_operators_in_the_lambda_runs_as_Observable()
    {
        AssertSameAsLocal(
            (xs, _) => xs.GroupBy(x => x % 2).SelectMany(g => g.Count().Select(c => g.Key * 100 + c)),
            (xs, _) => xs.GroupBy(x => x % 2).SelectMany(g => g.Count().Select(c => g.Key * 100 + c)));
    }

    [Fact]
    public void Aggregates_Sum_Count_Aggregate_run_as_Observable()
    {
        AssertSameAsLocal((xs, _) => xs.Sum(), (xs, _) => xs.Sum());
        AssertSameAsLocal((xs, _) => xs.Count(x => x > 3), (xs, _) => xs.Count(x => x > 3));
        AssertSameAsLocal((xs, _) => xs.Aggregate(0, (a, x) => a * 2 + x), (xs, _) => xs.Aggregate(0, (a, x) => a * 2 + x));
    }

    [Fact]
    public void Joins_And_Then_When_run_as_Observable()
    {
        AssertSameAsLocal(
            (xs, _) => Observable.When(xs.And(xs.Skip(1)).And(xs.Skip(2)).Then((a, b, c) => a + b + c), xs.Then(x => -x)),
            (xs, _) => Rheo.Linq.Qbservable.Provider.When(xs.And(xs.Skip(1)).And(xs.Skip(2)).Then((a, b, c) => a + b + c), xs.Then(x => -x)));
        AssertSameAsLocal(
            (xs, _) => new[] { xs.Then(x => x * 3) }.When(),
            (xs, _) => Rheo.Linq.Qbservable.Provider.When(new List<QueryablePlan<int>> { xs.Then(x => x * 3) }));
    }

    [Fact]
    public void Joins_the_pattern_holds_the_tree_of_its_And_calls()
    {
        var xs = Observable.Never<int>().AsQbservable();
        var ys = Observable.Never<string>();
        var pattern = xs.And(ys).And(Observable.Never<long>());
        var call = Assert.IsAssignableFrom<MethodCallExpression>(pattern.Expression);
        Assert.Equal(typeof(QueryablePattern<int, string>), call.Method.DeclaringType);
        var inner = Assert.IsAssignableFrom<MethodCallExpression>(call.Object);
        Assert.Equal(nameof(Rheo.Linq.Qbservable.And), inner.Method.Name);
        Assert.Same(xs.Expression, inner.Arguments[0]);
        var plan = pattern.Then((a, b, c) => b + a + c);
        Assert.IsAssignableFrom<MethodCallExpression>(plan.Expression);
    }

    [Fact]
    public void Creation_operators_take_the_provider_first_and_run_as_Observable()
    {
        var scheduler = new TestScheduler();
        var query = Rheo.Linq.Qbservable.Provider.Range(3, 3, scheduler).Concat(Rheo.Linq.Qbservable.Provider.Return(42, scheduler));
        var call = Assert.IsAssignableFrom<MethodCallExpression>(query.Expression);
        var range = Assert.IsAssignableFrom<MethodCallExpression>(call.Arguments[0]);
        Assert.Equal(nameof(Observable.Range), range.Method.Name);
        Assert.Same(Rheo.Linq.Qbservable.Provider, Assert.IsAssignableFrom<ConstantExpression>(range.Arguments[0]).Value);

        var res = scheduler.Start(() => query);
        res.Messages.AssertEqual(OnNext(201, 3), OnNext(202, 4), OnNext(203, 5), OnNext(205, 42), OnCompleted<int>(205));
    }

    [Fact]
    public void A_query_held_by_a_lambda_closure_runs_inside_the_outer_query()
    {
        AssertSameAsLocal(
            (xs, _) => xs.Take(2).SelectMany(x => xs.Where(y => y > x).Take(1)),
            (xs, _) => xs.Take(2).SelectMany(x => xs.Where(y => y > x).Take(1)));
    }

    [Fact]
    public void ToAsync_returns_a_function_making_queries_that_invoke_the_call()
    {
        var scheduler = new TestScheduler();
        var f = Rheo.Linq.Qbservable.Provider.ToAsync((int x, int y) => x * y, scheduler);
        var query = f(6, 7);
        Assert.Equal(ExpressionType.Invoke, query.Expression.NodeType);
        var res = scheduler.Start(() => query);
        res.Messages.AssertEqual(OnNext(201, 42), OnCompleted<int>(201));
    }

    [Fact]
    public void The_first_subscription_compiles_the_query_once_and_a_second_reuses_it()
    {
        var subscriptions = 0;
        var source = Observable.Defer(() =>
        {
            subscriptions++;
            return Observable.Return(subscriptions);
        });
        var query = source.AsQbservable().Select(x => x * 10);
        var first = new List<int>();
        var second = new List<int>();
        using (query.Subscribe(first.Add))
        using (query.Subscribe(second.Add))
        {
        }

        Assert.Equal([10], first);
        Assert.Equal([20], second);
    }

    [Fact]
    public void A_throwing_lambda_becomes_OnError_as_in_Observable()
    {
        var error = new InvalidOperationException("boom");
        AssertSameAsLocal<int>((xs, _) => xs.Select<int, int>(x => x == 4 ? throw error : x), (xs, _) => xs.Select(x => Fail(x, error)));
    }

    private static int Fail(int x, Exception e) => x == 4 ? throw e : x;

    [Fact]
    public void AsObservable_hides_the_query_and_ToQueryable_ToQbservable_round_trip()
    {
        var query = Observable.Range(1, 3).AsQbservable().Select(x => x * 2);
        Assert.Same(query, query.AsObservable());

        var queryable = query.ToQueryable();
        Assert.Equal([2, 4, 6], queryable.ToList());

        var back = new[] { 5, 6, 7 }.AsQueryable().Where(x => x != 6).ToQbservable();
        var values = new List<int>();
        back.Subscribe(values.Add);
        Assert.Equal([5, 7], values);

        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => new[] { 1, 2 }.AsQueryable().ToQbservable(scheduler));
        res.Messages.AssertEqual(OnNext(201, 1), OnNext(202, 2), OnCompleted<int>(203));
    }

    [Fact]
    public void Argument_checks_throw_ArgumentNullException_with_the_parameter_name()
    {
        var xs = Observable.Never<int>().AsQbservable();
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => Rheo.Linq.Qbservable.Where(null!, (Expression<Func<int, bool>>)(x => true))).ParamName);
        Assert.Equal("predicate", Assert.Throws<ArgumentNullException>(() => xs.Where((Expression<Func<int, bool>>)null!)).ParamName);
        Assert.Equal("second", Assert.Throws<ArgumentNullException>(() => xs.Merge((IObservable<int>)null!)).ParamName);
        Assert.Equal("provider", Assert.Throws<ArgumentNullException>(() => Rheo.Linq.Qbservable.Return(null!, 1)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => xs.ObserveOn((IScheduler)null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IObservable<int>)null!).AsQbservable()).ParamName);
        Assert.Equal("right", Assert.Throws<ArgumentNullException>(() => xs.And((IObservable<int>)null!)).ParamName);
        Assert.Equal("expression", Assert.Throws<ArgumentNullException>(() => Rheo.Linq.Qbservable.Provider.CreateQuery<int>(null!)).ParamName);
        Assert.Equal("expression", Assert.Throws<ArgumentException>(() => Rheo.Linq.Qbservable.Provider.CreateQuery<int>(Expression.Constant("x"))).ParamName);
    }

    [Fact]
    public void Bad_counts_are_reported_when_the_query_runs_not_when_it_is_built()
    {
        // The query operators only build trees; Observable's checks run when the local provider compiles the query.
        var query = Observable.Range(1, 3).AsQbservable().Take(-1);
        Assert.Throws<ArgumentOutOfRangeException>(() => query.Subscribe(_ => { }));
    }

    [Fact]
    public void A_lambda_nested_in_a_lambda_sees_the_outer_parameter_and_a_captured_variable()
    {
        // The operators' own lambdas are compiled on their own and the rest of the tree is interpreted; a lambda
        // inside another (y => x + y + offset) closes over the outer one's parameter and a captured local.
        var offset = 100;
        AssertSameAsLocal(
            (xs, _) => xs.SelectMany(x => Observable.Range(0, 2).Select(y => x + y + offset)),
            (xs, _) => xs.SelectMany(x => Observable.Range(0, 2).Select(y => x + y + offset)));
    }
}
