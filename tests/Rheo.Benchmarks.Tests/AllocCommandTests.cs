using RheoBench.Alloc;

namespace Rheo.Benchmarks.Tests;

/// <summary>
/// <c>alloc</c>'s machinery on made-up promises: arguments, the lines it prints and its exit code. The promises
/// themselves are checked by running the command in Release, never here.
/// </summary>
public class AllocCommandTests
{
    private static readonly AllocSettings Quick = new(TimeSpan.Zero, TimeSpan.FromMilliseconds(200), 1, 3);

    [Fact]
    public void Arguments_NoneOrAFilter()
    {
        Assert.True(AllocCommand.TryParse([], out var none, out _));
        Assert.Null(none);
        Assert.True(AllocCommand.TryParse(["--filter", "Subject"], out var filter, out _));
        Assert.Equal("Subject", filter);
    }

    [Theory]
    [InlineData("--filter")]
    [InlineData("--quick")]
    [InlineData("--filter", "a", "--filter", "b")]
    public void Arguments_AnythingElseIsRefusedWithTheReason(params string[] args)
    {
        Assert.False(AllocCommand.TryParse(args, out var filter, out var problem));
        Assert.Null(filter);
        Assert.StartsWith("alloc: ", problem, StringComparison.Ordinal);
    }

    [Fact]
    public void BadArguments_ExitWith2_AndMeasureNothing()
    {
        var promise = new Counting("nothing", 0);
        var (code, output, error) = Run(["--bogus"], promise);
        Assert.Equal(2, code);
        Assert.Equal("", output);
        Assert.Contains("unknown argument '--bogus'", error, StringComparison.Ordinal);
        Assert.Equal(0, promise.Batches);
    }

    [Fact]
    public void EveryPromiseKept_OneLineEach_TheSummary_Exit0()
    {
        var (code, output, _) = Run([], new Counting("nothing per op", 0), new Counting("an object per op", 1, promised: 64));
        Assert.Equal(0, code);
        var lines = Lines(output);
        Assert.Equal(3, lines.Length);
        Assert.StartsWith("kept ", lines[0], StringComparison.Ordinal);
        Assert.Contains("0.00 B/op (promised 0) nothing per op [Fake.Api]", lines[0], StringComparison.Ordinal);
        Assert.StartsWith("kept ", lines[1], StringComparison.Ordinal);
        Assert.Contains("(promised 64) an object per op", lines[1], StringComparison.Ordinal);
        Assert.Equal("allocation promises: 2 kept, 0 broken", lines[2]);
    }

    [Fact]
    public void ABrokenPromise_SaysBROKEN_WithEachBatch_AndExits1()
    {
        var (code, output, _) = Run([], new Counting("nothing per op", 0), new Counting("an object per op", 1));
        Assert.Equal(1, code);
        var lines = Lines(output);
        Assert.StartsWith("BROKEN ", lines[1], StringComparison.Ordinal);
        Assert.Contains("(promised 0) an object per op [Fake.Api]: bytes per batch of 1,000 operations: ", lines[1], StringComparison.Ordinal);
        Assert.Equal("allocation promises: 1 kept, 1 broken", lines[^1]);
    }

    [Fact]
    public void APathThatThrows_IsBroken_WithTheReason()
    {
        var (code, output, _) = Run([], new Counting("throws", 0, fail: "OnNextAsync(3) did not complete synchronously."));
        Assert.Equal(1, code);
        var lines = Lines(output);
        Assert.StartsWith("BROKEN ", lines[0], StringComparison.Ordinal);
        Assert.EndsWith("throws [Fake.Api]: InvalidOperationException: OnNextAsync(3) did not complete synchronously.", lines[0], StringComparison.Ordinal);
        Assert.Equal("allocation promises: 0 kept, 1 broken", lines[^1]);
    }

    [Fact]
    public void AOneOffAllocationInOneMeasuredBatch_DoesNotBreakThePromise()
    {
        // Of any three batches in a row, one allocates an array: of the three measured, exactly one.
        var promise = new Counting("one-off", 0) { ArrayEveryThirdBatch = true };
        var result = AllocCommand.Measure(promise, Quick);
        Assert.True(result.Kept);
        Assert.Equal(0, result.BytesPerOp);
        Assert.Equal(3, result.Batches.Count);
        Assert.Single(result.Batches, b => b > 0);
    }

    [Fact]
    public void TheFilter_SelectsByNameOrApi_IgnoringCase()
    {
        var (code, output, _) = Run(["--filter", "OBJECT"], new Counting("nothing per op", 0), new Counting("an object per op", 1, promised: 64));
        Assert.Equal(0, code);
        Assert.DoesNotContain("nothing per op", output, StringComparison.Ordinal);
        Assert.Contains("allocation promises: 1 kept, 0 broken", output, StringComparison.Ordinal);
        Assert.True(AllocCommand.Matches(new Counting("x", 0), "fake.*api"));
    }

    [Fact]
    public void AFilterThatMatchesNothing_Exits2()
    {
        var (code, _, error) = Run(["--filter", "nothing like it"], new Counting("nothing per op", 0));
        Assert.Equal(2, code);
        Assert.Contains("no promise matches 'nothing like it'", error, StringComparison.Ordinal);
    }

    [Fact]
    public void ABuildWithoutOptimization_IsRefused_AndNothingIsMeasured()
    {
        var promise = new Counting("nothing per op", 0);
        var output = new StringWriter();
        var error = new StringWriter();
        var code = AllocCommand.Run([], [promise], output, error, ["Rheo"], Quick);
        Assert.Equal(2, code);
        Assert.Equal("", output.ToString());
        Assert.Contains("Rheo is built without optimization. Run it with -c Release.", error.ToString(), StringComparison.Ordinal);
        Assert.Equal(0, promise.Batches);
    }

    [Fact]
    public void ThePromisesHaveDistinctNames_AndAnApi()
    {
        var promises = AllocPromises.All;
        Assert.NotEmpty(promises);
        Assert.Equal(promises.Count, promises.Select(p => p.Name).Distinct().Count());
        Assert.All(promises, p => Assert.False(string.IsNullOrWhiteSpace(p.Api)));
    }

    private static string[] Lines(string output) => output.Split(Environment.NewLine, StringSplitOptions.RemoveEmptyEntries);

    private static (int Code, string Output, string Error) Run(string[] args, params AllocPromise[] promises)
    {
        var output = new StringWriter();
        var error = new StringWriter();
        var code = AllocCommand.Run(args, promises, output, error, [], Quick);
        return (code, output.ToString(), error.ToString());
    }

    /// <summary>1,000 operations per batch, each allocating <c>objects</c> objects; optionally an array every third batch, or a failure.</summary>
    private sealed class Counting(string name, int objects, double promised = 0, string? fail = null) : AllocPromise
    {
        private object? _last;

        public int Batches { get; private set; }

        public bool ArrayEveryThirdBatch { get; init; }

        public override string Name => name;

        public override string Api => "Fake.Api";

        public override double PromisedBytesPerOp => promised;

        public override int Operations => 1_000;

        public override long Batch()
        {
            Batches++;
            return base.Batch();
        }

        protected override void Run()
        {
            if (fail is not null)
            {
                throw new InvalidOperationException(fail);
            }

            for (var i = 0; i < Operations; i++)
            {
                for (var j = 0; j < objects; j++)
                {
                    _last = new object();
                }
            }

            if (ArrayEveryThirdBatch && Batches % 3 == 0)
            {
                _last = new byte[100];
            }

            GC.KeepAlive(_last);
        }
    }
}
