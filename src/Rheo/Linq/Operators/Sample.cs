using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Sample(interval)</c>: a periodic timer emits the latest value received since the previous tick, if any.
/// After the source completes, the next tick emits the pending value and completes. A value only overwrites a
/// field: nothing is allocated per value.
/// </summary>
internal sealed class Sample<T>(IObservable<T> source, TimeSpan interval, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        DisposableSlot.TrySetOnce(ref sink.Timer, scheduler.SchedulePeriodic(sink, interval, static s => s.Tick()));
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream) : Sink<T, T>(downstream)
    {
        public IDisposable? Timer;
        private readonly Lock _gate = new();
        private T? _value;
        private bool _hasValue;
        private bool _atEnd;
        private bool _done;

        public override void OnNext(T value)
        {
            lock (_gate)
            {
                _value = value;
                _hasValue = true;
            }
        }

        public override void OnError(Exception error)
        {
            lock (_gate)
            {
                if (_done)
                {
                    return;
                }

                _done = true;
                DisposableSlot.Dispose(ref Timer);
                Downstream.OnError(error);
            }
        }

        public override void OnCompleted()
        {
            lock (_gate)
            {
                _atEnd = true;
            }

            DisposeUpstream();
        }

        public override void Dispose()
        {
            DisposableSlot.Dispose(ref Timer);
            lock (_gate)
            {
                _done = true;
                _value = default;
            }

            base.Dispose();
        }

        public void Tick()
        {
            lock (_gate)
            {
                if (_done)
                {
                    return;
                }

                if (_hasValue)
                {
                    var value = _value!;
                    _hasValue = false;
                    _value = default;
                    Downstream.OnNext(value);
                }

                if (_atEnd && !_done)
                {
                    _done = true;
                    DisposableSlot.Dispose(ref Timer);
                    Downstream.OnCompleted();
                }
            }
        }
    }
}

/// <summary>
/// <c>Sample(sampler)</c>: each value of the sampler emits the latest source value received since the previous
/// sample, if any; the sampler's completion takes a last sample. The result completes when the source has completed
/// and the sampler signals or completes; an error from either side fails it.
/// </summary>
internal sealed class SampleObservable<T, TSample>(IObservable<T> source, IObservable<TSample> sampler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        sampler.Run(new SamplerSubscriber(sink));
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream) : Sink<T, T>(downstream)
    {
        public IDisposable? Sampler;
        public readonly Lock Gate = new();
        private T? _value;
        private bool _hasValue;
        private bool _sourceAtEnd;
        private bool _samplerAtEnd;
        private bool _done;

        public override void OnNext(T value)
        {
            lock (Gate)
            {
                _value = value;
                _hasValue = true;
            }
        }

        public override void OnError(Exception error) => Error(error);

        public override void OnCompleted()
        {
            lock (Gate)
            {
                _sourceAtEnd = true;
                if (_samplerAtEnd)
                {
                    Complete();
                    return;
                }
            }

            DisposeUpstream();
        }

        public void SamplerNext()
        {
            lock (Gate)
            {
                if (_done)
                {
                    return;
                }

                if (_hasValue)
                {
                    var value = _value!;
                    _hasValue = false;
                    _value = default;
                    Downstream.OnNext(value);
                }

                if (_sourceAtEnd && !_done)
                {
                    Complete();
                }
            }
        }

        public void SamplerCompleted()
        {
            lock (Gate)
            {
                if (_done)
                {
                    return;
                }

                _samplerAtEnd = true;
                if (_hasValue)
                {
                    var value = _value!;
                    _hasValue = false;
                    _value = default;
                    Downstream.OnNext(value);
                }

                if (_sourceAtEnd)
                {
                    Complete();
                    return;
                }
            }

            DisposableSlot.Dispose(ref Sampler);
        }

        public void Error(Exception error)
        {
            lock (Gate)
            {
                if (_done)
                {
                    return;
                }

                _done = true;
                DisposableSlot.Dispose(ref Sampler);
                DisposeUpstream();
                Downstream.OnError(error);
            }
        }

        public override void Dispose()
        {
            DisposableSlot.Dispose(ref Sampler);
            lock (Gate)
            {
                _done = true;
                _value = default;
            }

            base.Dispose();
        }

        private void Complete()
        {
            if (_done)
            {
                return;
            }

            _done = true;
            DisposableSlot.Dispose(ref Sampler);
            DisposeUpstream();
            Downstream.OnCompleted();
        }
    }

    private sealed class SamplerSubscriber(Sink parent) : ISubscriber<TSample>
    {
        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref parent.Sampler, upstream);

        public void OnNext(TSample value) => parent.SamplerNext();

        public void OnError(Exception error) => parent.Error(error);

        public void OnCompleted() => parent.SamplerCompleted();
    }
}
