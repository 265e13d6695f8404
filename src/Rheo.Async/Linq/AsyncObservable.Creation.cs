using Rheo.Async.Linq.Operators;

namespace Rheo.Async.Linq;

/// <summary>
/// LINQ over <see cref="IAsyncObservable{T}"/>. Sources that produce on their own start on the thread pool after
/// <c>SubscribeAsync</c> returns their handle, and await each observer call before the next (back-pressure).
/// </summary>
public static partial class AsyncObservable
{
    /// <summary>Returns a sequence of one value.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="value">The value.</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<T> Return<T>(T value) => new ArraySource<T>([value]);

    /// <summary>Returns a sequence that completes at once.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<T> Empty<T>() => EmptyHolder<T>.Instance;

    /// <summary>Returns a sequence that sends nothing, ever.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<T> Never<T>() => Operators.Never<T>.Instance;

    /// <summary>Returns a sequence that fails at once with <paramref name="error"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="error">The error.</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<T> Throw<T>(Exception error)
    {
        ArgumentNullException.ThrowIfNull(error);
        return new Throw<T>(error);
    }

    /// <summary>Returns the integers from <paramref name="start"/>, <paramref name="count"/> of them.</summary>
    /// <param name="start">The first value.</param>
    /// <param name="count">How many values.</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<int> Range(int start, int count)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        if ((long)start + count - 1 > int.MaxValue)
        {
            throw new ArgumentOutOfRangeException(nameof(count));
        }

        return count == 0 ? Empty<int>() : new Operators.Range(start, count);
    }

    /// <summary>Calls <paramref name="observableFactory"/> for each subscriber and subscribes to its result.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="observableFactory">The factory.</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<T> Defer<T>(Func<IAsyncObservable<T>> observableFactory)
    {
        ArgumentNullException.ThrowIfNull(observableFactory);
        return new Defer<T>(() => new ValueTask<IAsyncObservable<T>>(observableFactory()));
    }

    /// <summary>Awaits <paramref name="observableFactory"/> for each subscriber and subscribes to its result.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="observableFactory">The asynchronous factory.</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<T> DeferAsync<T>(Func<ValueTask<IAsyncObservable<T>>> observableFactory)
    {
        ArgumentNullException.ThrowIfNull(observableFactory);
        return new Defer<T>(observableFactory);
    }

    /// <summary>Runs <paramref name="functionAsync"/> for each subscriber and sends its result; disposal cancels its token.</summary>
    /// <typeparam name="T">The result type.</typeparam>
    /// <param name="functionAsync">The asynchronous function.</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<T> FromAsync<T>(Func<CancellationToken, ValueTask<T>> functionAsync)
    {
        ArgumentNullException.ThrowIfNull(functionAsync);
        return new FromAsync<T>(functionAsync);
    }

    /// <summary>Runs <paramref name="functionAsync"/> for each subscriber and sends its result.</summary>
    /// <typeparam name="T">The result type.</typeparam>
    /// <param name="functionAsync">The asynchronous function.</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<T> FromAsync<T>(Func<ValueTask<T>> functionAsync)
    {
        ArgumentNullException.ThrowIfNull(functionAsync);
        return new FromAsync<T>(_ => functionAsync());
    }

    /// <summary>Runs <paramref name="actionAsync"/> for each subscriber and sends <see cref="Unit.Default"/> when it ends; disposal cancels its token.</summary>
    /// <param name="actionAsync">The asynchronous action.</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<Unit> FromAsync(Func<CancellationToken, ValueTask> actionAsync)
    {
        ArgumentNullException.ThrowIfNull(actionAsync);
        return new FromAsync<Unit>(async ct =>
        {
            await actionAsync(ct).ConfigureAwait(false);
            return Unit.Default;
        });
    }

    /// <summary>Creates a sequence from a subscribe function; the observer it receives keeps the grammar.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="subscribeAsync">Subscribes an observer and returns the subscription's handle.</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<T> Create<T>(Func<IAsyncObserver<T>, ValueTask<IAsyncDisposable>> subscribeAsync)
    {
        ArgumentNullException.ThrowIfNull(subscribeAsync);
        return new Create<T>(subscribeAsync);
    }

    /// <summary>
    /// Creates a sequence from a producer function run on the thread pool per subscriber: the sequence completes
    /// when it returns and fails when it throws; disposal cancels its token.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="produceAsync">Sends values to the observer, awaiting each call.</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<T> Create<T>(Func<IAsyncObserver<T>, CancellationToken, ValueTask> produceAsync)
    {
        ArgumentNullException.ThrowIfNull(produceAsync);
        return new CreateProducer<T>(produceAsync);
    }

    /// <summary>Creates a resource per subscriber and disposes it when the subscription ends.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <typeparam name="TResource">The resource type.</typeparam>
    /// <param name="resourceFactory">Creates the resource.</param>
    /// <param name="observableFactory">Creates the sequence over the resource.</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<T> Using<T, TResource>(Func<TResource> resourceFactory, Func<TResource, IAsyncObservable<T>> observableFactory)
        where TResource : IAsyncDisposable
    {
        ArgumentNullException.ThrowIfNull(resourceFactory);
        ArgumentNullException.ThrowIfNull(observableFactory);
        return new Using<T, TResource>(_ => new ValueTask<TResource>(resourceFactory()), (r, _) => new ValueTask<IAsyncObservable<T>>(observableFactory(r)));
    }

    /// <summary>Creates a resource per subscriber asynchronously and disposes it when the subscription ends.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <typeparam name="TResource">The resource type.</typeparam>
    /// <param name="resourceFactoryAsync">Creates the resource.</param>
    /// <param name="observableFactoryAsync">Creates the sequence over the resource.</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<T> Using<T, TResource>(Func<CancellationToken, ValueTask<TResource>> resourceFactoryAsync, Func<TResource, CancellationToken, ValueTask<IAsyncObservable<T>>> observableFactoryAsync)
        where TResource : IAsyncDisposable
    {
        ArgumentNullException.ThrowIfNull(resourceFactoryAsync);
        ArgumentNullException.ThrowIfNull(observableFactoryAsync);
        return new Using<T, TResource>(resourceFactoryAsync, observableFactoryAsync);
    }

    private static class EmptyHolder<T>
    {
        public static readonly ArraySource<T> Instance = new([]);
    }
}
