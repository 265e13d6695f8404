using System.Reflection;
using BenchmarkDotNet.Attributes;

namespace Rheo.Benchmarks.Tests;

/// <summary>Every benchmark of <c>RheoBench.ApiCoverage</c> runs once, small, without throwing or hanging.</summary>
public class ApiCoverageBenchmarksRunTests
{
    public static TheoryData<string> Benchmarks()
    {
        var data = new TheoryData<string>();
        foreach (var method in BenchmarkMethods())
        {
            data.Add(method.DeclaringType!.Name + "." + method.Name);
        }

        return data;
    }

    private static IEnumerable<MethodInfo> BenchmarkMethods() =>
        typeof(RheoBench.Coverage.CoversAttribute).Assembly.GetTypes()
            .Where(t => t.Namespace == "RheoBench.ApiCoverage" && !t.IsAbstract)
            .SelectMany(t => t.GetMethods(BindingFlags.Public | BindingFlags.Instance | BindingFlags.DeclaredOnly))
            .Where(m => m.IsDefined(typeof(BenchmarkAttribute), inherit: false))
            .OrderBy(m => m.DeclaringType!.Name + "." + m.Name, StringComparer.Ordinal);

    [Theory]
    [MemberData(nameof(Benchmarks))]
    public void RunsOnce(string name)
    {
        var method = BenchmarkMethods().Single(m => m.DeclaringType!.Name + "." + m.Name == name);
        var type = method.DeclaringType!;
        var instance = Activator.CreateInstance(type)!;
        SetFirstParameterValues(instance);
        if (instance is RheoBench.ApiCoverage.ApiCoverageBenchmark coverage)
        {
            coverage.N = 100;
        }

        Invoke(instance, type.GetMethods().Where(m => m.IsDefined(typeof(GlobalSetupAttribute))));
        Invoke(instance, type.GetMethods().Where(m => m.IsDefined(typeof(IterationSetupAttribute))));
        Wait(method.Invoke(instance, null));
        Invoke(instance, type.GetMethods().Where(m => m.IsDefined(typeof(IterationCleanupAttribute))));
        Invoke(instance, type.GetMethods().Where(m => m.IsDefined(typeof(GlobalCleanupAttribute))));
    }

    /// <summary>Gives every <c>[Params]</c> property or field its first value, as BenchmarkDotNet's first case would.</summary>
    private static void SetFirstParameterValues(object instance)
    {
        foreach (var member in instance.GetType().GetMembers(BindingFlags.Public | BindingFlags.Instance))
        {
            if (member.GetCustomAttribute<ParamsAttribute>() is not { Values: [var first, ..] })
            {
                continue;
            }

            switch (member)
            {
                case PropertyInfo property:
                    property.SetValue(instance, Convert(first, property.PropertyType));
                    break;
                case FieldInfo field:
                    field.SetValue(instance, Convert(first, field.FieldType));
                    break;
            }
        }
    }

    private static object? Convert(object? value, Type type) =>
        value is null || type.IsInstanceOfType(value) ? value : System.Convert.ChangeType(value, Nullable.GetUnderlyingType(type) ?? type, System.Globalization.CultureInfo.InvariantCulture);

    private static void Invoke(object instance, IEnumerable<MethodInfo> methods)
    {
        foreach (var method in methods)
        {
            Wait(method.Invoke(instance, null));
        }
    }

    private static void Wait(object? result)
    {
        var task = result switch
        {
            Task t => t,
            ValueTask v => v.AsTask(),
            not null when result.GetType().IsGenericType && result.GetType().GetGenericTypeDefinition() == typeof(ValueTask<>) =>
                (Task)result.GetType().GetMethod(nameof(ValueTask<int>.AsTask))!.Invoke(result, null)!,
            _ => null,
        };
        if (task is not null)
        {
            Assert.True(task.Wait(TimeSpan.FromSeconds(30)), "The benchmark did not finish in 30 s.");
        }
    }
}
