using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>SampleLatest</c>: each sampler value sends the source's latest value, if it has one, even if it was sent
/// before (unlike Rx <c>Sample</c>, which sends a value once). Completes with the source; errors from either side.
/// </summary>
internal sealed class SampleLatest<T, TSample>(IObservable<T> source, IObservable<TSample> sampler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
        sampler.Run(new SamplerSubscriber(sink));
    }

    private sealed class Sink(ISubscriber<T> downstream) : ISubscriber<T>, IDisposable
    {
        public IDisposable? Sampler;
        private IDisposable? _upstream;
        private T _latest = default!;
        private bool _hasValue;
        private bool _done;

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

        public void OnNext(T value)
        {
            lock (this)
            {
                _latest = value;
                _hasValue = true;
            }
        }

        public void OnError(Exception error)
        {
            lock (this)
            {
                if (!_done)
                {
                    _done = true;
                    Dispose();
                    downstream.OnError(error);
                }
            }
        }

        public void OnCompleted()
        {
            lock (this)
            {
                if (!_done)
                {
                    _done = true;
                    Dispose();
                    downstream.OnCompleted();
                }
            }
        }

        public void Sample()
        {
            lock (this)
            {
                if (!_done && _hasValue)
                {
                    downstream.OnNext(_latest);
                }
            }
        }

        public void Dispose()
        {
            DisposableSlot.Dispose(ref _upstream);
            DisposableSlot.Dispose(ref Sampler);
        }
    }

    private sealed class SamplerSubscriber(Sink parent) : ISubscriber<TSample>
    {
        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref parent.Sampler, upstream);

        public void OnNext(TSample value) => parent.Sample();

        public void OnError(Exception error) => parent.OnError(error);

        public void OnCompleted()
        {
        }
    }
}
