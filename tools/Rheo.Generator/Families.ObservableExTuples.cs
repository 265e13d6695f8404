namespace Rheo.Generator;

internal static partial class Families
{
    /// <summary>
    /// The sources of Rx.NET's <c>ObservableEx</c> tuple overloads: ordinal names at every arity (<c>TFirst first</c> ...
    /// <c>TSixteenth sixteenth</c>) and tuple elements named <c>First</c> ... <c>Sixteenth</c>.
    /// </summary>
    private sealed record OrdinalSources(Arity A)
    {
        public static string Word(int i) => char.ToUpperInvariant(Words.Ordinal(i)[0]) + Words.Ordinal(i)[1..];

        public string T(int i) => $"T{Word(i)}";

        public string P(int i) => Words.Ordinal(i);

        public string Types => A.Join(T);

        public string Parameters => A.Join(P);

        public string Tuple => $"({A.Join(i => $"{T(i)} {Word(i)}")})";

        public string TypeParamDocs => A.Lines(i => $"""/// <typeparam name="{T(i)}">The element type of the {Words.Ordinal(i)} source.</typeparam>""");

        public string ParamDocs => A.Lines(i => $"""/// <param name="{P(i)}">The {Words.Ordinal(i)} source.</param>""");

        public string Signature => $"this {A.Join(i => $"IObservable<{T(i)}> {P(i)}")}";

        public string NullChecks => A.Lines(i => $"    ArgumentNullException.ThrowIfNull({P(i)});");
    }

    /// <summary><c>ObservableEx.CombineLatest</c> and <c>ObservableEx.Zip</c> into named tuples, 2 to 16 sources (Rx.NET's experimental forms).</summary>
    private static IEnumerable<string> ObservableExTuples() =>
        CombineOperators.SelectMany(op => Arity.Range(2, 16).Select(a => ObservableExTuple(op, new OrdinalSources(a))));

    private static string ObservableExTuple(CombineOperator op, OrdinalSources s) => $$"""
        /// <summary>{{op.TupleSummary}}</summary>
        {{s.TypeParamDocs}}
        {{s.ParamDocs}}
        /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
        /// <exception cref="ArgumentNullException">A source is null.</exception>
        public static IObservable<{{s.Tuple}}> {{op.Name}}<{{s.Types}}>({{s.Signature}})
        {
        {{s.NullChecks}}
            return new Operators.{{op.Name}}<{{s.Tuple}}>(new Operators.CombineArity<{{s.Types}}, {{s.Tuple}}>({{s.Parameters}}, static ({{s.A.Join(i => $"v{i}")}}) => ({{s.A.Join(i => $"v{i}")}})));
        }
        """;
}
