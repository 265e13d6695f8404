using System.Collections;

namespace RheoBench.Scenarios;

/// <summary>
/// The seed's "Fast" producer made synchronous: emits <c>42</c> <c>count</c> times during
/// <c>Subscribe</c>, then completes. It is a plain <see cref="IObservable{T}"/> written by hand, so every
/// library receives the same foreign source. (Deliberately not a well-behaved source: production code uses
/// <c>Create</c>.) <typeparamref name="TLibrary"/> is the library's tag (<see cref="SourceOwners"/>): a struct type
/// argument gives each library its own compiled copy of the loop, so tiered PGO profiles the loop's
/// <c>observer.OnNext</c> with that library's observer only. One loop shared by all libraries in a process had its
/// call guessed (guarded devirtualization) for whichever library's observer the profile happened to see, which
/// sped that library up and left the others on an interface dispatch.
/// </summary>
public sealed class FastObservable<TLibrary>(int count) : IObservable<int>
    where TLibrary : struct
{
    public IDisposable Subscribe(IObserver<int> observer)
    {
        for (var i = 0; i < count; i++)
        {
            observer.OnNext(42);
        }

        observer.OnCompleted();
        return NoDisposable.Instance;
    }

    private sealed class NoDisposable : IDisposable
    {
        public static readonly NoDisposable Instance = new();

        public void Dispose()
        {
        }
    }
}

/// <summary>The pull twin of <see cref="FastObservable{TLibrary}"/> for LINQ to Objects: <c>42</c>, <c>count</c> times.</summary>
public sealed class FastEnumerable(int count) : IEnumerable<int>
{
    public IEnumerator<int> GetEnumerator() => new Enumerator(count);

    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

    private sealed class Enumerator(int count) : IEnumerator<int>
    {
        private int index;

        public int Current => 42;

        object IEnumerator.Current => Current;

        public bool MoveNext() => index++ < count;

        public void Reset() => index = 0;

        public void Dispose()
        {
        }
    }
}

/// <summary>The seed's counting observer, with a completion event for asynchronous scenarios.</summary>
public sealed class CountObserver<T> : IObserver<T>
{
    private ManualResetEventSlim? done;
    private volatile bool completed;

    public long Count;

    /// <summary>The last value received (the result of an aggregate).</summary>
    public T? Last;

    public Exception? Error { get; private set; }

    public bool Completed => completed;

    public void OnNext(T value)
    {
        Count++;
        Last = value;
    }

    public void OnError(Exception error)
    {
        Error = error;
        Finish();
    }

    public void OnCompleted() => Finish();

    /// <summary>Waits for the terminal message (no wait handle when it already came); throws the error it carried.</summary>
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

        if (Error is { } error)
        {
            throw new InvalidOperationException("the sequence failed: " + error.Message, error);
        }

        return Count;
    }

    private void Finish()
    {
        completed = true;
        Volatile.Read(ref done)?.Set();
    }
}

/// <summary>Counts the elements of the buffers it receives.</summary>
public sealed class BufferCountObserver<TList> : IObserver<TList>
    where TList : ICollection<int>
{
    public long Elements;

    public long Buffers;

    public void OnNext(TList value)
    {
        Buffers++;
        Elements += value.Count;
    }

    public void OnError(Exception error) => throw new InvalidOperationException("the sequence failed", error);

    public void OnCompleted()
    {
    }
}

/// <summary>Limits shared by the scenarios.</summary>
public static class Limits
{
    /// <summary>How long a scenario waits for an asynchronous pipeline to finish before calling it failed.</summary>
    public static readonly TimeSpan Wait = TimeSpan.FromSeconds(60);
}
