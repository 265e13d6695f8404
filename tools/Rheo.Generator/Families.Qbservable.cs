using System.Reflection;
using System.Runtime.CompilerServices;
using System.Text;

namespace Rheo.Generator;

internal static partial class Families
{
    /// <summary>
    /// <c>Qbservable</c>: the query twin of every <c>Observable</c> operator, read by reflection from Rheo's own
    /// <c>Observable</c> so the two cannot drift (see <see cref="QueryTwins"/>).
    /// </summary>
    private static IEnumerable<string> QbservableOperators() => QueryTwins(typeof(Rheo.Linq.Observable));

    /// <summary><c>QbservableEx</c>: the query twin of every <c>ObservableEx</c> operator.</summary>
    private static IEnumerable<string> QbservableExOperators() => QueryTwins(typeof(Rheo.Linq.ObservableEx));

    /// <summary>
    /// The query twins of <paramref name="local"/>'s operators: every public static method returning an
    /// <c>IObservable&lt;T&gt;</c> (or a <c>Func</c> returning one) gets a twin with the same name, type parameters,
    /// constraints, parameter names and defaults, where a leading <c>IObservable&lt;T&gt;</c> becomes
    /// <c>this IQbservable&lt;T&gt;</c> (otherwise <c>this IQbservableProvider provider</c> comes first), a delegate
    /// parameter becomes an <c>Expression&lt;TDelegate&gt;</c> and the result an <c>IQbservable&lt;T&gt;</c>. The twin
    /// checks its arguments and builds the <c>MethodCallExpression</c> of itself over its source's expression.
    /// </summary>
    internal static IEnumerable<string> QueryTwins(Type local) =>
        QueryTwinMethods(local)
            .Select(m => (Method: m, Text: QueryTwin(m)))
            .OrderBy(t => t.Method.Name, StringComparer.Ordinal)
            .ThenBy(t => t.Text, StringComparer.Ordinal)
            .Select(t => t.Text);

    /// <summary>The methods of <paramref name="local"/> that have a query twin.</summary>
    internal static IEnumerable<MethodInfo> QueryTwinMethods(Type local) =>
        local.GetMethods(BindingFlags.Public | BindingFlags.Static | BindingFlags.DeclaredOnly)
            .Where(m => !m.IsSpecialName && m.Name is not ("AsObservable" or "ToEnumerable") && (QueryResult(m.ReturnType) is not null || IsEnumerable(m.ReturnType))
                && m.GetParameters().All(p => !p.ParameterType.IsByRef && !p.ParameterType.IsPointer && !p.ParameterType.IsByRefLike));

    // IObservable<T> -> T; Func<..., IObservable<T>> -> T; otherwise null.
    private static Type? QueryResult(Type type)
    {
        if (IsObservable(type))
        {
            return type.GetGenericArguments()[0];
        }

        if (type.IsGenericType && type.Namespace == "System" && type.Name.StartsWith("Func`", StringComparison.Ordinal))
        {
            var result = type.GetGenericArguments()[^1];
            return IsObservable(result) ? result.GetGenericArguments()[0] : null;
        }

        return null;
    }

    private static bool IsEnumerable(Type type) => type.IsGenericType && type.GetGenericTypeDefinition() == typeof(IEnumerable<>);

    private static bool IsObservable(Type type) => type.IsGenericType && type.GetGenericTypeDefinition() == typeof(IObservable<>);

    // Rheo.Joins.Plan<T>: its query form is QueryablePlan<T>.
    private static bool IsPlan(Type type) => type.IsGenericType && type.GetGenericTypeDefinition() == typeof(Rheo.Joins.Plan<>);

    private static bool IsDelegate(Type type) => typeof(Delegate).IsAssignableFrom(type) && type != typeof(Delegate) && type != typeof(MulticastDelegate);

    private static string QueryTwin(MethodInfo m)
    {
        var parameters = m.GetParameters();
        var hasSource = parameters.Length > 0 && IsObservable(parameters[0].ParameterType);
        var provider = hasSource ? parameters[0].Name! : "provider";
        var signature = new List<string>();
        var checks = new List<string>();
        var arguments = new List<string>();
        if (!hasSource)
        {
            signature.Add("this global::Rheo.Linq.IQbservableProvider provider");
            checks.Add("global::System.ArgumentNullException.ThrowIfNull(provider);");
            arguments.Add("global::System.Linq.Expressions.Expression.Constant(provider, typeof(global::Rheo.Linq.IQbservableProvider))");
        }

        for (var i = 0; i < parameters.Length; i++)
        {
            var p = parameters[i];
            var info = new Nullability(p, m);
            var names = new TupleNames(p.GetCustomAttribute<TupleElementNamesAttribute>()?.TransformNames);
            var type = p.ParameterType;
            var nullable = info.TopLevelNullable(type);
            string text;
            string argument;
            if (i == 0 && hasSource)
            {
                info.Next();
                text = $"this global::Rheo.Linq.IQbservable<{Render(type.GetGenericArguments()[0], info, names)}>";
                argument = $"{p.Name}.Expression";
            }
            else if (IsDelegate(type))
            {
                var delegateType = Render(type, info, names);
                text = $"global::System.Linq.Expressions.Expression<{(nullable ? delegateType[..^1] : delegateType)}>{(nullable ? "?" : "")}";
                argument = $"global::Rheo.Linq.QbservableArguments.Lambda({p.Name})";
            }
            else
            {
                text = Render(type, info, names);
                argument = IsObservable(type) ? $"global::Rheo.Linq.QbservableArguments.Source({p.Name})"
                    : type.IsArray && IsObservable(type.GetElementType()!) ? $"global::Rheo.Linq.QbservableArguments.Sources({p.Name})"
                    : type.IsGenericType && type.GetGenericTypeDefinition() == typeof(IEnumerable<>) && IsObservable(type.GetGenericArguments()[0]) ? $"global::Rheo.Linq.QbservableArguments.Sources({p.Name})"
                    : type.IsArray && IsPlan(type.GetElementType()!) ? $"global::Rheo.Linq.QbservableArguments.Plans({p.Name})"
                    : $"global::System.Linq.Expressions.Expression.Constant({p.Name}, typeof({Render(type, Nullability.None, new TupleNames(null))}))";
            }

            if (p.IsDefined(typeof(ParamArrayAttribute)))
            {
                text = "params " + text;
            }

            text += $" {Identifier(p.Name!)}";
            if (p.HasDefaultValue)
            {
                text += " = " + DefaultValue(p);
            }

            signature.Add(text);
            if (!type.IsValueType && !nullable && !type.IsGenericParameter)
            {
                checks.Add($"global::System.ArgumentNullException.ThrowIfNull({Identifier(p.Name!)});");
            }

            arguments.Add(argument);
        }

        var returnInfo = new Nullability(m.ReturnParameter, m);
        var returnNames = new TupleNames(m.ReturnParameter.GetCustomAttribute<TupleElementNamesAttribute>()?.TransformNames);
        var typeParameters = m.IsGenericMethod ? $"<{string.Join(", ", m.GetGenericArguments().Select(t => t.Name))}>" : "";
        var method = m.IsGenericMethod
            ? $"((global::System.Reflection.MethodInfo)global::System.Reflection.MethodBase.GetCurrentMethod()!).MakeGenericMethod({string.Join(", ", m.GetGenericArguments().Select(t => $"typeof({t.Name})"))})"
            : "(global::System.Reflection.MethodInfo)global::System.Reflection.MethodBase.GetCurrentMethod()!";
        var call = $"""
            global::System.Linq.Expressions.Expression.Call(
                    null,
                    {method}{string.Concat(arguments.Select(a => $",\n            {a}"))})
            """;
        string returnType;
        string body;
        if (IsEnumerable(m.ReturnType))
        {
            // IEnumerable<T> (the blocking pull operators): the twin is an IQueryable<T> made by the provider's IQueryProvider.
            returnInfo.Next();
            var element = Render(m.ReturnType.GetGenericArguments()[0], returnInfo, returnNames);
            returnType = $"global::System.Linq.IQueryable<{element}>";
            body = $"""
                return ((global::System.Linq.IQueryProvider){provider}.Provider).CreateQuery<{element}>(
                    {call});
                """;
        }
        else if (IsObservable(m.ReturnType))
        {
            returnInfo.Next();
            var element = Render(m.ReturnType.GetGenericArguments()[0], returnInfo, returnNames);
            returnType = $"global::Rheo.Linq.IQbservable<{element}>";
            body = $"""
                return {provider}.Provider.CreateQuery<{element}>(
                    {call});
                """.Replace("provider.Provider", "provider");
        }
        else
        {
            // Func<T1, ..., IObservable<TResult>>: the twin returns a Func whose calls make queries invoking the call.
            var args = m.ReturnType.GetGenericArguments();
            returnInfo.Next();
            var inputs = args[..^1].Select((t, i) => (Type: Render(t, returnInfo, returnNames), Name: $"arg{i + 1}", Exact: Render(t, Nullability.None, new TupleNames(null)))).ToList();
            returnInfo.Next();
            var element = Render(args[^1].GetGenericArguments()[0], returnInfo, returnNames);
            returnType = $"global::System.Func<{string.Concat(inputs.Select(x => x.Type + ", "))}global::Rheo.Linq.IQbservable<{element}>>";
            var constants = string.Concat(inputs.Select(x => $", global::System.Linq.Expressions.Expression.Constant({x.Name}, typeof({x.Exact}))"));
            body = $"""
                var call = {call};
                return ({string.Join(", ", inputs.Select(x => x.Name))}) => {provider}.Provider.CreateQuery<{element}>(global::System.Linq.Expressions.Expression.Invoke(call{constants}));
                """.Replace("provider.Provider", "provider");
        }

        var text2 = new StringBuilder();
        text2.Append($"/// <inheritdoc cref=\"{DocumentationId(m)}\"/>\n");
        foreach (var attribute in m.CustomAttributes)
        {
            var name = attribute.AttributeType.FullName;
            if (name == "System.ObsoleteAttribute")
            {
                text2.Append($"[global::System.Obsolete({Literal(attribute.ConstructorArguments[0].Value)})]\n");
            }
            else if (name == "System.Runtime.CompilerServices.OverloadResolutionPriorityAttribute")
            {
                text2.Append($"[global::System.Runtime.CompilerServices.OverloadResolutionPriority({attribute.ConstructorArguments[0].Value})]\n");
            }
            else if (name == "Rheo.ExperimentalAttribute")
            {
                text2.Append("[global::Rheo.Experimental]\n");
            }
        }

        text2.Append($"public static {returnType} {m.Name}{typeParameters}({string.Join(", ", signature)})");
        foreach (var constraint in Constraints(m))
        {
            text2.Append($"\n    {constraint}");
        }

        text2.Append("\n{\n");
        foreach (var check in checks)
        {
            text2.Append($"    {check}\n");
        }

        text2.Append(string.Join("\n", body.Split('\n').Select(l => "    " + l))).Append("\n}");
        return text2.ToString();
    }

    private static string Identifier(string name) => name is "object" or "event" or "string" or "params" or "base" ? "@" + name : name;

    private static string DefaultValue(ParameterInfo p)
    {
        var value = p.RawDefaultValue;
        var type = Nullable.GetUnderlyingType(p.ParameterType) ?? p.ParameterType;
        if (value is null)
        {
            return p.ParameterType.IsValueType && Nullable.GetUnderlyingType(p.ParameterType) is null ? "default" : "null";
        }

        if (type.IsEnum)
        {
            return $"({Render(type, Nullability.None, new TupleNames(null))}){Convert.ToInt64(value, System.Globalization.CultureInfo.InvariantCulture)}";
        }

        return Literal(value);
    }

    private static string Literal(object? value) => value switch
    {
        null => "null",
        string s => "\"" + s.Replace("\\", "\\\\", StringComparison.Ordinal).Replace("\"", "\\\"", StringComparison.Ordinal) + "\"",
        bool b => b ? "true" : "false",
        int i => i.ToString(System.Globalization.CultureInfo.InvariantCulture),
        long l => l.ToString(System.Globalization.CultureInfo.InvariantCulture) + "L",
        double d => d.ToString("R", System.Globalization.CultureInfo.InvariantCulture) + "D",
        _ => throw new NotSupportedException($"Default value {value} of type {value.GetType()}."),
    };

    private static IEnumerable<string> Constraints(MethodInfo m)
    {
        if (!m.IsGenericMethod)
        {
            yield break;
        }

        foreach (var t in m.GetGenericArguments())
        {
            var parts = new List<string>();
            var attributes = t.GenericParameterAttributes;
            var nullableState = NullableFlag(t.CustomAttributes) ?? NullableContext(m.CustomAttributes) ?? NullableContext(m.DeclaringType!.CustomAttributes);
            if ((attributes & GenericParameterAttributes.NotNullableValueTypeConstraint) != 0)
            {
                parts.Add("struct");
            }
            else if ((attributes & GenericParameterAttributes.ReferenceTypeConstraint) != 0)
            {
                parts.Add(nullableState == 2 ? "class?" : "class");
            }
            else if (nullableState == 1 && t.GetGenericParameterConstraints().Length == 0)
            {
                parts.Add("notnull");
            }

            parts.AddRange(t.GetGenericParameterConstraints().Where(c => c != typeof(ValueType)).Select(c => Render(c, Nullability.None, new TupleNames(null))));
            if ((attributes & GenericParameterAttributes.DefaultConstructorConstraint) != 0 && (attributes & GenericParameterAttributes.NotNullableValueTypeConstraint) == 0)
            {
                parts.Add("new()");
            }

            if (parts.Count > 0)
            {
                yield return $"where {t.Name} : {string.Join(", ", parts)}";
            }
        }
    }

    private static byte? NullableFlag(IEnumerable<CustomAttributeData> attributes)
    {
        var attribute = attributes.FirstOrDefault(a => a.AttributeType.FullName == "System.Runtime.CompilerServices.NullableAttribute");
        return attribute?.ConstructorArguments[0].Value switch
        {
            byte b => b,
            IReadOnlyCollection<CustomAttributeTypedArgument> bytes => (byte)bytes.First().Value!,
            _ => null,
        };
    }

    private static byte? NullableContext(IEnumerable<CustomAttributeData> attributes) =>
        attributes.FirstOrDefault(a => a.AttributeType.FullName == "System.Runtime.CompilerServices.NullableContextAttribute")?.ConstructorArguments[0].Value as byte?;

    /// <summary>The names of tuple elements, in the order the compiler records them (pre-order, a tuple's names first).</summary>
    private sealed class TupleNames(IList<string?>? names)
    {
        private int _next;

        public string?[] Take(int count)
        {
            var taken = new string?[count];
            for (var i = 0; i < count; i++)
            {
                taken[i] = names is not null && _next < names.Count ? names[_next] : null;
                _next++;
            }

            return taken;
        }
    }

    /// <summary>
    /// The nullable annotations of one type as the compiler records them (NullableAttribute bytes in pre-order: one per
    /// reference type, type parameter or array, none for a value type itself), read as the type is rendered.
    /// </summary>
    private sealed class Nullability
    {
        public static Nullability None => new();

        private readonly byte[] _bytes = [];
        private readonly byte _single;
        private int _next;

        private Nullability()
        {
        }

        public Nullability(ParameterInfo parameter, MethodInfo method)
        {
            var own = parameter.CustomAttributes.FirstOrDefault(a => a.AttributeType.FullName == "System.Runtime.CompilerServices.NullableAttribute");
            switch (own?.ConstructorArguments[0].Value)
            {
                case byte b:
                    _single = b;
                    break;
                case IReadOnlyCollection<CustomAttributeTypedArgument> bytes:
                    _bytes = [.. bytes.Select(x => (byte)x.Value!)];
                    break;
                default:
                    _single = NullableContext(method.CustomAttributes) ?? NullableContext(method.DeclaringType!.CustomAttributes) ?? 0;
                    break;
            }
        }

        /// <summary>Whether the type about to be read is annotated nullable (without consuming it).</summary>
        public bool TopLevelNullable(Type type) => !type.IsValueType && Peek() == 2;

        /// <summary>Consumes the annotation of the next reference type or type parameter: 2 means nullable.</summary>
        public byte Next()
        {
            var value = Peek();
            _next++;
            return value;
        }

        private byte Peek() => _bytes.Length == 0 ? _single : _next < _bytes.Length ? _bytes[_next] : (byte)0;
    }

    // C# text of a type, fully qualified; nullable annotations read from info; tuples with their element names.
    private static string Render(Type type, Nullability info, TupleNames names)
    {
        if (Nullable.GetUnderlyingType(type) is { } underlying)
        {
            return Render(underlying, info, names) + "?";
        }

        var suffix = !type.IsValueType && info.Next() == 2 ? "?" : "";
        if (type.IsGenericParameter)
        {
            return type.Name + suffix;
        }

        if (type.IsArray)
        {
            return Render(type.GetElementType()!, info, names) + "[]" + suffix;
        }

        if (Keyword(type) is { } keyword)
        {
            return keyword + suffix;
        }

        if (IsValueTuple(type))
        {
            var elements = new List<Type>();
            FlattenTuple(type, elements);
            var elementNames = names.Take(elements.Count);
            return "(" + string.Join(", ", elements.Select((e, i) => Render(e, info, names) + (elementNames[i] is { } n ? " " + n : ""))) + ")";
        }

        var name = type.IsNested ? Render(type.DeclaringType!, Nullability.None, names) + "." + type.Name : "global::" + type.Namespace + "." + type.Name;
        if (IsPlan(type))
        {
            name = "global::Rheo.Joins.QueryablePlan`1";
        }

        if (type.IsGenericType)
        {
            name = name[..name.IndexOf('`', StringComparison.Ordinal)];
            name += "<" + string.Join(", ", type.GetGenericArguments().Select(a => Render(a, info, names))) + ">";
        }

        return name + suffix;
    }

    private static bool IsValueTuple(Type type) =>
        type.IsGenericType && type.Namespace == "System" && type.Name.StartsWith("ValueTuple`", StringComparison.Ordinal);

    private static void FlattenTuple(Type type, List<Type> elements)
    {
        var args = type.GetGenericArguments();
        for (var i = 0; i < args.Length; i++)
        {
            if (i == 7 && IsValueTuple(args[i]))
            {
                FlattenTuple(args[i], elements);
            }
            else
            {
                elements.Add(args[i]);
            }
        }
    }

    private static string? Keyword(Type type) => type.FullName switch
    {
        "System.Boolean" => "bool",
        "System.Byte" => "byte",
        "System.SByte" => "sbyte",
        "System.Int16" => "short",
        "System.UInt16" => "ushort",
        "System.Int32" => "int",
        "System.UInt32" => "uint",
        "System.Int64" => "long",
        "System.UInt64" => "ulong",
        "System.Single" => "float",
        "System.Double" => "double",
        "System.Decimal" => "decimal",
        "System.Char" => "char",
        "System.String" => "string",
        "System.Object" => "object",
        "System.Void" => "void",
        _ => null,
    };

    // The documentation ID of m (M:Namespace.Type.Name``n(params)), for <inheritdoc cref="..."/>.
    private static string DocumentationId(MethodInfo m)
    {
        var text = $"M:{m.DeclaringType!.FullName}.{m.Name}";
        if (m.IsGenericMethod)
        {
            text += "``" + m.GetGenericArguments().Length;
        }

        var parameters = m.GetParameters();
        if (parameters.Length > 0)
        {
            text += "(" + string.Join(",", parameters.Select(p => DocumentationType(p.ParameterType))) + ")";
        }

        return text;
    }

    private static string DocumentationType(Type type)
    {
        if (type.IsGenericMethodParameter)
        {
            return "``" + type.GenericParameterPosition;
        }

        if (type.IsGenericTypeParameter)
        {
            return "`" + type.GenericParameterPosition;
        }

        if (type.IsArray)
        {
            return DocumentationType(type.GetElementType()!) + "[]";
        }

        var name = type.IsNested ? DocumentationType(type.DeclaringType!) + "." + type.Name : type.Namespace + "." + type.Name;
        if (type.IsGenericType)
        {
            name = name[..name.IndexOf('`', StringComparison.Ordinal)];
            name += "{" + string.Join(",", type.GetGenericArguments().Select(DocumentationType)) + "}";
        }

        return name;
    }
}
