using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>SelectMany</c> over value tasks, and over tasks (wrapped in value tasks, which costs nothing): a (value)
/// task that completed synchronously is handled inline with no allocation; a pending one is awaited with one
/// continuation; a faulted one's exception is always observed, even after the subscription ended. The result selector
/// combines the outer value and its index with the task's result. The token handed to the selector is canceled
/// when the subscription is disposed or ends with an error.
/// </summary>
internal sealed class SelectManyValueTask<TSource, TTaskResult, TResult>(
    IObservable<TSource> source,
    Func<TSource, int, CancellationToken, ValueTask<TTaskResult>> selector,
    Func<TSource, int, TTaskResult, TResult> resultSelector,
    bool usesToken) : Producer<TResult>
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, selector, resultSelector, usesToken ? new CancellationTokenSource() : null);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(
        ISubscriber<TResult> downstream,
        Func<TSource, int, CancellationToken, ValueTask<TTaskResult>> selector,
        Func<TSource, int, TTaskResult, TResult> resultSelector,
        CancellationTokenSource? cancellation) : SelectManyMergeSink<TSource, TResult>(downstream)
    {
        private int _index;

        public override void OnNext(TSource value)
        {
            var index = checked(_index++);
            ValueTask<TTaskResult> task;
            try
            {
                task = selector(value, index, cancellation?.Token ?? CancellationToken.None);
            }
            catch (Exception error)
            {
                Error(error);
                return;
            }

            AddActive();
            if (task.IsCompletedSuccessfully)
            {
                EmitResult(value, index, task.Result);
                return;
            }

            var pending = task.AsTask();
            if (pending.IsCompleted)
            {
                OnTaskCompleted(pending, value, index);
            }
            else
            {
                pending.ContinueWith(
                    static (t, state) =>
                    {
                        var p = (Pending)state!;
                        p.Sink.OnTaskCompleted(t, p.Value, p.Index);
                    },
                    new Pending(this, value, index),
                    CancellationToken.None,
                    TaskContinuationOptions.ExecuteSynchronously,
                    TaskScheduler.Default);
            }
        }

        protected override void DisposeInners() => AsyncBridgeTasks.CancelQuietly(cancellation);

        private void OnTaskCompleted(Task<TTaskResult> task, TSource value, int index)
        {
            var error = AsyncBridgeTasks.GetError(task);
            if (IsStopped)
            {
                return;
            }

            if (error is not null)
            {
                Error(error);
                return;
            }

            EmitResult(value, index, task.Result);
        }

        private void EmitResult(TSource value, int index, TTaskResult taskResult)
        {
            TResult result;
            try
            {
                result = resultSelector(value, index, taskResult);
            }
            catch (Exception error)
            {
                Error(error);
                return;
            }

            Emit(result);
            Complete();
        }

        private sealed class Pending(Sink sink, TSource value, int index)
        {
            public Sink Sink { get; } = sink;

            public TSource Value { get; } = value;

            public int Index { get; } = index;
        }
    }
}
