using System.Globalization;

namespace Rheo.Diagnostics;

/// <summary>
/// One message seen by a <see cref="ObservableDiagnostics.Debug{T}(IObservable{T}, string, Action{DebugEvent{T}}?)"/>
/// stage: a struct handed to the log callback by value, so logging allocates nothing unless the callback does (for
/// example by formatting it with <see cref="ToString"/>).
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
public readonly struct DebugEvent<T>
{
    internal DebugEvent(string tag, DebugEventKind kind, T value, Exception? error)
    {
        Tag = tag;
        Kind = kind;
        Value = value;
        Error = error;
        ThreadId = Environment.CurrentManagedThreadId;
        Timestamp = TimeProvider.System.GetUtcNow();
    }

    /// <summary>Gets the name given to the stage.</summary>
    public string Tag { get; }

    /// <summary>Gets what happened.</summary>
    public DebugEventKind Kind { get; }

    /// <summary>Gets the value of an <see cref="DebugEventKind.OnNext"/> event; the default of <typeparamref name="T"/> otherwise.</summary>
    public T Value { get; }

    /// <summary>Gets the error of an <see cref="DebugEventKind.OnError"/> event; null otherwise.</summary>
    public Exception? Error { get; }

    /// <summary>Gets the managed id of the thread the event happened on.</summary>
    public int ThreadId { get; }

    /// <summary>Gets when the event happened (UTC, from <see cref="TimeProvider.System"/>).</summary>
    public DateTimeOffset Timestamp { get; }

    /// <summary>
    /// Formats the event as one log line: <c>[tag] OnNext(42) thread 7 at 12:00:00.1234567</c> (the error's type and
    /// message for <see cref="DebugEventKind.OnError"/>).
    /// </summary>
    /// <returns>The line.</returns>
    public override string ToString()
    {
        var what = Kind switch
        {
            DebugEventKind.OnNext => "OnNext(" + Convert.ToString(Value, CultureInfo.InvariantCulture) + ")",
            DebugEventKind.OnError => "OnError(" + Error!.GetType().Name + ": " + Error.Message + ")",
            _ => Kind.ToString(),
        };
        return string.Create(CultureInfo.InvariantCulture, $"[{Tag}] {what} thread {ThreadId} at {Timestamp:HH:mm:ss.fffffff}");
    }
}
