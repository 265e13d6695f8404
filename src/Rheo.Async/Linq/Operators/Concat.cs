using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>Concat and OnErrorResumeNext over a list of sources.</summary>
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

internal sealed class Catch<T, TException>(IAsyncObservable<T> source, Func<TException, IAsyncObservable<T>> handler) : AsyncObservableBase<T>
    where TException : Exception
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(observer, handler);
        await sink.SubscribeNextAsync(source).ConfigureAwait(false);
        return sink;
    }

    private sealed class Sink(IAsyncObserver<T> downstream, Func<TException, IAsyncObservable<T>> handler) : AsyncSequenceSink<T>(downstream)
    {
        private bool _caught;

        protected override IAsyncObservable<T>? NextAfterCompletion() => null;

        protected override IAsyncObservable<T>? NextAfterError(Exception error)
        {
            if (_caught || error is not TException typed)
            {
                return null;
            }

            _caught = true;
            return handler(typed) ?? throw new InvalidOperationException("The error handler returned null.");
        }
    }
}

internal sealed class Retry<T>(IAsyncObservable<T> source, int? count) : AsyncObservableBase<T>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(observer, source, count);
        await sink.SubscribeNextAsync(source).ConfigureAwait(false);
        return sink;
    }

    private sealed class Sink(IAsyncObserver<T> downstream, IAsyncObservable<T> source, int? count) : AsyncSequenceSink<T>(downstream)
    {
        private int _attempts = 1;

        protected override IAsyncObservable<T>? NextAfterCompletion() => null;

        protected override IAsyncObservable<T>? NextAfterError(Exception error)
        {
            if (count is { } max && _attempts >= max)
            {
                return null;
            }

            _attempts++;
            return source;
        }
    }
}
