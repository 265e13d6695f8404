using R3;

namespace RheoBench.Scenarios.WithR3;

/// <summary>The synchronous "Fast" producer as an R3 <see cref="Observable{T}"/> (R3 does not use <see cref="IObservable{T}"/>).</summary>
public sealed class FastR3(int count) : Observable<int>
{
    protected override IDisposable SubscribeCore(Observer<int> observer)
    {
        for (var i = 0; i < count; i++)
        {
            observer.OnNext(42);
        }

        observer.OnCompleted();
        return Disposable.Empty;
    }
}

/// <summary>The counting observer as an R3 <see cref="Observer{T}"/>.</summary>
public sealed class CountObserverR3<T> : Observer<T>
{
    private ManualResetEventSlim? done;
    private volatile bool completed;

    public long Count;

    public Exception? Error { get; private set; }

    public long Wait(TimeSpan timeout)
    {
        if (!completed)
        {
            var signal = Volatile.Read(ref done) ?? Interlocked.CompareExchange(ref done, new ManualResetEventSlim(), null) ?? done!;
            if (!completed && !signal.Wait(timeout))
            {
                throw new TimeoutException($"no terminal message within {timeout.TotalSeconds:0} s");
            }
        }

        return Error is { } error ? throw new InvalidOperationException("the sequence failed: " + error.Message, error) : Count;
    }

    protected override void OnNextCore(T value) => Count++;

    protected override void OnErrorResumeCore(Exception error) => Error = error;

    protected override void OnCompletedCore(Result result)
    {
        if (result.IsFailure)
        {
            Error = result.Exception;
        }

        completed = true;
        Volatile.Read(ref done)?.Set();
    }
}
