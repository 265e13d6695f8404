namespace Rheo.Dataflow;

/// <summary>
/// What a block made by <see cref="DataflowPolicies"/> does when its delegate throws for one message: retry it up to
/// <see cref="Retries"/> more times, then skip it, send it with its exception to an error target, or fault the block.
/// Without a policy a block faults on the first exception, as in TPL Dataflow.
/// </summary>
/// <typeparam name="T">The message type.</typeparam>
public sealed class MessageFaultPolicy<T>
{
    private MessageFaultPolicy(int retries, ITargetBlock<FailedMessage<T>>? errors, bool skip)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(retries);
        Retries = retries;
        ErrorTarget = errors;
        SkipsFailed = skip;
    }

    /// <summary>Gets how many more times a failed message is processed before the policy gives up on it.</summary>
    public int Retries { get; }

    /// <summary>Gets the target that receives each message given up on; null when such messages are skipped or fault the block.</summary>
    public ITargetBlock<FailedMessage<T>>? ErrorTarget { get; }

    /// <summary>Gets whether a message given up on is dropped (and the block goes on).</summary>
    public bool SkipsFailed { get; }

    /// <summary>A policy that retries a failed message, then drops it; the block goes on.</summary>
    /// <param name="retries">How many more times to process a failed message (0: none).</param>
    /// <returns>The policy.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="retries"/> is negative.</exception>
    public static MessageFaultPolicy<T> Skip(int retries = 0) => new(retries, null, skip: true);

    /// <summary>A policy that retries a failed message, then faults the block with its exception (TPL's behaviour after the retries).</summary>
    /// <param name="retries">How many more times to process a failed message.</param>
    /// <returns>The policy.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="retries"/> is negative.</exception>
    public static MessageFaultPolicy<T> Retry(int retries) => new(retries, null, skip: false);

    /// <summary>
    /// A policy that retries a failed message, then sends it with its exception to <paramref name="errors"/> (waiting
    /// while that target postpones); the block goes on. If the target declines it, the block faults, so no failure is lost.
    /// </summary>
    /// <param name="errors">The target of the failed messages.</param>
    /// <param name="retries">How many more times to process a failed message (0: none).</param>
    /// <returns>The policy.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="errors"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="retries"/> is negative.</exception>
    public static MessageFaultPolicy<T> RouteTo(ITargetBlock<FailedMessage<T>> errors, int retries = 0)
    {
        ArgumentNullException.ThrowIfNull(errors);
        return new(retries, errors, skip: false);
    }

    /// <summary>
    /// Runs <paramref name="process"/> for <paramref name="message"/> under the policy: true with its result, or false when
    /// the message was skipped or routed; throws the last exception when the block must fault.
    /// </summary>
    internal async ValueTask<(bool Ok, TResult Result)> RunAsync<TResult>(T message, Func<T, ValueTask<TResult>> process)
    {
        for (var attempt = 1; ; attempt++)
        {
            try
            {
                return (true, await process(message).ConfigureAwait(false));
            }
            catch (Exception error) when (attempt <= Retries || SkipsFailed || ErrorTarget is not null)
            {
                if (attempt <= Retries)
                {
                    continue;
                }

                if (ErrorTarget is { } target && !await target.SendAsync(new FailedMessage<T>(message, error, attempt)).ConfigureAwait(false))
                {
                    throw new InvalidOperationException("The error target declined a failed message.", error);
                }

                return (false, default!);
            }
        }
    }
}
