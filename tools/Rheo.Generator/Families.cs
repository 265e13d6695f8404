namespace Rheo.Generator;

/// <summary>
/// The arity families: every generated file, and one function per family that writes its members. To add a
/// family, write a function returning one member per arity (raw string literals, members at column 0) and add
/// a <see cref="GeneratedFile"/> for it here; then run the generator.
/// </summary>
internal static partial class Families
{
    /// <summary>Every generated file, in the order the generator writes them.</summary>
    public static readonly GeneratedFile[] All =
    [
        new("src/Rheo/Linq/Operators/Combining/CombineArities.g.cs", "Rheo.Linq.Operators", null, CombineArities),
        new("src/Rheo/Linq/Observable.Combining.Arity.g.cs", "Rheo.Linq", "public static partial class Observable", ZipAndCombineLatest),
        new("src/Rheo/Linq/ObservableEx.Combining.Arity.g.cs", "Rheo.Linq", "public static partial class ObservableEx", ObservableExTuples),
        new("src/Rheo/Joins/Pattern.g.cs", "Rheo.Joins", null, Patterns),
        new("src/Rheo/Joins/Plan.g.cs", "Rheo.Joins", null, JoinPlans),
        new("src/Rheo.Async/Linq/AsyncObservable.CombineLatest.Arity.g.cs", "Rheo.Async.Linq", "public static partial class AsyncObservable", AsyncZipAndCombineLatest, "Rheo.Async.Linq.Operators"),
        new("src/Rheo/Linq/Observable.ToAsync.g.cs", "Rheo.Linq", "public static partial class Observable", ToAsyncOverloads, "Rheo.Concurrency"),
        new("src/Rheo/Linq/Observable.FromAsyncPattern.g.cs", "Rheo.Linq", "public static partial class Observable", FromAsyncPatternOverloads),
        new("src/Rheo.Async/Linq/Operators/CombineWiring.Arity.g.cs", "Rheo.Async.Linq.Operators", null, AsyncCombineWirings, "Rheo.Async.Internal"),
        new("src/Rheo.Dataflow/Blocks/JoinBlocks.Arity.g.cs", "Rheo.Dataflow", null, DataflowJoinBlocks, "System.Diagnostics.CodeAnalysis", "Rheo.Dataflow.Internal"),
        new("src/Rheo/Joins/QueryablePattern.g.cs", "Rheo.Joins", null, QueryablePatterns, "System.Diagnostics.CodeAnalysis", "System.Linq.Expressions", "System.Reflection", "Rheo.Linq"),
        new("src/Rheo/Linq/Qbservable.g.cs", "Rheo.Linq", "public static partial class Qbservable", QbservableOperators),
        new("src/Rheo/Linq/QbservableEx.g.cs", "Rheo.Linq", "public static partial class QbservableEx", QbservableExOperators),
    ];
}
