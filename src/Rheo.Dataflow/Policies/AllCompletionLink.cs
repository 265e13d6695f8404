namespace Rheo.Dataflow;

/// <summary>
/// The links of <see cref="DataflowPolicies.LinkAllTo{T}"/>: each source linked without completion propagation; the
/// target completes when the last source completed, or faults with the first source fault.
/// </summary>
internal sealed class AllCompletionLink<T> : IDisposable
{
    private readonly IDisposable[] _links;
    private int _pending;
    private int _disposed;

    public AllCompletionLink(ISourceBlock<T>[] sources, ITargetBlock<T> target, DataflowLinkOptions options)
    {
        var each = new DataflowLinkOptions { Append = options.Append, MaxMessages = options.MaxMessages, PropagateCompletion = false };
        _links = new IDisposable[sources.Length];
        _pending = sources.Length;
        for (var i = 0; i < sources.Length; i++)
        {
            _links[i] = sources[i].LinkTo(target, each);
        }

        if (!options.PropagateCompletion)
        {
            return;
        }

        foreach (var source in sources)
        {
            source.Completion.ContinueWith(
                (completion, state) => ((AllCompletionLink<T>)state!).SourceEnded(completion, target),
                this,
                CancellationToken.None,
                TaskContinuationOptions.ExecuteSynchronously,
                TaskScheduler.Default);
        }
    }

    public void Dispose()
    {
        if (Interlocked.Exchange(ref _disposed, 1) == 0)
        {
            foreach (var link in _links)
            {
                link.Dispose();
            }
        }
    }

    private void SourceEnded(Task completion, ITargetBlock<T> target)
    {
        if (Volatile.Read(ref _disposed) != 0)
        {
            return;
        }

        if (completion.IsFaulted)
        {
            // -1 marks the target ended, so the completion of the others does nothing.
            if (Interlocked.Exchange(ref _pending, -1) > 0)
            {
                target.Fault(completion.Exception!);
            }

            return;
        }

        var pending = Volatile.Read(ref _pending);
        while (pending > 0)
        {
            var seen = Interlocked.CompareExchange(ref _pending, pending - 1, pending);
            if (seen == pending)
            {
                if (pending == 1)
                {
                    target.Complete();
                }

                return;
            }

            pending = seen;
        }
    }
}
