using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using Rheo.Dataflow.Internal;

namespace Rheo.Dataflow;

/// <summary>Provides a set of static (Shared in Visual Basic) methods for working with dataflow blocks.</summary>
public static partial class DataflowBlock
{
    /// <summary>Links the source to the target with default options.</summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source from which to link.</param>
    /// <param name="target">The target to which to link.</param>
    /// <returns>A disposable that unlinks the source from the target when disposed.</returns>
    public static IDisposable LinkTo<TOutput>(this ISourceBlock<TOutput> source, ITargetBlock<TOutput> target)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(target);
        return source.LinkTo(target, DataflowLinkOptions.Default);
    }

    /// <summary>Links the source to the target through a filter: only messages matching the predicate are offered to the target.</summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source from which to link.</param>
    /// <param name="target">The target to which to link.</param>
    /// <param name="predicate">The filter a message must pass to propagate through the link.</param>
    /// <returns>A disposable that unlinks the source from the target when disposed.</returns>
    public static IDisposable LinkTo<TOutput>(this ISourceBlock<TOutput> source, ITargetBlock<TOutput> target, Predicate<TOutput> predicate)
        => LinkTo(source, target, DataflowLinkOptions.Default, predicate);

    /// <summary>Links the source to the target through a filter, with the specified link options.</summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source from which to link.</param>
    /// <param name="target">The target to which to link.</param>
    /// <param name="linkOptions">The options of the link.</param>
    /// <param name="predicate">The filter a message must pass to propagate through the link.</param>
    /// <returns>A disposable that unlinks the source from the target when disposed.</returns>
    public static IDisposable LinkTo<TOutput>(this ISourceBlock<TOutput> source, ITargetBlock<TOutput> target, DataflowLinkOptions linkOptions, Predicate<TOutput> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(linkOptions);
        ArgumentNullException.ThrowIfNull(predicate);
        return source.LinkTo(new FilteredLinkPropagator<TOutput>(source, target, predicate), linkOptions);
    }

    /// <summary>Posts an item to the target block, synchronously.</summary>
    /// <typeparam name="TInput">The type of data accepted by the target.</typeparam>
    /// <param name="target">The target block.</param>
    /// <param name="item">The item being offered.</param>
    /// <returns>True if the item was accepted, false if it was declined.</returns>
    public static bool Post<TInput>(this ITargetBlock<TInput> target, TInput item)
    {
        ArgumentNullException.ThrowIfNull(target);
        if (target is ActionBlock<TInput> action)
        {
            return action.Post(item);
        }

        return target.OfferMessage(DataflowCommon.SingleMessageHeader, item, null, consumeToAccept: false) == DataflowMessageStatus.Accepted;
    }

    /// <summary>Offers an item to the target asynchronously, waiting (without blocking) while the target postpones it.</summary>
    /// <typeparam name="TInput">The type of data accepted by the target.</typeparam>
    /// <param name="target">The target block.</param>
    /// <param name="item">The item being offered.</param>
    /// <returns>A task whose result is true if the target accepted the item, false if it declined it.</returns>
    public static Task<bool> SendAsync<TInput>(this ITargetBlock<TInput> target, TInput item)
        => SendAsync(target, item, CancellationToken.None);

    /// <summary>Offers an item to the target asynchronously, waiting (without blocking) while the target postpones it.</summary>
    /// <typeparam name="TInput">The type of data accepted by the target.</typeparam>
    /// <param name="target">The target block.</param>
    /// <param name="item">The item being offered.</param>
    /// <param name="cancellationToken">Cancels the send while the target has not reserved nor consumed the item.</param>
    /// <returns>A task whose result is true if the target accepted the item, false if it declined it; canceled if the token fired first.</returns>
    public static Task<bool> SendAsync<TInput>(this ITargetBlock<TInput> target, TInput item, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(target);
        if (cancellationToken.IsCancellationRequested)
        {
            return Task.FromCanceled<bool>(cancellationToken);
        }

        DataflowMessageStatus status;
        try
        {
            status = target.OfferMessage(DataflowCommon.SingleMessageHeader, item, null, consumeToAccept: false);
        }
        catch (Exception e)
        {
            // The target threw: the task faults with its exception, which names the message, as in TPL Dataflow.
            DataflowCommon.StoreMessageValue(e, item);
            return Task.FromException<bool>(e);
        }

        switch (status)
        {
            case DataflowMessageStatus.Accepted:
                return DataflowCommon.TrueTask;
            case DataflowMessageStatus.DecliningPermanently:
                return DataflowCommon.FalseTask;
            default:
                return new SendAsyncSource<TInput>(target, item, cancellationToken).Start();
        }
    }

    /// <summary>Attempts to synchronously receive an item from the source.</summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source from which to receive.</param>
    /// <param name="item">The item received.</param>
    /// <returns>True if an item was received, false otherwise.</returns>
    public static bool TryReceive<TOutput>(this IReceivableSourceBlock<TOutput> source, [MaybeNullWhen(false)] out TOutput item)
    {
        ArgumentNullException.ThrowIfNull(source);
        return source.TryReceive(null, out item);
    }

    /// <summary>Asynchronously receives a value from the source.</summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source from which to receive.</param>
    /// <returns>A task with the received value; it fails with InvalidOperationException if the source completes without one.</returns>
    public static Task<TOutput> ReceiveAsync<TOutput>(this ISourceBlock<TOutput> source)
        => ReceiveAsync(source, Timeout.InfiniteTimeSpan, CancellationToken.None);

    /// <summary>Asynchronously receives a value from the source.</summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source from which to receive.</param>
    /// <param name="cancellationToken">Cancels the receive.</param>
    /// <returns>A task with the received value.</returns>
    public static Task<TOutput> ReceiveAsync<TOutput>(this ISourceBlock<TOutput> source, CancellationToken cancellationToken)
        => ReceiveAsync(source, Timeout.InfiniteTimeSpan, cancellationToken);

    /// <summary>Asynchronously receives a value from the source.</summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source from which to receive.</param>
    /// <param name="timeout">The maximum time to wait, or <see cref="Timeout.InfiniteTimeSpan"/>; the task fails with TimeoutException when it elapses.</param>
    /// <returns>A task with the received value.</returns>
    public static Task<TOutput> ReceiveAsync<TOutput>(this ISourceBlock<TOutput> source, TimeSpan timeout)
        => ReceiveAsync(source, timeout, CancellationToken.None);

    /// <summary>Asynchronously receives a value from the source.</summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source from which to receive.</param>
    /// <param name="timeout">The maximum time to wait, or <see cref="Timeout.InfiniteTimeSpan"/>; the task fails with TimeoutException when it elapses.</param>
    /// <param name="cancellationToken">Cancels the receive.</param>
    /// <returns>A task with the received value.</returns>
    public static Task<TOutput> ReceiveAsync<TOutput>(this ISourceBlock<TOutput> source, TimeSpan timeout, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(source);
        ValidateTimeout(timeout);
        if (cancellationToken.IsCancellationRequested)
        {
            return Task.FromCanceled<TOutput>(cancellationToken);
        }

        if (source is IReceivableSourceBlock<TOutput> receivable)
        {
            // A source whose TryReceive throws faults the returned task, as in TPL Dataflow.
            try
            {
                if (receivable.TryReceive(null, out var item))
                {
                    return Task.FromResult(item);
                }
            }
            catch (Exception e)
            {
                return Task.FromException<TOutput>(e);
            }
        }

        if (timeout == TimeSpan.Zero)
        {
            return Task.FromException<TOutput>(new TimeoutException());
        }

        return ReceiveTarget<TOutput>.Receive(source, timeout, cancellationToken);
    }

    /// <summary>Synchronously receives a value from the source, blocking until one is available.</summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source from which to receive.</param>
    /// <returns>The received value.</returns>
    /// <exception cref="InvalidOperationException">The source completed without providing a value.</exception>
    public static TOutput Receive<TOutput>(this ISourceBlock<TOutput> source)
        => Receive(source, Timeout.InfiniteTimeSpan, CancellationToken.None);

    /// <summary>Synchronously receives a value from the source, blocking until one is available.</summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source from which to receive.</param>
    /// <param name="cancellationToken">Cancels the receive.</param>
    /// <returns>The received value.</returns>
    public static TOutput Receive<TOutput>(this ISourceBlock<TOutput> source, CancellationToken cancellationToken)
        => Receive(source, Timeout.InfiniteTimeSpan, cancellationToken);

    /// <summary>Synchronously receives a value from the source, blocking until one is available or the timeout elapses.</summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source from which to receive.</param>
    /// <param name="timeout">The maximum time to wait, or <see cref="Timeout.InfiniteTimeSpan"/>.</param>
    /// <returns>The received value.</returns>
    /// <exception cref="TimeoutException">No value arrived in time.</exception>
    public static TOutput Receive<TOutput>(this ISourceBlock<TOutput> source, TimeSpan timeout)
        => Receive(source, timeout, CancellationToken.None);

    /// <summary>Synchronously receives a value from the source, blocking until one is available or the timeout elapses.</summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source from which to receive.</param>
    /// <param name="timeout">The maximum time to wait, or <see cref="Timeout.InfiniteTimeSpan"/>.</param>
    /// <param name="cancellationToken">Cancels the receive.</param>
    /// <returns>The received value.</returns>
    public static TOutput Receive<TOutput>(this ISourceBlock<TOutput> source, TimeSpan timeout, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(source);
        ValidateTimeout(timeout);
        cancellationToken.ThrowIfCancellationRequested();
        if (source is IReceivableSourceBlock<TOutput> receivable && receivable.TryReceive(null, out var item))
        {
            return item;
        }

        return ReceiveAsync(source, timeout, cancellationToken).GetAwaiter().GetResult();
    }

    /// <summary>Receives every item of the source as an asynchronous stream, ending when the source completes.</summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source from which to receive.</param>
    /// <param name="cancellationToken">Cancels the enumeration.</param>
    /// <returns>The stream of items.</returns>
    public static IAsyncEnumerable<TOutput> ReceiveAllAsync<TOutput>(this IReceivableSourceBlock<TOutput> source, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(source);
        return ReceiveAll(source, cancellationToken);
    }

    private static async IAsyncEnumerable<TOutput> ReceiveAll<TOutput>(IReceivableSourceBlock<TOutput> source, [EnumeratorCancellation] CancellationToken cancellationToken)
    {
        // The ValueTask form: a wait for output is a pooled target, not a Task, for each pause of the stream.
        while (await OutputAvailableValueAsync(source, cancellationToken).ConfigureAwait(false))
        {
            while (source.TryReceive(null, out var item))
            {
                yield return item;
            }
        }
    }

    /// <summary>Provides a task that reports whether the source has output available (true) or will never have any (false).</summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source to monitor.</param>
    /// <returns>A task that completes with true when output is available, false when the source completed without it.</returns>
    public static Task<bool> OutputAvailableAsync<TOutput>(this ISourceBlock<TOutput> source)
        => OutputAvailableAsync(source, CancellationToken.None);

    /// <summary>Provides a task that reports whether the source has output available (true) or will never have any (false).</summary>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source to monitor.</param>
    /// <param name="cancellationToken">Cancels the wait; its registration is released as soon as the task completes.</param>
    /// <returns>A task that completes with true when output is available, false when the source completed without it.</returns>
    public static Task<bool> OutputAvailableAsync<TOutput>(this ISourceBlock<TOutput> source, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(source);
        if (cancellationToken.IsCancellationRequested)
        {
            return Task.FromCanceled<bool>(cancellationToken);
        }

        if (source is IOutputAvailability { HasOutput: true })
        {
            return DataflowCommon.TrueTask;
        }

        return OutputAvailableTarget<TOutput>.Wait(source, cancellationToken);
    }

    /// <summary>Gets a target block that accepts and drops every message.</summary>
    /// <typeparam name="TInput">The type of data accepted by the target.</typeparam>
    /// <returns>A target that accepts and discards all messages; its Completion never completes.</returns>
    public static ITargetBlock<TInput> NullTarget<TInput>() => new NullTargetBlock<TInput>();

    private static void ValidateTimeout(TimeSpan timeout)
    {
        long ms = (long)timeout.TotalMilliseconds;
        if (ms < -1 || ms > int.MaxValue)
        {
            throw new ArgumentOutOfRangeException(nameof(timeout));
        }
    }
}
