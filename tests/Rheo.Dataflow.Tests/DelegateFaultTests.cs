using System.Collections.Concurrent;
using Tpl = System.Threading.Tasks.Dataflow;

namespace Rheo.Dataflow.Tests;

/// <summary>
/// What a user delegate's exception does to an execution block, as in TPL Dataflow: an
/// <see cref="OperationCanceledException"/> skips the message (the block goes on), any other exception faults the
/// block and names the message in <c>Data["DataflowMessageValue"]</c> (its <c>ToString()</c>; nothing when that throws).
/// </summary>
public class DelegateFaultTests
{
    public static TheoryData<string> Blocks() =>
    [
        "ActionBlock", "ActionBlock async", "ActionBlock single producer", "ActionBlock bounded", "ActionBlock parallel",
        "TransformBlock", "TransformBlock async", "TransformBlock parallel", "TransformManyBlock", "TransformManyBlock enumeration",
        "TransformManyBlock task", "TransformManyBlock task enumeration", "TransformManyBlock async enumerable", "TransformManyBlock parallel",
    ];

    private static readonly ExecutionDataflowBlockOptions Parallel = new() { MaxDegreeOfParallelism = 4 };

    /// <summary>Builds the block around <paramref name="body"/> (which may throw); what it outputs or acts on is added to <paramref name="seen"/>.</summary>
    private static (ITargetBlock<int> Input, IDataflowBlock Last) Build(string name, Func<int, int> body, ConcurrentQueue<int> seen)
    {
        var sink = new ActionBlock<int>(seen.Enqueue);
        ITargetBlock<int> input;
        ISourceBlock<int>? output = null;
        switch (name)
        {
            case "ActionBlock":
                return Direct(new ActionBlock<int>(i => seen.Enqueue(body(i))));
            case "ActionBlock async":
                return Direct(new ActionBlock<int>(async i => { await Task.Yield(); seen.Enqueue(body(i)); }));
            case "ActionBlock single producer":
                return Direct(new ActionBlock<int>(i => seen.Enqueue(body(i)), new ExecutionDataflowBlockOptions { SingleProducerConstrained = true }));
            case "ActionBlock bounded":
                return Direct(new ActionBlock<int>(i => seen.Enqueue(body(i)), new ExecutionDataflowBlockOptions { BoundedCapacity = 1 }));
            case "ActionBlock parallel":
                return Direct(new ActionBlock<int>(i => seen.Enqueue(body(i)), Parallel));
            case "TransformBlock":
                var transform = new TransformBlock<int, int>(body);
                (input, output) = (transform, transform);
                break;
            case "TransformBlock async":
                var transformAsync = new TransformBlock<int, int>(async i => { await Task.Yield(); return body(i); });
                (input, output) = (transformAsync, transformAsync);
                break;
            case "TransformBlock parallel":
                var transformParallel = new TransformBlock<int, int>(body, Parallel);
                (input, output) = (transformParallel, transformParallel);
                break;
            case "TransformManyBlock":
                var many = new TransformManyBlock<int, int>(i => new[] { body(i) });
                (input, output) = (many, many);
                break;
            case "TransformManyBlock enumeration":
                var manyLazy = new TransformManyBlock<int, int>(i => Lazy(i, body));
                (input, output) = (manyLazy, manyLazy);
                break;
            case "TransformManyBlock task":
                var manyTask = new TransformManyBlock<int, int>(async i => { await Task.Yield(); return (IEnumerable<int>)new[] { body(i) }; });
                (input, output) = (manyTask, manyTask);
                break;
            case "TransformManyBlock task enumeration":
                var manyTaskLazy = new TransformManyBlock<int, int>(async i => { await Task.Yield(); return Lazy(i, body); });
                (input, output) = (manyTaskLazy, manyTaskLazy);
                break;
            case "TransformManyBlock async enumerable":
                var manyStream = new TransformManyBlock<int, int>(i => Stream(i, body));
                (input, output) = (manyStream, manyStream);
                break;
            default:
                var manyParallel = new TransformManyBlock<int, int>(i => Lazy(i, body), Parallel);
                (input, output) = (manyParallel, manyParallel);
                break;
        }

        output.LinkTo(sink, new DataflowLinkOptions { PropagateCompletion = true });
        return (input, sink);

        static (ITargetBlock<int>, IDataflowBlock) Direct(ActionBlock<int> block) => (block, block);
    }

    private static IEnumerable<int> Lazy(int i, Func<int, int> body)
    {
        yield return body(i);
    }

    private static async IAsyncEnumerable<int> Stream(int i, Func<int, int> body)
    {
        await Task.Yield();
        yield return body(i);
    }

    [Theory]
    [MemberData(nameof(Blocks))]
    public async Task An_OperationCanceledException_from_the_delegate_skips_the_message(string name)
    {
        var seen = new ConcurrentQueue<int>();
        var (input, last) = Build(name, i => i == 2 ? throw new OperationCanceledException() : i, seen);
        for (int i = 1; i <= 3; i++)
        {
            Assert.True(await input.SendAsync(i).Within());
        }

        input.Complete();
        await last.Completion.Within();
        Assert.Equal([1, 3], seen.Order());
    }

    [Fact]
    public async Task Tpl_dataflow_skips_the_message_too()
    {
        var seen = new ConcurrentQueue<int>();
        var action = new Tpl.ActionBlock<int>(i => seen.Enqueue(i == 2 ? throw new OperationCanceledException() : i));
        var transform = new Tpl.TransformBlock<int, int>(i => i == 2 ? throw new TaskCanceledException() : i + 10);
        var many = new Tpl.TransformManyBlock<int, int>(i => Lazy(i + 20, v => v == 22 ? throw new OperationCanceledException() : v));
        transform.LinkTo(action, new Tpl.DataflowLinkOptions());
        many.LinkTo(action, new Tpl.DataflowLinkOptions());
        for (int i = 1; i <= 3; i++)
        {
            Tpl.DataflowBlock.Post(transform, i);
            Tpl.DataflowBlock.Post(many, i);
        }

        transform.Complete();
        many.Complete();
        await Task.WhenAll(transform.Completion, many.Completion).Within();
        action.Complete();
        await action.Completion.Within();
        Assert.Equal([11, 13, 21, 23], seen.Order());
    }

    public static TheoryData<string> NamingBlocks() =>
    [
        "ActionBlock", "ActionBlock single producer", "ActionBlock bounded", "ActionBlock parallel", "TransformBlock", "TransformBlock async", "TransformBlock parallel", "TransformManyBlock", "TransformManyBlock enumeration",
        "TransformManyBlock task", "TransformManyBlock task enumeration", "TransformManyBlock async enumerable", "TransformManyBlock parallel",
    ];

    [Theory]
    [MemberData(nameof(NamingBlocks))]
    public async Task A_faulting_message_is_named_in_the_exception(string name)
    {
        var error = new FormatException();
        var (input, last) = Build(name, _ => throw error, new ConcurrentQueue<int>());
        Assert.True(input.Post(42));
        Assert.Same(error, Assert.Single((await DataflowTestSupport.FaultOf(last.Completion)).Flatten().InnerExceptions));
        Assert.Equal("42", error.Data["DataflowMessageValue"]);
    }

    /// <summary>
    /// TPL Dataflow names the message whose task faults a transform (each of the task's exceptions) or whose delegate
    /// throws before it returns a task; an ActionBlock whose task faults names nothing (it no longer holds the message).
    /// </summary>
    [Fact]
    public async Task Tpl_dataflow_names_the_message_of_an_async_transform_not_of_an_async_action()
    {
        var errors = Enumerable.Range(0, 5).Select(_ => new FormatException()).ToArray();
        var blocks = new Tpl.IDataflowBlock[]
        {
            new Tpl.ActionBlock<int>(async _ => { await Task.Yield(); throw errors[0]; }),
            new Tpl.TransformBlock<int, int>(async _ => { await Task.Yield(); throw errors[1]; }),
            new Tpl.TransformManyBlock<int, int>(async _ => { await Task.Yield(); throw errors[2]; }),
            new Tpl.TransformManyBlock<int, int>(async i => { await Task.Yield(); return Lazy(i, _ => throw errors[3]); }),
            new Tpl.ActionBlock<int>((Func<int, Task>)(_ => throw errors[4])),
        };
        foreach (var block in blocks)
        {
            Assert.True(Tpl.DataflowBlock.Post((Tpl.ITargetBlock<int>)block, 42));
            await DataflowTestSupport.FaultOf(block.Completion);
        }

        Assert.Equal([null, "42", "42", "42", "42"], errors.Select(e => e.Data["DataflowMessageValue"]));
    }

    [Fact]
    public async Task An_async_ActionBlock_whose_task_faults_names_nothing_as_in_tpl_dataflow()
    {
        var error = new FormatException();
        var block = new ActionBlock<int>(async _ => { await Task.Yield(); throw error; });
        Assert.True(block.Post(42));
        Assert.Same(error, Assert.Single((await DataflowTestSupport.FaultOf(block.Completion)).InnerExceptions));
        Assert.False(error.Data.Contains("DataflowMessageValue"));
    }

    /// <summary>TPL Dataflow: an OperationCanceledException while enumerating the result of a TransformManyBlock's task.</summary>
    [Fact]
    public async Task Tpl_dataflow_enumerating_a_task_result_that_throws_OperationCanceledException()
    {
        var seen = new ConcurrentQueue<int>();
        var many = new Tpl.TransformManyBlock<int, int>(async i => { await Task.Yield(); return Lazy(i, v => v == 2 ? throw new OperationCanceledException() : v); });
        var sink = new Tpl.ActionBlock<int>(seen.Enqueue);
        many.LinkTo(sink, new Tpl.DataflowLinkOptions { PropagateCompletion = true });
        for (int i = 1; i <= 3; i++)
        {
            Tpl.DataflowBlock.Post(many, i);
        }

        many.Complete();
        await sink.Completion.Within();
        Assert.Equal([1, 3], seen.Order());
    }

    [Fact]
    public async Task A_delegate_that_throws_before_returning_its_task_names_the_message()
    {
        var errors = new[] { new FormatException(), new FormatException(), new FormatException() };
        var blocks = new ITargetBlock<int>[]
        {
            new ActionBlock<int>((Func<int, Task>)(_ => throw errors[0])),
            new TransformBlock<int, int>((Func<int, Task<int>>)(_ => throw errors[1])),
            new TransformManyBlock<int, int>((Func<int, Task<IEnumerable<int>>>)(_ => throw errors[2])),
        };
        foreach (var block in blocks)
        {
            Assert.True(block.Post(42));
            await DataflowTestSupport.FaultOf(block.Completion);
        }

        Assert.All(errors, e => Assert.Equal("42", e.Data["DataflowMessageValue"]));
    }

    [Fact]
    public async Task A_message_whose_ToString_throws_leaves_the_exception_unnamed_as_in_tpl_dataflow()
    {
        var error = new FormatException();
        var block = new ActionBlock<Unprintable>(_ => throw error);
        block.Post(new Unprintable());
        await DataflowTestSupport.FaultOf(block.Completion);
        Assert.False(error.Data.Contains("DataflowMessageValue"));

        var tplError = new FormatException();
        var tpl = new Tpl.ActionBlock<Unprintable>(_ => throw tplError);
        tpl.Post(new Unprintable());
        await DataflowTestSupport.FaultOf(tpl.Completion);
        Assert.False(tplError.Data.Contains("DataflowMessageValue"));
    }

    [Fact]
    public async Task Tpl_dataflow_names_the_message_too()
    {
        var error = new FormatException();
        var rheo = new TransformBlock<string, int>((Func<string, int>)(_ => throw error));
        rheo.Post("forty-two");
        await DataflowTestSupport.FaultOf(rheo.Completion);

        var tplError = new FormatException();
        var tpl = new Tpl.TransformBlock<string, int>((Func<string, int>)(_ => throw tplError));
        Tpl.DataflowBlock.Post(tpl, "forty-two");
        await DataflowTestSupport.FaultOf(tpl.Completion);
        Assert.Equal(tplError.Data["DataflowMessageValue"], error.Data["DataflowMessageValue"]);
        Assert.Equal("forty-two", error.Data["DataflowMessageValue"]);
    }

    /// <summary>A message whose <c>ToString()</c> throws.</summary>
    public sealed class Unprintable
    {
        /// <inheritdoc/>
        public override string ToString() => throw new InvalidOperationException("not printable");
    }
}
