namespace Rheo.Async.Subjects;

/// <summary>
/// Marks the execution context of a subject's delivery: observers are called in a context that carries one scope per
/// subject delivering around them (innermost first), and the context flows into their continuations, so a message
/// sent to the subject from inside its own delivery, even after an await, is recognised and queued instead of waiting
/// for the delivery it is part of.
/// </summary>
internal sealed class AsyncSubjectDeliveryScope(object subject, AsyncSubjectDeliveryScope? parent)
{
    private static readonly AsyncLocal<AsyncSubjectDeliveryScope?> CurrentScope = new();

    private readonly object _subject = subject;
    private readonly AsyncSubjectDeliveryScope? _parent = parent;

    /// <summary>Gets the innermost scope of the current execution context.</summary>
    public static AsyncSubjectDeliveryScope? Current
    {
        get => CurrentScope.Value;
        set => CurrentScope.Value = value;
    }

    /// <summary>Gets whether the current execution context is inside a delivery of <paramref name="subject"/>.</summary>
    /// <param name="subject">The subject.</param>
    /// <returns><see langword="true"/> when a scope of <paramref name="subject"/> is in the current chain.</returns>
    public static bool IsInside(object subject)
    {
        for (var scope = CurrentScope.Value; scope is not null; scope = scope._parent)
        {
            if (ReferenceEquals(scope._subject, subject))
            {
                return true;
            }
        }

        return false;
    }
}
