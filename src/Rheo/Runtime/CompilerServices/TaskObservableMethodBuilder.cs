using System.Runtime.CompilerServices;
using System.Runtime.ExceptionServices;
using Rheo.Disposables;
using Rheo.Subjects;

namespace Rheo.Runtime.CompilerServices;

/// <summary>
/// The method builder that lets an <c>async</c> method return <see cref="ITaskObservable{T}"/>: the compiler calls its
/// members; user code does not. The method starts when it is called; its result (or exception) is held by the
/// returned observable and replayed to every subscriber and awaiter. A method that finishes before its first pending
/// <c>await</c> returns an already-terminated observable without allocating a subject.
/// </summary>
/// <typeparam name="T">The method's result type.</typeparam>
public struct TaskObservableMethodBuilder<T>
{
    private IAsyncStateMachine? _stateMachine;
    private TaskObservable? _inner;

    /// <summary>Creates a builder (called by the compiler).</summary>
    /// <returns>A new builder.</returns>
    public static TaskObservableMethodBuilder<T> Create() => default;

    /// <summary>Starts the state machine on the calling thread (called by the compiler).</summary>
    /// <typeparam name="TStateMachine">The state machine type.</typeparam>
    /// <param name="stateMachine">The state machine.</param>
    /// <exception cref="ArgumentNullException"><paramref name="stateMachine"/> is null.</exception>
    public readonly void Start<TStateMachine>(ref TStateMachine stateMachine)
        where TStateMachine : IAsyncStateMachine
    {
        if (stateMachine is null)
        {
            throw new ArgumentNullException(nameof(stateMachine));
        }

        // AsyncTaskMethodBuilder.Start touches no builder state: it runs MoveNext with the execution context restored afterwards.
        default(AsyncTaskMethodBuilder).Start(ref stateMachine);
    }

    /// <summary>Associates the builder with the boxed state machine (called by the compiler).</summary>
    /// <param name="stateMachine">The boxed state machine.</param>
    /// <exception cref="ArgumentNullException"><paramref name="stateMachine"/> is null.</exception>
    /// <exception cref="InvalidOperationException">The builder already has another state machine.</exception>
    public void SetStateMachine(IAsyncStateMachine stateMachine)
    {
        ArgumentNullException.ThrowIfNull(stateMachine);
        if (_stateMachine is not null && !ReferenceEquals(_stateMachine, stateMachine))
        {
            throw new InvalidOperationException("The state machine was already set.");
        }

        _stateMachine = stateMachine;
    }

    /// <summary>Completes the method with its result (called by the compiler).</summary>
    /// <param name="result">The result.</param>
    public void SetResult(T result)
    {
        if (_inner is null)
        {
            _inner = new TaskObservable(result);
        }
        else
        {
            _inner.SetResult(result);
        }
    }

    /// <summary>Fails the method with an exception (called by the compiler).</summary>
    /// <param name="exception">The exception.</param>
    /// <exception cref="ArgumentNullException"><paramref name="exception"/> is null.</exception>
    public void SetException(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        if (_inner is null)
        {
            _inner = new TaskObservable(exception);
        }
        else
        {
            _inner.SetException(exception);
        }
    }

    /// <summary>Gets the observable the method returns.</summary>
    public ITaskObservable<T> Task => _inner ??= new TaskObservable();

    /// <summary>Schedules the state machine to continue when the awaiter completes (called by the compiler).</summary>
    /// <typeparam name="TAwaiter">The awaiter type.</typeparam>
    /// <typeparam name="TStateMachine">The state machine type.</typeparam>
    /// <param name="awaiter">The awaiter.</param>
    /// <param name="stateMachine">The state machine.</param>
    public void AwaitOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine)
        where TAwaiter : INotifyCompletion
        where TStateMachine : IAsyncStateMachine
    {
        try
        {
            awaiter.OnCompleted(EnsureStateMachine(ref stateMachine).MoveNext);
        }
        catch (Exception error)
        {
            Rethrow(error);
        }
    }

    /// <summary>Schedules the state machine to continue when the awaiter completes, without flowing the execution context (called by the compiler).</summary>
    /// <typeparam name="TAwaiter">The awaiter type.</typeparam>
    /// <typeparam name="TStateMachine">The state machine type.</typeparam>
    /// <param name="awaiter">The awaiter.</param>
    /// <param name="stateMachine">The state machine.</param>
    public void AwaitUnsafeOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine)
        where TAwaiter : ICriticalNotifyCompletion
        where TStateMachine : IAsyncStateMachine
    {
        try
        {
            awaiter.UnsafeOnCompleted(EnsureStateMachine(ref stateMachine).MoveNext);
        }
        catch (Exception error)
        {
            Rethrow(error);
        }
    }

    /// <summary>On the first suspension: creates the pending observable (so the copy boxed next shares it), then boxes the state machine.</summary>
    private IAsyncStateMachine EnsureStateMachine<TStateMachine>(ref TStateMachine stateMachine)
        where TStateMachine : IAsyncStateMachine
    {
        if (_stateMachine is null)
        {
            _ = Task;
            IAsyncStateMachine boxed = stateMachine;
            _stateMachine = boxed;
            boxed.SetStateMachine(boxed);
        }

        return _stateMachine;
    }

    /// <summary>An awaiter that fails to schedule a continuation: the error is rethrown on the thread pool, as an <c>async void</c> method's would be.</summary>
    private static void Rethrow(Exception error)
    {
        var captured = ExceptionDispatchInfo.Capture(error);
        ThreadPool.QueueUserWorkItem(static state => state.Throw(), captured, preferLocal: false);
    }

    /// <summary>
    /// The observable an <c>async</c> method returns: a pending one is backed by an <see cref="AsyncSubject{T}"/>; one
    /// that finished synchronously holds its result or exception.
    /// </summary>
    private sealed class TaskObservable : ITaskObservable<T>, ITaskObservableAwaiter<T>
    {
        private readonly AsyncSubject<T>? _subject;
        private readonly T? _result;
        private readonly Exception? _exception;

        public TaskObservable() => _subject = new AsyncSubject<T>();

        public TaskObservable(T result) => _result = result;

        public TaskObservable(Exception exception) => _exception = exception;

        public bool IsCompleted => _subject?.IsCompleted ?? true;

        public void SetResult(T result)
        {
            _subject!.OnNext(result);
            _subject.OnCompleted();
        }

        public void SetException(Exception exception) => _subject!.OnError(exception);

        public IDisposable Subscribe(IObserver<T> observer)
        {
            ArgumentNullException.ThrowIfNull(observer);
            if (_subject is not null)
            {
                return _subject.Subscribe(observer);
            }

            if (_exception is not null)
            {
                observer.OnError(_exception);
            }
            else
            {
                observer.OnNext(_result!);
                observer.OnCompleted();
            }

            return Disposable.Empty;
        }

        public ITaskObservableAwaiter<T> GetAwaiter() => this;

        public T GetResult()
        {
            if (_subject is not null)
            {
                return _subject.GetResult();
            }

            if (_exception is not null)
            {
                ExceptionDispatchInfo.Throw(_exception);
            }

            return _result!;
        }

        public void OnCompleted(Action continuation)
        {
            ArgumentNullException.ThrowIfNull(continuation);
            if (_subject is not null)
            {
                _subject.OnCompleted(continuation);
            }
            else
            {
                continuation();
            }
        }
    }
}
