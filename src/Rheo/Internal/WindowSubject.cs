using Rheo.Linq.Operators;

namespace Rheo.Internal;

// The names ChunkSink (Buffer and Window by observables) creates its windows and implements its owner under: a window
// there is a SubSequence like any other; these two add nothing to it.

/// <summary>A window of <c>ChunkSink</c>: a <see cref="SubSequence{T}"/>.</summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class WindowSubject<T>(IWindowOwner owner) : SubSequence<T>(owner);

/// <summary>The owner of <c>ChunkSink</c>'s windows: an <see cref="ISubSequenceOwner"/>.</summary>
internal interface IWindowOwner : ISubSequenceOwner;
