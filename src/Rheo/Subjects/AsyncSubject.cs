using System.Runtime.CompilerServices;
using System.Runtime.ExceptionServices;
using Rheo.Internal;

namespace Rheo.Subjects;

/// <summary>
/// A subject that keeps only the last value and, on completion, sends it (if any) and completion to every
/// observer, present and future. It can be awaited: <c>await subject</c> returns the last value.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
public sealed class AsyncSubject<T> : SubjectBase<T>, IProducer<T>, ISubjectUnsubscribe<T>, INotifyCompletion
{
    private ISubscriber<T>[] _observers = SubjectObservers<T>.Empty;
    private T _value = default!;
    private bool _hasValue;
    private Exception? _error;

    /// <summary>Creates an async subject.</summary>
    public AsyncSubject()
    {
    }

    /// <inheritdoc />
    public override bool HasObservers => Volatile.Read(ref _observers).Length != 0;

    /// <inheritdoc />
    public override bool IsDisposed => Volatile.Read(ref _observers) == SubjectObservers<T>.Disposed;

    /// <summary>Gets whether the subject has received a terminal message (awaiter pattern).</summary>
    public bool IsCompleted => Volatile.Read(ref _observers) == SubjectObservers<T>.Terminated;

    /// <summary>Remembers <paramref name="value"/> as the last value; ignored after a terminal message.</summary>
    /// <param name="value">The value.</param>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override void OnNext(T value)
    {
        var observers = Volatile.Read(ref _observers);
        if (observers == SubjectObservers<T>.Disposed)
        {
            ThrowDisposed();
        }

        if (observers != SubjectObservers<T>.Terminated)
        {
            _value = value;
            _hasValue = true;
        }
    }

    /// <summary>Sends <paramref name="error"/> to every observer and to later subscribers; ignored after a terminal message.</summary>
    /// <param name="error">The error.</param>
    /// <exception cref="ArgumentNullException"><paramref name="error"/> is null.</exception>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override void OnError(Exception error) => SubjectObservers<T>.SendError(Terminate(error ?? throw new ArgumentNullException(nameof(error))), error);

    /// <summary>Sends the last value (if any) and completion to every observer and to later subscribers; ignored after a terminal message.</summary>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override void OnCompleted()
    {
        var observers = Terminate(null);
        for (var i = 0; i < observers.Length; i++)
        {
            SendResult(observers[i]);
        }
    }

    /// <summary>Subscribes <paramref name="observer"/>: it receives the last value and the terminal message when (or as soon as) the subject terminates.</summary>
    /// <param name="observer">The observer.</param>
    /// <returns>The subscription.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> is null.</exception>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override IDisposable Subscribe(IObserver<T> observer) => SubjectObservers<T>.Subscribe(this, observer);

    /// <summary>Detaches every observer without notifying them; later calls throw <see cref="ObjectDisposedException"/>.</summary>
    public override void Dispose()
    {
        Interlocked.Exchange(ref _observers, SubjectObservers<T>.Disposed);
        _value = default!;
        _hasValue = false;
        _error = null;
    }

    /// <summary>Gets an awaiter for the subject (the subject itself), so <c>await subject</c> returns the last value.</summary>
    /// <returns>This subject.</returns>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public AsyncSubject<T> GetAwaiter()
    {
        if (IsDisposed)
        {
            ThrowDisposed();
        }

        return this;
    }

    /// <summary>
    /// Runs <paramref name="continuation"/> when the subject terminates (awaiter pattern), on the captured
    /// <see cref="SynchronizationContext"/> if there is one.
    /// </summary>
    /// <param name="continuation">The continuation.</param>
    /// <exception cref="ArgumentNullException"><paramref name="continuation"/> is null.</exception>
    public void OnCompleted(Action continuation)
    {
        ArgumentNullException.ThrowIfNull(continuation);
        Run(new ContinuationSubscriber(continuation, SynchronizationContext.Current));
    }

    /// <summary>
    /// Gets the last value (awaiter pattern), blocking until the subject terminates if it has not yet.
    /// </summary>
    /// <returns>The last value.</returns>
    /// <exception cref="InvalidOperationException">The subject completed without a value.</exception>
    /// <exception cref="Exception">The subject received an error: that error is rethrown.</exception>
    public T GetResult()
    {
        if (!IsCompleted)
        {
            using var signal = new ManualResetEventSlim();
            Run(new SignalSubscriber(signal));
            signal.Wait();
        }

        if (IsDisposed)
        {
            ThrowDisposed();
        }

        if (_error is { } error)
        {
            ExceptionDispatchInfo.Throw(error);
        }

        if (!_hasValue)
        {
            throw new InvalidOperationException("The sequence contains no elements.");
        }

        return _value;
    }

    void IProducer<T>.Run(ISubscriber<T> subscriber) => Run(subscriber);

    void ISubjectUnsubscribe<T>.Unsubscribe(ISubscriber<T> subscriber) => SubjectObservers<T>.Remove(ref _observers, subscriber);

    private static void ThrowDisposed() => throw new ObjectDisposedException(nameof(AsyncSubject<T>));

    private void Run(ISubscriber<T> subscriber)
    {
        if (SubjectObservers<T>.Join(ref _observers, this, subscriber, nameof(AsyncSubject<T>)))
        {
            SendResult(subscriber);
        }
    }

    private ISubscriber<T>[] Terminate(Exception? error) => SubjectObservers<T>.Terminate(ref _observers, ref _error, error, nameof(AsyncSubject<T>));

    private void SendResult(ISubscriber<T> subscriber)
    {
        if (_error is { } error)
        {
            subscriber.OnError(error);
            return;
        }

        if (_hasValue)
        {
            subscriber.OnNext(_value);
        }

        subscriber.OnCompleted();
    }

    private sealed class ContinuationSubscriber(Action continuation, SynchronizationContext? context) : ISubscriber<T>
    {
        public void OnSubscribe(IDisposable upstream)
        {
        }

        public void OnNext(T value)
        {
        }

        public void OnError(Exception error) => Continue();

        public void OnCompleted() => Continue();

        private void Continue()
        {
            if (context is null || context.GetType() == typeof(SynchronizationContext))
            {
                continuation();
            }
            else
            {
                context.Post(static state => ((Action)state!)(), continuation);
            }
        }
    }

    private sealed class SignalSubscriber(ManualResetEventSlim signal) : ISubscriber<T>
    {
        public void OnSubscribe(IDisposable upstream)
        {
        }

        public void OnNext(T value)
        {
        }

        public void OnError(Exception error) => signal.Set();

        public void OnCompleted() => signal.Set();
    }
}
