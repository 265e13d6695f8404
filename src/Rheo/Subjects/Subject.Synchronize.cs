using Rheo.Concurrency;
using Rheo.Linq;

namespace Rheo.Subjects;

public static partial class Subject
{
    /// <summary>
    /// Wraps <paramref name="subject"/> so that calls to its observer side from several threads are serialized, and its
    /// subscribers are notified on <paramref name="scheduler"/> (its observable side goes through <c>ObserveOn</c>).
    /// </summary>
    /// <typeparam name="TSource">The type of the values the subject observes.</typeparam>
    /// <typeparam name="TResult">The type of the values the subject produces.</typeparam>
    /// <param name="subject">The subject.</param>
    /// <param name="scheduler">The scheduler subscribers are notified on.</param>
    /// <returns>The synchronized subject.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static ISubject<TSource, TResult> Synchronize<TSource, TResult>(ISubject<TSource, TResult> subject, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(subject);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new AnonymousSubject<TSource, TResult>(new SynchronizedSubjectObserver<TSource>(subject, new object()), subject.ObserveOn(scheduler));
    }

    /// <summary>
    /// Wraps <paramref name="subject"/> so that calls to its observer side from several threads are serialized, and its
    /// subscribers are notified on <paramref name="scheduler"/>.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="subject">The subject.</param>
    /// <param name="scheduler">The scheduler subscribers are notified on.</param>
    /// <returns>The synchronized subject.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static ISubject<TSource> Synchronize<TSource>(ISubject<TSource> subject, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(subject);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new AnonymousSubject<TSource>(new SynchronizedSubjectObserver<TSource>(subject, new object()), subject.ObserveOn(scheduler));
    }
}
