using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Window(count[, skip])</c>, with Rx.NET's semantics: the first window opens (and is emitted) at subscription,
/// a new one opens after every <c>skip</c> values, and a window completes after <c>count</c> values. Windows are
/// hot; the upstream stays subscribed while the outer subscription or any window subscription lives.
/// </summary>
internal sealed class Window<T>(IObservable<T> source, int count, int skip) : Producer<IObservable<T>>
{
    public override void Run(ISubscriber<IObservable<T>> subscriber)
    {
        var sink = new Sink(subscriber, count, skip);
        subscriber.OnSubscribe(sink);
        sink.OpenWindow();
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<IObservable<T>> downstream, int count, int skip) : Sink<T, IObservable<T>>(downstream), ISubSequenceOwner
    {
        private readonly Queue<SubSequence<T>> _windows = new();
        private long _index;
        private SubSequenceRefCount _refs;

        private bool OuterDisposed => _refs.IsOuterReleased;

        public void OpenWindow()
        {
            var window = new SubSequence<T>(this);
            _windows.Enqueue(window);
            if (!OuterDisposed)
            {
                Downstream.OnNext(window);
            }
        }

        public override void OnNext(T value)
        {
            foreach (var window in _windows)
            {
                window.OnNext(value);
            }

            var closing = _index - count + 1;
            if (closing >= 0 && closing % skip == 0 && _windows.Count > 0)
            {
                _windows.Dequeue().OnCompleted();
            }

            _index++;
            if (_index % skip == 0)
            {
                OpenWindow();
            }
        }

        public override void OnError(Exception error)
        {
            while (_windows.TryDequeue(out var window))
            {
                window.OnError(error);
            }

            if (!OuterDisposed)
            {
                Downstream.OnError(error);
            }
        }

        public override void OnCompleted()
        {
            while (_windows.TryDequeue(out var window))
            {
                window.OnCompleted();
            }

            if (!OuterDisposed)
            {
                Downstream.OnCompleted();
            }
        }

        public override void Dispose() => _refs.ReleaseOuter(this);

        public void AddRef() => _refs.AddRef();

        public void Release()
        {
            if (_refs.Release())
            {
                DisposeUpstream();
            }
        }
    }
}
