namespace Rheo.Linq.Operators;

/// <summary>
/// The observer of <c>ObservableEx.Create</c>'s concatenated iterator: values of the yielded observables are ignored,
/// their error or the end of the iteration goes to the user's observer.
/// </summary>
/// <typeparam name="TResult">The user observer's element type.</typeparam>
internal sealed class TerminalOnlyObserver<TResult>(IObserver<TResult> observer) : IObserver<object>
{
    public void OnNext(object value)
    {
    }

    public void OnError(Exception error) => observer.OnError(error);

    public void OnCompleted() => observer.OnCompleted();
}
