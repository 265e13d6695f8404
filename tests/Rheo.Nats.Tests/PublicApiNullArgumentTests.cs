using System.Linq.Expressions;
using System.Reflection;
using System.Runtime.CompilerServices;
using NATS.Client.Core;
using NATS.Client.JetStream;
using Rheo.Async.Linq;
using Rheo.Linq;

namespace Rheo.Nats.Tests;

/// <summary>
/// Every public method and constructor of Rheo.Nats, called with each of its non-nullable reference arguments null in
/// turn (the others valid), throws <see cref="ArgumentNullException"/> naming that parameter. Needs no server: the
/// checks run when the method is called, before anything is sent.
/// </summary>
public sealed class PublicApiNullArgumentTests
{
    private static readonly NatsConnection Connection = new(new NatsOpts { Url = "nats://127.0.0.1:1" });

    private static readonly HashSet<string> Excluded = ["Equals", "GetHashCode", "ToString", "Deconstruct"];

    public static TheoryData<string> Members()
    {
        var data = new TheoryData<string>();
        foreach (var member in AllMembers())
        {
            data.Add(Describe(member));
        }

        return data;
    }

    [Fact]
    public void The_rule_finds_the_entry_points()
    {
        var names = AllMembers().Select(Describe).ToList();
        Assert.Contains(names, n => n.StartsWith("NatsObservable.PublishTo(", StringComparison.Ordinal));
        Assert.Contains(names, n => n.StartsWith("NatsObservable.ScanCheckpointed(", StringComparison.Ordinal));
        Assert.Contains(names, n => n.StartsWith("NatsDataflow.ToTargetBlock(", StringComparison.Ordinal));
        Assert.Contains(names, n => n.StartsWith("NatsJsonSerializer`1.CombineWith(", StringComparison.Ordinal));
        Assert.Contains(names, n => n.StartsWith("NatsPublishException..ctor(", StringComparison.Ordinal));
    }

    [Theory]
    [MemberData(nameof(Members))]
    public void Null_arguments_throw_ArgumentNullException_with_their_name(string name)
    {
        var member = AllMembers().Single(m => Describe(m) == name);
        var parameters = member.GetParameters();
        var context = new NullabilityInfoContext();
        for (var i = 0; i < parameters.Length; i++)
        {
            var parameter = parameters[i];
            if (parameter.ParameterType.IsValueType || parameter.ParameterType.IsByRef || context.Create(parameter).WriteState != NullabilityState.NotNull)
            {
                continue;
            }

            var arguments = parameters.Select((p, j) => j == i ? null : Valid(p.ParameterType)).ToArray();
            var error = Assert.Throws<TargetInvocationException>(() => Invoke(member, arguments));
            var inner = Assert.IsType<ArgumentNullException>(error.InnerException);
            Assert.Equal(parameter.Name, inner.ParamName);
        }
    }

    private static IEnumerable<MethodBase> AllMembers()
    {
        foreach (var type in typeof(NatsObservable).Assembly.GetExportedTypes().Where(t => !typeof(Delegate).IsAssignableFrom(t) && !t.IsEnum))
        {
            var closed = type.IsGenericTypeDefinition ? type.MakeGenericType(type.GetGenericArguments().Select(_ => typeof(string)).ToArray()) : type;
            foreach (var constructor in closed.GetConstructors())
            {
                yield return constructor;
            }

            foreach (var method in closed.GetMethods(BindingFlags.Public | BindingFlags.Instance | BindingFlags.Static | BindingFlags.DeclaredOnly))
            {
                if (method.IsSpecialName || method.Name.Contains('<') || Excluded.Contains(method.Name) || method.IsDefined(typeof(CompilerGeneratedAttribute)))
                {
                    continue;
                }

                yield return method.IsGenericMethodDefinition
                    ? method.MakeGenericMethod(method.GetGenericArguments().Select(_ => typeof(string)).ToArray())
                    : method;
            }
        }
    }

    private static string Describe(MethodBase member) =>
        $"{member.DeclaringType!.Name}.{member.Name}({string.Join(", ", member.GetParameters().Select(p => p.ParameterType.Name + " " + p.Name))})";

    private static object? Invoke(MethodBase member, object?[] arguments) => member switch
    {
        ConstructorInfo constructor => constructor.Invoke(arguments),
        MethodInfo { IsStatic: true } method => method.Invoke(null, arguments),
        MethodInfo method => method.Invoke(Instance(method.DeclaringType!), arguments),
        _ => throw new InvalidOperationException(member.ToString()),
    };

    private static object Instance(Type type) =>
        type.IsGenericType && type.GetGenericTypeDefinition() == typeof(NatsJsonSerializer<>)
            ? type.GetProperty(nameof(NatsJsonSerializer<int>.Default))!.GetValue(null)!
            : throw new InvalidOperationException($"No instance of {type} to call its methods on: teach the test how to make one.");

    /// <summary>A usable non-null value of <paramref name="type"/>.</summary>
    private static object? Valid(Type type)
    {
        if (type == typeof(string))
        {
            return "x";
        }

        if (type.IsValueType)
        {
            return Activator.CreateInstance(type);
        }

        if (type == typeof(INatsConnection) || type == typeof(NatsConnection))
        {
            return Connection;
        }

        if (type == typeof(INatsJSContext))
        {
            return new NatsJSContext(Connection);
        }

        if (type == typeof(Exception))
        {
            return new InvalidOperationException("x");
        }

        if (type.IsGenericType && type.GetGenericTypeDefinition() == typeof(Rheo.Async.IAsyncObservable<>))
        {
            return typeof(AsyncObservable).GetMethod(nameof(AsyncObservable.Never))!.MakeGenericMethod(type.GetGenericArguments()).Invoke(null, null);
        }

        if (type.IsGenericType && type.GetGenericTypeDefinition() == typeof(IObservable<>))
        {
            return typeof(Observable).GetMethods().Single(m => m.Name == nameof(Observable.Never) && m.GetParameters().Length == 0)
                .MakeGenericMethod(type.GetGenericArguments()).Invoke(null, null);
        }

        if (typeof(Delegate).IsAssignableFrom(type))
        {
            var invoke = type.GetMethod("Invoke")!;
            var parameters = invoke.GetParameters().Select(p => Expression.Parameter(p.ParameterType)).ToArray();
            return Expression.Lambda(type, Expression.Default(invoke.ReturnType), parameters).Compile();
        }

        if (type.IsInterface)
        {
            return typeof(DispatchProxy).GetMethods().Single(m => m.Name == nameof(DispatchProxy.Create) && m.IsGenericMethodDefinition && m.GetGenericArguments().Length == 2)
                .MakeGenericMethod(type, typeof(UnusedProxy)).Invoke(null, null);
        }

        if (type.GetConstructor(Type.EmptyTypes) is { } parameterless)
        {
            return parameterless.Invoke(null);
        }

        throw new InvalidOperationException($"No valid {type} to pass: teach the test how to make one.");
    }

    /// <summary>An implementation of any interface whose members fail: the argument checks come before any use.</summary>
    public class UnusedProxy : DispatchProxy
    {
        protected override object? Invoke(MethodInfo? targetMethod, object?[]? args) =>
            throw new NotSupportedException($"{targetMethod?.Name} was called before the arguments were checked.");
    }
}
