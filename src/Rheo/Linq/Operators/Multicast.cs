using Rheo.Disposables;
using Rheo.Internal;
using Rheo.Subjects;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Multicast(subject)</c>: subscribers go to the subject (straight through, when it is a Rheo subject);
/// <see cref="Connect"/> subscribes the subject to the source once.
/// </summary>
internal sealed class ConnectableObservable<TSource, TResult>(IObservable<TSource> source, ISubject<TSource, TResult> subject)
    : Producer<TResult>, IConnectableObservable<TResult>, IEarlyConnectable
{
    private readonly Lock _gate = new();
    private Connection? _connection;

    public IDisposable Connect() => Connect(static (_, _) => { }, (object?)null);

    public IDisposable Connect<TState>(Action<TState, IDisposable> onConnection, TState state)
    {
        Connection connection;
        lock (_gate)
        {
            if (_connection is { } existing)
            {
                onConnection(state, existing);
                return existing;
            }

            // Published before subscribing, so a Connect from inside a synchronous source returns it.
            connection = _connection = new Connection(this, subject);
        }

        onConnection(state, connection);
        source.Run(connection.Subscriber);
        return connection;
    }

    public override void Run(ISubscriber<TResult> subscriber) => subject.Run(subscriber);

    private sealed class Connection(ConnectableObservable<TSource, TResult> parent, IObserver<TSource> subject) : IDisposable
    {
        public MulticastConnection<TSource> Subscriber { get; } = new(subject);

        public void Dispose()
        {
            Subscriber.Dispose();
            lock (parent._gate)
            {
                if (parent._connection == this)
                {
                    parent._connection = null;
                }
            }
        }
    }
}

/// <summary>
/// A Rheo connectable observable hands out its connection before the source runs, so that <c>RefCount</c> and
/// <c>AutoConnect</c> can stop a synchronous source from inside its own loop.
/// </summary>
internal interface IEarlyConnectable
{
    /// <summary>Connects; <paramref name="onConnection"/> receives the connection before the source starts.</summary>
    IDisposable Connect<TState>(Action<TState, IDisposable> onConnection, TState state);
}

/// <summary>
/// <c>Multicast(subjectSelector, selector)</c>: per subscription, a fresh subject, the query built on it, then the
/// connection of the source to the subject. The connection ends with the subscription.
/// </summary>
internal sealed class MulticastSelector<TSource, TIntermediate, TResult>(
    IObservable<TSource> source,
    Func<ISubject<TSource, TIntermediate>> subjectSelector,
    Func<IObservable<TIntermediate>, IObservable<TResult>> selector) : Producer<TResult>
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        ISubject<TSource, TIntermediate> subject;
        IObservable<TResult> query;
        try
        {
            subject = subjectSelector() ?? throw new InvalidOperationException("The subject selector returned null.");
            query = selector(subject) ?? throw new InvalidOperationException("The selector returned null.");
        }
        catch (Exception error)
        {
            sink.OnSubscribe(Disposable.Empty);
            sink.OnError(error);
            return;
        }

        query.Run(sink);
        var connection = new MulticastConnection<TSource>(subject);
        if (sink.SetConnection(connection))
        {
            source.Run(connection);
        }
    }

    private sealed class Sink(ISubscriber<TResult> downstream) : Sink<TResult, TResult>(downstream)
    {
        private IDisposable? _connection;

        /// <summary>Returns false (and disposes the connection) if the subscription has already ended.</summary>
        public bool SetConnection(IDisposable connection)
        {
            DisposableSlot.TrySetOnce(ref _connection, connection);
            return !DisposableSlot.IsDisposed(Volatile.Read(ref _connection));
        }

        public override void OnNext(TResult value) => Downstream.OnNext(value);

        public override void OnError(Exception error)
        {
            try
            {
                Downstream.OnError(error);
            }
            finally
            {
                DisposableSlot.Dispose(ref _connection);
            }
        }

        public override void OnCompleted()
        {
            try
            {
                Downstream.OnCompleted();
            }
            finally
            {
                DisposableSlot.Dispose(ref _connection);
            }
        }

        public override void Dispose()
        {
            base.Dispose();
            DisposableSlot.Dispose(ref _connection);
        }
    }
}
