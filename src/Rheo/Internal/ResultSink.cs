namespace Rheo.Internal;

/// <summary>
/// The sink of an operator that ends with one value (<c>Count</c>, <c>Sum</c>, <c>Any</c>, <c>FirstAsync</c>, ...).
/// The value goes downstream and, unless the downstream disposed this sink while receiving it, completion follows.
/// </summary>
/// <typeparam name="TSource">The upstream element type.</typeparam>
/// <typeparam name="TResult">The result type.</typeparam>
internal abstract class ResultSink<TSource, TResult>(ISubscriber<TResult> downstream) : Sink<TSource, TResult>(downstream)
{
    /// <summary>Sends the result after the upstream completed.</summary>
    protected void Emit(TResult value)
    {
        Downstream.OnNext(value);
        if (!IsDisposed)
        {
            Downstream.OnCompleted();
        }
    }

    /// <summary>
    /// Sends the result from inside <c>OnNext</c>: the upstream is disposed before this returns, so a synchronous
    /// source stops mid-loop. The caller must ignore values that arrive re-entrantly while the result is sent.
    /// </summary>
    protected void EmitEarly(TResult value)
    {
        Downstream.OnNext(value);
        if (!IsDisposed)
        {
            DisposeUpstream();
            Downstream.OnCompleted();
        }
    }
}
