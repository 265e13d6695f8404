using Rheo.Dataflow.Internal;

namespace Rheo.Dataflow;

public static partial class DataflowBlock
{
    /// <summary>Encapsulates a target and a source into a single propagator: messages go into <paramref name="target"/> and come out of <paramref name="source"/>.</summary>
    /// <typeparam name="TInput">The type of input accepted by the target.</typeparam>
    /// <typeparam name="TOutput">The type of output produced by the source.</typeparam>
    /// <param name="target">The target to encapsulate (receives Complete and Fault).</param>
    /// <param name="source">The source to encapsulate (provides Completion and output).</param>
    /// <returns>The encapsulating propagator.</returns>
    public static IPropagatorBlock<TInput, TOutput> Encapsulate<TInput, TOutput>(ITargetBlock<TInput> target, ISourceBlock<TOutput> source)
    {
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(source);
        return new EncapsulatingPropagator<TInput, TOutput>(target, source);
    }
}
