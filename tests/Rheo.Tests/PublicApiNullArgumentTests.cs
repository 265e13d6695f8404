using System.Collections;
using System.Collections.Concurrent;
using System.Linq.Expressions;
using System.Reflection;
using System.Text;
using Rheo.Async.Linq;
using Rheo.Concurrency;
using Rheo.Dataflow;
using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Testing;

namespace Rheo.Tests;

/// <summary>
/// Calls every public method and constructor of Rheo, Rheo.Testing, Rheo.Dataflow and Rheo.Async with each
/// non-nullable reference argument set to null in turn (valid values for the others) and asserts the call
/// itself throws <see cref="ArgumentNullException"/> naming that parameter: before any other effect, also for
/// operators returning a lazy sequence (as Rx.NET does), never a <see cref="NullReferenceException"/>.
/// Parameters annotated nullable (<c>T?</c>, <c>[AllowNull]</c>), where null has a documented meaning
/// (an optional scheduler meaning the default one), and values of a generic type parameter are not checked.
/// </summary>
public sealed class PublicApiNullArgumentTests
{
    private static readonly Assembly[] Assemblies =
    [
        typeof(Observable).Assembly,
        typeof(TestScheduler).Assembly,
        typeof(BufferBlock<>).Assembly,
        typeof(AsyncObservable).Assembly,
    ];

    /// <summary>Methods where a null argument check cannot apply, each with its reason.</summary>
    private static readonly HashSet<string> Excluded =
    [
        // Equals(object) answers false for null by the contract of object.Equals.
        "Equals(Object)",

        // args is documented as possibly null (only the scheduler service reads it), as in Rx.NET; annotating it
        // nullable would break the signatures of existing providers and overrides.
        "GetService(Object[])",
    ];

    /// <summary>
    /// Methods that do not yet throw as asserted (method signature, then the parameter name):
    /// the list shrinks as they are fixed; a listed method that passes fails the test, so the list stays exact.
    /// </summary>
    private static readonly HashSet<string> KnownFailures = [];

    // Each row is bounded on its own: an assembly, or a share of its members (every shards-th one from shard), with
    // about how many calls the value factory reaches there.
    [Theory]
    [InlineData("Rheo", 0, 3, 1047)]
    [InlineData("Rheo", 1, 3, 1026)]
    [InlineData("Rheo", 2, 3, 1036)]
    [InlineData("Rheo.Testing", 0, 1, 95)]
    [InlineData("Rheo.Dataflow", 0, 1, 198)]
    [InlineData("Rheo.Async", 0, 1, 853)]
    public void Every_public_method_throws_ArgumentNullException_naming_a_null_reference_argument(string assembly, int shard, int shards, int expectedCalls)
    {
        var failures = new List<string>();
        var passedKnown = new List<string>();
        var checkedCalls = 0;
        var memberIndex = 0;
        var nullability = new NullabilityInfoContext();
        foreach (var type in Assemblies.Single(a => a.GetName().Name == assembly).GetExportedTypes().OrderBy(t => t.FullName, StringComparer.Ordinal))
        {
            if (typeof(Delegate).IsAssignableFrom(type) || type.IsEnum)
            {
                continue;
            }

            var closedType = type.IsGenericTypeDefinition ? Values.Close(type) : type;
            if (closedType is null)
            {
                continue;
            }

            var members = new List<MethodBase>();
            if (!type.IsAbstract)
            {
                members.AddRange(type.GetConstructors());
            }

            members.AddRange(type.GetMethods(BindingFlags.Public | BindingFlags.Static | BindingFlags.Instance | BindingFlags.DeclaredOnly));
            foreach (var member in members)
            {
                if (memberIndex++ % shards != shard)
                {
                    continue;
                }

                // The member as declared (generic parameters intact, for the nullable annotations), and as called.
                var method = closedType == type ? member : (MethodBase)closedType.GetMemberWithSameMetadataDefinitionAs(member);
                if (method is MethodInfo { IsGenericMethodDefinition: true } generic)
                {
                    method = Values.Close(generic)!;
                    if (method is null)
                    {
                        continue;
                    }
                }

                var definitionParameters = member.GetParameters();
                var parameters = method.GetParameters();
                if (parameters.Any(p => p.ParameterType.IsByRef || p.ParameterType.IsPointer || p.ParameterType.IsByRefLike))
                {
                    continue;
                }

                // Event accessors: adding or removing a null handler is a no-op by the .NET event convention, as in Rx.NET.
                if (member.IsSpecialName && (member.Name.StartsWith("add_", StringComparison.Ordinal) || member.Name.StartsWith("remove_", StringComparison.Ordinal)))
                {
                    continue;
                }

                var signature = Signature(type, member);
                if (Excluded.Contains(member.Name + "(" + string.Join(", ", parameters.Select(p => p.ParameterType.Name)) + ")"))
                {
                    continue;
                }

                var checkedParameters = Enumerable.Range(0, parameters.Length).Where(i =>
                    !parameters[i].ParameterType.IsValueType && !definitionParameters[i].ParameterType.IsGenericParameter &&
                    nullability.Create(definitionParameters[i]).WriteState == NullabilityState.NotNull).ToArray();
                foreach (var i in checkedParameters)
                {

                    var arguments = new object?[parameters.Length];
                    var complete = true;
                    for (var j = 0; j < parameters.Length && complete; j++)
                    {
                        if (j != i)
                        {
                            complete = Values.TryMake(parameters[j].ParameterType, out arguments[j]);
                        }
                    }

                    object? target = null;
                    if (complete && !method.IsStatic && method is not ConstructorInfo)
                    {
                        complete = Values.TryMake(closedType, out target) && target is not null;
                    }

                    if (!complete)
                    {
                        continue;
                    }

                    // All checked arguments null at once: the first parameter is named (checks in parameter order).
                    var key = signature + " :" + parameters[i].Name;
                    if (i == checkedParameters[0] && checkedParameters.Length > 1)
                    {
                        var allNull = (object?[])arguments.Clone();
                        foreach (var j in checkedParameters)
                        {
                            allNull[j] = null;
                        }

                        checkedCalls++;
                        var orderKey = signature + " :all null";
                        var order = Call(method, target, allNull, parameters[i].Name!);
                        if (order is not null && !KnownFailures.Contains(orderKey))
                        {
                            failures.Add(orderKey + " -> " + order);
                        }
                        else if (order is null && KnownFailures.Contains(orderKey))
                        {
                            passedKnown.Add(orderKey);
                        }
                    }

                    checkedCalls++;
                    var outcome = Call(method, target, arguments, parameters[i].Name!);
                    if (KnownFailures.Contains(key))
                    {
                        if (outcome is null)
                        {
                            passedKnown.Add(key);
                        }
                    }
                    else if (outcome is not null)
                    {
                        failures.Add(key + " -> " + outcome);
                    }
                }
            }
        }

        // Fewer calls than the row expects means the value factory stopped building some argument type.
        Assert.True(checkedCalls >= expectedCalls, $"only {checkedCalls} of the {expectedCalls} calls expected were checked");
        Assert.True(failures.Count == 0, $"{failures.Count} of {checkedCalls} null-argument calls failed:\n" + string.Join("\n", failures));
        Assert.True(passedKnown.Count == 0, "now passing, remove from KnownFailures:\n" + string.Join("\n", passedKnown));
    }

    /// <summary>Runs one call; null when it threw as required, else what happened instead.</summary>
    private static string? Call(MethodBase method, object? target, object?[] arguments, string name)
    {
        Exception? thrown = null;
        object? result = null;
        var returned = CallThread.Run(() =>
        {
            try
            {
                result = method is ConstructorInfo constructor ? constructor.Invoke(arguments) : method.Invoke(target, arguments);
            }
            catch (TargetInvocationException e)
            {
                thrown = e.InnerException;
            }
        });
        if (!returned)
        {
            return $"did not return within {Bounded.Timeout.TotalSeconds} s";
        }

        return thrown switch
        {
            ArgumentNullException e when e.ParamName == name => null,
            ArgumentNullException e => $"ArgumentNullException naming '{e.ParamName}'",
            null => result is Task { IsFaulted: true } task ? "returned a faulted task: " + task.Exception!.InnerException!.GetType().Name : "returned normally",
            _ => thrown.GetType().Name + ": " + thrown.Message,
        };
    }

    /// <summary>
    /// The thread the calls run on: one of its own, not the pool (under a loaded parallel run a pool item can wait long
    /// to start), reused from call to call (a thread per call made this test take half a minute on a loaded machine). A
    /// call that does not return within the bound is named, and its thread is left behind for a new one.
    /// </summary>
    private static class CallThread
    {
        private static BlockingCollection<Action> _work = Start();

        public static bool Run(Action call)
        {
            var done = new ManualResetEventSlim();
            _work.Add(() =>
            {
                call();
                done.Set();
            });
            if (done.Wait(Bounded.Timeout))
            {
                return true;
            }

            _work = Start();
            return false;
        }

        private static BlockingCollection<Action> Start()
        {
            var work = new BlockingCollection<Action>();
            new Thread(() =>
            {
                foreach (var call in work.GetConsumingEnumerable())
                {
                    call();
                }
            })
            { IsBackground = true }.Start();
            return work;
        }
    }

    private static string Signature(Type type, MethodBase member)
    {
        var text = new StringBuilder(Name(type)).Append('.').Append(member is ConstructorInfo ? "ctor" : member.Name);
        if (member is MethodInfo { IsGenericMethodDefinition: true } generic)
        {
            text.Append('<').Append(string.Join(", ", generic.GetGenericArguments().Select(a => a.Name))).Append('>');
        }

        return text.Append('(').Append(string.Join(", ", member.GetParameters().Select(p => Name(p.ParameterType) + " " + p.Name))).Append(')').ToString();
    }

    private static string Name(Type type)
    {
        if (type.IsArray)
        {
            return Name(type.GetElementType()!) + "[]";
        }

        if (!type.IsGenericType)
        {
            return type.Name;
        }

        var name = type.Name;
        var tick = name.IndexOf('`', StringComparison.Ordinal);
        return (tick < 0 ? name : name[..tick]) + "<" + string.Join(", ", type.GetGenericArguments().Select(Name)) + ">";
    }

    /// <summary>Valid argument values per parameter type, and closings of generic types and methods.</summary>
    internal static class Values
    {
        private static readonly Type[] Candidates = [typeof(int), typeof(object), typeof(string), typeof(IDisposable), typeof(Exception), typeof(EventArgs)];

        private static readonly Type[] Implementations = Assemblies
            .SelectMany(a => a.GetExportedTypes())
            .Where(t => t.IsClass && !t.IsAbstract && !typeof(Delegate).IsAssignableFrom(t))
            .Concat([typeof(List<>), typeof(Dictionary<,>), typeof(object), typeof(Exception), typeof(EventArgs)])
            .ToArray();

        public static Type? Close(Type definition)
        {
            foreach (var arguments in Closings(definition.GetGenericArguments()))
            {
                try
                {
                    return definition.MakeGenericType(arguments);
                }
                catch (ArgumentException)
                {
                }
            }

            return null;
        }

        public static MethodInfo? Close(MethodInfo definition)
        {
            foreach (var arguments in Closings(definition.GetGenericArguments()))
            {
                try
                {
                    return definition.MakeGenericMethod(arguments);
                }
                catch (ArgumentException)
                {
                }
            }

            return null;
        }

        private static IEnumerable<Type[]> Closings(Type[] parameters)
        {
            // All parameters the same first, then per-parameter constraint types.
            foreach (var candidate in Candidates)
            {
                yield return Enumerable.Repeat(candidate, parameters.Length).ToArray();
            }

            yield return parameters.Select(p =>
            {
                var constraint = p.GetGenericParameterConstraints().FirstOrDefault(c => !c.ContainsGenericParameters);
                return constraint ?? ((p.GenericParameterAttributes & GenericParameterAttributes.NotNullableValueTypeConstraint) != 0 ? typeof(int) : typeof(object));
            }).ToArray();
        }

        public static bool TryMake(Type type, out object? value) => TryMake(type, 0, out value);

        private static bool TryMake(Type type, int depth, out object? value)
        {
            value = null;
            if (depth > 4)
            {
                return false;
            }

            try
            {
                value = Special(type, depth, out var handled);
                if (handled)
                {
                    return true;
                }

                if (type.IsValueType)
                {
                    value = Activator.CreateInstance(type);
                    return true;
                }

                if (!type.IsAbstract && !type.IsInterface && TryConstruct(type, depth, out value))
                {
                    return true;
                }

                // A singleton (ImmediateScheduler.Instance, DefaultScheduler.Instance, ...).
                var singleton = type.GetProperties(BindingFlags.Public | BindingFlags.Static).FirstOrDefault(p => type.IsAssignableFrom(p.PropertyType) && p.GetIndexParameters().Length == 0);
                if (singleton is not null)
                {
                    value = singleton.GetValue(null);
                    return value is not null;
                }

                foreach (var candidate in Implementations)
                {
                    var concrete = candidate;
                    if (candidate.IsGenericTypeDefinition)
                    {
                        var arity = candidate.GetGenericArguments().Length;
                        if (type.IsGenericType ? arity != type.GetGenericArguments().Length : type != typeof(IDataflowBlock))
                        {
                            continue;
                        }

                        try
                        {
                            concrete = candidate.MakeGenericType(type.IsGenericType ? type.GetGenericArguments() : Enumerable.Repeat(typeof(int), arity).ToArray());
                        }
                        catch (ArgumentException)
                        {
                            continue;
                        }
                    }

                    if (type.IsAssignableFrom(concrete) && TryConstruct(concrete, depth, out value))
                    {
                        return true;
                    }
                }
            }
            catch (Exception e) when (e is TargetInvocationException or ArgumentException or NotSupportedException or InvalidOperationException or MemberAccessException)
            {
            }

            return false;
        }

        private static bool TryConstruct(Type type, int depth, out object? value)
        {
            value = null;
            foreach (var constructor in type.GetConstructors().OrderBy(c => c.GetParameters().Length))
            {
                var parameters = constructor.GetParameters();
                var arguments = new object?[parameters.Length];
                var complete = true;
                for (var i = 0; i < parameters.Length && complete; i++)
                {
                    complete = !parameters[i].ParameterType.IsByRef && TryMake(parameters[i].ParameterType, depth + 1, out arguments[i]);
                }

                if (!complete)
                {
                    continue;
                }

                try
                {
                    value = constructor.Invoke(arguments);
                    return true;
                }
                catch (TargetInvocationException)
                {
                }
            }

            return false;
        }

        private static object? Special(Type type, int depth, out bool handled)
        {
            handled = true;
            if (type == typeof(string))
            {
                return "x";
            }

            if (type == typeof(int) || type == typeof(long) || type == typeof(double))
            {
                return Convert.ChangeType(1, type, System.Globalization.CultureInfo.InvariantCulture);
            }

            if (type == typeof(DataflowMessageHeader))
            {
                return new DataflowMessageHeader(1);
            }

            if (type == typeof(TimeSpan))
            {
                return TimeSpan.Zero;
            }

            if (type == typeof(object))
            {
                return new object();
            }

            if (type == typeof(Type))
            {
                return typeof(object);
            }

            if (type == typeof(Task))
            {
                return Task.CompletedTask;
            }

            if (type == typeof(IDisposable))
            {
                return Disposable.Empty;
            }

            if (type == typeof(Exception))
            {
                return new InvalidOperationException("test");
            }

            if (type == typeof(TaskScheduler))
            {
                return TaskScheduler.Default;
            }

            if (type.IsAssignableFrom(typeof(TestScheduler)) && type != typeof(object))
            {
                return new TestScheduler();
            }

            if (type.IsArray)
            {
                var array = Array.CreateInstance(type.GetElementType()!, 1);
                if (!TryMake(type.GetElementType()!, depth + 1, out var element))
                {
                    handled = false;
                    return null;
                }

                array.SetValue(element, 0);
                return array;
            }

            if (typeof(Delegate).IsAssignableFrom(type) && type != typeof(Delegate) && type != typeof(MulticastDelegate))
            {
                var invoke = type.GetMethod("Invoke")!;
                var parameters = invoke.GetParameters().Select(p => Expression.Parameter(p.ParameterType.IsByRef ? p.ParameterType.GetElementType()!.MakeByRefType() : p.ParameterType, p.Name)).ToArray();
                Expression body = invoke.ReturnType == typeof(void)
                    ? Expression.Empty()
                    : TryMake(invoke.ReturnType, depth + 1, out var returned)
                        ? Expression.Constant(returned, invoke.ReturnType)
                        : Expression.Default(invoke.ReturnType);
                return Expression.Lambda(type, body, parameters).Compile();
            }

            if (type.IsGenericType)
            {
                var definition = type.GetGenericTypeDefinition();
                var arguments = type.GetGenericArguments();
                if (definition == typeof(IObservable<>))
                {
                    return typeof(Observable).GetMethod(nameof(Observable.Return), [Type.MakeGenericMethodParameter(0)])!
                        .MakeGenericMethod(arguments).Invoke(null, [Default(arguments[0])]);
                }

                if (definition == typeof(Rheo.Async.IAsyncObservable<>))
                {
                    return typeof(AsyncObservable).GetMethod(nameof(AsyncObservable.Return), [Type.MakeGenericMethodParameter(0)])!
                        .MakeGenericMethod(arguments).Invoke(null, [Default(arguments[0])]);
                }

                if (definition == typeof(IObserver<>) || definition == typeof(ISubject<>))
                {
                    return Activator.CreateInstance(typeof(Subject<>).MakeGenericType(arguments));
                }

                if (definition == typeof(ISubject<,>) && arguments[0] == arguments[1])
                {
                    return Activator.CreateInstance(typeof(Subject<>).MakeGenericType(arguments[0]));
                }

                if (definition == typeof(IConnectableObservable<>))
                {
                    return TryMake(typeof(IObservable<>).MakeGenericType(arguments), depth + 1, out var observable)
                        ? typeof(Observable).GetMethod(nameof(Observable.Publish), 1, [typeof(IObservable<>).MakeGenericType(Type.MakeGenericMethodParameter(0))])!.MakeGenericMethod(arguments).Invoke(null, [observable])
                        : null;
                }

                if (definition == typeof(Notification<>))
                {
                    return typeof(Notification).GetMethod(nameof(Notification.CreateOnNext))!.MakeGenericMethod(arguments).Invoke(null, [Default(arguments[0])]);
                }

                if (definition == typeof(System.Threading.Channels.ChannelWriter<>))
                {
                    var channel = typeof(System.Threading.Channels.Channel).GetMethod(nameof(System.Threading.Channels.Channel.CreateUnbounded), 1, Type.EmptyTypes)!.MakeGenericMethod(arguments).Invoke(null, null)!;
                    return channel.GetType().GetProperty("Writer")!.GetValue(channel);
                }

                if (definition == typeof(Task<>))
                {
                    return typeof(Task).GetMethod(nameof(Task.FromResult))!.MakeGenericMethod(arguments).Invoke(null, [Default(arguments[0])]);
                }

                if (definition == typeof(IEnumerable<>) || definition == typeof(IList<>) || definition == typeof(IReadOnlyList<>) || definition == typeof(ICollection<>) || definition == typeof(IReadOnlyCollection<>))
                {
                    return TryMake(arguments[0].MakeArrayType(), depth, out var array) ? array : null;
                }

                if (definition == typeof(IEqualityComparer<>))
                {
                    return typeof(EqualityComparer<>).MakeGenericType(arguments).GetProperty("Default")!.GetValue(null);
                }

                if (definition == typeof(IComparer<>))
                {
                    return typeof(Comparer<>).MakeGenericType(arguments).GetProperty("Default")!.GetValue(null);
                }
            }

            if (type == typeof(IEnumerable))
            {
                return new object[] { 1 };
            }

            handled = false;
            return null;
        }

        private static object? Default(Type type) => type.IsValueType ? Activator.CreateInstance(type) : type == typeof(string) ? "x" : null;
    }
}
