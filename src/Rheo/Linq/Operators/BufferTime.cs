using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Buffer</c> by time, a <see cref="TimeChunkSink{T, TChunk, TResult, TAppend}"/> whose chunks are lists.
/// <c>(timeSpan, timeShift)</c>: a buffer opens every <c>timeShift</c> (the first at subscription) and closes
/// <c>timeSpan</c> after it opened, so buffers overlap when the shift is shorter and leave gaps when it is longer; one
/// timer chain visits the open and close points in order. <c>(timeSpan, count)</c>: a buffer closes when it holds
/// <c>count</c> values or <c>timeSpan</c> after it opened, whichever comes first, and the timer restarts with the next
/// buffer. At completion the open buffers are emitted in order; an error drops them.
/// </summary>
internal sealed class BufferTime<T>(IObservable<T> source, TimeSpan timeSpan, TimeSpan timeShift, int count, IScheduler scheduler) : Producer<IList<T>>
{
    public override void Run(ISubscriber<IList<T>> subscriber)
    {
        new Sink(subscriber, timeSpan, timeShift, count, scheduler).Run(source);
    }

    private struct ListAppend : IChunkAppend<T, List<T>>
    {
        public static void Append(List<T> chunk, T value) => chunk.Add(value);
    }

    private sealed class Sink(ISubscriber<IList<T>> downstream, TimeSpan timeSpan, TimeSpan timeShift, int count, IScheduler scheduler)
        : TimeChunkSink<T, List<T>, IList<T>, ListAppend>(downstream, timeSpan, timeShift, count, scheduler)
    {
        public override void Dispose()
        {
            Stop();
            base.Dispose();
        }

        protected override List<T> CreateChunk() => [];

        protected override void CloseChunk(List<T> chunk) => Downstream.OnNext(chunk);

        protected override void FailChunk(List<T> chunk, Exception error)
        {
        }
    }
}
