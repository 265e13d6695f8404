namespace Rheo.Observers;

/// <summary>
/// <c>Observer.Checked</c>: a call that overlaps another call (re-entrant or from another thread) or follows a
/// terminal message throws <see cref="InvalidOperationException"/> instead of reaching the observer.
/// </summary>
internal sealed class CheckedObserver<T>(IObserver<T> observer) : IObserver<T>
{
    private const int Idle = 0;
    private const int Busy = 1;
    private const int Done = 2;

    private int _state;

    public void OnNext(T value)
    {
        Enter();
        try
        {
            observer.OnNext(value);
        }
        finally
        {
            Volatile.Write(ref _state, Idle);
        }
    }

    public void OnError(Exception error)
    {
        Enter();
        try
        {
            observer.OnError(error);
        }
        finally
        {
            Volatile.Write(ref _state, Done);
        }
    }

    public void OnCompleted()
    {
        Enter();
        try
        {
            observer.OnCompleted();
        }
        finally
        {
            Volatile.Write(ref _state, Done);
        }
    }

    private void Enter()
    {
        switch (Interlocked.CompareExchange(ref _state, Busy, Idle))
        {
            case Busy:
                throw new InvalidOperationException("Reentrancy has been detected.");
            case Done:
                throw new InvalidOperationException("Observer has already terminated.");
        }
    }
}
