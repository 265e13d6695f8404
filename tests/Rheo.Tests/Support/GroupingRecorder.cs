namespace Rheo.Tests.Support;

/// <summary>
/// Subscribes to every group (or window) an operator emits, as it is emitted, and records each one's messages
/// in a <see cref="RecordingObserver{T}"/>, in order of emission.
/// </summary>
public sealed class GroupingRecorder<TGroup, T> : IObserver<TGroup>
    where TGroup : IObservable<T>
{
    public RecordingObserver<TGroup> Outer { get; } = new();

    public List<(TGroup Group, RecordingObserver<T> Observer, IDisposable Subscription)> Groups { get; } = new();

    public void OnNext(TGroup value)
    {
        var observer = new RecordingObserver<T>();
        Groups.Add((value, observer, value.Subscribe(observer)));
        Outer.OnNext(value);
    }

    public void OnError(Exception error) => Outer.OnError(error);

    public void OnCompleted() => Outer.OnCompleted();
}
