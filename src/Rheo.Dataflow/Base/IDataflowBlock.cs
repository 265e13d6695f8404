namespace Rheo.Dataflow;

/// <summary>Represents a dataflow block.</summary>
public interface IDataflowBlock
{
    /// <summary>Gets a task that represents the asynchronous operation and completion of the block.</summary>
    Task Completion { get; }

    /// <summary>Signals that the block should not accept nor produce any more messages nor consume any more postponed messages.</summary>
    void Complete();

    /// <summary>Causes the block to complete in a faulted state.</summary>
    /// <param name="exception">The exception that caused the fault.</param>
    void Fault(Exception exception);
}
