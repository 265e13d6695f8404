using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Window</c> by time, a <see cref="TimeChunkSink{T, TChunk, TResult, TAppend}"/> whose chunks are
/// <see cref="SubSequence{T}"/>s, so with the timing of <see cref="BufferTime{T}"/>: <c>(timeSpan, timeShift)</c> opens
/// a window every <c>timeShift</c> and completes it <c>timeSpan</c> later; <c>(timeSpan, count)</c> completes a window
/// at <c>count</c> values or after <c>timeSpan</c>, whichever comes first. A window is sent when it opens. Windows are
/// hot: values sent before a window is subscribed are not replayed. The upstream lives while the outer subscription or
/// any window subscription does.
/// </summary>
internal sealed class WindowTime<T>(IObservable<T> source, TimeSpan timeSpan, TimeSpan timeShift, int count, IScheduler scheduler) : Producer<IObservable<T>>
{
    public override void Run(ISubscriber<IObservable<T>> subscriber)
    {
        new Sink(subscriber, timeSpan, timeShift, count, scheduler).Run(source);
    }

    private sealed class Sink(ISubscriber<IObservable<T>> downstream, TimeSpan timeSpan, TimeSpan timeShift, int count, IScheduler scheduler)
        : TimeChunkSink<T, SubSequence<T>, IObservable<T>, WindowAppend>(downstream, timeSpan, timeShift, count, scheduler), ISubSequenceOwner
    {
        private SubSequenceRefCount _refs;

        protected override bool IsOuterDisposed => _refs.IsOuterReleased;

        public override void Dispose() => _refs.ReleaseOuter(this);

        public void AddRef() => _refs.AddRef();

        public void Release()
        {
            if (_refs.Release())
            {
                Stop();
                DisposeUpstream();
            }
        }

        protected override SubSequence<T> CreateChunk() => new(this);

        protected override void ChunkOpened(SubSequence<T> chunk)
        {
            if (!IsOuterDisposed)
            {
                Downstream.OnNext(chunk);
            }
        }

        protected override void CloseChunk(SubSequence<T> chunk) => chunk.OnCompleted();

        protected override void FailChunk(SubSequence<T> chunk, Exception error) => chunk.OnError(error);
    }

    private struct WindowAppend : IChunkAppend<T, SubSequence<T>>
    {
        public static void Append(SubSequence<T> chunk, T value) => chunk.OnNext(value);
    }
}
