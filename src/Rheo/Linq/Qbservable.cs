using System.Diagnostics.CodeAnalysis;
using System.Linq.Expressions;
using System.Reflection;
using Rheo.Concurrency;

namespace Rheo.Linq;

/// <summary>
/// LINQ over <see cref="IQbservable{T}"/>: queries as expression trees. Every operator of <see cref="Observable"/>
/// has a twin here (generated from <see cref="Observable"/>'s surface, in <c>Qbservable.g.cs</c>) that builds the
/// <see cref="MethodCallExpression"/> of itself over its source's expression instead of running anything; the
/// source's <see cref="IQbservable.Provider"/> makes the query. The local <see cref="Provider"/> runs a query by
/// rewriting it into the <see cref="Observable"/> calls it stands for (<see cref="LocalQueryMethodImplementationTypeAttribute"/>).
/// </summary>
/// <remarks>
/// Building and running expression trees needs reflection over the operators and run-time code generation, so the
/// whole class requires unreferenced and dynamic code: trimmed or native AOT applications get the warnings at their
/// calls of these methods, and the rest of Rheo stays trim-clean.
/// </remarks>
[LocalQueryMethodImplementationType(typeof(Observable))]
[RequiresUnreferencedCode(TrimmingMessage)]
[RequiresDynamicCode(DynamicCodeMessage)]
public static partial class Qbservable
{
    internal const string TrimmingMessage = "Queries as expression trees find the operators they call by reflection; trimming may remove them.";
    internal const string DynamicCodeMessage = "Queries as expression trees close generic methods and compile lambdas at run time.";

    /// <summary>The local query provider: its queries run in this process, over <see cref="Observable"/>'s operators.</summary>
    public static IQbservableProvider Provider => LocalQbservableProvider.Instance;

    /// <summary>Makes <paramref name="source"/> a query of the local provider (a tree holding just the source).</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The observable.</param>
    /// <returns>The query; operators of <see cref="Qbservable"/> applied to it build trees over it.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IQbservable<TSource> AsQbservable<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new LocalQbservable<TSource>(source);
    }

    /// <summary>Hides the query: operators applied to the result are <see cref="Observable"/>'s, run locally.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The query.</param>
    /// <returns>The query, typed as an observable.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IObservable<TSource> AsObservable<TSource>(this IQbservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return source;
    }

    /// <summary>
    /// Makes a queryable a query of the local provider: subscribing enumerates it (on
    /// <see cref="Scheduler.CurrentThread"/>, as <see cref="Observable.ToObservable{TSource}(IEnumerable{TSource}, IScheduler?)"/> does).
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The queryable; its expression becomes part of the query's tree.</param>
    /// <returns>The query.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IQbservable<TSource> ToQbservable<TSource>(this IQueryable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new LocalQbservable<TSource>(
            Expression.Call(null, ((MethodInfo)MethodBase.GetCurrentMethod()!).MakeGenericMethod(typeof(TSource)), source.Expression));
    }

    /// <summary>Makes a queryable a query of the local provider whose subscription enumerates it on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The queryable; its expression becomes part of the query's tree.</param>
    /// <param name="scheduler">Runs the enumeration.</param>
    /// <returns>The query.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IQbservable<TSource> ToQbservable<TSource>(this IQueryable<TSource> source, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new LocalQbservable<TSource>(
            Expression.Call(
                null,
                ((MethodInfo)MethodBase.GetCurrentMethod()!).MakeGenericMethod(typeof(TSource)),
                source.Expression,
                Expression.Constant(scheduler, typeof(IScheduler))));
    }

    /// <summary>
    /// Makes a query a queryable: the query's provider must also be an <see cref="IQueryProvider"/> (the local one is:
    /// enumerating the result subscribes to the query and blocks for its values, as <see cref="Observable.ToEnumerable{TSource}"/> does).
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The query.</param>
    /// <returns>The queryable.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    /// <exception cref="ArgumentException">The query's provider is not an <see cref="IQueryProvider"/>.</exception>
    public static IQueryable<TSource> ToQueryable<TSource>(this IQbservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        if (source.Provider is not IQueryProvider provider)
        {
            throw new ArgumentException("The query's provider does not make queryables (it is not an IQueryProvider).", nameof(source));
        }

        return provider.CreateQuery<TSource>(
            Expression.Call(null, ((MethodInfo)MethodBase.GetCurrentMethod()!).MakeGenericMethod(typeof(TSource)), source.Expression));
    }
}
