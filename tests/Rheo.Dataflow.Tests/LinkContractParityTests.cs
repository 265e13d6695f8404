using Tpl = System.Threading.Tasks.Dataflow;

namespace Rheo.Dataflow.Tests;

/// <summary>
/// Link contracts on every source block and the argument checks of join targets, each script run on Rheo.Dataflow and
/// on TPL Dataflow and read the same.
/// </summary>
public class LinkContractParityTests
{
    /// <summary>Records the offers a target sees and postpones them all.</summary>
    private sealed class Postponing<T> : ITargetBlock<T>
    {
        public readonly List<(DataflowMessageHeader Header, ISourceBlock<T> Source)> Offers = [];

        public Task Completion { get; } = new TaskCompletionSource().Task;

        public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept)
        {
            lock (Offers)
            {
                Offers.Add((messageHeader, source!));
            }

            return DataflowMessageStatus.Postponed;
        }

        public void Complete()
        {
        }

        public void Fault(Exception exception)
        {
        }
    }

    private sealed class TplPostponing<T> : Tpl.ITargetBlock<T>
    {
        public readonly List<(Tpl.DataflowMessageHeader Header, Tpl.ISourceBlock<T> Source)> Offers = [];

        public Task Completion { get; } = new TaskCompletionSource().Task;

        public Tpl.DataflowMessageStatus OfferMessage(Tpl.DataflowMessageHeader messageHeader, T messageValue, Tpl.ISourceBlock<T>? source, bool consumeToAccept)
        {
            lock (Offers)
            {
                Offers.Add((messageHeader, source!));
            }

            return Tpl.DataflowMessageStatus.Postponed;
        }

        public void Complete()
        {
        }

        public void Fault(Exception exception)
        {
        }
    }

    public static TheoryData<string> Sources() =>
    [
        "BufferBlock", "BroadcastBlock", "WriteOnceBlock", "TransformBlock", "TransformManyBlock", "BatchBlock", "JoinBlock",
        "JoinBlock3", "BatchedJoinBlock", "BatchedJoinBlock3",
    ];

    /// <summary>
    /// A target linked twice to a source: the first link's offers come from the source, the second's from a distinct
    /// propagator whose Completion is the source's; through it the target reserves, releases and consumes.
    /// </summary>
    [Theory]
    [MemberData(nameof(Sources))]
    public void A_target_linked_twice_sees_what_tpl_dataflow_shows(string name)
    {
        string tpl = TplLinkedTwice(name);
        string rheo = RheoLinkedTwice(name);
        // A BroadcastBlock or WriteOnceBlock keeps its value: it can be consumed again.
        bool keeps = name is "BroadcastBlock" or "WriteOnceBlock";
        Assert.Equal($"offers 2; first from the source; second from another with the source's completion; reserve True; consume True; consume again {keeps}", tpl);
        Assert.Equal(tpl, rheo);
    }

    private static string RheoLinkedTwice(string name) => name switch
    {
        "BufferBlock" => Run(new BufferBlock<int>(), b => b.Post(1)),
        "BroadcastBlock" => Run(new BroadcastBlock<int>(null), b => b.Post(1)),
        "WriteOnceBlock" => Run(new WriteOnceBlock<int>(null), b => b.Post(1)),
        "TransformBlock" => Run(new TransformBlock<int, int>(i => i), b => b.Post(1)),
        "TransformManyBlock" => Run(new TransformManyBlock<int, int>(i => new[] { i }), b => b.Post(1)),
        "BatchBlock" => Run(new BatchBlock<int>(1), b => b.Post(1)),
        "JoinBlock" => Run(new JoinBlock<int, int>(), b => b.Target1.Post(1) & b.Target2.Post(1)),
        "JoinBlock3" => Run(new JoinBlock<int, int, int>(), b => b.Target1.Post(1) & b.Target2.Post(1) & b.Target3.Post(1)),
        "BatchedJoinBlock" => Run(new BatchedJoinBlock<int, int>(1), b => b.Target2.Post(1)),
        _ => Run(new BatchedJoinBlock<int, int, int>(1), b => b.Target3.Post(1)),
    };

    private static string TplLinkedTwice(string name) => name switch
    {
        "BufferBlock" => TplRun(new Tpl.BufferBlock<int>(), b => Tpl.DataflowBlock.Post(b, 1)),
        "BroadcastBlock" => TplRun(new Tpl.BroadcastBlock<int>(null), b => Tpl.DataflowBlock.Post(b, 1)),
        "WriteOnceBlock" => TplRun(new Tpl.WriteOnceBlock<int>(null), b => Tpl.DataflowBlock.Post(b, 1)),
        "TransformBlock" => TplRun(new Tpl.TransformBlock<int, int>(i => i), b => Tpl.DataflowBlock.Post(b, 1)),
        "TransformManyBlock" => TplRun(new Tpl.TransformManyBlock<int, int>(i => new[] { i }), b => Tpl.DataflowBlock.Post(b, 1)),
        "BatchBlock" => TplRun(new Tpl.BatchBlock<int>(1), b => Tpl.DataflowBlock.Post(b, 1)),
        "JoinBlock" => TplRun(new Tpl.JoinBlock<int, int>(), b => Tpl.DataflowBlock.Post(b.Target1, 1) & Tpl.DataflowBlock.Post(b.Target2, 1)),
        "JoinBlock3" => TplRun(new Tpl.JoinBlock<int, int, int>(), b => Tpl.DataflowBlock.Post(b.Target1, 1) & Tpl.DataflowBlock.Post(b.Target2, 1) & Tpl.DataflowBlock.Post(b.Target3, 1)),
        "BatchedJoinBlock" => TplRun(new Tpl.BatchedJoinBlock<int, int>(1), b => Tpl.DataflowBlock.Post(b.Target2, 1)),
        _ => TplRun(new Tpl.BatchedJoinBlock<int, int, int>(1), b => Tpl.DataflowBlock.Post(b.Target3, 1)),
    };

    private static string Run<TBlock, T>(TBlock source, Func<TBlock, bool> post)
        where TBlock : ISourceBlock<T>
    {
        var target = new Postponing<T>();
        source.LinkTo(target);
        source.LinkTo(target);
        Assert.True(post(source));
        Bounded.Until(() => { lock (target.Offers) { return target.Offers.Count >= 2; } });

        // The source is called with no lock of the target's held: its offering thread may be offering again meanwhile.
        var offers = Snapshot(target.Offers);
        {
            var (header, first) = offers[0];
            var second = offers[1].Source;
            var log = new List<string>
            {
                $"offers {offers.Count}",
                ReferenceEquals(first, source) ? "first from the source" : "first from another",
                ReferenceEquals(second, source) ? "second from the source" : ReferenceEquals(second.Completion, source.Completion) ? "second from another with the source's completion" : "second from another",
                $"reserve {second.ReserveMessage(header, target)}",
            };
            second.ReleaseReservation(header, target);
            second.ConsumeMessage(header, target, out bool consumed);
            log.Add($"consume {consumed}");
            second.ConsumeMessage(header, target, out consumed);
            log.Add($"consume again {consumed}");
            return string.Join("; ", log);
        }
    }

    private static string Run<T>(IPropagatorBlock<int, T> source, Func<IPropagatorBlock<int, T>, bool> post) => Run<IPropagatorBlock<int, T>, T>(source, post);

    private static string Run<T1, T2>(JoinBlock<T1, T2> source, Func<JoinBlock<T1, T2>, bool> post) => Run<JoinBlock<T1, T2>, Tuple<T1, T2>>(source, post);

    private static string Run<T1, T2, T3>(JoinBlock<T1, T2, T3> source, Func<JoinBlock<T1, T2, T3>, bool> post) => Run<JoinBlock<T1, T2, T3>, Tuple<T1, T2, T3>>(source, post);

    private static string Run<T1, T2>(BatchedJoinBlock<T1, T2> source, Func<BatchedJoinBlock<T1, T2>, bool> post) => Run<BatchedJoinBlock<T1, T2>, Tuple<IList<T1>, IList<T2>>>(source, post);

    private static string Run<T1, T2, T3>(BatchedJoinBlock<T1, T2, T3> source, Func<BatchedJoinBlock<T1, T2, T3>, bool> post) => Run<BatchedJoinBlock<T1, T2, T3>, Tuple<IList<T1>, IList<T2>, IList<T3>>>(source, post);

    private static string TplRun<TBlock, T>(TBlock source, Func<TBlock, bool> post)
        where TBlock : Tpl.ISourceBlock<T>
    {
        var target = new TplPostponing<T>();
        source.LinkTo(target, new Tpl.DataflowLinkOptions());
        source.LinkTo(target, new Tpl.DataflowLinkOptions());
        Assert.True(post(source));
        Bounded.Until(() => { lock (target.Offers) { return target.Offers.Count >= 2; } });

        // The source is called with no lock of the target's held: its offering thread may be offering again meanwhile.
        var offers = Snapshot(target.Offers);
        {
            var (header, first) = offers[0];
            var second = offers[1].Source;
            var log = new List<string>
            {
                $"offers {offers.Count}",
                ReferenceEquals(first, source) ? "first from the source" : "first from another",
                ReferenceEquals(second, source) ? "second from the source" : ReferenceEquals(second.Completion, source.Completion) ? "second from another with the source's completion" : "second from another",
                $"reserve {second.ReserveMessage(header, target)}",
            };
            second.ReleaseReservation(header, target);
            second.ConsumeMessage(header, target, out bool consumed);
            log.Add($"consume {consumed}");
            second.ConsumeMessage(header, target, out consumed);
            log.Add($"consume again {consumed}");
            return string.Join("; ", log);
        }
    }

    private static string TplRun<T>(Tpl.IPropagatorBlock<int, T> source, Func<Tpl.IPropagatorBlock<int, T>, bool> post) => TplRun<Tpl.IPropagatorBlock<int, T>, T>(source, post);

    private static string TplRun<T1, T2>(Tpl.JoinBlock<T1, T2> source, Func<Tpl.JoinBlock<T1, T2>, bool> post) => TplRun<Tpl.JoinBlock<T1, T2>, Tuple<T1, T2>>(source, post);

    private static string TplRun<T1, T2, T3>(Tpl.JoinBlock<T1, T2, T3> source, Func<Tpl.JoinBlock<T1, T2, T3>, bool> post) => TplRun<Tpl.JoinBlock<T1, T2, T3>, Tuple<T1, T2, T3>>(source, post);

    private static string TplRun<T1, T2>(Tpl.BatchedJoinBlock<T1, T2> source, Func<Tpl.BatchedJoinBlock<T1, T2>, bool> post) => TplRun<Tpl.BatchedJoinBlock<T1, T2>, Tuple<IList<T1>, IList<T2>>>(source, post);

    private static string TplRun<T1, T2, T3>(Tpl.BatchedJoinBlock<T1, T2, T3> source, Func<Tpl.BatchedJoinBlock<T1, T2, T3>, bool> post) => TplRun<Tpl.BatchedJoinBlock<T1, T2, T3>, Tuple<IList<T1>, IList<T2>, IList<T3>>>(source, post);

    private static List<T> Snapshot<T>(List<T> list)
    {
        lock (list)
        {
            return [.. list];
        }
    }

    public static TheoryData<string> JoinTargets() => ["JoinBlock", "JoinBlock non-greedy", "JoinBlock3", "BatchedJoinBlock", "BatchedJoinBlock3"];

    /// <summary>What each member of a join's target does with odd arguments: the exception types TPL Dataflow throws (or none).</summary>
    [Theory]
    [MemberData(nameof(JoinTargets))]
    public void A_join_target_checks_its_arguments_as_tpl_dataflow(string name)
    {
        ITargetBlock<int> rheo = name switch
        {
            "JoinBlock" => new JoinBlock<int, int>().Target1,
            "JoinBlock non-greedy" => new JoinBlock<int, int>(new GroupingDataflowBlockOptions { Greedy = false }).Target2,
            "JoinBlock3" => new JoinBlock<int, int, int>().Target3,
            "BatchedJoinBlock" => new BatchedJoinBlock<int, int>(2).Target1,
            _ => new BatchedJoinBlock<int, int, int>(2).Target2,
        };
        Tpl.ITargetBlock<int> tpl = name switch
        {
            "JoinBlock" => new Tpl.JoinBlock<int, int>().Target1,
            "JoinBlock non-greedy" => new Tpl.JoinBlock<int, int>(new Tpl.GroupingDataflowBlockOptions { Greedy = false }).Target2,
            "JoinBlock3" => new Tpl.JoinBlock<int, int, int>().Target3,
            "BatchedJoinBlock" => new Tpl.BatchedJoinBlock<int, int>(2).Target1,
            _ => new Tpl.BatchedJoinBlock<int, int, int>(2).Target2,
        };
        var rheoLog = new[]
        {
            Try(() => _ = rheo.Completion),
            Try(() => rheo.Fault(null!)),
            Try(() => rheo.OfferMessage(default, 1, null, false)),
            Try(() => rheo.OfferMessage(new DataflowMessageHeader(1), 1, null, true)),
            Try(() => rheo.OfferMessage(new DataflowMessageHeader(1), 1, null, false)),
            Try(() => rheo.Fault(new FormatException())),
            Try(() => rheo.OfferMessage(new DataflowMessageHeader(2), 2, null, false)),
            Try(rheo.Complete),
        };
        var tplLog = new[]
        {
            Try(() => _ = tpl.Completion),
            Try(() => tpl.Fault(null!)),
            Try(() => tpl.OfferMessage(default, 1, null, false)),
            Try(() => tpl.OfferMessage(new Tpl.DataflowMessageHeader(1), 1, null, true)),
            Try(() => tpl.OfferMessage(new Tpl.DataflowMessageHeader(1), 1, null, false)),
            Try(() => tpl.Fault(new FormatException())),
            Try(() => tpl.OfferMessage(new Tpl.DataflowMessageHeader(2), 2, null, false)),
            Try(tpl.Complete),
        };
        Assert.Equal(string.Join("; ", tplLog), string.Join("; ", rheoLog));
        Assert.Equal("NotSupportedException", tplLog[0]);
    }

    private static string Try(Func<object> action)
    {
        try
        {
            return action().ToString()!;
        }
        catch (Exception e)
        {
            return e.GetType().Name + (e is ArgumentException a ? $"({a.ParamName})" : string.Empty);
        }
    }

    private static string Try(Action action) => Try(() =>
    {
        action();
        return "ok";
    });
}
