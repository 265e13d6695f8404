namespace Rheo.Dataflow.Tests;

/// <summary>A task scheduler that runs queued tasks only when the test calls <see cref="RunAll"/>: block internals become deterministic.</summary>
internal sealed class ManualDataflowScheduler : TaskScheduler
{
    private readonly Queue<Task> _tasks = new();

    public int Scheduled { get; private set; }

    /// <summary>When set, <c>QueueTask</c> throws it instead of queuing (a scheduler that refuses work from then on).</summary>
    public Exception? Refusal { get; set; }

    public int Pending
    {
        get
        {
            lock (_tasks)
            {
                return _tasks.Count;
            }
        }
    }

    /// <summary>Runs queued tasks (and any they queue) until none is left; returns how many ran. Fails if work never stops.</summary>
    public int RunAll(int limit = 100_000)
    {
        int ran = 0;
        while (true)
        {
            Assert.True(ran < limit, $"still scheduling work after {limit} tasks");
            if (!RunOne())
            {
                return ran;
            }

            ran++;
        }
    }

    /// <summary>
    /// Runs queued tasks (and any they queue) until none is left, giving the thread pool a turn after every 1,000:
    /// TPL Dataflow finishes a block's fault on the thread pool while the block's source keeps queuing its offer here
    /// until then, so while the pool is busy with other tests a plain <see cref="RunAll"/> spins. A turn waits (bounded)
    /// for a pool work item queued behind TPL's. Fails when work is still queued after <paramref name="turns"/> turns.
    /// </summary>
    public async Task<int> RunAllWithPoolTurnsAsync(int turns = 100)
    {
        int ran = 0;
        for (var turn = 0; ; turn++)
        {
            for (var i = 0; i < 1_000; i++)
            {
                if (!RunOne())
                {
                    return ran;
                }

                ran++;
            }

            Assert.True(turn < turns, $"still scheduling work after {ran} tasks and {turns} turns of the thread pool");
            await Task.Run(static () => { }).Within();
        }
    }

    /// <summary>Runs the oldest queued task, if any; true when one ran.</summary>
    public bool RunOne()
    {
        Task task;
        lock (_tasks)
        {
            if (_tasks.Count == 0)
            {
                return false;
            }

            task = _tasks.Dequeue();
        }

        TryExecuteTask(task);
        return true;
    }

    protected override void QueueTask(Task task)
    {
        if (Refusal != null)
        {
            throw Refusal;
        }

        lock (_tasks)
        {
            Scheduled++;
            _tasks.Enqueue(task);
        }
    }

    protected override bool TryExecuteTaskInline(Task task, bool taskWasPreviouslyQueued) => false;

    protected override IEnumerable<Task> GetScheduledTasks()
    {
        lock (_tasks)
        {
            return _tasks.ToArray();
        }
    }
}
