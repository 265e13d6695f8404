using System.Runtime.CompilerServices;
using Rheo.Generator;

namespace Rheo.Tests;

/// <summary>The checked-in <c>*.g.cs</c> arity families (Rheo and Rheo.Async) are what tools/Rheo.Generator writes today.</summary>
public class GeneratedCodeTests
{
    [Fact]
    public void Generated_files_are_up_to_date()
    {
        var root = RepositoryRoot();
        var stale = ArityGenerator.StaleFiles(root);
        Assert.True(
            stale.Count == 0,
            $"Out of date: {string.Join(", ", stale)}. Generated files are never edited by hand; change the family in tools/Rheo.Generator and run `{ArityGenerator.Command}` from the repository root.");
    }

    [Fact]
    public void Every_family_writes_a_generated_file_once()
    {
        Assert.All(Families.All, f => Assert.EndsWith(".g.cs", f.Path, StringComparison.Ordinal));
        Assert.Equal(Families.All.Length, Families.All.Select(f => f.Path).Distinct().Count());
    }

    private static string RepositoryRoot([CallerFilePath] string thisFile = "") =>
        ArityGenerator.FindRepositoryRoot(AppContext.BaseDirectory)
        ?? ArityGenerator.FindRepositoryRoot(Path.GetDirectoryName(thisFile)!)
        ?? throw new InvalidOperationException("Rheo.slnx not found above the test output or this source file.");
}
