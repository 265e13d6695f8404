using System.Reflection;
using System.Runtime.CompilerServices;

namespace Rheo.Benchmarks.Tests;

/// <summary>
/// The public method groups of Rheo's libraries: (declaring public type, method name) for every public method that
/// is declared on that type, is not a special name (property and event accessors, operators, constructors), is not
/// compiler-generated and is not one of the members every type or record gets (<c>Equals</c>, <c>GetHashCode</c>,
/// <c>ToString</c>, <c>Deconstruct</c>). Delegate types have no groups.
/// </summary>
internal static class PublicApiGroups
{
    private static readonly HashSet<string> ExcludedNames = ["Equals", "GetHashCode", "ToString", "Deconstruct"];

    public static Assembly[] Libraries { get; } =
    [
        typeof(Rheo.Linq.Observable).Assembly,
        typeof(Rheo.Async.Linq.AsyncObservable).Assembly,
        typeof(Rheo.Dataflow.DataflowBlock).Assembly,
        typeof(Rheo.Testing.TestScheduler).Assembly,
        typeof(Rheo.Nats.NatsObservable).Assembly,
    ];

    public static IEnumerable<(Type Type, MethodInfo Method)> Methods()
    {
        foreach (var assembly in Libraries)
        {
            foreach (var type in assembly.GetExportedTypes())
            {
                if (typeof(Delegate).IsAssignableFrom(type))
                {
                    continue;
                }

                foreach (var method in type.GetMethods(BindingFlags.Public | BindingFlags.Instance | BindingFlags.Static | BindingFlags.DeclaredOnly))
                {
                    if (IsGroupMember(method))
                    {
                        yield return (type, method);
                    }
                }
            }
        }
    }

    public static SortedSet<string> All() => new(Methods().Select(m => Name(m.Type, m.Method.Name)), StringComparer.Ordinal);

    public static bool IsGroupMember(MethodInfo method) =>
        !method.IsSpecialName
        && !method.Name.Contains('<')
        && !ExcludedNames.Contains(method.Name)
        && !method.IsDefined(typeof(CompilerGeneratedAttribute), inherit: false);

    /// <summary><c>Type.Method</c>, the type named without namespace, generic arity as <c>&lt;&gt;</c> or <c>&lt;,&gt;</c>.</summary>
    public static string Name(Type type, string method) => TypeName(type) + "." + method;

    public static string TypeName(Type type)
    {
        var definition = type.IsGenericType ? type.GetGenericTypeDefinition() : type;
        var name = definition.Name;
        var tick = name.IndexOf('`');
        if (tick >= 0)
        {
            name = name[..tick];
        }

        // Generic parameters of the type itself (a nested type of a generic type repeats its parent's).
        var own = definition.GetGenericArguments().Length - (definition.DeclaringType?.GetGenericArguments().Length ?? 0);
        if (own > 0)
        {
            name += "<" + new string(',', own - 1) + ">";
        }

        return definition.DeclaringType is { } parent ? TypeName(parent) + "." + name : name;
    }
}
