using Rheo.Subjects;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>FromAsyncPattern</c> (the Begin/End pattern, obsolete as in Rx.NET): each call of the returned function calls
/// <c>begin</c> at once with a callback that calls <c>end</c> and publishes its result (or exception) to an
/// <see cref="AsyncSubject{T}"/>, so every subscriber gets the outcome. A <c>begin</c> that throws makes the call
/// return an observable that fails with that exception on the default scheduler, as in Rx.NET.
/// </summary>
internal static class FromAsyncPattern
{
    /// <summary>Starts one Begin/End operation: <paramref name="begin"/> has the call's arguments bound already.</summary>
    public static IObservable<TResult> Invoke<TResult>(Func<AsyncCallback, object?, IAsyncResult> begin, Func<IAsyncResult, TResult> end)
    {
        var subject = new AsyncSubject<TResult>();
        try
        {
            begin(
                asyncResult =>
                {
                    TResult result;
                    try
                    {
                        result = end(asyncResult);
                    }
                    catch (Exception error)
                    {
                        subject.OnError(error);
                        return;
                    }

                    subject.OnNext(result);
                    subject.OnCompleted();
                },
                null);
        }
        catch (Exception error)
        {
            return Observable.Throw<TResult>(error, ToAsync.DefaultScheduler);
        }

        return new AsObservable<TResult>(subject);
    }

    /// <summary>The action form of <see cref="Invoke{TResult}"/>: <see cref="Unit"/> once <paramref name="end"/> returns.</summary>
    public static IObservable<Unit> Invoke(Func<AsyncCallback, object?, IAsyncResult> begin, Action<IAsyncResult> end) =>
        Invoke(begin, asyncResult =>
        {
            end(asyncResult);
            return Unit.Default;
        });
}
