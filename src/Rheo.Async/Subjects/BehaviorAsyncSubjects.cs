namespace Rheo.Async.Subjects;

/// <summary>A subject that holds its latest value and sends it first to each joining observer.</summary>
/// <typeparam name="T">The element type.</typeparam>
public abstract class BehaviorAsyncSubject<T> : PublishingAsyncSubject<T>
{
    private T _value;

    private protected BehaviorAsyncSubject(T value, bool concurrent)
        : base(concurrent) => _value = value;

    /// <summary>Gets the latest value (the initial one until a value is published).</summary>
    public T Value => _value;

    private protected override bool ReplaysOnJoin => true;

    private protected override bool ReplaysAfterEnd => false;

    private protected override void Record(T value) => _value = value;

    private protected override T[]? SnapshotLocked() => [_value];
}

/// <summary>A <see cref="BehaviorAsyncSubject{T}"/> that awaits each observer in turn.</summary>
/// <typeparam name="T">The element type.</typeparam>
/// <param name="value">The initial value.</param>
public sealed class SequentialBehaviorAsyncSubject<T>(T value) : BehaviorAsyncSubject<T>(value, false);

/// <summary>A <see cref="BehaviorAsyncSubject{T}"/> that calls all observers, then awaits them together.</summary>
/// <typeparam name="T">The element type.</typeparam>
/// <param name="value">The initial value.</param>
public sealed class ConcurrentBehaviorAsyncSubject<T>(T value) : BehaviorAsyncSubject<T>(value, true);
