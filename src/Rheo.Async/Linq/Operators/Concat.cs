using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Concat</c> and <c>OnErrorResumeNext</c> over a list of sources: subscribes to each source after the previous one
/// completed (the next subscription is awaited inside that completion), so one source runs at a time. Values pass with
/// the downstream task returned as is. <c>Concat</c> sends the first error and stops; <c>OnErrorResumeNext</c>
/// (<c>resumeOnError</c>) moves on after an error as after a completion. Disposal disposes the current source's
/// subscription. The sequencing lives in <c>Internal/AsyncSequenceSink</c>.
/// </summary>
internal sealed class Concat<T>(IAsyncObservable<T>[] sources, bool resumeOnError) : AsyncObservableBase<T>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(observer, sources, resumeOnError);
        await sink.SubscribeNextAsync(sources[0]).ConfigureAwait(false);
        return sink;
    }

    private sealed class Sink(IAsyncObserver<T> downstream, IAsyncObservable<T>[] sources, bool resumeOnError) : AsyncSequenceSink<T>(downstream)
    {
        private int _next = 1;

        protected override IAsyncObservable<T>? NextAfterCompletion() => _next < sources.Length ? sources[_next++] : null;

        protected override IAsyncObservable<T>? NextAfterError(Exception error) =>
            resumeOnError ? NextAfterCompletion() ?? new ArraySource<T>([]) : null;
    }
}
