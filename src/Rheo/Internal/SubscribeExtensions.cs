namespace Rheo.Internal;

/// <summary>How a Rheo sink subscribes to any <see cref="IObservable{T}"/>.</summary>
internal static class SubscribeExtensions
{
    /// <summary>
    /// Subscribes <paramref name="subscriber"/> to <paramref name="source"/>: directly when the source is
    /// a Rheo producer, through a <see cref="ForeignSourceObserver{T}"/> otherwise.
    /// </summary>
    public static void Run<T>(this IObservable<T> source, ISubscriber<T> subscriber)
    {
        // The class test first: IProducer<out T> is variant, so testing for it takes the runtime's slow cast path.
        if (source is Producer<T> cold)
        {
            cold.Run(subscriber);
        }
        else if (source is IProducer<T> producer)
        {
            producer.Run(subscriber);
        }
        else
        {
            ForeignSourceObserver<T>.Subscribe(source, subscriber);
        }
    }

    /// <summary>
    /// Like <see cref="Run{T}"/>, but a foreign source's subscription is not disposed by its terminal message: the
    /// subscriber disposes its handle when it lets the source go (later than the terminal message, on a scheduler).
    /// </summary>
    public static void RunLeavingDisposal<T>(this IObservable<T> source, ISubscriber<T> subscriber)
    {
        if (source is IProducer<T> producer)
        {
            producer.Run(subscriber);
        }
        else
        {
            ForeignSourceObserver<T>.SubscribeLeavingDisposal(source, subscriber);
        }
    }
}
