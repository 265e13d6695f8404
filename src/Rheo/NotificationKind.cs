namespace Rheo;

/// <summary>The kind of an observer message a <see cref="Notification{T}"/> stands for.</summary>
public enum NotificationKind
{
    /// <summary>A value (<c>OnNext</c>).</summary>
    OnNext,

    /// <summary>An error (<c>OnError</c>).</summary>
    OnError,

    /// <summary>Completion (<c>OnCompleted</c>).</summary>
    OnCompleted,
}
