using Tpl = System.Threading.Tasks.Dataflow;

namespace Rheo.Dataflow.Tests;

/// <summary>
/// ReceiveAsync, OutputAvailableAsync and Choose against sources that throw from TryReceive, LinkTo or ConsumeMessage,
/// or offer a message outright: as in TPL Dataflow, the failure comes out of the returned task (never thrown at the
/// caller, never an unrelated exception type), and a message offered without <c>consumeToAccept</c> is taken as offered.
/// </summary>
public class OddPartnerTests
{
    /// <summary>A source that offers 7 (under header 1) to every target it is linked to, and throws where it is told to.</summary>
    private sealed class OddSource : IReceivableSourceBlock<int>
    {
        public Exception? TryReceiveError { get; init; }

        public Exception? LinkError { get; init; }

        public Exception? ConsumeError { get; init; }

        public bool ConsumeToAccept { get; init; }

        public int Consumed { get; private set; }

        public DataflowMessageStatus? LastStatus { get; private set; }

        public Task Completion { get; } = new TaskCompletionSource().Task;

        public void Complete()
        {
        }

        public void Fault(Exception exception)
        {
        }

        public IDisposable LinkTo(ITargetBlock<int> target, DataflowLinkOptions linkOptions)
        {
            if (LinkError != null)
            {
                throw LinkError;
            }

            LastStatus = target.OfferMessage(new DataflowMessageHeader(1), 7, this, ConsumeToAccept);
            return new Unlinker();
        }

        public int ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<int> target, out bool messageConsumed)
        {
            Consumed++;
            if (ConsumeError != null)
            {
                throw ConsumeError;
            }

            messageConsumed = true;
            return 8;
        }

        public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<int> target) => true;

        public void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<int> target)
        {
        }

        public bool TryReceive(Predicate<int>? filter, out int item)
        {
            if (TryReceiveError != null)
            {
                throw TryReceiveError;
            }

            item = 0;
            return false;
        }

        public bool TryReceiveAll([System.Diagnostics.CodeAnalysis.NotNullWhen(true)] out IList<int>? items)
        {
            items = null;
            return false;
        }

        private sealed class Unlinker : IDisposable
        {
            public void Dispose()
            {
            }
        }
    }

    [Fact]
    public async Task ReceiveAsync_faults_when_TryReceive_throws()
    {
        var error = new FormatException();
        var receive = new OddSource { TryReceiveError = error }.ReceiveAsync();
        Assert.Same(error, await Assert.ThrowsAsync<FormatException>(() => receive.Within()));

        var tpl = Tpl.DataflowBlock.ReceiveAsync(new Tpl.BufferBlock<int>().Encapsulated(error));
        Assert.Same(error, await Assert.ThrowsAsync<FormatException>(() => tpl.Within()));
    }

    [Fact]
    public async Task ReceiveAsync_takes_an_offered_message_without_consuming_it()
    {
        var source = new OddSource { ConsumeError = new FormatException() };
        Assert.Equal(7, await source.ReceiveAsync().Within());
        Assert.Equal(0, source.Consumed);
        Assert.Equal(DataflowMessageStatus.Accepted, source.LastStatus);
    }

    [Fact]
    public async Task ReceiveAsync_faults_when_ConsumeMessage_throws_and_declines_for_good()
    {
        var error = new FormatException();
        var source = new OddSource { ConsumeError = error, ConsumeToAccept = true };
        var receive = source.ReceiveAsync();
        Assert.Same(error, await Assert.ThrowsAsync<FormatException>(() => receive.Within()));
        Assert.Equal(DataflowMessageStatus.DecliningPermanently, source.LastStatus);
    }

    [Fact]
    public async Task ReceiveValueAsync_faults_when_TryReceive_throws_as_ReceiveAsync_does()
    {
        var error = new FormatException();
        var receive = new OddSource { TryReceiveError = error }.ReceiveValueAsync();
        Assert.Same(error, await Assert.ThrowsAsync<FormatException>(() => receive.Within()));
    }

    [Fact]
    public async Task ReceiveValueAsync_takes_an_offered_message_without_consuming_it_as_ReceiveAsync_does()
    {
        var source = new OddSource { ConsumeError = new FormatException() };
        Assert.Equal(7, await source.ReceiveValueAsync().Within());
        Assert.Equal(0, source.Consumed);
        Assert.Equal(DataflowMessageStatus.Accepted, source.LastStatus);
    }

    [Fact]
    public async Task ReceiveValueAsync_faults_when_ConsumeMessage_throws_and_declines_for_good_as_ReceiveAsync_does()
    {
        var error = new FormatException();
        var source = new OddSource { ConsumeError = error, ConsumeToAccept = true };
        var receive = source.ReceiveValueAsync();
        Assert.Same(error, await Assert.ThrowsAsync<FormatException>(() => receive.Within()));
        Assert.Equal(DataflowMessageStatus.DecliningPermanently, source.LastStatus);
    }

    [Fact]
    public async Task OutputAvailableAsync_faults_when_LinkTo_throws()
    {
        var error = new FormatException();
        var available = new OddSource { LinkError = error }.OutputAvailableAsync();
        Assert.Same(error, await Assert.ThrowsAsync<FormatException>(() => available.Within()));
    }

    [Fact]
    public async Task Choose_takes_an_offered_message_without_consuming_it()
    {
        var source = new OddSource { ConsumeError = new FormatException() };
        int chosen = 0;
        Assert.Equal(0, await DataflowBlock.Choose(source, v => chosen = v, new BufferBlock<int>(), _ => { }).Within());
        Assert.Equal(7, chosen);
        Assert.Equal(0, source.Consumed);
    }

    [Fact]
    public async Task Choose_faults_when_ConsumeMessage_throws()
    {
        var error = new FormatException();
        var choose = DataflowBlock.Choose(new OddSource { ConsumeError = error, ConsumeToAccept = true }, _ => { }, new BufferBlock<int>(), _ => { });
        Assert.Same(error, await Assert.ThrowsAsync<FormatException>(() => choose.Within()));
    }

    [Fact]
    public async Task Choose_faults_when_TryReceive_or_LinkTo_throws()
    {
        var error = new FormatException();
        var choose = DataflowBlock.Choose(new OddSource { TryReceiveError = error }, _ => { }, new BufferBlock<int>(), _ => { });
        Assert.Same(error, await Assert.ThrowsAsync<FormatException>(() => choose.Within()));
        choose = DataflowBlock.Choose(new BufferBlock<int>(), _ => { }, new OddSource { LinkError = error }, _ => { });
        Assert.Same(error, await Assert.ThrowsAsync<FormatException>(() => choose.Within()));
    }

    [Fact]
    public async Task Choose_faults_when_its_scheduler_refuses_the_handler()
    {
        var scheduler = new SchedulerFaultTests.ThrowingScheduler();
        var buffer = new BufferBlock<int>();
        buffer.Post(1);
        var choose = DataflowBlock.Choose(buffer, _ => { }, new BufferBlock<int>(), _ => { }, new DataflowBlockOptions { TaskScheduler = scheduler });
        var error = await Assert.ThrowsAsync<TaskSchedulerException>(() => choose.Within());
        Assert.Same(scheduler.Error, error.InnerException);
    }
}

/// <summary>TPL Dataflow's side of the odd-partner tests: a receivable source whose TryReceive throws.</summary>
internal static class TplOddSources
{
    public static Tpl.IReceivableSourceBlock<int> Encapsulated(this Tpl.BufferBlock<int> inner, Exception tryReceiveError) => new Throwing(inner, tryReceiveError);

    private sealed class Throwing(Tpl.BufferBlock<int> inner, Exception error) : Tpl.IReceivableSourceBlock<int>
    {
        public Task Completion => inner.Completion;

        public void Complete() => inner.Complete();

        public void Fault(Exception exception) => ((Tpl.IDataflowBlock)inner).Fault(exception);

        public IDisposable LinkTo(Tpl.ITargetBlock<int> target, Tpl.DataflowLinkOptions linkOptions) => inner.LinkTo(target, linkOptions);

        public int ConsumeMessage(Tpl.DataflowMessageHeader messageHeader, Tpl.ITargetBlock<int> target, out bool messageConsumed)
            => ((Tpl.ISourceBlock<int>)inner).ConsumeMessage(messageHeader, target, out messageConsumed);

        public bool ReserveMessage(Tpl.DataflowMessageHeader messageHeader, Tpl.ITargetBlock<int> target) => ((Tpl.ISourceBlock<int>)inner).ReserveMessage(messageHeader, target);

        public void ReleaseReservation(Tpl.DataflowMessageHeader messageHeader, Tpl.ITargetBlock<int> target) => ((Tpl.ISourceBlock<int>)inner).ReleaseReservation(messageHeader, target);

        public bool TryReceive(Predicate<int>? filter, out int item) => throw error;

        public bool TryReceiveAll([System.Diagnostics.CodeAnalysis.NotNullWhen(true)] out IList<int>? items) => throw error;
    }
}

/// <summary>Choose over sources whose <c>LinkTo</c> returns no link or whose link throws when disposed.</summary>
public class ChooseUnlinkingTests
{
    private sealed class Unlinkable(IDisposable? link) : ISourceBlock<int>
    {
        public Task Completion { get; } = new TaskCompletionSource().Task;

        public void Complete()
        {
        }

        public void Fault(Exception exception)
        {
        }

        public IDisposable LinkTo(ITargetBlock<int> target, DataflowLinkOptions linkOptions) => link!;

        public int ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<int> target, out bool messageConsumed)
        {
            messageConsumed = false;
            return 0;
        }

        public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<int> target) => false;

        public void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<int> target)
        {
        }
    }

    private sealed class ThrowingLink(Exception error) : IDisposable
    {
        public void Dispose() => throw error;
    }

    /// <summary>Before, the cancellation callback threw a NullReferenceException on the thread that canceled (a timer thread: the process ended).</summary>
    [Fact]
    public async Task A_source_that_returns_no_link_leaves_the_choose_cancelable()
    {
        using var cts = new CancellationTokenSource();
        var choose = DataflowBlock.Choose(new Unlinkable(null), _ => { }, new Unlinkable(null), _ => { }, new DataflowBlockOptions { CancellationToken = cts.Token });
        cts.Cancel();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => choose.Within());
    }

    [Fact]
    public async Task A_link_that_throws_when_disposed_ends_the_choose_with_its_exception()
    {
        var error = new FormatException();
        using var cts = new CancellationTokenSource();
        var choose = DataflowBlock.Choose(new Unlinkable(new ThrowingLink(error)), _ => { }, new BufferBlock<int>(), _ => { }, new DataflowBlockOptions { CancellationToken = cts.Token });
        cts.Cancel();
        Assert.Same(error, await Assert.ThrowsAsync<FormatException>(() => choose.Within()));
    }
}
