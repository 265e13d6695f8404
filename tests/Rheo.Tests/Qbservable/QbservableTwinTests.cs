using System.Linq.Expressions;
using System.Reflection;
using Rheo.Joins;
using Rheo.Linq;

namespace Rheo.Tests.Qbservable;

/// <summary>
/// Every query operator of <see cref="Observable"/> (and <see cref="ObservableEx"/>) has its <see cref="Rheo.Linq.Qbservable"/>
/// (<see cref="QbservableEx"/>) twin, found by reflection: adding an operator without regenerating fails here.
/// </summary>
public class QbservableTwinTests
{
    [Fact]
    public void Every_Observable_operator_has_a_Qbservable_twin() =>
        AssertTwins(typeof(Observable), typeof(Rheo.Linq.Qbservable));

    [Fact]
    public void Every_ObservableEx_operator_has_a_QbservableEx_twin() =>
        AssertTwins(typeof(ObservableEx), typeof(QbservableEx));

    [Fact]
    public void Every_Qbservable_operator_stands_for_an_Observable_one()
    {
        // The other direction: no twin is left behind when an operator is removed (the hand-written members aside).
        var handWritten = new[] { "AsQbservable", "AsObservable", "ToQbservable", "ToQueryable", "And", "Then", "get_Provider" };
        var expected = Operators(typeof(Observable)).Select(m => Signature(m.Name, TwinParameters(m))).ToHashSet();
        var orphans = typeof(Rheo.Linq.Qbservable).GetMethods(BindingFlags.Public | BindingFlags.Static | BindingFlags.DeclaredOnly)
            .Where(m => !handWritten.Contains(m.Name))
            .Select(m => Signature(m.Name, m.GetParameters().Select(p => Canon(p.ParameterType))))
            .Where(s => !expected.Contains(s))
            .ToList();
        Assert.True(orphans.Count == 0, "Qbservable operators without an Observable original:\n" + string.Join("\n", orphans));
    }

    [Fact]
    public void The_query_classes_name_their_local_implementations()
    {
        Assert.Equal(typeof(Observable), typeof(Rheo.Linq.Qbservable).GetCustomAttribute<LocalQueryMethodImplementationTypeAttribute>()!.TargetType);
        Assert.Equal(typeof(ObservableEx), typeof(QbservableEx).GetCustomAttribute<LocalQueryMethodImplementationTypeAttribute>()!.TargetType);
    }

    private static void AssertTwins(Type local, Type query)
    {
        var twins = query.GetMethods(BindingFlags.Public | BindingFlags.Static | BindingFlags.DeclaredOnly)
            .Select(m => Signature(m.Name, m.GetParameters().Select(p => Canon(p.ParameterType))))
            .ToHashSet();
        var operators = Operators(local).ToList();
        Assert.NotEmpty(operators);
        var missing = operators.Where(m => !twins.Contains(Signature(m.Name, TwinParameters(m)))).Select(m => m.ToString()).ToList();
        Assert.True(missing.Count == 0, $"{local.Name} operators without a {query.Name} twin (run `dotnet run --project tools/Rheo.Generator`):\n" + string.Join("\n", missing));
    }

    // The operators that have twins: public static methods returning IObservable<T> or a Func returning one.
    private static IEnumerable<MethodInfo> Operators(Type local) =>
        local.GetMethods(BindingFlags.Public | BindingFlags.Static | BindingFlags.DeclaredOnly)
            .Where(m => m.Name is not ("AsObservable" or "ToEnumerable") && ReturnsQuery(m.ReturnType) && m.GetParameters().All(p => !p.ParameterType.IsByRef));

    private static bool ReturnsQuery(Type type) =>
        IsObservable(type) || (type.IsGenericType && type.GetGenericTypeDefinition() == typeof(IEnumerable<>))
        || (type.IsGenericType && type.Namespace == "System" && type.Name.StartsWith("Func`", StringComparison.Ordinal) && IsObservable(type.GetGenericArguments()[^1]));

    private static bool IsObservable(Type type) => type.IsGenericType && type.GetGenericTypeDefinition() == typeof(IObservable<>);

    // The twin's parameter types, by Rx.NET's rule: IObservable<T> first -> IQbservable<T> (else a provider comes first),
    // delegate -> Expression<delegate>, Plan<T> -> QueryablePlan<T>.
    private static IEnumerable<string> TwinParameters(MethodInfo m)
    {
        var parameters = m.GetParameters();
        if (parameters.Length == 0 || !IsObservable(parameters[0].ParameterType))
        {
            yield return Canon(typeof(IQbservableProvider));
        }

        for (var i = 0; i < parameters.Length; i++)
        {
            var type = parameters[i].ParameterType;
            yield return i == 0 && IsObservable(type) ? "IQbservable(" + Canon(type.GetGenericArguments()[0]) + ")"
                : typeof(Delegate).IsAssignableFrom(type) ? "Expression(" + Canon(type) + ")"
                : Canon(type);
        }
    }

    private static string Signature(string name, IEnumerable<string> parameters) => $"{name}({string.Join(", ", parameters)})";

    private static string Canon(Type type)
    {
        if (type.IsGenericMethodParameter)
        {
            return "!!" + type.GenericParameterPosition;
        }

        if (type.IsArray)
        {
            return Canon(type.GetElementType()!) + "[]";
        }

        if (!type.IsGenericType)
        {
            return type.FullName!;
        }

        var definition = type.GetGenericTypeDefinition();
        var args = string.Join(",", type.GetGenericArguments().Select(Canon));
        return definition == typeof(IQbservable<>) ? $"IQbservable({args})"
            : definition == typeof(Expression<>) ? $"Expression({args})"
            : definition == typeof(Plan<>) || definition == typeof(QueryablePlan<>) ? $"Plan({args})"
            : $"{definition.FullName}[{args}]";
    }
}
