namespace Rheo.Generator;

internal static partial class Families
{
    /// <summary>
    /// The public <c>Joins.QueryablePattern&lt;TSource1, ..., TSourceN&gt;</c>, 2 to 16 sources: the query form of
    /// <c>Pattern</c>, each <c>And</c> and <c>Then</c> building the call of itself over the pattern's tree.
    /// </summary>
    private static IEnumerable<string> QueryablePatterns() =>
        Arity.Range(2, 16).Select(a =>
        {
            var types = a.Join(i => $"TSource{i}");
            var next = a.N + 1;
            return ArityGenerator.Type(
                $$"""
                /// <summary>A join pattern of queries over {{(a.N <= 10 ? Words.Cardinal(a.N) : a.N.ToString(System.Globalization.CultureInfo.InvariantCulture))}} sources, held as the tree that builds it (the query form of <see cref="Pattern{{{types}}}"/>).</summary>
                {{a.Lines(i => $"""/// <typeparam name="TSource{i}">The element type of the {Words.Ordinal(i)} source.</typeparam>""")}}
                [LocalQueryMethodImplementationType(typeof(Pattern<{{new string(',', a.N - 1)}}>))]
                [RequiresUnreferencedCode(Linq.Qbservable.TrimmingMessage)]
                [RequiresDynamicCode(Linq.Qbservable.DynamicCodeMessage)]
                public class QueryablePattern<{{types}}> : QueryablePattern
                """,
                $$"""
                internal QueryablePattern(Expression expression)
                    : base(expression)
                {
                }
                """,
                $$"""
                // In a generic class, GetCurrentMethod gives the method of the open class: this one's is on the closed class.
                private static MethodInfo CurrentMethod(MethodBase method) =>
                    (MethodInfo)MethodBase.GetMethodFromHandle(method.MethodHandle, typeof(QueryablePattern<{{types}}>).TypeHandle)!;
                """,
                a.N is 16 ? null : $$"""
                /// <summary>Adds a {{Words.Ordinal(next)}} source to the pattern.</summary>
                /// <typeparam name="TSource{{next}}">The element type of the new source.</typeparam>
                /// <param name="other">The source.</param>
                /// <returns>The extended pattern.</returns>
                /// <exception cref="ArgumentNullException"><paramref name="other"/> is null.</exception>
                public QueryablePattern<{{types}}, TSource{{next}}> And<TSource{{next}}>(IObservable<TSource{{next}}> other)
                {
                    ArgumentNullException.ThrowIfNull(other);
                    return new QueryablePattern<{{types}}, TSource{{next}}>(
                        Expression.Call(
                            Expression,
                            CurrentMethod(MethodBase.GetCurrentMethod()!).MakeGenericMethod(typeof(TSource{{next}})),
                            QbservableArguments.Source(other)));
                }
                """,
                $$"""
                /// <summary>Turns the pattern into a plan: when every source has a value, one value of each is consumed and combined.</summary>
                /// <typeparam name="TResult">The result type.</typeparam>
                /// <param name="selector">Combines the values.</param>
                /// <returns>The plan, for <c>Qbservable.When</c>.</returns>
                /// <exception cref="ArgumentNullException"><paramref name="selector"/> is null.</exception>
                public QueryablePlan<TResult> Then<TResult>(Expression<Func<{{types}}, TResult>> selector)
                {
                    ArgumentNullException.ThrowIfNull(selector);
                    return new QueryablePlan<TResult>(
                        Expression.Call(
                            Expression,
                            CurrentMethod(MethodBase.GetCurrentMethod()!).MakeGenericMethod(typeof(TResult)),
                            selector));
                }
                """);
        });
}
