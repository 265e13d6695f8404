namespace Rheo.Dataflow.Internal;

/// <summary>
/// The input side of a Rheo target that takes a run of messages from a linked source under one lock: what it
/// accepts is exactly what offering the messages one at a time would have had accepted outright, so the source's
/// offering loop pays one target lock and one queue lock per run instead of per message.
/// </summary>
internal interface IRunTarget<T>
{
    /// <summary>
    /// Accepts the longest prefix of <paramref name="values"/> that offers one at a time (no <c>consumeToAccept</c>)
    /// would each have had accepted, and returns its length. Nothing is postponed or declined here: the source offers
    /// the first message not accepted on its own, through <c>OfferMessage</c>, and the target answers as usual.
    /// </summary>
    int AcceptRun(ReadOnlySpan<T> values);
}

/// <summary>A block whose offers may go to an <see cref="IRunTarget{T}"/> (null when its input side takes no runs).</summary>
internal interface IRunTargetOwner<T>
{
    IRunTarget<T>? RunTarget { get; }
}
