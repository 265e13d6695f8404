using System.Runtime.CompilerServices;
using Rheo.Async.Disposables;
using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Sample(interval)</c>: ticks at a fixed rate from the subscription; each tick sends the latest value received
/// since the previous one, if any. After the source completes, the next tick sends the pending value and completes. A
/// value only overwrites a field. A tick that finds the observer still busy with the previous value is skipped (the
/// source waits meanwhile, so nothing is pending then). Source messages and timer ticks meet under the gate of
/// <c>Internal/AsyncTimedSink</c>, which keeps one timer outstanding, makes a source message wait for a downstream call
/// in flight, sends a source error at once (after a call in flight) and stops the sink when the observer throws or
/// faults; this file holds the operator's own steps (what a value, a tick and the end of a downstream call do).
/// </summary>
internal sealed class Sample<T>(IAsyncObservable<T> source, TimeSpan interval, IScheduler scheduler) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(observer, interval.Ticks, scheduler);
        sink.Start();
        return sink.SubscribeToAsync(source);
    }

    private sealed class Sink(IAsyncObserver<T> downstream, long interval, IScheduler scheduler) : AsyncTimedSink<T, T>(downstream, scheduler)
    {
        private T _value = default!;
        private bool _hasValue;
        private bool _atEnd;
        private long _next;

        public void Start()
        {
            lock (Gate)
            {
                _next = interval;
                ArmLocked(_next);
            }
        }

        public override ValueTask OnNextAsync(T value)
        {
            lock (Gate)
            {
                if (Done)
                {
                    return default;
                }

                if (!Emitting)
                {
                    _value = value;
                    _hasValue = true;
                    return default;
                }

                BeginWaitLocked();
            }

            return RetryNextAsync(value);
        }

        public override ValueTask OnCompletedAsync()
        {
            lock (Gate)
            {
                _atEnd = true;
            }

            return default;
        }

        protected override bool OnTimerLocked()
        {
            var now = Now;
            _next += interval;
            if (_next <= now)
            {
                _next += ((now - _next) / interval + 1) * interval;
            }

            ArmLocked(_next);
            if (Emitting)
            {
                return false;
            }

            if (_hasValue)
            {
                var value = _value;
                _value = default!;
                _hasValue = false;
                return PrepareNextLocked(value);
            }

            return _atEnd && PrepareCompletedLocked();
        }

        protected override bool ContinueLocked() => _atEnd && !_hasValue && PrepareCompletedLocked();

        protected override void ClearLocked()
        {
            _value = default!;
            _hasValue = false;
        }
    }
}

/// <summary>
/// <c>Sample(sampler)</c>: each value of the sampler sends the latest source value received since the previous
/// sample, if any; the sampler's completion takes a last sample. The result completes when the source has completed
/// and the sampler signals or completes; an error from either side fails it. Both sides pass one async gate, so a
/// sample being delivered holds the source back and the sampler waits for the observer.
/// </summary>
internal sealed class SampleObservable<T, TSample>(IAsyncObservable<T> source, IAsyncObservable<TSample> sampler) : AsyncObservableBase<T>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(observer);
        try
        {
            await sink.Subscriptions.AddAsync(await sampler.SubscribeAsync(new SamplerObserver(sink)).ConfigureAwait(false)).ConfigureAwait(false);
            await sink.Subscriptions.AddAsync(await source.SubscribeAsync(sink).ConfigureAwait(false)).ConfigureAwait(false);
        }
        catch
        {
            await sink.Subscriptions.DisposeAsync().ConfigureAwait(false);
            throw;
        }

        return sink.Subscriptions;
    }

    private sealed class Sink(IAsyncObserver<T> downstream) : IAsyncObserver<T>
    {
        private readonly SemaphoreSlim _gate = new(1, 1);
        private T _value = default!;
        private bool _hasValue;
        private bool _sourceAtEnd;
        private bool _samplerAtEnd;
        private volatile bool _done;

        public CompositeAsyncDisposable Subscriptions { get; } = new();

        public ValueTask OnNextAsync(T value)
        {
            if (_done)
            {
                return default;
            }

            if (!_gate.Wait(0))
            {
                return NextSlow(value);
            }

            _value = value;
            _hasValue = true;
            _gate.Release();
            return default;
        }

        public ValueTask OnErrorAsync(Exception error) => Run(Step.Error, error);

        public ValueTask OnCompletedAsync() => Run(Step.SourceCompleted, null);

        public ValueTask SampleAsync()
        {
            if (_done)
            {
                return default;
            }

            if (!_gate.Wait(0))
            {
                return Run(Step.Sample, null);
            }

            if (!_hasValue && !_sourceAtEnd)
            {
                _gate.Release();
                return default;
            }

            _gate.Release();
            return Run(Step.Sample, null);
        }

        public ValueTask SamplerCompletedAsync() => Run(Step.SamplerCompleted, null);

        [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
        private async ValueTask NextSlow(T value)
        {
            await _gate.WaitAsync().ConfigureAwait(false);
            _value = value;
            _hasValue = true;
            _gate.Release();
        }

        private async ValueTask Run(Step step, Exception? error)
        {
            if (_done)
            {
                return;
            }

            await _gate.WaitAsync().ConfigureAwait(false);
            try
            {
                if (_done || Subscriptions.IsDisposed)
                {
                    return;
                }

                switch (step)
                {
                    case Step.Error:
                        _done = true;
                        ClearValue();
                        await Subscriptions.DisposeAsync().ConfigureAwait(false);
                        await downstream.OnErrorAsync(error!).ConfigureAwait(false);
                        return;
                    case Step.SourceCompleted:
                        _sourceAtEnd = true;
                        if (_samplerAtEnd)
                        {
                            await CompleteAsync().ConfigureAwait(false);
                        }

                        return;
                    case Step.Sample:
                        await SendPendingAsync().ConfigureAwait(false);
                        if (_sourceAtEnd)
                        {
                            await CompleteAsync().ConfigureAwait(false);
                        }

                        return;
                    default:
                        _samplerAtEnd = true;
                        await SendPendingAsync().ConfigureAwait(false);
                        if (_sourceAtEnd)
                        {
                            await CompleteAsync().ConfigureAwait(false);
                        }

                        return;
                }
            }
            catch
            {
                _done = true;
                ClearValue();
                await Subscriptions.DisposeAsync().ConfigureAwait(false);
                throw;
            }
            finally
            {
                _gate.Release();
            }
        }

        private ValueTask SendPendingAsync()
        {
            if (!_hasValue || Subscriptions.IsDisposed)
            {
                return default;
            }

            var value = _value;
            ClearValue();
            return downstream.OnNextAsync(value);
        }

        private async ValueTask CompleteAsync()
        {
            _done = true;
            ClearValue();
            await Subscriptions.DisposeAsync().ConfigureAwait(false);
            await downstream.OnCompletedAsync().ConfigureAwait(false);
        }

        private void ClearValue()
        {
            _value = default!;
            _hasValue = false;
        }
    }

    private enum Step
    {
        Error,
        SourceCompleted,
        Sample,
        SamplerCompleted,
    }

    private sealed class SamplerObserver(Sink sink) : IAsyncObserver<TSample>
    {
        public ValueTask OnNextAsync(TSample value) => sink.SampleAsync();

        public ValueTask OnErrorAsync(Exception error) => sink.OnErrorAsync(error);

        public ValueTask OnCompletedAsync() => sink.SamplerCompletedAsync();
    }
}
