using BenchmarkDotNet.Running;
using RheoBench.Compare;

// compare: the side-by-side runner; compare-check: whether two compare runs agree; compare-docs: docs/benchmarks.md's table from a finished run; bdn: the BenchmarkDotNet suites; operators-table: the API coverage benchmarks
// into docs/operators.md; alloc: checks the allocation promises; __child: one isolated bench (internal).
return args switch
{
    ["compare", .. var rest] => CompareCommand.Run(rest),
    [CompareCheck.Command, .. var rest] => CompareCheck.Run(rest, Console.Out),
    [CompareDocs.Command, .. var rest] => CompareDocs.Run(rest, Console.Out),
    [ChildProcess.Command, ..] => CompareCommand.RunChild(args),
    ["bdn", .. var rest] => RunBenchmarkDotNet(rest),
    ["operators-table", .. var rest] => RheoBench.Coverage.OperatorCostsCommand.Run(rest),
    [RheoBench.Alloc.AllocCommand.Command, .. var rest] => RheoBench.Alloc.AllocCommand.Run(rest),
    _ => PrintUsage(),
};

static int RunBenchmarkDotNet(string[] args)
{
    var summaries = BenchmarkSwitcher.FromAssembly(typeof(CompareCommand).Assembly).Run(args, RheoBench.Suites.SuiteConfig.Create());
    return summaries.Any(s => s.HasCriticalValidationErrors) ? 1 : 0;
}

static int PrintUsage()
{
    Console.Error.WriteLine(CompareCommand.Usage);
    Console.Error.WriteLine(RheoBench.Alloc.AllocCommand.Usage);
    return 2;
}
