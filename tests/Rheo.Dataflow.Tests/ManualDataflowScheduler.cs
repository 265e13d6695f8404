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
            Task task;
            lock (_tasks)
            {
                if (_tasks.Count == 0)
                {
                    return ran;
                }

                task = _tasks.Dequeue();
            }

            TryExecuteTask(task);
            ran++;
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
