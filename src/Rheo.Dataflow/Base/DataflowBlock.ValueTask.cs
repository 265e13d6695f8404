using Rheo.Dataflow.Internal;

namespace Rheo.Dataflow;

public static partial class DataflowBlock
{
    /// <summary>
    /// Offers an item to the target asynchronously, as <see cref="SendAsync{TInput}(ITargetBlock{TInput}, TInput)"/> does,
    /// returning a <see cref="ValueTask{TResult}"/>: completed synchronously without allocation when the target accepts
    /// or declines at once, backed by a pooled source while the target postpones the item.
    /// </summary>
    /// <typeparam name="TInput">The type of data accepted by the target.</typeparam>
    /// <param name="target">The target block.</param>
    /// <param name="item">The item being offered.</param>
    /// <returns>A ValueTask whose result is true if the target accepted the item, false if it declined it. Await it once.</returns>
    public static ValueTask<bool> SendValueAsync<TInput>(this ITargetBlock<TInput> target, TInput item)
        => SendValueAsync(target, item, CancellationToken.None);

    /// <summary>
    /// Offers an item to the target asynchronously, as <see cref="SendAsync{TInput}(ITargetBlock{TInput}, TInput, CancellationToken)"/>
    /// does, returning a <see cref="ValueTask{TResult}"/>: completed synchronously without allocation when the target
    /// accepts or declines at once, backed by a pooled source while the target postpones the item.
    /// </summary>
    /// <typeparam name="TInput">The type of data accepted by the target.</typeparam>
    /// <param name="target">The target block.</param>
    /// <param name="item">The item being offered.</param>
    /// <param name="cancellationToken">Cancels the send while the target has not reserved nor consumed the item.</param>
    /// <returns>A ValueTask whose result is true if the target accepted the item, false if it declined it; canceled if the token fired first. Await it once.</returns>
    public static ValueTask<bool> SendValueAsync<TInput>(this ITargetBlock<TInput> target, TInput item, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(target);
        if (cancellationToken.IsCancellationRequested)
        {
            return ValueTask.FromCanceled<bool>(cancellationToken);
        }

        DataflowMessageStatus status;
        try
        {
            status = target.OfferMessage(DataflowCommon.SingleMessageHeader, item, null, consumeToAccept: false);
        }
        catch (Exception e)
        {
            DataflowCommon.StoreMessageValue(e, item);
            return ValueTask.FromException<bool>(e);
        }

        return status switch
        {
            DataflowMessageStatus.Accepted => new ValueTask<bool>(true),
            DataflowMessageStatus.DecliningPermanently => new ValueTask<bool>(false),
            _ => ValueTaskSendSource<TInput>.Start(target, item, cancellationToken),
        };
    }

    /// <summary>
    /// Asynchronously receives a value from the source, as <see cref="ReceiveAsync{TOutput}(ISourceBlock{TOutput})"/> does,
    /// returning a <see cref="ValueTask{TResult}"/>: completed synchronously without allocation when a value is waiting,
    /// backed by a pooled target while it waits.
    /// </summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source from which to receive.</param>
    /// <returns>A ValueTask with the received value; it fails with InvalidOperationException if the source completes without one. Await it once.</returns>
    public static ValueTask<TOutput> ReceiveValueAsync<TOutput>(this ISourceBlock<TOutput> source)
        => ReceiveValueAsync(source, Timeout.InfiniteTimeSpan, CancellationToken.None);

    /// <summary>Asynchronously receives a value from the source as a <see cref="ValueTask{TResult}"/> (see <see cref="ReceiveValueAsync{TOutput}(ISourceBlock{TOutput})"/>).</summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source from which to receive.</param>
    /// <param name="cancellationToken">Cancels the receive.</param>
    /// <returns>A ValueTask with the received value. Await it once.</returns>
    public static ValueTask<TOutput> ReceiveValueAsync<TOutput>(this ISourceBlock<TOutput> source, CancellationToken cancellationToken)
        => ReceiveValueAsync(source, Timeout.InfiniteTimeSpan, cancellationToken);

    /// <summary>Asynchronously receives a value from the source as a <see cref="ValueTask{TResult}"/> (see <see cref="ReceiveValueAsync{TOutput}(ISourceBlock{TOutput})"/>).</summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source from which to receive.</param>
    /// <param name="timeout">The maximum time to wait, or <see cref="Timeout.InfiniteTimeSpan"/>; the ValueTask fails with TimeoutException when it elapses.</param>
    /// <returns>A ValueTask with the received value. Await it once.</returns>
    public static ValueTask<TOutput> ReceiveValueAsync<TOutput>(this ISourceBlock<TOutput> source, TimeSpan timeout)
        => ReceiveValueAsync(source, timeout, CancellationToken.None);

    /// <summary>Asynchronously receives a value from the source as a <see cref="ValueTask{TResult}"/> (see <see cref="ReceiveValueAsync{TOutput}(ISourceBlock{TOutput})"/>).</summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source from which to receive.</param>
    /// <param name="timeout">The maximum time to wait, or <see cref="Timeout.InfiniteTimeSpan"/>; the ValueTask fails with TimeoutException when it elapses.</param>
    /// <param name="cancellationToken">Cancels the receive.</param>
    /// <returns>A ValueTask with the received value. Await it once.</returns>
    public static ValueTask<TOutput> ReceiveValueAsync<TOutput>(this ISourceBlock<TOutput> source, TimeSpan timeout, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(source);
        ValidateTimeout(timeout);
        if (cancellationToken.IsCancellationRequested)
        {
            return ValueTask.FromCanceled<TOutput>(cancellationToken);
        }

        if (source is IReceivableSourceBlock<TOutput> receivable)
        {
            // A source whose TryReceive throws faults the returned ValueTask, as ReceiveAsync faults its task.
            try
            {
                if (receivable.TryReceive(null, out var item))
                {
                    return new ValueTask<TOutput>(item);
                }
            }
            catch (Exception e)
            {
                return ValueTask.FromException<TOutput>(e);
            }
        }

        if (timeout == TimeSpan.Zero)
        {
            return ValueTask.FromException<TOutput>(new TimeoutException());
        }

        return ValueTaskReceiveTarget<TOutput>.Receive(source, timeout, cancellationToken);
    }

    /// <summary>
    /// Reports whether the source has output available (true) or will never have any (false), as
    /// <see cref="OutputAvailableAsync{TOutput}(ISourceBlock{TOutput})"/> does, returning a <see cref="ValueTask{TResult}"/>:
    /// completed synchronously without allocation when output is waiting, backed by a pooled target while it waits.
    /// </summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source to monitor.</param>
    /// <returns>A ValueTask that completes with true when output is available, false when the source completed without it. Await it once.</returns>
    public static ValueTask<bool> OutputAvailableValueAsync<TOutput>(this ISourceBlock<TOutput> source)
        => OutputAvailableValueAsync(source, CancellationToken.None);

    /// <summary>Reports whether the source has output available as a <see cref="ValueTask{TResult}"/> (see <see cref="OutputAvailableValueAsync{TOutput}(ISourceBlock{TOutput})"/>).</summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source to monitor.</param>
    /// <param name="cancellationToken">Cancels the wait; its registration is released as soon as the ValueTask completes.</param>
    /// <returns>A ValueTask that completes with true when output is available, false when the source completed without it. Await it once.</returns>
    public static ValueTask<bool> OutputAvailableValueAsync<TOutput>(this ISourceBlock<TOutput> source, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(source);
        if (cancellationToken.IsCancellationRequested)
        {
            return ValueTask.FromCanceled<bool>(cancellationToken);
        }

        if (source is IOutputAvailability { HasOutput: true })
        {
            return new ValueTask<bool>(true);
        }

        return ValueTaskOutputAvailableTarget<TOutput>.Wait(source, cancellationToken);
    }
}
