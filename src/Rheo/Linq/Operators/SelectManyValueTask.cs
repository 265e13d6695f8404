using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>SelectMany</c> over value tasks: a value task that completed synchronously is emitted inline with no
/// allocation; a pending one is converted to a task and awaited with one continuation. The token handed to the
/// selector is canceled when the subscription is disposed or ends with an error.
/// </summary>
internal sealed class SelectManyValueTask<TSource, TResult>(
    IObservable<TSource> source,
    Func<TSource, int, CancellationToken, ValueTask<TResult>> selector,
    bool usesToken) : Producer<TResult>
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, selector, usesToken ? new CancellationTokenSource() : null);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(
        ISubscriber<TResult> downstream,
        Func<TSource, int, CancellationToken, ValueTask<TResult>> selector,
        CancellationTokenSource? cancellation) : SelectManyMergeSink<TSource, TResult>(downstream)
    {
        private int _index;

        public override void OnNext(TSource value)
        {
            ValueTask<TResult> task;
            try
            {
                task = selector(value, checked(_index++), cancellation?.Token ?? CancellationToken.None);
            }
            catch (Exception error)
            {
                Error(error);
                return;
            }

            AddActive();
            if (task.IsCompletedSuccessfully)
            {
                Emit(task.Result);
                Complete();
                return;
            }

            var pending = task.AsTask();
            if (pending.IsCompleted)
            {
                OnTaskCompleted(pending);
            }
            else
            {
                pending.ContinueWith(static (t, s) => ((Sink)s!).OnTaskCompleted(t), this, CancellationToken.None, TaskContinuationOptions.ExecuteSynchronously, TaskScheduler.Default);
            }
        }

        protected override void DisposeInners() => AsyncBridgeTasks.CancelQuietly(cancellation);

        private void OnTaskCompleted(Task<TResult> task)
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

            Emit(task.Result);
            Complete();
        }
    }
}
