namespace Rheo.Linq;

// Side effects on a subscription's start and end.

public static partial class ObservableEx
{
    /// <summary>Runs <paramref name="onSubscribe"/> on each subscription, before the source is subscribed.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="onSubscribe">The action; a throw becomes <c>OnError</c> and the source is not subscribed.</param>
    /// <returns>The source's messages.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="onSubscribe"/> is null.</exception>
    public static IObservable<T> DoOnSubscribe<T>(this IObservable<T> source, Action onSubscribe)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onSubscribe);
        return new Operators.DoOnSubscribe<T>(source, onSubscribe);
    }

    /// <summary>
    /// Runs <paramref name="onDispose"/> once per subscription, when it is disposed (mid-stream, or after it
    /// terminated), after the source subscription was disposed.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="onDispose">The action; a throw propagates to the caller of <c>Dispose</c> (nothing can be sent any more).</param>
    /// <returns>The source's messages.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="onDispose"/> is null.</exception>
    public static IObservable<T> DoOnDispose<T>(this IObservable<T> source, Action onDispose)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onDispose);
        return new Operators.DoOnDispose<T>(source, onDispose);
    }
}
