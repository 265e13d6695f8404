using System.Collections.Concurrent;
using System.Diagnostics.CodeAnalysis;
using System.Linq.Expressions;
using System.Reflection;
using Rheo.Concurrency;
using Rheo.Joins;

namespace Rheo.Linq;

/// <summary>
/// Turns a query tree into the local observable it stands for: each call to a method of a class marked with
/// <see cref="LocalQueryMethodImplementationTypeAttribute"/> becomes the call of the method of the same name on the
/// attribute's type whose parameters match (an <see cref="Expression{TDelegate}"/> parameter matches a delegate,
/// <see cref="IQbservable{T}"/> an <see cref="IObservable{T}"/>, a queryable plan or pattern the plain one; a leading
/// <see cref="IQbservableProvider"/> parameter is dropped); quoted lambdas are passed as lambdas, local queries as
/// the observables they wrap. The match for each method is found once and cached.
/// </summary>
[RequiresUnreferencedCode("Rewrites and compiles expression trees: the methods they call are found by reflection.")]
[RequiresDynamicCode("Rewrites and compiles expression trees and closes generic methods at run time.")]
internal sealed class LocalQueryRewriter : ExpressionVisitor
{
    private static readonly ConcurrentDictionary<MethodInfo, MethodInfo?> Targets = new();
    private static readonly LocalQueryRewriter Instance = new();

    /// <summary>Rewrites <paramref name="expression"/> and runs it once: the observable it stands for.</summary>
    public static IObservable<T> Compile<T>(Expression expression)
    {
        var body = Instance.Visit(expression);
        if (body.Type != typeof(IObservable<T>))
        {
            body = Expression.Convert(body, typeof(IObservable<T>));
        }

        // The tree runs once: its lambdas are compiled on their own, the rest is interpreted (see ClosedLambdaCompiler).
        body = ClosedLambdaCompiler.Instance.Visit(body);
        return Expression.Lambda<Func<IObservable<T>>>(body).Compile(preferInterpretation: true)();
    }

    /// <summary>Rewrites <paramref name="expression"/> into the local calls it stands for.</summary>
    public static Expression Rewrite(Expression expression) => Instance.Visit(expression);

    /// <inheritdoc/>
    protected override Expression VisitConstant(ConstantExpression node)
    {
        if (node.Value is ILocalQbservable query)
        {
            return query.Source is { } source ? Expression.Constant(source) : Visit(query.Expression);
        }

        return node;
    }

    /// <inheritdoc/>
    protected override Expression VisitNewArray(NewArrayExpression node)
    {
        var elements = Visit(node.Expressions);
        var elementType = node.Type.GetElementType()!;
        if (node.NodeType == ExpressionType.NewArrayInit && LocalType(elementType) is { } local && local != elementType)
        {
            return Expression.NewArrayInit(local, elements);
        }

        return node.Update(elements);
    }

    /// <inheritdoc/>
    protected override Expression VisitMethodCall(MethodCallExpression node)
    {
        var method = node.Method;
        var declaring = method.DeclaringType;
        var attribute = declaring?.GetCustomAttribute<LocalQueryMethodImplementationTypeAttribute>(inherit: false);
        if (attribute is null)
        {
            return base.VisitMethodCall(node);
        }

        var targetType = attribute.TargetType.IsGenericTypeDefinition
            ? attribute.TargetType.MakeGenericType(declaring!.GetGenericArguments())
            : attribute.TargetType;
        if (declaring == typeof(Qbservable) && method.Name == nameof(Qbservable.ToQbservable))
        {
            // ToQbservable(queryable[, scheduler]) runs as ToObservable(enumerable[, scheduler]).
            var elementType = method.GetGenericArguments()[0];
            var arguments2 = node.Arguments.Select(Visit).ToArray();
            arguments2[0] = Expression.Convert(arguments2[0]!, typeof(IEnumerable<>).MakeGenericType(elementType));
            var toObservable = typeof(Observable).GetMethods(BindingFlags.Public | BindingFlags.Static)
                .Single(m => m.Name == nameof(Observable.ToObservable) && m.GetParameters().Length == arguments2.Length
                    && m.GetParameters()[0].ParameterType.IsGenericType && m.GetParameters()[0].ParameterType.GetGenericTypeDefinition() == typeof(IEnumerable<>))
                .MakeGenericMethod(elementType);
            return Expression.Call(toObservable, arguments2!);
        }

        var definition = method.IsGenericMethod ? method.GetGenericMethodDefinition() : method;
        var target = Targets.GetOrAdd(definition, static (m, type) => FindTarget(m, type), targetType)
            ?? throw new InvalidOperationException($"There is no local implementation of {method} on {targetType}.");

        if (method.IsGenericMethod)
        {
            target = target.MakeGenericMethod(method.GetGenericArguments());
        }

        var parameters = method.GetParameters();
        var targetParameters = target.GetParameters();
        var skip = parameters.Length > 0 && parameters[0].ParameterType == typeof(IQbservableProvider) ? 1 : 0;
        var arguments = new Expression[targetParameters.Length];
        for (var i = 0; i < arguments.Length; i++)
        {
            arguments[i] = Argument(Visit(node.Arguments[i + skip]), targetParameters[i].ParameterType);
        }

        var instance = node.Object is null ? null : Visit(node.Object);
        return Expression.Call(instance, target, arguments);
    }

    private Expression Argument(Expression argument, Type parameterType)
    {
        while (argument.NodeType == ExpressionType.Quote && !parameterType.IsAssignableFrom(argument.Type))
        {
            argument = ((UnaryExpression)argument).Operand;
        }

        if (argument is ConstantExpression { Value: System.Collections.IEnumerable items } && !parameterType.IsInstanceOfType(items)
            && parameterType.IsGenericType && parameterType.GetGenericTypeDefinition() == typeof(IEnumerable<>)
            && argument.Type.IsGenericType && argument.Type.GetGenericTypeDefinition() == typeof(IEnumerable<>)
            && LocalType(argument.Type.GetGenericArguments()[0]) == parameterType.GetGenericArguments()[0])
        {
            // IEnumerable<QueryablePlan<T>>: each plan's tree is rewritten and run, giving the list of local plans.
            var elementType = parameterType.GetGenericArguments()[0];
            var list = (System.Collections.IList)Activator.CreateInstance(typeof(List<>).MakeGenericType(elementType))!;
            foreach (var item in items)
            {
                list.Add(item is IQueryableJoin plan ? Expression.Lambda(ClosedLambdaCompiler.Instance.Visit(Visit(plan.Expression))).Compile(preferInterpretation: true).DynamicInvoke() : item);
            }

            return Expression.Constant(list, parameterType);
        }

        return argument.Type == parameterType || parameterType.IsAssignableFrom(argument.Type) ? argument : Expression.Convert(argument, parameterType);
    }

    // The local form of a queryable type: QueryablePlan<T> -> Plan<T>, QueryablePattern<...> -> Pattern<...>; null otherwise.
    private static Type? LocalType(Type type)
    {
        if (!type.IsGenericType)
        {
            return null;
        }

        var definition = type.GetGenericTypeDefinition();
        var attribute = definition.GetCustomAttribute<LocalQueryMethodImplementationTypeAttribute>(inherit: false);
        return attribute is not null && attribute.TargetType.IsGenericTypeDefinition
            ? attribute.TargetType.MakeGenericType(type.GetGenericArguments())
            : null;
    }

    private static MethodInfo? FindTarget(MethodInfo method, Type targetType)
    {
        var parameters = method.GetParameters();
        var skip = parameters.Length > 0 && parameters[0].ParameterType == typeof(IQbservableProvider) ? 1 : 0;
        var flags = BindingFlags.Public | (method.IsStatic ? BindingFlags.Static : BindingFlags.Instance);
        var arity = method.IsGenericMethod ? method.GetGenericArguments().Length : 0;
        foreach (var candidate in targetType.GetMethods(flags))
        {
            if (candidate.Name != method.Name || (candidate.IsGenericMethod ? candidate.GetGenericArguments().Length : 0) != arity)
            {
                continue;
            }

            var candidateParameters = candidate.GetParameters();
            if (candidateParameters.Length != parameters.Length - skip)
            {
                continue;
            }

            var match = true;
            for (var i = 0; i < candidateParameters.Length && match; i++)
            {
                match = Same(parameters[i + skip].ParameterType, candidateParameters[i].ParameterType);
            }

            if (match)
            {
                return candidate;
            }
        }

        return null;
    }

    // Whether the query-side type q stands for the local type l: generic method parameters by position,
    // Expression<D> for D, IQbservable<T> for IObservable<T>, a queryable type for its local one.
    private static bool Same(Type q, Type l)
    {
        if (q.IsGenericMethodParameter || l.IsGenericMethodParameter)
        {
            return q.IsGenericMethodParameter && l.IsGenericMethodParameter && q.GenericParameterPosition == l.GenericParameterPosition;
        }

        if (q.IsGenericTypeParameter || l.IsGenericTypeParameter)
        {
            return q.IsGenericTypeParameter && l.IsGenericTypeParameter && q.GenericParameterPosition == l.GenericParameterPosition;
        }

        if (q.IsByRef || q.IsArray || q.IsPointer)
        {
            return q.IsArray == l.IsArray && q.IsByRef == l.IsByRef && q.IsPointer == l.IsPointer
                && (!q.IsArray || q.GetArrayRank() == l.GetArrayRank()) && Same(q.GetElementType()!, l.GetElementType()!);
        }

        if (!q.IsGenericType)
        {
            return q == l;
        }

        var qDefinition = q.GetGenericTypeDefinition();
        var qArguments = q.GetGenericArguments();
        if (qDefinition == typeof(Expression<>) && typeof(Delegate).IsAssignableFrom(l))
        {
            return Same(qArguments[0], l);
        }

        if (!l.IsGenericType)
        {
            return false;
        }

        var lDefinition = l.GetGenericTypeDefinition();
        var mapped = qDefinition == typeof(IQbservable<>) ? typeof(IObservable<>)
            : qDefinition.GetCustomAttribute<LocalQueryMethodImplementationTypeAttribute>(inherit: false)?.TargetType is { IsGenericTypeDefinition: true } local ? local
            : qDefinition;
        if (mapped != lDefinition)
        {
            return false;
        }

        var lArguments = l.GetGenericArguments();
        for (var i = 0; i < qArguments.Length; i++)
        {
            if (!Same(qArguments[i], lArguments[i]))
            {
                return false;
            }
        }

        return true;
    }
}
