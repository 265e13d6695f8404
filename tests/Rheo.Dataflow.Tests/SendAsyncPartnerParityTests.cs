using Tpl = System.Threading.Tasks.Dataflow;

namespace Rheo.Dataflow.Tests;

/// <summary>
/// What a target that postpones a <c>SendAsync</c> offer sees when it reserves, releases and consumes, with and without
/// the send's token canceled: the same script runs on Rheo.Dataflow and on TPL Dataflow and must read the same.
/// </summary>
public class SendAsyncPartnerParityTests
{
    /// <summary>Declines a direct offer, postpones an offer that comes with a source and keeps it.</summary>
    private sealed class Postponing : ITargetBlock<int>
    {
        public (DataflowMessageHeader Header, ISourceBlock<int> Source) Offer { get; private set; }

        public Task Completion { get; } = new TaskCompletionSource().Task;

        public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, int messageValue, ISourceBlock<int>? source, bool consumeToAccept)
        {
            if (source == null)
            {
                return DataflowMessageStatus.Declined;
            }

            Offer = (messageHeader, source);
            return DataflowMessageStatus.Postponed;
        }

        public void Complete()
        {
        }

        public void Fault(Exception exception)
        {
        }
    }

    private sealed class TplPostponing : Tpl.ITargetBlock<int>
    {
        public (Tpl.DataflowMessageHeader Header, Tpl.ISourceBlock<int> Source) Offer { get; private set; }

        public Task Completion { get; } = new TaskCompletionSource().Task;

        public Tpl.DataflowMessageStatus OfferMessage(Tpl.DataflowMessageHeader messageHeader, int messageValue, Tpl.ISourceBlock<int>? source, bool consumeToAccept)
        {
            if (source == null)
            {
                return Tpl.DataflowMessageStatus.Declined;
            }

            Offer = (messageHeader, source);
            return Tpl.DataflowMessageStatus.Postponed;
        }

        public void Complete()
        {
        }

        public void Fault(Exception exception)
        {
        }
    }

    public static TheoryData<string> Scripts() => ["cancel, then reserve", "reserve, cancel, consume", "reserve, cancel, release", "reserve twice, release twice, consume", "source members"];

    [Theory]
    [MemberData(nameof(Scripts))]
    public async Task A_postponing_target_sees_what_tpl_dataflow_shows(string script)
    {
        Assert.Equal(await RunTpl(script), await RunRheo(script));
    }

    private static async Task<string> RunRheo(string script)
    {
        var log = new List<string>();
        var target = new Postponing();
        using var cts = new CancellationTokenSource();
        var send = target.SendAsync(5, cts.Token);
        var (header, source) = target.Offer;
        Assert.NotNull(source);
        switch (script)
        {
            case "cancel, then reserve":
                cts.Cancel();
                log.Add(await Outcome(send));
                log.Add($"reserve {source.ReserveMessage(header, target)}");
                log.Add($"consume {source.ConsumeMessage(header, target, out bool consumed)} {consumed}");
                log.Add(Try(() => source.ReleaseReservation(header, target)));
                break;
            case "reserve, cancel, consume":
                log.Add($"reserve {source.ReserveMessage(header, target)}");
                cts.Cancel();
                log.Add($"pending {!send.IsCompleted}");
                log.Add($"consume {source.ConsumeMessage(header, target, out consumed)} {consumed}");
                log.Add(await Outcome(send));
                break;
            case "reserve, cancel, release":
                log.Add($"reserve {source.ReserveMessage(header, target)}");
                cts.Cancel();
                log.Add(Try(() => source.ReleaseReservation(header, target)));
                log.Add(await Outcome(send));
                log.Add($"reserve {source.ReserveMessage(header, target)}");
                break;
            case "reserve twice, release twice, consume":
                log.Add($"reserve {source.ReserveMessage(header, target)} {source.ReserveMessage(header, target)}");
                log.Add(Try(() => source.ReleaseReservation(header, target)));
                log.Add(Try(() => source.ReleaseReservation(header, target)));
                log.Add($"wrong header {source.ConsumeMessage(new DataflowMessageHeader(header.Id + 1), target, out consumed)} {consumed}");
                log.Add($"consume {source.ConsumeMessage(header, target, out consumed)} {consumed}");
                log.Add(await Outcome(send));
                log.Add($"consume again {source.ConsumeMessage(header, target, out consumed)} {consumed}");
                break;
            default:
                log.Add(Try(() => source.LinkTo(target, new DataflowLinkOptions())));
                log.Add(Try(source.Complete));
                log.Add(Try(() => source.Fault(new FormatException())));
                log.Add($"pending {!send.IsCompleted}");
                break;
        }

        return string.Join("; ", log);
    }

    private static async Task<string> RunTpl(string script)
    {
        var log = new List<string>();
        var target = new TplPostponing();
        using var cts = new CancellationTokenSource();
        var send = Tpl.DataflowBlock.SendAsync(target, 5, cts.Token);
        var (header, source) = target.Offer;
        Assert.NotNull(source);
        switch (script)
        {
            case "cancel, then reserve":
                cts.Cancel();
                log.Add(await Outcome(send));
                log.Add($"reserve {source.ReserveMessage(header, target)}");
                log.Add($"consume {source.ConsumeMessage(header, target, out bool consumed)} {consumed}");
                log.Add(Try(() => source.ReleaseReservation(header, target)));
                break;
            case "reserve, cancel, consume":
                log.Add($"reserve {source.ReserveMessage(header, target)}");
                cts.Cancel();
                log.Add($"pending {!send.IsCompleted}");
                log.Add($"consume {source.ConsumeMessage(header, target, out consumed)} {consumed}");
                log.Add(await Outcome(send));
                break;
            case "reserve, cancel, release":
                log.Add($"reserve {source.ReserveMessage(header, target)}");
                cts.Cancel();
                log.Add(Try(() => source.ReleaseReservation(header, target)));
                log.Add(await Outcome(send));
                log.Add($"reserve {source.ReserveMessage(header, target)}");
                break;
            case "reserve twice, release twice, consume":
                log.Add($"reserve {source.ReserveMessage(header, target)} {source.ReserveMessage(header, target)}");
                log.Add(Try(() => source.ReleaseReservation(header, target)));
                log.Add(Try(() => source.ReleaseReservation(header, target)));
                log.Add($"wrong header {source.ConsumeMessage(new Tpl.DataflowMessageHeader(header.Id + 1), target, out consumed)} {consumed}");
                log.Add($"consume {source.ConsumeMessage(header, target, out consumed)} {consumed}");
                log.Add(await Outcome(send));
                log.Add($"consume again {source.ConsumeMessage(header, target, out consumed)} {consumed}");
                break;
            default:
                log.Add(Try(() => source.LinkTo(target, new Tpl.DataflowLinkOptions())));
                log.Add(Try(source.Complete));
                log.Add(Try(() => source.Fault(new FormatException())));
                log.Add($"pending {!send.IsCompleted}");
                break;
        }

        return string.Join("; ", log);
    }

    private static async Task<string> Outcome(Task<bool> send)
    {
        try
        {
            return $"sent {await send.Within()}";
        }
        catch (OperationCanceledException)
        {
            return "canceled";
        }
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
