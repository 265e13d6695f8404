namespace Rheo.Internal;

/// <summary>The edge for a foreign <see cref="IObserver{T}"/> subscribed to a Rheo observable.</summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class EdgeObserver<T>(IObserver<T> observer) : EdgeBase<T>
{
    public override void OnNext(T value)
    {
        if (IsDone)
        {
            return;
        }

        try
        {
            observer.OnNext(value);
        }
        catch
        {
            // The user's observer failed: nothing more reaches it, and the source stops.
            Dispose();
            throw;
        }
    }

    protected override void Error(Exception error) => observer.OnError(error);

    protected override void Completed() => observer.OnCompleted();
}
