using System.Runtime.CompilerServices;

namespace Rheo.Dataflow.Internal;

/// <summary>
/// The observable returned by AsObservable (one per source block). The first subscription links a private
/// bounded (capacity 1) ActionBlock to the source with PropagateCompletion; it broadcasts each message to a snapshot
/// of the current observers, sending to AsObserver targets with SendAsync and awaiting them together, so no thread
/// blocks and a full bounded target holds the message back in the source. When the source completes or faults,
/// every observer is told once the messages before it were delivered. When the last observer leaves, the link
/// is disposed and the session ends: later messages stay in the source.
/// </summary>
internal sealed class SourceObservable<T> : IObservable<T>
{
    private static readonly ConditionalWeakTable<ISourceBlock<T>, SourceObservable<T>> Observables = new();

    private readonly ISourceBlock<T> _source;
    private readonly object _lock = new();
    private Session? _session;

    private SourceObservable(ISourceBlock<T> source)
    {
        _source = source;
    }

    internal static IObservable<T> For(ISourceBlock<T> source)
        => Observables.GetValue(source, static s => new SourceObservable<T>(s));

    public IDisposable Subscribe(IObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        Session? session;
        lock (_lock)
        {
            if (_session is not null)
            {
                session = _session;
                session.Observers = [.. session.Observers, observer];
            }
            else if (_source.Completion.IsCompleted)
            {
                session = null;
            }
            else
            {
                session = new Session(this);
                _session = session;
                session.Observers = [observer];

                // The block runs its delegate and its completion continuation on other threads, so linking under
                // the lock cannot call back into this observable on this thread.
                try
                {
                    session.Link = _source.LinkTo(session.Block, new DataflowLinkOptions { PropagateCompletion = true });
                }
                catch
                {
                    // The source refused the link: Subscribe throws its exception, and the next Subscribe links again.
                    _session = null;
                    session.Block.Complete();
                    throw;
                }

                if (session.Link is null)
                {
                    // No link, nothing will ever arrive: as TPL Dataflow, the observer is dropped without a word and
                    // the next Subscribe links again.
                    _session = null;
                    session.Block.Complete();
                    return EmptyDisposable.Instance;
                }

                _ = session.Block.Completion.ContinueWith(
                    static (_, s) => ((Session)s!).Owner.OnSessionCompleted((Session)s!),
                    session,
                    CancellationToken.None,
                    TaskContinuationOptions.None,
                    TaskScheduler.Default);
            }
        }

        if (session is null)
        {
            Notify(observer, CompletionError(_source.Completion, null));
            return EmptyDisposable.Instance;
        }

        return new Subscription(session, observer);
    }

    private void Unsubscribe(Session session, IObserver<T> observer)
    {
        IDisposable? link = null;
        lock (_lock)
        {
            if (_session != session)
            {
                return;
            }

            var observers = session.Observers;
            int index = Array.IndexOf(observers, observer);
            if (index < 0)
            {
                return;
            }

            if (observers.Length == 1)
            {
                session.Observers = [];
                _session = null;
                link = session.Link;
                session.Link = null;
            }
            else
            {
                var rest = new IObserver<T>[observers.Length - 1];
                Array.Copy(observers, 0, rest, 0, index);
                Array.Copy(observers, index + 1, rest, index, rest.Length - index);
                session.Observers = rest;
            }
        }

        if (link is not null)
        {
            link.Dispose();
            session.Block.Complete();
        }
    }

    private void OnSessionCompleted(Session session)
    {
        IObserver<T>[] observers;
        IDisposable? link;
        lock (_lock)
        {
            if (_session != session)
            {
                return; // the last observer left: nobody to tell
            }

            _session = null;
            observers = session.Observers;
            session.Observers = [];
            link = session.Link;
            session.Link = null;
        }

        link?.Dispose();
        var error = CompletionError(_source.Completion, session.Block.Completion);
        foreach (var observer in observers)
        {
            Notify(observer, error);
        }
    }

    /// <summary>
    /// The error to report, as TPL Dataflow does: the source's <see cref="AggregateException"/> when it faulted, then
    /// the broadcast's own when an observer threw; a canceled source completes the observers normally.
    /// </summary>
    private static Exception? CompletionError(Task source, Task? broadcast)
    {
        if (source.IsFaulted)
        {
            return source.Exception;
        }

        return broadcast is not null && broadcast.IsFaulted ? broadcast.Exception : null;
    }

    private static void Notify(IObserver<T> observer, Exception? error)
    {
        if (error is null)
        {
            observer.OnCompleted();
        }
        else
        {
            observer.OnError(error);
        }
    }

    private sealed class Session
    {
        internal readonly SourceObservable<T> Owner;
        internal readonly ActionBlock<T> Block;
        internal IObserver<T>[] Observers = [];
        internal IDisposable? Link;

        internal Session(SourceObservable<T> owner)
        {
            Owner = owner;
            Block = new ActionBlock<T>(Deliver, new ExecutionDataflowBlockOptions { BoundedCapacity = 1 });
        }

        private Task Deliver(T item)
        {
            var observers = Volatile.Read(ref Observers);
            List<Task>? pending = null;
            foreach (var observer in observers)
            {
                if (observer is TargetObserver<T> target)
                {
                    var sent = target.Target.SendAsync(item);
                    if (!sent.IsCompleted)
                    {
                        (pending ??= []).Add(sent);
                    }
                    else if (sent.IsFaulted)
                    {
                        return sent;
                    }
                }
                else
                {
                    observer.OnNext(item);
                }
            }

            return pending is null ? Task.CompletedTask : Task.WhenAll(pending);
        }
    }

    private sealed class Subscription(Session session, IObserver<T> observer) : IDisposable
    {
        private int _disposed;

        public void Dispose()
        {
            if (Interlocked.Exchange(ref _disposed, 1) == 0)
            {
                session.Owner.Unsubscribe(session, observer);
            }
        }
    }

    private sealed class EmptyDisposable : IDisposable
    {
        internal static readonly EmptyDisposable Instance = new();

        public void Dispose()
        {
        }
    }
}
