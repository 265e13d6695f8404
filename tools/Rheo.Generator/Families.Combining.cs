namespace Rheo.Generator;

internal static partial class Families
{
    /// <summary>An N-ary operator built on <c>CombineArity</c>: its name and the documentation of its two shapes.</summary>
    private sealed record CombineOperator(string Name, string Summary, string Returns, string TupleSummary);

    private static readonly CombineOperator[] CombineOperators =
    [
        new(
            "Zip",
            "Pairs the sources element by element: the n-th values of all sources go to the selector together; completes when all sources have completed, or when a value that cannot be paired arrives while all the other sources have completed.",
            "The observable; values wait in per-source rings, 0 bytes per value in steady state.",
            "Pairs the sources element by element into tuples (see the overload with a result selector)."),
        new(
            "CombineLatest",
            "Once every source has a value, emits the selector over the latest value of each source whenever any source sends one; completes when all sources have completed, or when a value arrives before every source has one while all the other sources have completed.",
            "The observable; lock-free, 0 bytes per value.",
            "Once every source has a value, emits a tuple of the latest values whenever any source sends one (see the overload with a result selector)."),
    ];

    /// <summary>
    /// The sources of a 2- to 16-ary <c>Zip</c>/<c>CombineLatest</c> overload, named as Rx.NET names them:
    /// <c>TFirst first, TSecond second</c> for two, <c>TSource1 source1 ...</c> from three on.
    /// </summary>
    private sealed record CombineSources(Arity A)
    {
        private bool Pair => A.N == 2;

        public string T(int i) => Pair ? (i == 1 ? "TFirst" : "TSecond") : $"TSource{i}";

        public string P(int i) => Pair ? (i == 1 ? "first" : "second") : $"source{i}";

        public string Types => A.Join(T);

        public string Parameters => A.Join(P);

        public string TypeParamDocs => A.Lines(i => $"""/// <typeparam name="{T(i)}">The element type of {(Pair ? $"the {Words.Ordinal(i)} source" : $"source {i}")}.</typeparam>""");

        public string ParamDocs => A.Lines(i => $"""/// <param name="{P(i)}">{(Pair ? $"The {Words.Ordinal(i)} source" : $"Source {i}")}.</param>""");

        public string Signature => $"this {A.Join(i => $"IObservable<{T(i)}> {P(i)}")}";

        public string NullChecks => A.Lines(i => $"    ArgumentNullException.ThrowIfNull({P(i)});");
    }

    /// <summary><c>Operators.CombineArity&lt;T1, ..., TN, TResult&gt;</c>: creates the typed slots and calls the selector.</summary>
    private static IEnumerable<string> CombineArities() =>
        Arity.Range(2, 16).Select(a => $$"""
            /// <summary>The sources and result selector of a {{a.N}}-ary <c>Zip</c> or <c>CombineLatest</c>.</summary>
            internal sealed class CombineArity<{{a.Join(i => $"T{i}")}}, TResult>({{a.Join(i => $"IObservable<T{i}> source{i}")}}, Func<{{a.Join(i => $"T{i}")}}, TResult> selector) : CombineArity<TResult>
            {
                public override CombineSlot[] CreateSlots(CombineSlotOwner owner) => [{{a.Join(i => $"new CombineSlot<T{i}>(owner, {i - 1}, source{i})")}}];

                public override TResult Invoke(CombineSlot[] s) => selector({{a.Join(i => $"CombineSlot<T{i}>.Of(s, {i - 1})")}});
            }
            """);

    /// <summary>
    /// The 2- to 16-source overloads of <c>Zip</c> and <c>CombineLatest</c> with a result selector; the forms into tuples
    /// are on <c>ObservableEx</c>, as in Rx.NET (<c>ObservableExTuples</c>).
    /// </summary>
    private static IEnumerable<string> ZipAndCombineLatest() =>
        CombineOperators.SelectMany(op => Arity.Range(2, 16).Select(a => CombineWithSelector(op, new CombineSources(a))));

    private static string CombineWithSelector(CombineOperator op, CombineSources s) => $$"""
        /// <summary>{{op.Summary}}</summary>
        {{s.TypeParamDocs}}
        /// <typeparam name="TResult">The result type.</typeparam>
        {{s.ParamDocs}}
        /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
        /// <returns>{{op.Returns}}</returns>
        public static IObservable<TResult> {{op.Name}}<{{s.Types}}, TResult>({{s.Signature}}, Func<{{s.Types}}, TResult> resultSelector)
        {
        {{s.NullChecks}}
            ArgumentNullException.ThrowIfNull(resultSelector);
            return new Operators.{{op.Name}}<TResult>(new Operators.CombineArity<{{s.Types}}, TResult>({{s.Parameters}}, resultSelector));
        }
        """;
}
