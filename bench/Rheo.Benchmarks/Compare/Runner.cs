using System.Diagnostics;
using RheoBench.Scenarios;

namespace RheoBench.Compare;

/// <summary>
/// Measures every library of a scenario case by case, interleaved in one process: each library warms up until the
/// JIT has settled (which also sizes its runs), then the libraries are measured in <see cref="RunContext.Rounds"/>
/// rounds; within a round their runs go round robin (A B C, B C A, ...), starting one library further each round.
/// A round's value is the median of its runs, the value reported the median of the rounds, and the ratio to Rheo
/// is taken round by round (see <see cref="ScenarioResult.RatioSpread"/>). Allocations come from the current
/// thread's counter, or from the all-threads counter for concurrent benches; CPU time from the measuring thread's
/// clock, or the process's for concurrent benches (<see cref="CpuClock"/>).
/// </summary>
public static class Runner
{
    public static ScenarioResult Run(Scenario scenario, RunContext context, TextWriter log)
    {
        if (scenario.RunCustom(context, log) is { } custom)
        {
            custom.Threads = custom.Threads with { Note = scenario.ThreadLayoutNote };
            WarnDescheduled(custom, log);
            return custom;
        }

        var result = scenario.NewResult(context);

        foreach (var @case in scenario.CasesToRun(context))
        {
            var states = new List<State>();
            var rows = new List<CaseResult>();
            var children = new List<(int Index, Bench Bench)>();
            foreach (var library in scenario.Libraries)
            {
                var bench = CreateBench(scenario, library, @case, context, out var failure);
                if (bench is null)
                {
                    rows.Add(CaseResult.Failed(library, @case, failure!));
                }
                else if (bench.Unavailable is { } note)
                {
                    rows.Add(CaseResult.Failed(library, @case, note));
                }
                else if (bench.Isolated)
                {
                    log.WriteLine($"  {scenario.Name} [{@case}] {library}: child process");
                    var index = rows.Count;
                    rows.Add(null!);
                    children.Add((index, bench));
                }
                else
                {
                    var state = new State(bench, scenario, context, states.Count);
                    states.Add(state);
                    rows.Add(state.Row);
                }
            }

            // Child processes one after the other; with --quick side by side, since a library that overflows the
            // stack spends seconds printing the trace of 100,000 frames.
            if (context.Quick)
            {
                var tasks = children.Select(c => Task.Run(() => rows[c.Index] = ChildProcess.Run(scenario, c.Bench, context))).ToArray();
                Task.WaitAll(tasks);
            }
            else
            {
                foreach (var (index, bench) in children)
                {
                    rows[index] = ChildProcess.Run(scenario, bench, context);
                }
            }

            foreach (var state in states)
            {
                state.FirstCall();
            }

            SharedWarmUp(scenario, @case, states, context, log);
            foreach (var state in states)
            {
                state.WarmUp();
                log.WriteLine($"  {scenario.Name} [{@case}] {state.Row.Library}: {Describe(state.Row.WarmUp)}{(state.Row.Ok ? "" : " (" + state.Row.Note + ")")}");
            }

            for (var round = 0; round < context.Rounds; round++)
            {
                var runs = states.Count == 0 ? 0 : states.Max(s => s.RunsPerRound);
                for (var run = 0; run < runs; run++)
                {
                    for (var i = 0; i < states.Count; i++)
                    {
                        var state = states[(i + run + round) % states.Count];
                        if (run < state.RunsPerRound)
                        {
                            state.Measure();
                        }
                    }
                }

                foreach (var state in states)
                {
                    state.EndRound();
                }
            }

            foreach (var state in states)
            {
                state.Finish();
            }

            result.Results.AddRange(rows);
            log.WriteLine($"  {scenario.Name} [{@case}] done");
        }

        scenario.AddExtras(result);
        WarnDescheduled(result, log);
        return result;
    }

    /// <summary>
    /// Calls every library's op in turn, round robin, before any library warms up alone: the call sites the libraries
    /// still share (a scenario's lambda around its implementations, the benches' common observers; the loop that calls
    /// the op is each library's own, <see cref="OpLoop"/>) are then profiled with all of them. Warmed one library after
    /// the other, those sites were compiled from the first library's profile alone, with its code guessed and inlined
    /// into them and every other library behind a failed guess.
    /// </summary>
    private static void SharedWarmUp(Scenario scenario, string @case, List<State> states, RunContext context, TextWriter log)
    {
        var live = states.Where(s => s.Ready).ToList();
        if (live.Count < 2)
        {
            return;
        }

        var watch = Stopwatch.StartNew();
        var rounds = 0;
        while (watch.Elapsed < context.SharedWarmUpMax && (rounds < context.SharedWarmUpCalls || watch.Elapsed < context.SharedWarmUp))
        {
            foreach (var state in live)
            {
                state.WarmCall();
            }

            rounds++;
        }

        log.WriteLine($"  {scenario.Name} [{@case}] shared warm-up: {rounds} round{(rounds == 1 ? "" : "s")} of {live.Count} libraries in {watch.Elapsed.TotalSeconds:0.00} s");
    }

    /// <summary>How many runs each round measures, given a scenario's total number of runs.</summary>
    public static int RunsPerRound(int totalRuns, int rounds, bool singleCallRuns)
    {
        var share = (int)Math.Ceiling(totalRuns / (double)Math.Max(1, rounds));
        return Math.Max(share, singleCallRuns ? 1 : Math.Min(3, totalRuns));
    }

    /// <summary>"warmed up in 0.61 s, JIT settled" or why it did not.</summary>
    public static string Describe(WarmUpInfo? warmUp) => warmUp is null ? "no warm-up"
        : warmUp.Settled ? $"warmed up in {warmUp.Seconds:0.00} s, JIT settled ({warmUp.CompiledMethods} methods compiled)"
        : $"warm-up stopped after {warmUp.Seconds:0.00} s with the JIT still compiling ({warmUp.LastBatchMethods} methods in the last batch, {warmUp.CompiledMethods} in all)";

    private static void WarnDescheduled(ScenarioResult result, TextWriter log)
    {
        foreach (var row in result.Results.Where(r => r.Ok && r.Descheduled))
        {
            log.WriteLine($"  warning: {result.Scenario} [{row.Case}] {row.Library}: CPU/wall {row.CpuPerWall:0.00}; the measuring thread was off the processor {(1 - row.CpuPerWall) * 100:0}% of the time (a busy machine): its value is not the library's cost");
        }
    }

    /// <summary>Measures one bench alone (the child-process side of an isolated bench).</summary>
    public static CaseResult RunAlone(Scenario scenario, Bench bench, RunContext context)
    {
        // No helper thread for the first call here: the bench must run on this thread's stack, and the parent
        // process already bounds the child's time.
        var state = new State(bench, scenario, context, 0) { GuardFirstCall = false };
        state.WarmUp();
        for (var round = 0; round < context.Rounds; round++)
        {
            for (var run = 0; run < state.RunsPerRound; run++)
            {
                state.Measure();
            }

            state.EndRound();
        }

        state.Finish();
        return state.Row;
    }

    public static Bench? CreateBench(Scenario scenario, string library, string @case, RunContext context, out string? failure)
    {
        try
        {
            failure = null;
            return scenario.CreateBench(library, @case);
        }
        catch (Exception error)
        {
            failure = "setup failed: " + Describe(error);
            return null;
        }
    }

    public static string Describe(Exception error) => $"{error.GetType().Name}: {error.Message}".ReplaceLineEndings(" ");

    private sealed class State(Bench bench, Scenario scenario, RunContext context, int index)
    {
        private readonly OpLoop.Runner loop = OpLoop.For(index);
        private readonly List<double> roundSecondsPerOp = [];
        private readonly List<double> bytesPerOp = [];
        private long calls = 1;
        private bool calledOnce;
        private long gen0;
        private long gen1;
        private long gen2;
        private double opsMeasured;
        private double wallSeconds;
        private double cpuNanoseconds;

        public CaseResult Row { get; } = new() { Library = bench.Library, Case = bench.Case, Ok = true, Note = bench.Note };

        public int RunsPerRound { get; } = Runner.RunsPerRound(scenario.Runs(bench.Case), context.SizingRounds, bench.SingleCallRuns);

        /// <summary>Whether the first call runs on a helper thread that may be given up (see <see cref="GuardedCall"/>).</summary>
        public bool GuardFirstCall { get; init; } = true;

        private bool Failed => !Row.Ok;

        /// <summary>
        /// Calls the op in batches until the JIT has compiled no method for <see cref="RunContext.QuietBatches"/>
        /// consecutive batches of at least <see cref="RunContext.QuietBatch"/> each and <see cref="RunContext.WarmUp"/>
        /// has passed, or until <see cref="RunContext.WarmUpMax"/> (then the warm-up is recorded as not settled).
        /// The last batch sizes the runs.
        /// </summary>
        public void WarmUp()
        {
            FirstCall();
            if (!Ready)
            {
                return;
            }

            var watch = Stopwatch.StartNew();
            long batch = 1;
            var quiet = 0;
            var perCall = 0.0;
            var settled = false;
            long lastBatchMethods = 0;
            while (true)
            {
                if (quiet >= context.QuietBatches && watch.Elapsed >= context.WarmUp)
                {
                    settled = true;
                    break;
                }

                if (watch.Elapsed >= context.WarmUpMax)
                {
                    break;
                }

                var compiled = System.Runtime.JitInfo.GetCompiledMethodCount();
                var start = Stopwatch.GetTimestamp();
                if (!Call(batch))
                {
                    return;
                }

                var elapsed = Stopwatch.GetElapsedTime(start);
                perCall = elapsed.TotalSeconds / batch;
                if (elapsed < context.QuietBatch)
                {
                    // Too short to count as a quiet window: grow the batch toward the window's length.
                    batch = Math.Max(batch * 2, (long)(batch * context.QuietBatch.TotalSeconds / Math.Max(elapsed.TotalSeconds, 1e-9)));
                    continue;
                }

                lastBatchMethods = System.Runtime.JitInfo.GetCompiledMethodCount() - compiled;
                quiet = lastBatchMethods == 0 ? quiet + 1 : 0;
            }

            Row.WarmUp = new WarmUpInfo(settled, Math.Round(watch.Elapsed.TotalSeconds, 3), System.Runtime.JitInfo.GetCompiledMethodCount(), lastBatchMethods);
            calls = bench.SingleCallRuns ? 1 : Math.Max(1, (long)(context.RunTarget.TotalSeconds / Math.Max(perCall, 1e-12)));
        }

        public void Measure()
        {
            if (Failed)
            {
                return;
            }

            var concurrent = bench.Concurrent;

            // Every run starts from a collected heap, as BenchmarkDotNet's iterations do: a run does not pay for the
            // garbage the library measured before it left (400 KB buffers on the large-object heap made the libraries
            // of `buffer` faster in the order they ran).
            GC.Collect();
            GC.WaitForPendingFinalizers();
            GC.Collect();
            var c0 = GC.CollectionCount(0);
            var c1 = GC.CollectionCount(1);
            var c2 = GC.CollectionCount(2);
            var before = concurrent ? GC.GetTotalAllocatedBytes(true) : GC.GetAllocatedBytesForCurrentThread();
            long last = 0;
            long returned = 0;
            var cpuBefore = concurrent ? CpuClock.ProcessNanoseconds() : CpuClock.ThreadNanoseconds();
            var start = Stopwatch.GetTimestamp();
            try
            {
                (last, returned) = loop(bench.Op!, calls);
            }
            catch (Exception error)
            {
                Fail("threw " + Describe(error));
                return;
            }

            var elapsed = Stopwatch.GetElapsedTime(start).TotalSeconds;
            var cpu = (concurrent ? CpuClock.ProcessNanoseconds() : CpuClock.ThreadNanoseconds()) - cpuBefore;
            var after = concurrent ? GC.GetTotalAllocatedBytes(true) : GC.GetAllocatedBytesForCurrentThread();
            gen0 += GC.CollectionCount(0) - c0;
            gen1 += GC.CollectionCount(1) - c1;
            gen2 += GC.CollectionCount(2) - c2;
            if (bench.Check(last) is { } wrong)
            {
                Fail("wrong answer: " + wrong);
                return;
            }

            var ops = bench.OpReturnsOps ? returned : calls * bench.PerCall;
            if (ops <= 0)
            {
                Fail("no operation completed");
                return;
            }

            if (concurrent)
            {
                Row.MaxThreads = Math.Max(Row.MaxThreads ?? 0, ThreadLayout.ProcessThreads());
            }

            opsMeasured += ops;
            wallSeconds += elapsed;
            cpuNanoseconds += cpu;
            roundSecondsPerOp.Add(elapsed / ops);
            bytesPerOp.Add(Math.Max(0, after - before) / ops);
        }

        /// <summary>Closes a round: its value is the median of its runs.</summary>
        public void EndRound()
        {
            if (!Failed && roundSecondsPerOp.Count > 0)
            {
                Row.Rounds.Add(Units.FromSecondsPerOp(scenario.Unit, Stats.Median(roundSecondsPerOp)));
            }

            roundSecondsPerOp.Clear();
        }

        public void Finish()
        {
            try
            {
                bench.Cleanup?.Invoke();
            }
            catch (Exception error)
            {
                Fail("cleanup threw " + Describe(error));
            }

            if (Failed || Row.Rounds.Count == 0)
            {
                Row.Rounds.Clear();
                return;
            }

            Row.Value = Stats.Median(Row.Rounds);
            Row.AllocatedBytesPerOp = Stats.Median(bytesPerOp);
            Row.CpuKind = bench.Concurrent ? "process" : "thread";
            Row.CpuNsPerOp = cpuNanoseconds / opsMeasured;
            Row.WallNsPerOp = wallSeconds * 1e9 / opsMeasured;
            if (scenario.ReportsCollections)
            {
                Row.Extra["gen0PerMillion"] = gen0 * 1e6 / opsMeasured;
                Row.Extra["gen1PerMillion"] = gen1 * 1e6 / opsMeasured;
                Row.Extra["gen2PerMillion"] = gen2 * 1e6 / opsMeasured;
            }
        }

        /// <summary>Gets whether the op has been called once and has not failed.</summary>
        public bool Ready => calledOnce && !Failed;

        /// <summary>The first call (once; later calls do nothing): guarded (<see cref="GuardFirstCall"/>) unless this is a child process measuring one bench.</summary>
        public void FirstCall()
        {
            if (!calledOnce && !Failed)
            {
                calledOnce = true;
                _ = GuardFirstCall ? GuardedCall(scenario.BlockedTimeout) : Call();
            }
        }

        /// <summary>One call of the shared warm-up; a failure ends this library's part in it.</summary>
        public void WarmCall()
        {
            if (!Failed)
            {
                Call();
            }
        }

        /// <summary>
        /// The first call runs on a helper thread and is given up after <paramref name="timeout"/>: a library that
        /// blocks forever (a deadlock) is reported instead of hanging the run. The blocked thread is abandoned.
        /// </summary>
        private bool GuardedCall(TimeSpan timeout)
        {
            var ok = false;
            var thread = new Thread(() => ok = Call()) { IsBackground = true, Name = "first call of " + bench.Library };
            thread.Start();
            if (!thread.Join(timeout))
            {
                Fail($"did not finish within {timeout.TotalSeconds:0} s (blocked)");
                return false;
            }

            return ok;
        }

        /// <summary>Calls the op <paramref name="count"/> times in this library's loop and checks the last answer.</summary>
        private bool Call(long count = 1)
        {
            try
            {
                var (value, _) = loop(bench.Op!, count);
                if (bench.Check(value) is { } wrong)
                {
                    Fail("wrong answer: " + wrong);
                    return false;
                }

                return true;
            }
            catch (Exception error)
            {
                Fail("threw " + Describe(error));
                return false;
            }
        }

        private void Fail(string note)
        {
            Row.Ok = false;
            Row.Note = note;
        }
    }
}
