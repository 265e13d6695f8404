using System.Threading.Tasks.Sources;

namespace Rheo.Async.Internal;

/// <summary>
/// A reusable awaitable (<see cref="ManualResetValueTaskSourceCore{TResult}"/>): one instance serves every wait of
/// a hand-off, so waiting allocates nothing. Each wait must be awaited before the next <see cref="Reset"/>.
/// </summary>
internal sealed class PooledSignal : IValueTaskSource<bool>, IValueTaskSource
{
    private ManualResetValueTaskSourceCore<bool> _core;

    public void Reset() => _core.Reset();

    public ValueTask<bool> WaitAsync() => new(this, _core.Version);

    public ValueTask WaitVoidAsync() => new(this, _core.Version);

    public void Set(bool result) => _core.SetResult(result);

    public void Fail(Exception error) => _core.SetException(error);

    public bool GetResult(short token) => _core.GetResult(token);

    void IValueTaskSource.GetResult(short token) => _core.GetResult(token);

    public ValueTaskSourceStatus GetStatus(short token) => _core.GetStatus(token);

    public void OnCompleted(Action<object?> continuation, object? state, short token, ValueTaskSourceOnCompletedFlags flags) =>
        _core.OnCompleted(continuation, state, token, flags);
}
