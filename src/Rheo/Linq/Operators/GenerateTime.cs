using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Generate</c> with a time selector: the first step runs as soon as the scheduler allows; each step emits
/// the result computed by the previous one, iterates, and schedules the next result at its relative or
/// absolute time. A throwing callback ends the sequence with its error.
/// </summary>
internal sealed class GenerateTime<TState, TResult>(
    TState initialState,
    Func<TState, bool> condition,
    Func<TState, TState> iterate,
    Func<TState, TResult> resultSelector,
    Func<TState, TimeSpan>? timeSelector,
    Func<TState, DateTimeOffset>? absoluteTimeSelector,
    IScheduler scheduler) : Producer<TResult>
{
    private readonly TState _initialState = initialState;
    private readonly Func<TState, bool> _condition = condition;
    private readonly Func<TState, TState> _iterate = iterate;
    private readonly Func<TState, TResult> _resultSelector = resultSelector;
    private readonly Func<TState, TimeSpan>? _timeSelector = timeSelector;
    private readonly Func<TState, DateTimeOffset>? _absoluteTimeSelector = absoluteTimeSelector;
    private readonly IScheduler _scheduler = scheduler;

    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(this, subscriber);
        subscriber.OnSubscribe(sink);
        DisposableSlot.TrySetOnce(ref sink.Next, _scheduler.Schedule(sink, static (_, s) => s.Step()));
    }

    private sealed class Sink(GenerateTime<TState, TResult> parent, ISubscriber<TResult> downstream) : IDisposable
    {
        public IDisposable? Next;
        private TState _state = parent._initialState;
        private TResult? _result;
        private bool _hasResult;
        private bool _first = true;

        public void SetNext(IDisposable next) => DisposableSlot.TrySetSerial(ref Next, next);

        public void Dispose() => DisposableSlot.Dispose(ref Next);

        public IDisposable Step()
        {
            if (DisposableSlot.IsDisposed(Volatile.Read(ref Next)))
            {
                return Disposable.Empty;
            }

            if (_hasResult)
            {
                downstream.OnNext(_result!);
                if (DisposableSlot.IsDisposed(Volatile.Read(ref Next)))
                {
                    return Disposable.Empty;
                }
            }

            TimeSpan relative = default;
            DateTimeOffset absolute = default;
            try
            {
                if (_first)
                {
                    _first = false;
                }
                else
                {
                    _state = parent._iterate(_state);
                }

                _hasResult = parent._condition(_state);
                if (_hasResult)
                {
                    _result = parent._resultSelector(_state);
                    if (parent._timeSelector is { } selectTime)
                    {
                        relative = selectTime(_state);
                    }
                    else
                    {
                        absolute = parent._absoluteTimeSelector!(_state);
                    }
                }
            }
            catch (Exception error)
            {
                Dispose();
                downstream.OnError(error);
                return Disposable.Empty;
            }

            if (!_hasResult)
            {
                Dispose();
                downstream.OnCompleted();
                return Disposable.Empty;
            }

            SetNext(parent._timeSelector is not null
                ? parent._scheduler.Schedule(this, relative, static (IScheduler _, Sink s) => s.Step())
                : parent._scheduler.Schedule(this, absolute, static (IScheduler _, Sink s) => s.Step()));
            return Disposable.Empty;
        }
    }
}
