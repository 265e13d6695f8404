using Rheo.Generator;

// dotnet run --project tools/Rheo.Generator [-- --check] [repository root]
// Writes every generated file of Families.All; with --check, writes nothing and exits with 1 if a file is out of date.
var check = args.Contains("--check");
var root = args.FirstOrDefault(a => !a.StartsWith("--", StringComparison.Ordinal))
    ?? ArityGenerator.FindRepositoryRoot(Environment.CurrentDirectory)
    ?? throw new InvalidOperationException("Run from inside the Rheo repository or pass its root.");

var stale = ArityGenerator.StaleFiles(root);
if (check)
{
    foreach (var path in stale)
    {
        Console.Error.WriteLine($"out of date: {path}");
    }

    if (stale.Count > 0)
    {
        Console.Error.WriteLine($"Regenerate with: {ArityGenerator.Command}");
    }

    return stale.Count == 0 ? 0 : 1;
}

foreach (var file in Families.All)
{
    File.WriteAllText(Path.Combine(root, file.Path), ArityGenerator.Render(file));
}

Console.WriteLine(stale.Count == 0 ? "All generated files were up to date." : $"Rewrote {stale.Count} file(s): {string.Join(", ", stale)}");
return 0;
