using System.Linq.Expressions;
using System.Reflection;
using Rheo.Linq;

namespace Rheo.Tests.Qbservable;

/// <summary>
/// Every generated query operator, called with valid arguments, only builds a tree: the query it returns has its
/// source's provider and, as its expression, a call of exactly that operator over the source's expression.
/// </summary>
public class QbservableEveryOperatorTests
{
    [Theory]
    [InlineData(typeof(Rheo.Linq.Qbservable))]
    [InlineData(typeof(QbservableEx))]
    public void Every_operator_builds_a_call_of_itself_over_its_source(Type operators)
    {
        var handWritten = new[] { "AsQbservable", "AsObservable", "ToQbservable", "ToQueryable", "And", "Then" };
        var checkedCalls = 0;
        var failures = new List<string>();
        foreach (var definition in operators.GetMethods(BindingFlags.Public | BindingFlags.Static | BindingFlags.DeclaredOnly))
        {
            if (handWritten.Contains(definition.Name) || definition.IsSpecialName)
            {
                continue;
            }

            var method = definition.IsGenericMethodDefinition ? PublicApiNullArgumentTests.Values.Close(definition) : definition;
            if (method is null)
            {
                continue;
            }

            var parameters = method.GetParameters();
            var arguments = new object?[parameters.Length];
            if (!parameters.Select((p, i) => TryMake(p.ParameterType, out arguments[i])).All(made => made))
            {
                continue;
            }

            checkedCalls++;
            object? result;
            try
            {
                result = method.Invoke(null, arguments);
            }
            catch (TargetInvocationException e)
            {
                failures.Add($"{method}: threw {e.InnerException!.GetType().Name}: {e.InnerException.Message}");
                continue;
            }

            // ToAsync and FromAsyncPattern hand back a function that builds the query when called.
            if (result is Delegate function)
            {
                var invoke = function.GetType().GetMethod("Invoke")!;
                var inputs = new object?[invoke.GetParameters().Length];
                result = invoke.GetParameters().Select((p, i) => TryMake(p.ParameterType, out inputs[i])).All(made => made)
                    ? function.DynamicInvoke(inputs)
                    : null;
            }

            switch (result)
            {
                case IQbservable query when CallsOf(query.Expression, method) && query.Provider is not null:
                    break;
                case IQueryable pulled when method.ReturnType.IsInstanceOfType(pulled):
                    // The pull operators (Latest, Next, ...) over the local provider run at once: their query is the local one.
                    break;
                default:
                    failures.Add($"{method}: gave {(result as IQbservable)?.Expression.ToString() ?? result?.GetType().Name ?? "null"}");
                    break;
            }
        }

        Assert.True(checkedCalls > (operators == typeof(QbservableEx) ? 50 : 400), $"only {checkedCalls} operators could be called");
        Assert.True(failures.Count == 0, $"{failures.Count} of {checkedCalls} operators:\n" + string.Join("\n", failures));
    }

    private static bool CallsOf(Expression expression, MethodInfo method)
    {
        var finder = new CallFinder(method);
        finder.Visit(expression);
        return finder.Found;
    }

    private static bool TryMake(Type type, out object? value)
    {
        if (type.IsGenericType && type.GetGenericTypeDefinition() == typeof(IQbservable<>))
        {
            var element = type.GetGenericArguments()[0];
            var never = typeof(Observable).GetMethods().Single(m => m.Name == nameof(Observable.Never) && m.IsGenericMethodDefinition && m.GetParameters().Length == 0);
            var asQbservable = typeof(Rheo.Linq.Qbservable).GetMethod(nameof(Rheo.Linq.Qbservable.AsQbservable))!;
            value = asQbservable.MakeGenericMethod(element).Invoke(null, [never.MakeGenericMethod(element).Invoke(null, null)]);
            return true;
        }

        if (type == typeof(IQbservableProvider))
        {
            value = Rheo.Linq.Qbservable.Provider;
            return true;
        }

        if (type.IsGenericType && type.GetGenericTypeDefinition() == typeof(Expression<>))
        {
            var invoke = type.GetGenericArguments()[0].GetMethod("Invoke")!;
            var parameters = invoke.GetParameters().Select(p => Expression.Parameter(p.ParameterType, p.Name)).ToArray();
            Expression body = invoke.ReturnType == typeof(void) ? Expression.Empty() : Expression.Default(invoke.ReturnType);
            value = Expression.Lambda(type.GetGenericArguments()[0], body, parameters);
            return true;
        }

        return PublicApiNullArgumentTests.Values.TryMake(type, out value);
    }

    private sealed class CallFinder(MethodInfo method) : ExpressionVisitor
    {
        public bool Found { get; private set; }

        protected override Expression VisitMethodCall(MethodCallExpression node)
        {
            Found |= node.Method == method;
            return base.VisitMethodCall(node);
        }
    }
}
