namespace RheoBench.Coverage;

/// <summary>
/// Declares which public method groups of Rheo a BenchmarkDotNet benchmark measures: the declaring type (an open
/// generic type for a generic one, e.g. <c>typeof(BufferBlock&lt;&gt;)</c>) and one or more method names
/// (<c>nameof(Observable.Select)</c>). Put it on the benchmark method, or on the benchmark class when every benchmark
/// of the class calls the groups. The suite's <c>PublicApiHasBenchmarks</c> test reads these declarations.
/// </summary>
[AttributeUsage(AttributeTargets.Method | AttributeTargets.Class, AllowMultiple = true)]
public sealed class CoversAttribute : Attribute
{
    /// <summary>Declares that the benchmark calls the named methods of <paramref name="type"/>.</summary>
    public CoversAttribute(Type type, params string[] methods)
    {
        Type = type;
        Methods = methods;
    }

    /// <summary>The type that declares the methods.</summary>
    public Type Type { get; }

    /// <summary>The names of the method groups covered.</summary>
    public IReadOnlyList<string> Methods { get; }
}
