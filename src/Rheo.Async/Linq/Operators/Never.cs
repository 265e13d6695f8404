namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Never</c>: sends nothing, ever; one shared instance, and every subscription gets the no-op handle
/// (no allocation).
/// </summary>
internal sealed class Never<T> : AsyncObservableBase<T>
{
    public static readonly Never<T> Instance = new();

    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        new(Disposables.AsyncDisposable.Nop);
}
