using System.Linq.Expressions;
using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Qbservable;

/// <summary>
/// A provider of one's own: it records every tree it is given, counts the operators in it, and rewrites it (replacing
/// a named source) before handing it to the local provider; queries built on it keep using it.
/// </summary>
public class CustomProviderTests : ReactiveTest
{
    private sealed class RecordingProvider(IObservable<int> replacement) : IQbservableProvider
    {
        public List<Expression> Trees { get; } = [];

        public IQbservable<TResult> CreateQuery<TResult>(Expression expression)
        {
            Trees.Add(expression);
            return new Query<TResult>(this, expression);
        }

        // Runs a tree: the placeholder source is replaced by the real one, then the local provider runs it.
        public IObservable<TResult> Run<TResult>(Expression expression)
        {
            var rewritten = new ReplaceSource(replacement).Visit(expression);
            return Rheo.Linq.Qbservable.Provider.CreateQuery<TResult>(rewritten);
        }

        private sealed class ReplaceSource(IObservable<int> replacement) : ExpressionVisitor
        {
            protected override Expression VisitConstant(ConstantExpression node) =>
                node.Value is Placeholder ? Expression.Constant(replacement.AsQbservable(), typeof(IQbservable<int>)) : node;
        }
    }

    private sealed class Placeholder : IQbservable<int>
    {
        public Type ElementType => typeof(int);

        public Expression Expression => Expression.Constant(this);

        public IQbservableProvider Provider => throw new InvalidOperationException("The placeholder has no provider.");

        public IDisposable Subscribe(IObserver<int> observer) => throw new InvalidOperationException("The placeholder is never subscribed.");
    }

    private sealed class Query<T>(RecordingProvider provider, Expression expression) : IQbservable<T>
    {
        public Type ElementType => typeof(T);

        public Expression Expression => expression;

        public IQbservableProvider Provider => provider;

        public IDisposable Subscribe(IObserver<T> observer) => provider.Run<T>(expression).Subscribe(observer);
    }

    private static int CountOperators(Expression expression)
    {
        var counter = new OperatorCounter();
        counter.Visit(expression);
        return counter.Count;
    }

    private sealed class OperatorCounter : ExpressionVisitor
    {
        public int Count { get; private set; }

        protected override Expression VisitMethodCall(MethodCallExpression node)
        {
            if (node.Method.DeclaringType == typeof(Rheo.Linq.Qbservable))
            {
                Count++;
            }

            return base.VisitMethodCall(node);
        }
    }

    [Fact]
    public void Operators_on_a_query_of_a_custom_provider_go_through_it_and_its_rewrite_runs()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, 3), OnCompleted<int>(240));
        var provider = new RecordingProvider(xs);
        var source = provider.CreateQuery<int>(Expression.Constant(new Placeholder(), typeof(IQbservable<int>)));

        var query = source.Where(x => x != 2).Select(x => x * 10).Take(5);

        Assert.Same(provider, query.Provider);
        Assert.Equal(4, provider.Trees.Count);
        Assert.Equal(3, CountOperators(query.Expression));

        var res = scheduler.Start(() => query);
        res.Messages.AssertEqual(OnNext(210, 10), OnNext(230, 30), OnCompleted<int>(240));
        xs.Subscriptions.AssertEqual(Subscribe(200, 240));
    }
}
