namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>Collects the source's values into lists: each value of <paramref name="bufferBoundaries"/> emits the current list and starts a new one.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TBufferBoundary">The boundary type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="bufferBoundaries">Each value closes the current buffer; its completion emits the last buffer and completes.</param>
    /// <returns>The observable of buffers; the source's completion emits the last (possibly empty) buffer.</returns>
    public static IObservable<IList<TSource>> Buffer<TSource, TBufferBoundary>(this IObservable<TSource> source, IObservable<TBufferBoundary> bufferBoundaries)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(bufferBoundaries);
        return new Operators.ChunkByBoundaries<TSource, TBufferBoundary, IList<TSource>>(source, bufferBoundaries, Operators.BufferPolicy<TSource>.Instance);
    }

    /// <summary>Collects the source's values into consecutive lists; each list is closed by the first value (or completion) of the observable <paramref name="bufferClosingSelector"/> makes for it.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TBufferClosing">The closing observable's element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="bufferClosingSelector">Makes the observable that closes the current buffer; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable of buffers.</returns>
    public static IObservable<IList<TSource>> Buffer<TSource, TBufferClosing>(this IObservable<TSource> source, Func<IObservable<TBufferClosing>> bufferClosingSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(bufferClosingSelector);
        return new Operators.ChunkByClosing<TSource, TBufferClosing, IList<TSource>>(source, bufferClosingSelector, Operators.BufferPolicy<TSource>.Instance);
    }

    /// <summary>Collects the source's values into possibly overlapping lists: each value of <paramref name="bufferOpenings"/> opens one, closed by the first value (or completion) of the observable <paramref name="bufferClosingSelector"/> makes for it.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TBufferOpening">The opening type.</typeparam>
    /// <typeparam name="TBufferClosing">The closing observable's element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="bufferOpenings">Each value opens a buffer.</param>
    /// <param name="bufferClosingSelector">Makes the observable that closes a buffer; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable of buffers; the source's completion emits every open buffer in opening order.</returns>
    public static IObservable<IList<TSource>> Buffer<TSource, TBufferOpening, TBufferClosing>(this IObservable<TSource> source, IObservable<TBufferOpening> bufferOpenings, Func<TBufferOpening, IObservable<TBufferClosing>> bufferClosingSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(bufferOpenings);
        ArgumentNullException.ThrowIfNull(bufferClosingSelector);
        return new Operators.ChunkByOpenings<TSource, TBufferOpening, TBufferClosing, IList<TSource>>(source, bufferOpenings, bufferClosingSelector, Operators.BufferPolicy<TSource>.Instance);
    }

    /// <summary>Splits the source into consecutive windows: each value of <paramref name="windowBoundaries"/> completes the current window and opens the next.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TWindowBoundary">The boundary type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="windowBoundaries">Each value closes the current window; its completion completes the last window and the sequence.</param>
    /// <returns>The observable of windows; a window still observed keeps the source subscribed after the outer subscription is disposed.</returns>
    public static IObservable<IObservable<TSource>> Window<TSource, TWindowBoundary>(this IObservable<TSource> source, IObservable<TWindowBoundary> windowBoundaries)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(windowBoundaries);
        return new Operators.ChunkByBoundaries<TSource, TWindowBoundary, IObservable<TSource>>(source, windowBoundaries, Operators.WindowPolicy<TSource>.Instance);
    }

    /// <summary>Splits the source into consecutive windows, each closed by the first value (or completion) of the observable <paramref name="windowClosingSelector"/> makes for it.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TWindowClosing">The closing observable's element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="windowClosingSelector">Makes the observable that closes the current window; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable of windows.</returns>
    public static IObservable<IObservable<TSource>> Window<TSource, TWindowClosing>(this IObservable<TSource> source, Func<IObservable<TWindowClosing>> windowClosingSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(windowClosingSelector);
        return new Operators.ChunkByClosing<TSource, TWindowClosing, IObservable<TSource>>(source, windowClosingSelector, Operators.WindowPolicy<TSource>.Instance);
    }

    /// <summary>Splits the source into possibly overlapping windows: each value of <paramref name="windowOpenings"/> opens one, closed by the first value (or completion) of the observable <paramref name="windowClosingSelector"/> makes for it.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TWindowOpening">The opening type.</typeparam>
    /// <typeparam name="TWindowClosing">The closing observable's element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="windowOpenings">Each value opens a window.</param>
    /// <param name="windowClosingSelector">Makes the observable that closes a window; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable of windows.</returns>
    public static IObservable<IObservable<TSource>> Window<TSource, TWindowOpening, TWindowClosing>(this IObservable<TSource> source, IObservable<TWindowOpening> windowOpenings, Func<TWindowOpening, IObservable<TWindowClosing>> windowClosingSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(windowOpenings);
        ArgumentNullException.ThrowIfNull(windowClosingSelector);
        return new Operators.ChunkByOpenings<TSource, TWindowOpening, TWindowClosing, IObservable<TSource>>(source, windowOpenings, windowClosingSelector, Operators.WindowPolicy<TSource>.Instance);
    }
}
