namespace Rheo.Dataflow;

/// <summary>Represents a dataflow block that is both a target for data and a source of data.</summary>
/// <typeparam name="TInput">The type of data accepted by the block.</typeparam>
/// <typeparam name="TOutput">The type of data produced by the block.</typeparam>
public interface IPropagatorBlock<in TInput, out TOutput> : ITargetBlock<TInput>, ISourceBlock<TOutput>
{
}
