using System.Diagnostics;
using RheoBench.Scenarios;

namespace RheoBench.Compare;

/// <summary>
/// Measures every library of a scenario case by case, interleaved in one process (A B C A B C ...): a warm-up
/// that also sizes the runs, then several measured runs whose median is reported. Allocations come from the
/// current thread's counter, or from the all-threads counter for concurrent benches.
/// </summary>
public static class Runner
{
    public static ScenarioResult Run(Scenario scenario, RunContext context, TextWriter log)
    {
        if (scenario.RunCustom(context, log) is { } custom)
        {
            return custom;
        }

        var result = new ScenarioResult
        {
            Scenario = scenario.Name,
            Unit = scenario.Unit,
            HigherIsBetter = scenario.HigherIsBetter,
            Machine = MachineInfo.Current,
            Date = DateTimeOffset.UtcNow,
            Quick = context.Quick,
        };

        foreach (var @case in scenario.Cases())
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
                    var state = new State(bench, scenario);
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
                var watch = Stopwatch.StartNew();
                state.WarmUp(context);
                log.WriteLine($"  {scenario.Name} [{@case}] {state.Row.Library}: warmed up in {watch.Elapsed.TotalSeconds:0.00} s{(state.Row.Ok ? "" : " (" + state.Row.Note + ")")}");
            }

            var runs = states.Count == 0 ? 0 : states.Max(s => s.RunCount);
            for (var run = 0; run < runs; run++)
            {
                for (var i = 0; i < states.Count; i++)
                {
                    var state = states[(i + run) % states.Count];
                    if (run < state.RunCount)
                    {
                        state.Measure();
                    }
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
        return result;
    }

    /// <summary>Measures one bench alone (the child-process side of an isolated bench).</summary>
    public static CaseResult RunAlone(Scenario scenario, Bench bench, RunContext context)
    {
        // No helper thread for the first call here: the bench must run on this thread's stack, and the parent
        // process already bounds the child's time.
        var state = new State(bench, scenario) { GuardFirstCall = false };
        state.WarmUp(context);
        for (var run = 0; run < state.RunCount; run++)
        {
            state.Measure();
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

    private sealed class State(Bench bench, Scenario scenario)
    {
        private readonly List<double> secondsPerOp = [];
        private readonly List<double> bytesPerOp = [];
        private long calls = 1;
        private long gen0;
        private long gen1;
        private long gen2;
        private double opsMeasured;

        public CaseResult Row { get; } = new() { Library = bench.Library, Case = bench.Case, Ok = true, Note = bench.Note };

        public int RunCount { get; } = scenario.Runs(bench.Case);

        /// <summary>Whether the first call runs on a helper thread that may be given up (see <see cref="FirstCall"/>).</summary>
        public bool GuardFirstCall { get; init; } = true;

        private bool Failed => !Row.Ok;

        public void WarmUp(RunContext run)
        {
            if (bench.SingleCallRuns)
            {
                Call();
                calls = 1;
                return;
            }

            var first = Stopwatch.StartNew();
            if (!(GuardFirstCall ? FirstCall(scenario.BlockedTimeout) : Call()))
            {
                return;
            }

            if (first.Elapsed >= run.WarmUp)
            {
                // One call already outlasts the warm-up: a run is one call.
                calls = 1;
                return;
            }

            var watch = Stopwatch.StartNew();
            long count = 0;
            do
            {
                if (!Call())
                {
                    return;
                }

                count++;
            }
            while (watch.Elapsed < run.WarmUp);

            var perCall = watch.Elapsed.TotalSeconds / count;
            calls = Math.Max(1, (long)(run.RunTarget.TotalSeconds / perCall));
        }

        public void Measure()
        {
            if (Failed)
            {
                return;
            }

            var op = bench.Op!;
            var concurrent = bench.Concurrent;
            var c0 = GC.CollectionCount(0);
            var c1 = GC.CollectionCount(1);
            var c2 = GC.CollectionCount(2);
            var before = concurrent ? GC.GetTotalAllocatedBytes(true) : GC.GetAllocatedBytesForCurrentThread();
            long last = 0;
            long returned = 0;
            var start = Stopwatch.GetTimestamp();
            try
            {
                for (long i = 0; i < calls; i++)
                {
                    last = op();
                    returned += last;
                }
            }
            catch (Exception error)
            {
                Fail("threw " + Describe(error));
                return;
            }

            var elapsed = Stopwatch.GetElapsedTime(start).TotalSeconds;
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

            opsMeasured += ops;
            secondsPerOp.Add(elapsed / ops);
            bytesPerOp.Add(Math.Max(0, after - before) / ops);
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

            if (Failed || secondsPerOp.Count == 0)
            {
                return;
            }

            Row.Value = Units.FromSecondsPerOp(scenario.Unit, Median(secondsPerOp));
            Row.AllocatedBytesPerOp = Median(bytesPerOp);
            if (scenario.ReportsCollections)
            {
                Row.Extra["gen0PerMillion"] = gen0 * 1e6 / opsMeasured;
                Row.Extra["gen1PerMillion"] = gen1 * 1e6 / opsMeasured;
                Row.Extra["gen2PerMillion"] = gen2 * 1e6 / opsMeasured;
            }
        }

        /// <summary>
        /// The first call runs on a helper thread and is given up after <paramref name="timeout"/>: a library that
        /// blocks forever (a deadlock) is reported instead of hanging the run. The blocked thread is abandoned.
        /// </summary>
        private bool FirstCall(TimeSpan timeout)
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

        private bool Call()
        {
            try
            {
                var value = bench.Op!();
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

        private static double Median(List<double> values)
        {
            var sorted = values.Order().ToArray();
            var mid = sorted.Length / 2;
            return sorted.Length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
        }
    }
}
