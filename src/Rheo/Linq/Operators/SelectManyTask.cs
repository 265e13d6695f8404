using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>SelectMany</c> over tasks: every outer value starts a task whose result (mapped with the result selector)
/// is merged. A task that has already finished is handled inline, without a continuation. The token handed to
/// the selector is canceled when the subscription is disposed or ends with an error.
/// </summary>
internal sealed class SelectManyTask<TSource, TTaskResult, TResult>(
    IObservable<TSource> source,
    Func<TSource, int, CancellationToken, Task<TTaskResult>> taskSelector,
    Func<TSource, int, TTaskResult, TResult> resultSelector,
    bool usesToken) : Producer<TResult>
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, taskSelector, resultSelector, usesToken ? new CancellationTokenSource() : null);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(
        ISubscriber<TResult> downstream,
        Func<TSource, int, CancellationToken, Task<TTaskResult>> taskSelector,
        Func<TSource, int, TTaskResult, TResult> resultSelector,
        CancellationTokenSource? cancellation) : SelectManyMergeSink<TSource, TResult>(downstream)
    {
        private int _index;

        public override void OnNext(TSource value)
        {
            var index = checked(_index++);
            Task<TTaskResult> task;
            try
            {
                task = taskSelector(value, index, cancellation?.Token ?? CancellationToken.None);
            }
            catch (Exception error)
            {
                Error(error);
                return;
            }

            AddActive();
            if (task.IsCompleted)
            {
                OnTaskCompleted(task, value, index);
            }
            else
            {
                task.ContinueWith(
                    static (t, state) =>
                    {
                        var pending = (Pending)state!;
                        pending.Sink.OnTaskCompleted(t, pending.Value, pending.Index);
                    },
                    new Pending(this, value, index),
                    CancellationToken.None,
                    TaskContinuationOptions.ExecuteSynchronously,
                    TaskScheduler.Default);
            }
        }

        protected override void DisposeInners()
        {
            try
            {
                cancellation?.Cancel();
            }
            catch (AggregateException)
            {
                // A callback registered by user code on the token failed; the subscription is ending anyway.
            }
        }

        private void OnTaskCompleted(Task<TTaskResult> task, TSource value, int index)
        {
            if (IsStopped)
            {
                return;
            }

            if (task.IsCanceled)
            {
                Error(new TaskCanceledException(task));
                return;
            }

            if (task.IsFaulted)
            {
                var exception = task.Exception!;
                Error(exception.InnerExceptions.Count == 1 ? exception.InnerException! : exception);
                return;
            }

            TResult result;
            try
            {
                result = resultSelector(value, index, task.Result);
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
