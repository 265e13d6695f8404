using System.Diagnostics;
using System.Globalization;
using System.Reflection;

namespace RheoBench.Alloc;

/// <summary>How long <c>alloc</c> warms up and how many batches it measures.</summary>
/// <param name="WarmUpMin">The shortest warm-up.</param>
/// <param name="WarmUpMax">The longest: a promise whose JIT has not settled by then is measured anyway (and says so).</param>
/// <param name="QuietBatches">Consecutive batches during which the JIT compiled no method: the JIT has settled.</param>
/// <param name="MeasuredBatches">Measured batches; the promise is judged on the one that allocated least.</param>
public sealed record AllocSettings(TimeSpan WarmUpMin, TimeSpan WarmUpMax, int QuietBatches, int MeasuredBatches)
{
    /// <summary>The settings of the command: at least 0.5 s and until the JIT is quiet for 3 batches, at most 10 s; 3 measured batches.</summary>
    public static AllocSettings Default { get; } = new(TimeSpan.FromMilliseconds(500), TimeSpan.FromSeconds(10), 3, 3);
}

/// <summary>What one promise measured.</summary>
/// <param name="Promise">The promise.</param>
/// <param name="BytesPerOp">The least bytes per operation over the measured batches (null when it failed).</param>
/// <param name="Batches">The bytes of each measured batch.</param>
/// <param name="JitSettled">Whether the warm-up ended with the JIT quiet.</param>
/// <param name="Error">Why the path could not be measured (it threw), or null.</param>
public sealed record AllocResult(AllocPromise Promise, double? BytesPerOp, IReadOnlyList<long> Batches, bool JitSettled, string? Error)
{
    /// <summary>Whether the promise holds: measured, and no more than promised.</summary>
    public bool Kept => Error is null && BytesPerOp is { } b && b <= Promise.PromisedBytesPerOp;
}

/// <summary>
/// <c>alloc [--filter X]</c>: checks every allocation promise (<see cref="AllocPromises.All"/>) in this process and
/// prints one line per promise, then <c>allocation promises: N kept, M broken</c>. Each promise is warmed up until
/// the JIT has settled (tiered compilation done), then measured over <see cref="AllocSettings.MeasuredBatches"/>
/// batches of <see cref="AllocPromise.Operations"/> operations; it is judged on the batch that allocated least, so a
/// one-off allocation (a method tiering up late, a lazily built cache) lands in one batch while an allocation per
/// operation shows in every one. Exit code 0 when every promise is kept, 1 when one is broken, 2 for bad arguments
/// or a build without optimization (the promises are about optimized code: Debug compiles every <c>async</c> method
/// to a class and keeps locals alive, so paths that allocate nothing in Release allocate there).
/// </summary>
public static class AllocCommand
{
    /// <summary>The command's name.</summary>
    public const string Command = "alloc";

    /// <summary>How to call it.</summary>
    public const string Usage = "       dotnet run -c Release --project bench/Rheo.Benchmarks -- alloc [--filter <text>]   (part of a promise's name or API; * for anything)";

    /// <summary>Runs the command on every promise, in this build.</summary>
    public static int Run(string[] args) =>
        Run(args, AllocPromises.All, Console.Out, Console.Error, UnoptimizedAssemblies(), AllocSettings.Default);

    /// <summary>Runs the command on <paramref name="promises"/>; <paramref name="unoptimized"/> names the assemblies built without optimization.</summary>
    public static int Run(string[] args, IReadOnlyList<AllocPromise> promises, TextWriter output, TextWriter error, IReadOnlyList<string> unoptimized, AllocSettings settings)
    {
        ArgumentNullException.ThrowIfNull(promises);
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(error);
        ArgumentNullException.ThrowIfNull(unoptimized);
        ArgumentNullException.ThrowIfNull(settings);
        if (!TryParse(args, out var filter, out var problem))
        {
            error.WriteLine(problem);
            error.WriteLine(Usage);
            return 2;
        }

        if (unoptimized.Count > 0)
        {
            error.WriteLine($"alloc: allocation promises are about optimized code, and {string.Join(", ", unoptimized)} "
                + $"{(unoptimized.Count == 1 ? "is" : "are")} built without optimization. Run it with -c Release.");
            return 2;
        }

        var selected = promises.Where(p => filter is null || Matches(p, filter)).ToList();
        if (selected.Count == 0)
        {
            error.WriteLine($"alloc: no promise matches '{filter}'.");
            return 2;
        }

        var results = new List<AllocResult>();
        foreach (var promise in selected)
        {
            var result = Measure(promise, settings);
            results.Add(result);
            output.WriteLine(Format(result));
            output.Flush();
        }

        output.WriteLine(Summary(results));
        return results.All(r => r.Kept) ? 0 : 1;
    }

    /// <summary>Reads <c>[--filter TEXT]</c>.</summary>
    public static bool TryParse(string[] args, out string? filter, out string? problem)
    {
        ArgumentNullException.ThrowIfNull(args);
        filter = null;
        problem = null;
        for (var i = 0; i < args.Length; i++)
        {
            if (args[i] == "--filter" && i + 1 < args.Length && filter is null)
            {
                filter = args[++i];
            }
            else
            {
                problem = args[i] == "--filter" ? (filter is null ? "alloc: --filter needs a value." : "alloc: --filter is given twice.") : $"alloc: unknown argument '{args[i]}'.";
                filter = null;
                return false;
            }
        }

        return true;
    }

    /// <summary>Whether the promise's name or API contains <paramref name="filter"/> (case-insensitive, <c>*</c> for anything).</summary>
    public static bool Matches(AllocPromise promise, string filter)
    {
        ArgumentNullException.ThrowIfNull(promise);
        ArgumentNullException.ThrowIfNull(filter);
        var pattern = "*" + filter.Trim('*') + "*";
        return Glob(promise.Name, pattern) || Glob(promise.Api, pattern);
    }

    /// <summary>Warms the promise up, then measures it.</summary>
    public static AllocResult Measure(AllocPromise promise, AllocSettings settings)
    {
        ArgumentNullException.ThrowIfNull(promise);
        ArgumentNullException.ThrowIfNull(settings);
        var batches = new List<long>();
        var settled = false;
        try
        {
            promise.Setup();
            try
            {
                settled = WarmUp(promise, settings);
                for (var i = 0; i < settings.MeasuredBatches; i++)
                {
                    batches.Add(promise.Batch());
                }
            }
            finally
            {
                promise.Cleanup();
            }
        }
        catch (Exception e)
        {
            return new AllocResult(promise, null, batches, settled, $"{e.GetType().Name}: {e.Message}");
        }

        return new AllocResult(promise, (double)batches.Min() / promise.Operations, batches, settled, null);
    }

    /// <summary>One line: kept or broken, the bytes per operation measured and promised, the promise and its API.</summary>
    public static string Format(AllocResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        var promise = result.Promise;
        var measured = result.BytesPerOp is { } b ? b.ToString("0.00", CultureInfo.InvariantCulture) : "-";
        var promised = promise.PromisedBytesPerOp.ToString("0.##", CultureInfo.InvariantCulture);
        var line = $"{(result.Kept ? "kept" : "BROKEN"),-6} {measured,10} B/op (promised {promised}) {promise.Name} [{promise.Api}]";
        if (result.Error is not null)
        {
            line += $": {result.Error}";
        }
        else if (!result.Kept)
        {
            line += $": bytes per batch of {promise.Operations:N0} operations: {string.Join(", ", result.Batches.Select(x => x.ToString("N0", CultureInfo.InvariantCulture)))}";
        }

        return result.JitSettled || result.Error is not null ? line : line + " (the JIT had not settled when measured)";
    }

    /// <summary>The final line: <c>allocation promises: N kept, M broken</c>.</summary>
    public static string Summary(IReadOnlyCollection<AllocResult> results)
    {
        ArgumentNullException.ThrowIfNull(results);
        var kept = results.Count(r => r.Kept);
        return $"allocation promises: {kept} kept, {results.Count - kept} broken";
    }

    /// <summary>The Rheo assemblies and this one that are built without optimization (empty in Release).</summary>
    public static IReadOnlyList<string> UnoptimizedAssemblies() =>
        new[] { typeof(AllocCommand).Assembly }
            .Concat(AllocPromises.All.Select(p => p.GetType().Assembly))
            .Concat(AllocPromises.Libraries)
            .Distinct()
            .Where(a => a.GetCustomAttribute<DebuggableAttribute>() is { IsJITOptimizerDisabled: true })
            .Select(a => a.GetName().Name ?? a.FullName ?? "?")
            .ToList();

    private static bool WarmUp(AllocPromise promise, AllocSettings settings)
    {
        var watch = Stopwatch.StartNew();
        var quiet = 0;
        while (true)
        {
            if (quiet >= settings.QuietBatches && watch.Elapsed >= settings.WarmUpMin)
            {
                return true;
            }

            if (watch.Elapsed >= settings.WarmUpMax)
            {
                return false;
            }

            var compiled = System.Runtime.JitInfo.GetCompiledMethodCount();
            promise.Batch();
            quiet = System.Runtime.JitInfo.GetCompiledMethodCount() == compiled ? quiet + 1 : 0;
        }
    }

    private static bool Glob(string text, string pattern)
    {
        // '*' matches any run of characters; everything else matches itself, ignoring case.
        var parts = pattern.Split('*');
        var at = 0;
        for (var i = 0; i < parts.Length; i++)
        {
            var part = parts[i];
            if (part.Length == 0)
            {
                continue;
            }

            var found = text.IndexOf(part, at, StringComparison.OrdinalIgnoreCase);
            if (found < 0 || (i == 0 && found != 0))
            {
                return false;
            }

            at = found + part.Length;
        }

        return parts[^1].Length == 0 || text.EndsWith(parts[^1], StringComparison.OrdinalIgnoreCase);
    }
}
