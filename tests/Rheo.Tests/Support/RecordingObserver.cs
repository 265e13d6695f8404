using Rheo;

namespace Rheo.Tests.Support;

/// <summary>Records every message and checks the grammar: OnNext* (OnError | OnCompleted)?.</summary>
public sealed class RecordingObserver<T> : IObserver<T>
{
    private readonly object _gate = new();
    private int _inCall;

    public List<T> Values { get; } = new();

    public Exception? Error { get; private set; }

    public bool Completed { get; private set; }

    public int TerminalCount { get; private set; }

    public List<string> Violations { get; } = new();

    public bool IsTerminated => TerminalCount > 0;

    public void OnNext(T value) => Record(() =>
    {
        if (IsTerminated)
        {
            Violations.Add($"OnNext({value}) after terminal");
        }

        Values.Add(value);
    });

    public void OnError(Exception error) => Record(() =>
    {
        if (IsTerminated)
        {
            Violations.Add("OnError after terminal");
        }

        Error = error;
        TerminalCount++;
    });

    public void OnCompleted() => Record(() =>
    {
        if (IsTerminated)
        {
            Violations.Add("OnCompleted after terminal");
        }

        Completed = true;
        TerminalCount++;
    });

    /// <summary>Asserts no grammar violation and no overlapping calls were seen.</summary>
    public void AssertGrammar() => Assert.Empty(Violations);

    private void Record(Action action)
    {
        if (Interlocked.Exchange(ref _inCall, 1) != 0)
        {
            lock (_gate)
            {
                Violations.Add("overlapping calls");
            }
        }

        lock (_gate)
        {
            action();
        }

        Volatile.Write(ref _inCall, 0);
    }
}
