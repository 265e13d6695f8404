using Rheo.Concurrency;
using Rheo.Subjects;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ToAsync</c> and <c>Start</c>: each call schedules the bound function once on the scheduler and returns an
/// observable backed by an <see cref="AsyncSubject{T}"/>: the call is hot (it runs whether or not anyone
/// subscribes), and every subscriber, early or late, gets the result and completion, or the function's exception
/// as <c>OnError</c>. The generated <c>ToAsync</c> overloads bind their arguments into a <see cref="Func{TResult}"/>
/// and call <see cref="Invoke{TResult}"/>.
/// </summary>
internal static class ToAsync
{
    /// <summary>Rx.NET's default for asynchronous conversions: the platform's default scheduler.</summary>
    public static IScheduler DefaultScheduler => Concurrency.DefaultScheduler.Instance;

    /// <summary>Schedules <paramref name="call"/> on <paramref name="scheduler"/> and returns its outcome as a replaying observable.</summary>
    public static IObservable<TResult> Invoke<TResult>(IScheduler scheduler, Func<TResult> call)
    {
        var subject = new AsyncSubject<TResult>();
        scheduler.Schedule((Subject: subject, Call: call), static (_, s) =>
        {
            TResult result;
            try
            {
                result = s.Call();
            }
            catch (Exception error)
            {
                s.Subject.OnError(error);
                return Disposables.Disposable.Empty;
            }

            s.Subject.OnNext(result);
            s.Subject.OnCompleted();
            return Disposables.Disposable.Empty;
        });
        return new AsObservable<TResult>(subject);
    }

    /// <summary>The action form: <see cref="Unit"/> and completion when the action returns.</summary>
    public static IObservable<Unit> Invoke(IScheduler scheduler, Action call) => Invoke(scheduler, () =>
    {
        call();
        return Unit.Default;
    });
}
