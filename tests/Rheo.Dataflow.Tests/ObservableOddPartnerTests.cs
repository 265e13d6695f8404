using Tpl = System.Threading.Tasks.Dataflow;

namespace Rheo.Dataflow.Tests;

/// <summary>
/// AsObservable over a source whose <c>LinkTo</c> returns no link or throws, AsObserver and SendAsync over a target whose
/// <c>OfferMessage</c> throws or declines for good: each run on Rheo.Dataflow and on TPL Dataflow and read the same.
/// </summary>
public class ObservableOddPartnerTests
{
    /// <summary>A source that counts <c>LinkTo</c> calls and answers each with no link or an exception.</summary>
    private sealed class Unlinkable(Exception? linkError) : ISourceBlock<int>
    {
        public int Links;

        public Task Completion { get; } = new TaskCompletionSource().Task;

        public void Complete()
        {
        }

        public void Fault(Exception exception)
        {
        }

        public IDisposable LinkTo(ITargetBlock<int> target, DataflowLinkOptions linkOptions)
        {
            Links++;
            return linkError == null ? null! : throw linkError;
        }

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

    private sealed class TplUnlinkable(Exception? linkError) : Tpl.ISourceBlock<int>
    {
        public int Links;

        public Task Completion { get; } = new TaskCompletionSource().Task;

        public void Complete()
        {
        }

        public void Fault(Exception exception)
        {
        }

        public IDisposable LinkTo(Tpl.ITargetBlock<int> target, Tpl.DataflowLinkOptions linkOptions)
        {
            Links++;
            return linkError == null ? null! : throw linkError;
        }

        public int ConsumeMessage(Tpl.DataflowMessageHeader messageHeader, Tpl.ITargetBlock<int> target, out bool messageConsumed)
        {
            messageConsumed = false;
            return 0;
        }

        public bool ReserveMessage(Tpl.DataflowMessageHeader messageHeader, Tpl.ITargetBlock<int> target) => false;

        public void ReleaseReservation(Tpl.DataflowMessageHeader messageHeader, Tpl.ITargetBlock<int> target)
        {
        }
    }

    /// <summary>Before, the second Subscribe joined the unlinked first one and never linked.</summary>
    [Fact]
    public void AsObservable_over_a_source_that_returns_no_link_as_in_tpl_dataflow()
    {
        var rheo = new Unlinkable(null);
        var rheoObserver = new BridgeRecordingObserver<int>();
        var log = new List<string> { Try(() => rheo.AsObservable().Subscribe(rheoObserver).Dispose()) };
        log.Add(Try(() => rheo.AsObservable().Subscribe(rheoObserver).Dispose()));
        log.Add($"links {rheo.Links}; terminals {rheoObserver.Terminals}");

        var tpl = new TplUnlinkable(null);
        var tplObserver = new BridgeRecordingObserver<int>();
        var tplLog = new List<string> { Try(() => Tpl.DataflowBlock.AsObservable(tpl).Subscribe(tplObserver).Dispose()) };
        tplLog.Add(Try(() => Tpl.DataflowBlock.AsObservable(tpl).Subscribe(tplObserver).Dispose()));
        tplLog.Add($"links {tpl.Links}; terminals {tplObserver.Terminals}");

        Assert.Equal("ok; ok; links 2; terminals 0", string.Join("; ", tplLog));
        Assert.Equal(string.Join("; ", tplLog), string.Join("; ", log));
    }

    /// <summary>
    /// Subscribe throws what LinkTo threw, as in TPL Dataflow. TPL Dataflow then keeps the failed observer and never links
    /// again; Rheo forgets it, so the next Subscribe links again (and throws again here).
    /// </summary>
    [Fact]
    public void AsObservable_over_a_source_whose_LinkTo_throws_throws_from_Subscribe()
    {
        var error = new FormatException();
        var rheo = new Unlinkable(error);
        Assert.Same(error, Assert.Throws<FormatException>(() => rheo.AsObservable().Subscribe(new BridgeRecordingObserver<int>())));
        Assert.Same(error, Assert.Throws<FormatException>(() => rheo.AsObservable().Subscribe(new BridgeRecordingObserver<int>())));
        Assert.Equal(2, rheo.Links);

        var tpl = new TplUnlinkable(error);
        Assert.Same(error, Assert.Throws<FormatException>(() => Tpl.DataflowBlock.AsObservable(tpl).Subscribe(new BridgeRecordingObserver<int>())));
    }

    private sealed class Throwing(Exception? error) : ITargetBlock<int>
    {
        public Task Completion { get; } = new TaskCompletionSource().Task;

        public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, int messageValue, ISourceBlock<int>? source, bool consumeToAccept)
            => error == null ? DataflowMessageStatus.DecliningPermanently : throw error;

        public void Complete()
        {
        }

        public void Fault(Exception exception)
        {
        }
    }

    private sealed class TplThrowing(Exception? error) : Tpl.ITargetBlock<int>
    {
        public Task Completion { get; } = new TaskCompletionSource().Task;

        public Tpl.DataflowMessageStatus OfferMessage(Tpl.DataflowMessageHeader messageHeader, int messageValue, Tpl.ISourceBlock<int>? source, bool consumeToAccept)
            => error == null ? Tpl.DataflowMessageStatus.DecliningPermanently : throw error;

        public void Complete()
        {
        }

        public void Fault(Exception exception)
        {
        }
    }

    /// <summary>OnNext throws the target's exception, naming the value; a target declining for good drops the value.</summary>
    [Fact]
    public void AsObserver_over_a_throwing_or_declining_target_as_in_tpl_dataflow()
    {
        var rheoError = new FormatException();
        var log = new List<string>
        {
            Try(() => new Throwing(rheoError).AsObserver().OnNext(7)) + $" named {rheoError.Data["DataflowMessageValue"]}",
            Try(() => new Throwing(null).AsObserver().OnNext(7)),
        };
        var tplError = new FormatException();
        var tplLog = new List<string>
        {
            Try(() => Tpl.DataflowBlock.AsObserver(new TplThrowing(tplError)).OnNext(7)) + $" named {tplError.Data["DataflowMessageValue"]}",
            Try(() => Tpl.DataflowBlock.AsObserver(new TplThrowing(null)).OnNext(7)),
        };
        Assert.Equal("FormatException named 7; ok", string.Join("; ", tplLog));
        Assert.Equal(string.Join("; ", tplLog), string.Join("; ", log));
    }

    /// <summary>SendAsync to a target whose OfferMessage throws returns a task faulted with it, naming the value.</summary>
    [Fact]
    public async Task SendAsync_to_a_throwing_target_faults_the_task_as_in_tpl_dataflow()
    {
        var error = new FormatException();
        var send = new Throwing(error).SendAsync(5);
        Assert.Same(error, await Assert.ThrowsAsync<FormatException>(() => send.Within()));
        Assert.Equal("5", error.Data["DataflowMessageValue"]);

        var valueError = new FormatException();
        Assert.Same(valueError, await Assert.ThrowsAsync<FormatException>(() => new Throwing(valueError).SendValueAsync(6).Within()));
        Assert.Equal("6", valueError.Data["DataflowMessageValue"]);

        var tplError = new FormatException();
        var tplSend = Tpl.DataflowBlock.SendAsync(new TplThrowing(tplError), 5);
        Assert.Same(tplError, await Assert.ThrowsAsync<FormatException>(() => tplSend.Within()));
        Assert.Equal("5", tplError.Data["DataflowMessageValue"]);
    }

    private static string Try(Action action)
    {
        try
        {
            action();
            return "ok";
        }
        catch (Exception e)
        {
            return e.GetType().Name;
        }
    }
}
