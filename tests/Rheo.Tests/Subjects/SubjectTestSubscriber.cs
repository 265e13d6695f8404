using Rheo.Internal;

namespace Rheo.Tests.Subjects;

/// <summary>A Rheo-protocol subscriber for subject tests: records the handle and every message in order.</summary>
internal sealed class SubjectTestSubscriber<T> : ISubscriber<T>
{
    public List<string> Log { get; } = new();

    public IDisposable? Upstream { get; private set; }

    public Action<T>? OnNextAction { get; set; }

    public void OnSubscribe(IDisposable upstream)
    {
        Log.Add("subscribe");
        Upstream = upstream;
    }

    public void OnNext(T value)
    {
        Log.Add($"next {value}");
        OnNextAction?.Invoke(value);
    }

    public void OnError(Exception error) => Log.Add($"error {error.Message}");

    public void OnCompleted() => Log.Add("completed");
}
