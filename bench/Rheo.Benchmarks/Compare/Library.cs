namespace RheoBench.Compare;

/// <summary>The fixed library names of the results (see the benchmark contract in the design notes).</summary>
public static class Library
{
    public const string Rheo = "Rheo";
    public const string Rx = "System.Reactive";
    public const string R3 = "R3";
    public const string Primitives = "ReactiveUI.Primitives";
    public const string Linq = "LINQ";
    public const string Ix = "Ix";
    public const string Delegate = "Delegate";
    public const string Loop = "Loop";
    public const string TplDataflow = "TPL Dataflow";

    /// <summary>Why an <c>Ix</c> row is never measured here.</summary>
    public const string IxMissing = "System.Interactive does not restore from the package feed here (docs/peers.md)";
}

/// <summary>Marks a scenario implementation with the library it is written for.</summary>
[AttributeUsage(AttributeTargets.Class, AllowMultiple = false)]
public sealed class LibraryAttribute(string name) : Attribute
{
    public string Name { get; } = name;
}

/// <summary>
/// Finds the implementation of a scenario interface for a library by reflection, so that a library's file can be
/// left out of compilation (its row then reports <c>ok: false</c>) without touching the scenario.
/// </summary>
public static class Implementations
{
    private static readonly Type[] Types = typeof(Implementations).Assembly.GetTypes();

    public static T? Find<T>(string library)
        where T : class
    {
        foreach (var type in Types)
        {
            if (type.IsClass && !type.IsAbstract && typeof(T).IsAssignableFrom(type)
                && type.GetCustomAttributes(typeof(LibraryAttribute), false) is [LibraryAttribute attribute]
                && attribute.Name == library)
            {
                return (T)Activator.CreateInstance(type)!;
            }
        }

        return null;
    }
}
