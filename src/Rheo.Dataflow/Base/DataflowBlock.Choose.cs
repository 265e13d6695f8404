using Rheo.Dataflow.Internal;

namespace Rheo.Dataflow;

public static partial class DataflowBlock
{
    /// <summary>Monitors two sources and runs the handler of whichever first provides a message; only one message of one source is consumed.</summary>
    /// <typeparam name="T1">The type of data in the first source.</typeparam>
    /// <typeparam name="T2">The type of data in the second source.</typeparam>
    /// <param name="source1">The first source.</param>
    /// <param name="action1">The handler to run on data from the first source.</param>
    /// <param name="source2">The second source.</param>
    /// <param name="action2">The handler to run on data from the second source.</param>
    /// <returns>A task whose result is the index (0 or 1) of the chosen source once its handler ran; faulted if the handler throws; canceled if every source completes first.</returns>
    public static Task<int> Choose<T1, T2>(ISourceBlock<T1> source1, Action<T1> action1, ISourceBlock<T2> source2, Action<T2> action2)
        => Choose(source1, action1, source2, action2, DataflowBlockOptions.Default);

    /// <summary>Monitors two sources and runs the handler of whichever first provides a message; only one message of one source is consumed.</summary>
    /// <typeparam name="T1">The type of data in the first source.</typeparam>
    /// <typeparam name="T2">The type of data in the second source.</typeparam>
    /// <param name="source1">The first source.</param>
    /// <param name="action1">The handler to run on data from the first source.</param>
    /// <param name="source2">The second source.</param>
    /// <param name="action2">The handler to run on data from the second source.</param>
    /// <param name="dataflowBlockOptions">The options: TaskScheduler runs the handler, CancellationToken cancels the choice.</param>
    /// <returns>A task whose result is the index (0 or 1) of the chosen source once its handler ran; faulted if the handler throws; canceled if every source completes first or on cancellation.</returns>
    public static Task<int> Choose<T1, T2>(ISourceBlock<T1> source1, Action<T1> action1, ISourceBlock<T2> source2, Action<T2> action2, DataflowBlockOptions dataflowBlockOptions)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(action1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(action2);
        ArgumentNullException.ThrowIfNull(dataflowBlockOptions);
        var token = dataflowBlockOptions.CancellationToken;
        if (token.IsCancellationRequested)
        {
            return Task.FromCanceled<int>(token);
        }

        var state = new ChooseState(dataflowBlockOptions.Clone(), 2);
        if (TryChooseNow(state, source1, 0, action1) || TryChooseNow(state, source2, 1, action2))
        {
            return state.Task;
        }

        state.Start();
        Link(state, source1, 0, action1);
        Link(state, source2, 1, action2);
        return state.Task;
    }

    /// <summary>Monitors three sources and runs the handler of whichever first provides a message; only one message of one source is consumed.</summary>
    /// <typeparam name="T1">The type of data in the first source.</typeparam>
    /// <typeparam name="T2">The type of data in the second source.</typeparam>
    /// <typeparam name="T3">The type of data in the third source.</typeparam>
    /// <param name="source1">The first source.</param>
    /// <param name="action1">The handler to run on data from the first source.</param>
    /// <param name="source2">The second source.</param>
    /// <param name="action2">The handler to run on data from the second source.</param>
    /// <param name="source3">The third source.</param>
    /// <param name="action3">The handler to run on data from the third source.</param>
    /// <returns>A task whose result is the index (0, 1 or 2) of the chosen source once its handler ran.</returns>
    public static Task<int> Choose<T1, T2, T3>(ISourceBlock<T1> source1, Action<T1> action1, ISourceBlock<T2> source2, Action<T2> action2, ISourceBlock<T3> source3, Action<T3> action3)
        => Choose(source1, action1, source2, action2, source3, action3, DataflowBlockOptions.Default);

    /// <summary>Monitors three sources and runs the handler of whichever first provides a message; only one message of one source is consumed.</summary>
    /// <typeparam name="T1">The type of data in the first source.</typeparam>
    /// <typeparam name="T2">The type of data in the second source.</typeparam>
    /// <typeparam name="T3">The type of data in the third source.</typeparam>
    /// <param name="source1">The first source.</param>
    /// <param name="action1">The handler to run on data from the first source.</param>
    /// <param name="source2">The second source.</param>
    /// <param name="action2">The handler to run on data from the second source.</param>
    /// <param name="source3">The third source.</param>
    /// <param name="action3">The handler to run on data from the third source.</param>
    /// <param name="dataflowBlockOptions">The options: TaskScheduler runs the handler, CancellationToken cancels the choice.</param>
    /// <returns>A task whose result is the index (0, 1 or 2) of the chosen source once its handler ran.</returns>
    public static Task<int> Choose<T1, T2, T3>(ISourceBlock<T1> source1, Action<T1> action1, ISourceBlock<T2> source2, Action<T2> action2, ISourceBlock<T3> source3, Action<T3> action3, DataflowBlockOptions dataflowBlockOptions)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(action1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(action2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(action3);
        ArgumentNullException.ThrowIfNull(dataflowBlockOptions);
        var token = dataflowBlockOptions.CancellationToken;
        if (token.IsCancellationRequested)
        {
            return Task.FromCanceled<int>(token);
        }

        var state = new ChooseState(dataflowBlockOptions.Clone(), 3);
        if (TryChooseNow(state, source1, 0, action1) || TryChooseNow(state, source2, 1, action2) || TryChooseNow(state, source3, 2, action3))
        {
            return state.Task;
        }

        state.Start();
        Link(state, source1, 0, action1);
        Link(state, source2, 1, action2);
        Link(state, source3, 2, action3);
        return state.Task;
    }

    /// <summary>Fast path: data already waiting in a receivable source is taken without linking.</summary>
    private static bool TryChooseNow<T>(ChooseState state, ISourceBlock<T> source, int index, Action<T> action)
    {
        T? item;
        try
        {
            if (source is not IReceivableSourceBlock<T> receivable || !receivable.TryReceive(null, out item))
            {
                return false;
            }
        }
        catch (Exception e)
        {
            // A source whose TryReceive throws ends the Choose with its exception.
            state.Chosen = true;
            state.Fail(e);
            return true;
        }

        state.Chosen = true;
        state.RunHandler(index, action, item!);
        return true;
    }

    private static void Link<T>(ChooseState state, ISourceBlock<T> source, int index, Action<T> action)
    {
        lock (state.Lock)
        {
            if (state.Chosen)
            {
                return;
            }
        }

        IDisposable link;
        try
        {
            link = source.LinkTo(new ChooseTarget<T>(state, index, action), DataflowLinkOptions.UnlinkAfterOneAndPropagateCompletion);
        }
        catch (Exception e)
        {
            // A source whose LinkTo throws ends the Choose with its exception, unless a branch was chosen already.
            lock (state.Lock)
            {
                if (state.Chosen)
                {
                    return;
                }

                state.Chosen = true;
            }

            state.Fail(e);
            return;
        }

        state.AddLink(link);
    }
}
