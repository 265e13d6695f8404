namespace Rheo.Internal;

/// <summary>
/// The base of every cold Rheo observable: an immutable description of an operator. Rheo sinks subscribe
/// through <see cref="Run"/>; a foreign observer subscribes through <see cref="Subscribe"/> and gets the
/// safety wrapper of <see cref="EdgeObserver{T}"/>.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal abstract class Producer<T> : IProducer<T>
{
    public IDisposable Subscribe(IObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        var edge = new EdgeObserver<T>(observer);
        edge.Track(this);
        RunEdge(edge);
        return edge;
    }

    public abstract void Run(ISubscriber<T> subscriber);

    /// <summary>
    /// Runs this producer into the edge of a foreign observer; called only here, before the edge is returned. An
    /// operator overrides it to call the foreign observer (<see cref="EdgeObserver{T}.Observer"/>) from its loop or
    /// its last sink directly, keeping the edge's guarantees (see <see cref="EdgeObserver{T}"/>).
    /// </summary>
    protected virtual void RunEdge(EdgeObserver<T> edge) => Run(edge);
}
