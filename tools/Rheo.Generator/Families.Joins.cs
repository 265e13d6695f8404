namespace Rheo.Generator;

internal static partial class Families
{
    /// <summary>
    /// The public <c>Joins.Pattern&lt;TSource1, ..., TSourceN&gt;</c>, 1 to 16 sources: <c>And</c> (2 to 15) and <c>Then</c>.
    /// Not sealed, as in Rx.NET; the constructors are internal, so only Rheo makes patterns.
    /// </summary>
    private static IEnumerable<string> Patterns() =>
        Arity.Range(1, 16).Select(a =>
        {
            var types = a.Join(i => $"TSource{i}");
            var fields = a.Join(i => $"_source{i}");
            var next = a.N + 1;
            var summary = a.N switch
            {
                1 => "A join pattern over one source: <c>Then</c> makes the plan of that source alone.",
                2 => "A join pattern over two sources, built with <c>Observable.And</c>.",
                _ => $"A join pattern over {a.N} sources.",
            };
            return ArityGenerator.Type(
                $$"""
                /// <summary>{{summary}}</summary>
                {{a.Lines(i => $"""/// <typeparam name="TSource{i}">The element type of the {Words.Ordinal(i)} source.</typeparam>""")}}
                public class Pattern<{{types}}> : Pattern
                """,
                a.Lines(i => $"private readonly IObservable<TSource{i}> _source{i};"),
                $$"""
                internal Pattern({{a.Join(i => $"IObservable<TSource{i}> source{i}")}})
                {
                {{a.Lines(i => $"    _source{i} = source{i};")}}
                }
                """,
                a.N is 1 or 16 ? null : $$"""
                /// <summary>Adds a {{Words.Ordinal(next)}} source to the pattern.</summary>
                /// <typeparam name="TSource{{next}}">The element type of the new source.</typeparam>
                /// <param name="other">The source.</param>
                /// <returns>The extended pattern.</returns>
                public Pattern<{{types}}, TSource{{next}}> And<TSource{{next}}>(IObservable<TSource{{next}}> other)
                {
                    ArgumentNullException.ThrowIfNull(other);
                    return new Pattern<{{types}}, TSource{{next}}>({{fields}}, other);
                }
                """,
                $$"""
                /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
                /// <typeparam name="TResult">The result type.</typeparam>
                /// <param name="selector">Combines the values; a throwing selector becomes <c>OnError</c>.</param>
                /// <returns>The plan, for <c>Observable.When</c>.</returns>
                public Plan<TResult> Then<TResult>(Func<{{types}}, TResult> selector)
                {
                    ArgumentNullException.ThrowIfNull(selector);
                    return new JoinPlan<{{types}}, TResult>({{fields}}, selector);
                }
                """);
        });

    /// <summary>The internal <c>Joins.JoinPlan&lt;T1, ..., TN, TResult&gt;</c>, 1 to 16 sources: what <c>Then</c> returns.</summary>
    private static IEnumerable<string> JoinPlans() =>
        Arity.Range(1, 16).Select(a =>
        {
            var summary = a.N switch
            {
                1 => "The plan of one source: <c>source.Then(selector)</c>.",
                <= 4 => $"The plan of {Words.Cardinal(a.N)} sources.",
                _ => $"The plan of {a.N} sources.",
            };
            return $$"""
            /// <summary>{{summary}}</summary>
            internal sealed class JoinPlan<{{a.Join(i => $"T{i}")}}, TResult>({{a.Join(i => $"IObservable<T{i}> s{i}")}}, Func<{{a.Join(i => $"T{i}")}}, TResult> selector) : Plan<TResult>
            {
                internal override JoinActivePlan Activate(JoinWhenSink<TResult> sink)
                {
            {{a.Lines(i => $"        var j{i} = sink.Source(s{i});")}}
                    return new JoinActivePlan(sink, [{{a.Join(i => $"j{i}")}}], () => sink.Emit(selector({{a.Join(i => $"j{i}.Dequeue()")}})));
                }
            }
            """;
        });
}
