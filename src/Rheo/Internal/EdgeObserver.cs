namespace Rheo.Internal;

/// <summary>The edge for a foreign <see cref="IObserver{T}"/> subscribed to a Rheo observable.</summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class EdgeObserver<T>(IObserver<T> observer) : EdgeBase<T>
{
    protected override void Next(T value) => observer.OnNext(value);

    protected override void Error(Exception error) => observer.OnError(error);

    protected override void Completed() => observer.OnCompleted();
}
