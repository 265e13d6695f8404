namespace Rheo.Internal;

/// <summary>
/// The downstream of a sink before its first subscription or after its terminal message: it ignores everything.
/// One shared instance per element type.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class EndedSubscriber<T> : ISubscriber<T>
{
    public static readonly EndedSubscriber<T> Instance = new();

    private EndedSubscriber()
    {
    }

    public void OnSubscribe(IDisposable upstream)
    {
    }

    public void OnNext(T value)
    {
    }

    public void OnError(Exception error)
    {
    }

    public void OnCompleted()
    {
    }
}
