using System.Reflection;
using Tpl = System.Threading.Tasks.Dataflow;

namespace Rheo.Dataflow.Tests;

/// <summary>
/// Every public method and constructor Rheo.Dataflow shares with TPL Dataflow takes its parameters under TPL's names, so a
/// caller that passes arguments by name (<c>OfferMessage(..., consumeToAccept: false)</c>) compiles against either.
/// </summary>
public class ParameterNameTests
{
    [Fact]
    public void Public_parameter_names_match_tpl_dataflow()
    {
        var rheoTypes = typeof(ActionBlock<>).Assembly.GetExportedTypes().Where(t => t.Namespace == "Rheo.Dataflow").ToDictionary(t => t.Name);
        var mismatches = new List<string>();
        int compared = 0;
        foreach (var tplType in typeof(Tpl.ActionBlock<>).Assembly.GetExportedTypes().Where(t => t.Namespace == "System.Threading.Tasks.Dataflow"))
        {
            if (!rheoTypes.TryGetValue(tplType.Name, out var rheoType))
            {
                continue;
            }

            var rheoMembers = Members(rheoType).GroupBy(Signature).ToDictionary(g => g.Key, g => g.First());
            foreach (var tplMember in Members(tplType))
            {
                if (!rheoMembers.TryGetValue(Signature(tplMember), out var rheoMember))
                {
                    continue;
                }

                compared++;
                var expected = string.Join(", ", tplMember.GetParameters().Select(p => p.Name));
                var actual = string.Join(", ", rheoMember.GetParameters().Select(p => p.Name));
                if (expected != actual)
                {
                    mismatches.Add($"{rheoType.Name}.{rheoMember.Name}({actual}): TPL Dataflow names them ({expected})");
                }
            }
        }

        Assert.True(compared > 100, $"only {compared} members compared");
        Assert.True(mismatches.Count == 0, string.Join("\n", mismatches));
    }

    /// <summary>TPL's blocks implement the interfaces explicitly; Rheo's public implementations keep the interfaces' names.</summary>
    [Fact]
    public void Public_interface_implementations_keep_the_interface_parameter_names()
    {
        var mismatches = new List<string>();
        int compared = 0;
        foreach (var type in typeof(ActionBlock<>).Assembly.GetExportedTypes().Where(t => t.IsClass))
        {
            foreach (var face in type.GetInterfaces().Where(i => i.Namespace == "Rheo.Dataflow"))
            {
                var map = type.GetInterfaceMap(face);
                for (int i = 0; i < map.TargetMethods.Length; i++)
                {
                    var implementation = map.TargetMethods[i];
                    if (!implementation.IsPublic)
                    {
                        continue;
                    }

                    compared++;
                    var expected = string.Join(", ", map.InterfaceMethods[i].GetParameters().Select(p => p.Name));
                    var actual = string.Join(", ", implementation.GetParameters().Select(p => p.Name));
                    if (expected != actual)
                    {
                        mismatches.Add($"{type.Name}.{implementation.Name}({actual}): {face.Name} names them ({expected})");
                    }
                }
            }
        }

        Assert.True(compared > 50, $"only {compared} members compared");
        Assert.True(mismatches.Count == 0, string.Join("\n", mismatches));
    }

    private static IEnumerable<MethodBase> Members(Type type) =>
        type.GetMethods(BindingFlags.Public | BindingFlags.Instance | BindingFlags.Static | BindingFlags.DeclaredOnly)
            .Cast<MethodBase>()
            .Concat(type.GetConstructors());

    /// <summary>Name, generic arity and parameter types with both libraries' namespaces written alike.</summary>
    private static string Signature(MethodBase member) =>
        $"{member.Name}`{(member.IsGenericMethod ? member.GetGenericArguments().Length : 0)}("
        + string.Join(",", member.GetParameters().Select(p => TypeName(p.ParameterType))) + ")";

    private static string TypeName(Type type)
    {
        if (type.IsGenericParameter)
        {
            return "!" + type.GenericParameterPosition;
        }

        if (type.HasElementType)
        {
            return TypeName(type.GetElementType()!) + (type.IsByRef ? "&" : type.IsArray ? "[]" : "*");
        }

        var name = (type.Namespace + "." + type.Name).Replace("System.Threading.Tasks.Dataflow.", "Rheo.Dataflow.", StringComparison.Ordinal);
        return type.IsGenericType ? name + "<" + string.Join(",", type.GetGenericArguments().Select(TypeName)) + ">" : name;
    }
}
