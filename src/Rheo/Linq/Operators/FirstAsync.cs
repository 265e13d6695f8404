using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>FirstAsync</c> and <c>FirstOrDefaultAsync</c>, with or without a predicate: the first (matching) element,
/// then completion; the source is disposed at once, so a synchronous source stops mid-loop. Without a match the
/// result is an error, or <c>default</c> for the <c>OrDefault</c> form.
/// </summary>
/// <remarks>
/// The operator is also the observer of its first blocking <c>Wait()</c> (claimed once with a compare-and-swap), so
/// <c>source.FirstAsync().Wait()</c> allocates the operator and nothing more; a later or concurrent <c>Wait()</c> gets
/// an observer of its own.
/// </remarks>
internal sealed class FirstAsync<T>(IObservable<T> source, Func<T, bool>? predicate, bool orDefault) : BlockingObserver<T>, IProducer<T>
{
    private T _value = default!;
    private bool _hasValue;
    private int _claimed;

    /// <summary>
    /// <c>Wait()</c> on this operator: the blocking <c>First</c> on the source, with the same answer and errors and
    /// no sink of this operator in between.
    /// </summary>
    public T Wait()
    {
        if (Volatile.Read(ref _claimed) != 0 || Interlocked.CompareExchange(ref _claimed, 1, 0) != 0)
        {
            return BlockingFirstLastSingle<T>.Run(source, predicate, BlockingFirstLastSingleMode.First, orDefault);
        }

        Run(source);
        if (!_hasValue && !orDefault)
        {
            throw predicate is null ? AggregateErrors.NoElements() : AggregateErrors.NoMatchingElement();
        }

        var value = _value;
        _value = default!;
        return value;
    }

    public IDisposable Subscribe(IObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        var edge = new EdgeObserver<T>(observer);
        edge.Track(this);
        Run(edge);
        return edge;
    }

    public void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, predicate, orDefault);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    /// <summary>The value of the blocking <c>Wait()</c> that claimed this instance (the blocking <c>First</c>'s rule).</summary>
    public override void OnNext(T value)
    {
        if (IsTerminated)
        {
            return;
        }

        if (predicate is not null)
        {
            try
            {
                if (!predicate(value))
                {
                    return;
                }
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }
        }

        _value = value;
        _hasValue = true;
        Terminate();
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<T, bool>? predicate, bool orDefault) : ResultSink<T, T>(downstream)
    {
        private bool _done;

        public override void OnNext(T value)
        {
            if (_done)
            {
                return;
            }

            if (predicate is not null)
            {
                bool pass;
                try
                {
                    pass = predicate(value);
                }
                catch (Exception error)
                {
                    _done = true;
                    Fail(error);
                    return;
                }

                if (!pass)
                {
                    return;
                }
            }

            _done = true;
            EmitEarly(value);
        }

        public override void OnCompleted()
        {
            if (orDefault)
            {
                Emit(default!);
            }
            else
            {
                Downstream.OnError(predicate is null ? AggregateErrors.NoElements() : AggregateErrors.NoMatchingElement());
            }
        }
    }
}
