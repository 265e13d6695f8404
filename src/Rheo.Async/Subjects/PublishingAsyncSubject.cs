using System.Runtime.CompilerServices;
using Rheo.Async.Disposables;
using Rheo.Async.Internal;

namespace Rheo.Async.Subjects;

/// <summary>
/// Base of the asynchronous subjects. Messages from several producers at once are serialized (a producer that finds
/// the subject busy awaits its turn), so each observer sees the grammar. A message is published either serially
/// (each observer awaited in turn: the "Sequential" subjects) or concurrently (all observers called, then awaited
/// together: the "Concurrent" subjects); the producer's call completes when every observer has handled the message.
/// An observer joining after the end receives the terminal message.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
public abstract class PublishingAsyncSubject<T> : IAsyncSubject<T>
{
    private const int Next = 0;
    private const int Error = 1;
    private const int Completed = 2;

    private readonly SemaphoreSlim _gate = new(1, 1);
    private readonly Lock _lock = new();
    private IAsyncObserver<T>[] _observers = [];
    private bool _done;
    private Exception? _error;

    private protected PublishingAsyncSubject(bool concurrent) => IsConcurrent = concurrent;

    /// <summary>Gets whether observers are called together (<see langword="true"/>) or one after another.</summary>
    public bool IsConcurrent { get; }

    /// <summary>Gets whether the subject has observers.</summary>
    public bool HasObservers => Volatile.Read(ref _observers).Length > 0;

    /// <inheritdoc />
    public ValueTask OnNextAsync(T value)
    {
        if (!_gate.Wait(0))
        {
            return NextSlow(value);
        }

        ValueTask task;
        try
        {
            if (_done)
            {
                _gate.Release();
                return default;
            }

            Record(value);
            task = Publish(Volatile.Read(ref _observers), Next, value, null);
        }
        catch
        {
            _gate.Release();
            throw;
        }

        if (task.IsCompletedSuccessfully)
        {
            task.GetAwaiter().GetResult();
            _gate.Release();
            return default;
        }

        return _gate.ReleaseAfter(task);
    }

    /// <inheritdoc />
    public ValueTask OnErrorAsync(Exception error)
    {
        ArgumentNullException.ThrowIfNull(error);
        return TerminateAsync(error);
    }

    /// <inheritdoc />
    public ValueTask OnCompletedAsync() => TerminateAsync(null);

    /// <inheritdoc />
    public async ValueTask<IAsyncDisposable> SubscribeAsync(IAsyncObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        var needsGate = ReplaysOnJoin;
        if (needsGate)
        {
            await _gate.WaitAsync().ConfigureAwait(false);
        }

        try
        {
            bool done;
            Exception? error;
            lock (_lock)
            {
                done = _done;
                error = _error;
            }

            if (needsGate && (!done || ReplaysAfterEnd))
            {
                await ReplayAsync(observer).ConfigureAwait(false);
            }

            if (done)
            {
                await (error is null ? observer.OnCompletedAsync() : observer.OnErrorAsync(error)).ConfigureAwait(false);
                return AsyncDisposable.Nop;
            }

            lock (_lock)
            {
                _observers = [.. _observers, observer];
            }

            return new Subscription(this, observer);
        }
        finally
        {
            if (needsGate)
            {
                _gate.Release();
            }
        }
    }

    /// <summary>Gets whether <see cref="ReplayAsync"/> has anything to send to a joining observer.</summary>
    private protected virtual bool ReplaysOnJoin => false;

    /// <summary>Gets whether a joining observer gets the replay after the subject has ended too.</summary>
    private protected virtual bool ReplaysAfterEnd => true;

    /// <summary>Records a value before it is published (behavior and replay subjects).</summary>
    /// <param name="value">The value.</param>
    private protected virtual void Record(T value)
    {
    }

    /// <summary>Sends what a joining observer must see first; runs while no message is being published.</summary>
    /// <param name="observer">The joining observer.</param>
    /// <returns>A task that completes when the observer has handled the replay.</returns>
    private protected virtual ValueTask ReplayAsync(IAsyncObserver<T> observer) => default;

    private static ValueTask Invoke(IAsyncObserver<T> observer, int kind, T? value, Exception? error) => kind switch
    {
        Next => observer.OnNextAsync(value!),
        Error => observer.OnErrorAsync(error!),
        _ => observer.OnCompletedAsync(),
    };

    private ValueTask Publish(IAsyncObserver<T>[] observers, int kind, T? value, Exception? error) =>
        IsConcurrent ? PublishConcurrent(observers, kind, value, error) : PublishSequential(observers, kind, value, error);

    private static ValueTask PublishSequential(IAsyncObserver<T>[] observers, int kind, T? value, Exception? error)
    {
        for (var i = 0; i < observers.Length; i++)
        {
            var task = Invoke(observers[i], kind, value, error);
            if (!task.IsCompletedSuccessfully)
            {
                return SequentialSlow(observers, kind, value, error, i, task);
            }

            task.GetAwaiter().GetResult();
        }

        return default;
    }

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private static async ValueTask SequentialSlow(IAsyncObserver<T>[] observers, int kind, T? value, Exception? error, int index, ValueTask pending)
    {
        await pending.ConfigureAwait(false);
        for (var i = index + 1; i < observers.Length; i++)
        {
            await Invoke(observers[i], kind, value, error).ConfigureAwait(false);
        }
    }

    private static ValueTask PublishConcurrent(IAsyncObserver<T>[] observers, int kind, T? value, Exception? error)
    {
        ValueTask[]? pending = null;
        var count = 0;
        List<Exception>? errors = null;
        for (var i = 0; i < observers.Length; i++)
        {
            ValueTask task;
            try
            {
                task = Invoke(observers[i], kind, value, error);
            }
            catch (Exception ex)
            {
                (errors ??= []).Add(ex);
                continue;
            }

            if (task.IsCompletedSuccessfully)
            {
                task.GetAwaiter().GetResult();
            }
            else
            {
                (pending ??= new ValueTask[observers.Length - i])[count++] = task;
            }
        }

        if (pending is null)
        {
            return errors is null ? default : ValueTask.FromException(Combine(errors));
        }

        return AwaitAll(pending, count, errors);
    }

    private static async ValueTask AwaitAll(ValueTask[] pending, int count, List<Exception>? errors)
    {
        for (var i = 0; i < count; i++)
        {
            try
            {
                await pending[i].ConfigureAwait(false);
            }
            catch (Exception ex)
            {
                (errors ??= []).Add(ex);
            }
        }

        if (errors is not null)
        {
            throw Combine(errors);
        }
    }

    private static Exception Combine(List<Exception> errors) => errors.Count == 1 ? errors[0] : new AggregateException(errors);

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private async ValueTask NextSlow(T value)
    {
        await _gate.WaitAsync().ConfigureAwait(false);
        try
        {
            if (!_done)
            {
                Record(value);
                await Publish(Volatile.Read(ref _observers), Next, value, null).ConfigureAwait(false);
            }
        }
        finally
        {
            _gate.Release();
        }
    }

    private async ValueTask TerminateAsync(Exception? error)
    {
        await _gate.WaitAsync().ConfigureAwait(false);
        try
        {
            IAsyncObserver<T>[] observers;
            lock (_lock)
            {
                if (_done)
                {
                    return;
                }

                _done = true;
                _error = error;
                observers = _observers;
                _observers = [];
            }

            await Publish(observers, error is null ? Completed : Error, default, error).ConfigureAwait(false);
        }
        finally
        {
            _gate.Release();
        }
    }

    private void Remove(IAsyncObserver<T> observer)
    {
        lock (_lock)
        {
            var index = Array.IndexOf(_observers, observer);
            if (index >= 0)
            {
                var copy = new IAsyncObserver<T>[_observers.Length - 1];
                Array.Copy(_observers, 0, copy, 0, index);
                Array.Copy(_observers, index + 1, copy, index, copy.Length - index);
                _observers = copy;
            }
        }
    }

    private sealed class Subscription(PublishingAsyncSubject<T> subject, IAsyncObserver<T> observer) : IAsyncDisposable
    {
        private PublishingAsyncSubject<T>? _subject = subject;

        public ValueTask DisposeAsync()
        {
            Interlocked.Exchange(ref _subject, null)?.Remove(observer);
            return default;
        }
    }
}
