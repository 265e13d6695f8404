using Rheo.Internal;
using Rheo.Subjects;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ToReadOnlyBehavior</c>: subscribes to the source at once and keeps its latest value in a
/// <see cref="BehaviorSubject{T}"/>, which replays it to each subscriber; only the read side is exposed.
/// </summary>
internal sealed class ReadOnlyBehavior<T> : IReadOnlyBehavior<T>, IProducer<T>
{
    private readonly BehaviorSubject<T> _subject;
    private readonly IDisposable _connection;

    public ReadOnlyBehavior(IObservable<T> source, T initialValue)
    {
        _subject = new BehaviorSubject<T>(initialValue);
        var forward = new Forward(_subject);
        _connection = forward;
        source.Run(forward);
    }

    public T Value => _subject.Value;

    public IDisposable Subscribe(IObserver<T> observer) => _subject.Subscribe(observer);

    public void Run(ISubscriber<T> subscriber) => _subject.Run(subscriber);

    public void Dispose()
    {
        _connection.Dispose();
        _subject.Dispose();
    }

    private sealed class Forward(BehaviorSubject<T> subject) : ISubscriber<T>, IDisposable
    {
        private IDisposable? _upstream;

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

        public void OnNext(T value) => subject.OnNext(value);

        public void OnError(Exception error) => subject.OnError(error);

        public void OnCompleted() => subject.OnCompleted();

        public void Dispose() => DisposableSlot.Dispose(ref _upstream);
    }
}
