using System.Runtime.CompilerServices;

namespace Rheo.Linq.Operators;

/// <summary>
/// A source whose whole sequence can run on the caller's stack without a subscription, when every source under it
/// can too: a blocking operator (<c>First</c>, <c>Wait</c>, <c>ForEach</c>, ...) runs such a chain through
/// <see cref="RunSync"/> instead of subscribing it, so no operator allocates a sink or a handle or takes an
/// interlocked instruction. Nobody else can reach a subscription a blocking caller never hands out, so the run has
/// the subscription's messages exactly: the same user callbacks, in the same order and number, the same values, and
/// its error (a throwing callback, an aggregate of nothing, an overflow) thrown to the caller where the subscription
/// would have sent it as <c>OnError</c>.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal interface ISyncSource<T>
{
    /// <summary>Gets whether this operator and every source under it can run synchronously (<see cref="SyncSource.CanRun{T}(IObservable{T})"/>).</summary>
    /// <param name="budget">How many more operators may be looked at (shared by the whole chain).</param>
    bool CanRunSync(ref int budget);

    /// <summary>
    /// Sends the values to <paramref name="consumer"/> until it declines one; returns true when the sequence completed
    /// and false when the consumer stopped it (as a dispose would have). Throws the sequence's error.
    /// </summary>
    bool RunSync(ISyncConsumer<T> consumer);
}

/// <summary>The receiver of a synchronous run (<see cref="ISyncSource{T}.RunSync"/>).</summary>
/// <typeparam name="T">The element type.</typeparam>
internal interface ISyncConsumer<in T>
{
    /// <summary>Takes a value; returns false to stop the sequence.</summary>
    bool Accept(T value);
}

/// <summary>Helpers of <see cref="ISyncSource{T}"/>.</summary>
internal static class SyncSource
{
    /// <summary>
    /// How many operators of a chain are looked at: a larger one (e.g. a <c>Concat</c> nested a million times, which a
    /// subscription runs on a constant stack, or one that reaches the same sources along many paths) is subscribed as
    /// usual, so neither the check nor a synchronous run ever goes deeper or takes longer than this.
    /// </summary>
    public const int Budget = 64;

    /// <summary>Gets whether <paramref name="source"/>'s whole chain can run synchronously.</summary>
    public static bool CanRun<T>(IObservable<T> source)
    {
        var budget = Budget;
        return CanRun(source, ref budget);
    }

    /// <summary>Gets whether <paramref name="source"/> can run synchronously, within the chain's <paramref name="budget"/>.</summary>
    public static bool CanRun<T>(IObservable<T> source, ref int budget) =>
        --budget >= 0 && source is ISyncSource<T> sync && sync.CanRunSync(ref budget);

    /// <summary>
    /// Runs a source that <see cref="CanRun{T}(IObservable{T})"/> accepted (read from a field that cannot change since: the cast is not
    /// checked again, which a checked cast to a generic interface would cost on every operator of every run).
    /// </summary>
    public static bool Run<T>(IObservable<T> source, ISyncConsumer<T> consumer) => Unsafe.As<ISyncSource<T>>(source).RunSync(consumer);
}
