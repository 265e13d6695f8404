namespace Rheo.Dataflow;

/// <summary>Represents the status of a message offered to a target block.</summary>
public enum DataflowMessageStatus
{
    /// <summary>The target accepted the message; it now owns the message.</summary>
    Accepted = 0,

    /// <summary>The target declined the message; the source still owns it.</summary>
    Declined = 1,

    /// <summary>The target postponed the message for later consumption; the source still owns it.</summary>
    Postponed = 2,

    /// <summary>The target tried to accept the message, but it was no longer available.</summary>
    NotAvailable = 3,

    /// <summary>The target declined the message and will decline all future messages sent by the source.</summary>
    DecliningPermanently = 4,
}
