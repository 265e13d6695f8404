namespace Rheo.Generator;

internal static partial class Families
{
    /// <summary>A Rheo.Async N-ary operator over <c>Combine&lt;TResult&gt;</c>: its name, whether it zips, and its documentation.</summary>
    private sealed record AsyncCombineOperator(string Name, bool Zip, string Summary, string SelectorDoc, string Returns);

    private static readonly AsyncCombineOperator[] AsyncCombineOperators =
    [
        new(
            "CombineLatest",
            false,
            "Combines the latest values of {0} sequences each time one of them sends a value (once all have one).",
            "Combines the latest values.",
            "The combined sequence."),
        new(
            "Zip",
            true,
            "Combines the values of {0} sequences in order; values waiting for partners are buffered.",
            "Combines one value of each sequence.",
            "The zipped sequence."),
    ];

    /// <summary>
    /// The 4- to 16-source <c>AsyncObservable.CombineLatest</c>/<c>Zip</c> overloads with a result selector, each
    /// arity's <c>CombineLatest</c> then its <c>Zip</c>; the 2- and 3-source forms are hand-written (AsyncObservable.CombineLatest.cs).
    /// </summary>
    private static IEnumerable<string> AsyncZipAndCombineLatest() =>
        Arity.Range(4, 16).SelectMany(a => AsyncCombineOperators.Select(op => AsyncCombineWithSelector(op, a)));

    private static string AsyncCombineWithSelector(AsyncCombineOperator op, Arity a) => $$"""
        /// <summary>{{string.Format(op.Summary, a.N)}}</summary>
        {{a.Lines(i => $"""/// <typeparam name="T{i}">The {Words.Ordinal(i)} element type.</typeparam>""")}}
        /// <typeparam name="TResult">The result type.</typeparam>
        {{a.Lines(i => $"""/// <param name="source{i}">The {Words.Ordinal(i)} sequence.</param>""")}}
        /// <param name="resultSelector">{{op.SelectorDoc}}</param>
        /// <returns>{{op.Returns}}</returns>
        public static IAsyncObservable<TResult> {{op.Name}}<{{a.Join(i => $"T{i}")}}, TResult>(this {{a.Join(i => $"IAsyncObservable<T{i}> source{i}")}}, Func<{{a.Join(i => $"T{i}")}}, TResult> resultSelector)
        {
        {{a.Lines(i => $"    ArgumentNullException.ThrowIfNull(source{i});")}}
            ArgumentNullException.ThrowIfNull(resultSelector);
            return new Combine<TResult>({{(op.Zip ? "true" : "false")}}, state => new CombineWiring<{{a.Join(i => $"T{i}")}}, TResult>(state, {{a.Join(i => $"source{i}")}}, resultSelector));
        }
        """;

    /// <summary>
    /// Rheo.Async's <c>CombineWiring&lt;T1, ..., TN, TResult&gt;</c> for 4 to 16 sources: one typed slot per source
    /// (no boxing) and the result selector over the slots' values; the 2- and 3-source wirings are hand-written (CombineLatest.cs).
    /// </summary>
    private static IEnumerable<string> AsyncCombineWirings() =>
        Arity.Range(4, 16).Select(a => $$"""
            internal sealed class CombineWiring<{{a.Join(i => $"T{i}")}}, TResult> : IAsyncCombineWiring
            {
            {{a.Lines(i => $"    private readonly IAsyncObservable<T{i}> _s{i};")}}
            {{a.Lines(i => $"    private readonly AsyncCombineSlot<T{i}, TResult> _o{i};")}}

                public CombineWiring(AsyncCombineState<TResult> state, {{a.Join(i => $"IAsyncObservable<T{i}> s{i}")}}, Func<{{a.Join(i => $"T{i}")}}, TResult> selector)
                {
            {{a.Lines(i => $"        _s{i} = s{i};\n        _o{i} = new(state);")}}
                    state.Slots = [{{a.Join(i => $"_o{i}")}}];
                    state.Result = () => selector({{a.Join(i => $"_o{i}.Take()")}});
                }

                public int Count => {{a.N}};

                public ValueTask<IAsyncDisposable> SubscribeAsync(int index) => index switch
                {
            {{a.Lines(i => $"        {(i == a.N ? "_" : (i - 1).ToString(System.Globalization.CultureInfo.InvariantCulture))} => _s{i}.SubscribeAsync(_o{i}),")}}
                };
            }
            """);
}
