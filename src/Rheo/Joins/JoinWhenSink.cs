using Rheo.Internal;

namespace Rheo.Joins;

/// <summary>One source of a <c>When</c> subscription, shared by every plan that names it: its values wait in a queue, followed by its completion.</summary>
internal abstract class JoinSource : IDisposable
{
    private IDisposable? _upstream;

    /// <summary>Gets the plans that still use this source.</summary>
    public List<JoinActivePlan> Plans { get; } = new();

    /// <summary>Gets whether a value or the completion is waiting.</summary>
    public abstract bool HasHead { get; }

    /// <summary>Gets whether the waiting item is the completion.</summary>
    public abstract bool HeadIsCompletion { get; }

    public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref _upstream, upstream);

    public abstract void Subscribe();

    /// <summary>Ends a plan's firing: a source named twice in one plan gave the same value to both places, and the next firing takes a new one.</summary>
    public abstract void EndTake();

    public void Dispose() => DisposableSlot.Dispose(ref _upstream);
}

/// <summary>A plan being run by a <c>When</c> subscription.</summary>
internal sealed class JoinActivePlan(IJoinWhen owner, JoinSource[] sources, Action fire)
{
    public JoinSource[] Sources { get; } = sources;

    /// <summary>Consumes one value of each source when all have one; ends the plan when one of them has completed.</summary>
    public void Match()
    {
        foreach (var source in Sources)
        {
            if (!source.HasHead)
            {
                return;
            }
        }

        foreach (var source in Sources)
        {
            if (source.HeadIsCompletion)
            {
                owner.Deactivate(this);
                return;
            }
        }

        try
        {
            fire();
        }
        finally
        {
            foreach (var source in Sources)
            {
                source.EndTake();
            }
        }
    }
}

/// <summary>What a plan needs from the <c>When</c> subscription that runs it.</summary>
internal interface IJoinWhen
{
    void Deactivate(JoinActivePlan plan);
}

/// <summary>
/// <c>When</c>: runs the plans over shared sources (one subscription per distinct source, by reference),
/// all under one lock. A source's value is offered to the plans that use it, in order; a plan ends when
/// it would consume a source's completion, and the sequence completes when every plan has ended. An
/// error of any source fails the sequence at once.
/// </summary>
internal sealed class JoinWhenSink<TResult>(ISubscriber<TResult> downstream) : IDisposable, IJoinWhen, IJoinWhenOwner
{
    private readonly Dictionary<object, JoinSource> _sources = new(ReferenceEqualityComparer.Instance);
    private readonly List<JoinActivePlan> _active = new();
    private bool _done;

    public Lock Gate { get; } = new();

    public JoinSource<T> Source<T>(IObservable<T> observable)
    {
        if (!_sources.TryGetValue(observable, out var source))
        {
            source = new JoinSource<T>(this, observable);
            _sources.Add(observable, source);
        }

        return (JoinSource<T>)source;
    }

    public void Start(IEnumerable<Plan<TResult>> plans)
    {
        lock (Gate)
        {
            foreach (var plan in plans)
            {
                var active = plan.Activate(this);
                _active.Add(active);
                foreach (var source in active.Sources)
                {
                    if (!source.Plans.Contains(active))
                    {
                        source.Plans.Add(active);
                    }
                }
            }

            if (_active.Count == 0)
            {
                _done = true;
                downstream.OnCompleted();
                return;
            }
        }

        foreach (var source in _sources.Values.ToArray())
        {
            if (Volatile.Read(ref _done))
            {
                return;
            }

            source.Subscribe();
        }
    }

    /// <summary>Offers a source's new head to its plans. Call under <see cref="Gate"/>.</summary>
    public void Offer(JoinSource source)
    {
        if (_done)
        {
            return;
        }

        foreach (var plan in source.Plans.ToArray())
        {
            if (_done)
            {
                return;
            }

            try
            {
                plan.Match();
            }
            catch (Exception error)
            {
                FailLocked(error);
                return;
            }
        }
    }

    /// <summary>Emits a result. Called by a plan under <see cref="Gate"/>.</summary>
    public void Emit(TResult value) => downstream.OnNext(value);

    public void Deactivate(JoinActivePlan plan)
    {
        _active.Remove(plan);
        foreach (var source in plan.Sources)
        {
            source.Plans.Remove(plan);
            if (source.Plans.Count == 0)
            {
                source.Dispose();
            }
        }

        if (_active.Count == 0)
        {
            _done = true;
            downstream.OnCompleted();
            DisposeSources();
        }
    }

    public void Fail(Exception error)
    {
        lock (Gate)
        {
            FailLocked(error);
        }
    }

    public void Dispose()
    {
        Volatile.Write(ref _done, true);
        DisposeSources();
    }

    private void FailLocked(Exception error)
    {
        if (_done)
        {
            return;
        }

        _done = true;
        downstream.OnError(error);
        DisposeSources();
    }

    private void DisposeSources()
    {
        foreach (var source in _sources.Values)
        {
            source.Dispose();
        }
    }
}

/// <summary>The typed half of <see cref="JoinSource"/>: its queue holds the values themselves, unboxed.</summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class JoinSource<T>(IJoinWhenOwner owner, IObservable<T> observable) : JoinSource, ISubscriber<T>
{
    private readonly Queue<T> _queue = new();
    private bool _completed;
    private bool _taken;
    private T _takenValue = default!;

    public override bool HasHead => _queue.Count > 0 || _completed;

    public override bool HeadIsCompletion => _queue.Count == 0 && _completed;

    /// <summary>Takes the head value; a second call in the same firing (the source named twice in one plan, as Rx.NET allows) returns the same value.</summary>
    public T Dequeue()
    {
        if (!_taken)
        {
            _takenValue = _queue.Dequeue();
            _taken = true;
        }

        return _takenValue;
    }

    public override void EndTake()
    {
        _taken = false;
        _takenValue = default!;
    }

    public override void Subscribe() => observable.Run(this);

    public void OnNext(T value)
    {
        lock (owner.Gate)
        {
            _queue.Enqueue(value);
            owner.Offer(this);
        }
    }

    public void OnError(Exception error) => owner.Fail(error);

    public void OnCompleted()
    {
        lock (owner.Gate)
        {
            _completed = true;
            owner.Offer(this);
        }
    }
}

/// <summary>What a <see cref="JoinSource{T}"/> needs from its <c>When</c> subscription.</summary>
internal interface IJoinWhenOwner
{
    Lock Gate { get; }

    void Offer(JoinSource source);

    void Fail(Exception error);
}
