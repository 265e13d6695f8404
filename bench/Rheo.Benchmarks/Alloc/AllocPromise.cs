namespace RheoBench.Alloc;

/// <summary>Whose allocations a promise counts.</summary>
public enum AllocScope
{
    /// <summary>The measuring thread's (<see cref="GC.GetAllocatedBytesForCurrentThread"/>): the path runs on it.</summary>
    CurrentThread,

    /// <summary>The whole process's (<see cref="GC.GetTotalAllocatedBytes(bool)"/>, precise): the path spans threads.</summary>
    Process,
}

/// <summary>
/// One allocation promise: a path of a public API that allocates at most <see cref="PromisedBytesPerOp"/> bytes per
/// operation once warm (usually none). <see cref="Setup"/> runs once; then <see cref="Batch"/> runs again and again,
/// first to warm up (until the JIT settles), then measured. A batch must be repeatable: the state it leaves is the
/// state it starts from. A path that does not do what the promise says (a value not delivered, a task not completed
/// synchronously) throws from the batch; the promise is then broken, with that message.
/// </summary>
public abstract class AllocPromise
{
    /// <summary>The promise, in a few words (what <c>--filter</c> matches, with <see cref="Api"/>).</summary>
    public abstract string Name { get; }

    /// <summary>The public API the promise is about.</summary>
    public abstract string Api { get; }

    /// <summary>The bytes one operation may allocate once warm.</summary>
    public virtual double PromisedBytesPerOp => 0;

    /// <summary>The operations one batch performs.</summary>
    public virtual int Operations => 100_000;

    /// <summary>Whose allocations count.</summary>
    public virtual AllocScope Scope => AllocScope.CurrentThread;

    /// <summary>Builds the state the batches work on (not measured).</summary>
    public virtual void Setup()
    {
    }

    /// <summary>Performs <see cref="Operations"/> operations and returns the bytes they allocated.</summary>
    /// <remarks>
    /// By default it measures <see cref="Run"/> whole; a promise whose operations start and end elsewhere (inside an
    /// observer, say) overrides this and measures them itself with <see cref="AllocatedBytes"/>.
    /// </remarks>
    public virtual long Batch()
    {
        var before = AllocatedBytes(Scope);
        Run();
        return AllocatedBytes(Scope) - before;
    }

    /// <summary>The measured action: <see cref="Operations"/> operations.</summary>
    protected virtual void Run() => throw new NotSupportedException($"{GetType().Name} measures in its own Batch.");

    /// <summary>Releases what <see cref="Setup"/> built.</summary>
    public virtual void Cleanup()
    {
    }

    /// <summary>The bytes allocated so far, counted as <paramref name="scope"/> says.</summary>
    public static long AllocatedBytes(AllocScope scope) =>
        scope == AllocScope.Process ? GC.GetTotalAllocatedBytes(precise: true) : GC.GetAllocatedBytesForCurrentThread();

    /// <summary>Throws when <paramref name="condition"/> is false: the path did not do what the promise is about.</summary>
    public static void Expect(bool condition, string what)
    {
        if (!condition)
        {
            throw new InvalidOperationException(what);
        }
    }

    /// <summary>Waits for a setup step that completes off the measured path (subscribing, say), within 30 s.</summary>
    public static T Wait<T>(ValueTask<T> task) => task.IsCompletedSuccessfully ? task.Result : task.AsTask().WaitAsync(TimeSpan.FromSeconds(30)).GetAwaiter().GetResult();

    /// <summary>Waits for a step that completes off the measured path, within 30 s.</summary>
    public static void Wait(ValueTask task)
    {
        if (!task.IsCompletedSuccessfully)
        {
            task.AsTask().WaitAsync(TimeSpan.FromSeconds(30)).GetAwaiter().GetResult();
        }
    }
}

/// <summary>A promise written inline: a name, the API, a setup that returns the measured action.</summary>
public sealed class InlinePromise(string name, string api, Func<Action> setup, int operations = 100_000, double promisedBytesPerOp = 0) : AllocPromise
{
    private Action? _run;

    /// <inheritdoc/>
    public override string Name => name;

    /// <inheritdoc/>
    public override string Api => api;

    /// <inheritdoc/>
    public override int Operations => operations;

    /// <inheritdoc/>
    public override double PromisedBytesPerOp => promisedBytesPerOp;

    /// <inheritdoc/>
    public override void Setup() => _run = setup();

    /// <inheritdoc/>
    protected override void Run() => (_run ?? throw new InvalidOperationException("Setup has not run."))();
}
