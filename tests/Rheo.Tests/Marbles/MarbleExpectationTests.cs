using System.Xml.Linq;
using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Marbles;

/// <summary><c>ExpectObservable(...).ToBe(...)</c> and <c>ExpectSubscriptions(...).ToBe(...)</c>: RxJS's semantics, failures as aligned diagrams and pictures.</summary>
public class MarbleExpectationTests : ReactiveTest
{
    [Fact]
    public void Cold_source_through_an_operator_matches_its_diagram()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.Cold("--a--b--|");
        scheduler.ExpectObservable(xs.Select(char.ToUpperInvariant)).ToBe("--A--B--|");
        scheduler.ExpectSubscriptions(xs.Subscriptions).ToBe("^-------!");
        Assert.Equal([Subscribe(200, 280)], xs.Subscriptions);
    }

    [Fact]
    public void Hot_values_before_the_subscription_point_are_not_seen()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.Hot("--a--^--b--c--|");
        scheduler.ExpectObservable(xs).ToBe("---b--c--|");
        scheduler.ExpectSubscriptions(xs.Subscriptions).ToBe("^--------!");
    }

    [Fact]
    public void Subscription_diagram_subscribes_late_and_unsubscribes_and_the_unsubscription_frame_is_not_seen()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.Hot("-a-b-c-d-e-|");
        scheduler.ExpectObservable(xs, "--^---!").ToBe("---b-c");
        scheduler.ExpectSubscriptions(xs.Subscriptions).ToBe("--^---!");
        Assert.Equal([Subscribe(220, 260)], xs.Subscriptions);
    }

    [Fact]
    public void Throttle_example_of_the_docs()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.Hot("-a--b-c--------d-|");
        scheduler.ExpectObservable(xs.Throttle(TimeSpan.FromTicks(30), scheduler)).ToBe("---------c-------(d|)");
    }

    [Fact]
    public void Values_and_the_error_value_are_compared()
    {
        var boom = new InvalidOperationException("boom");
        var values = new Dictionary<char, int> { ['a'] = 1, ['b'] = 2 };
        var scheduler = new TestScheduler();
        var xs = scheduler.Cold("-a-b-#", values, boom);
        var doubled = new Dictionary<char, int> { ['x'] = 2, ['y'] = 4 };
        scheduler.ExpectObservable(xs.Select(x => x * 2)).ToBe("-x-y-#", doubled, boom);

        var other = new TestScheduler();
        other.ExpectObservable(other.Cold("-#", boom)).ToBe("-#", null, new InvalidOperationException("boom"));

        var wrong = new TestScheduler();
        var failure = Assert.Throws<MarbleAssertionException>(() => wrong.ExpectObservable(wrong.Cold("-#", boom)).ToBe("-#", null, new InvalidOperationException("bang")));
        Assert.Contains("OnError(210, InvalidOperationException: boom)", failure.Message, StringComparison.Ordinal);

        var any = new TestScheduler();
        any.ExpectObservable(any.Cold("-#", boom)).ToBe("-#");
    }

    [Fact]
    public void A_failure_draws_both_diagrams_aligned_frame_by_frame_with_the_first_difference_marked()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.Cold("--a--b|");
        var failure = Assert.Throws<MarbleAssertionException>(() => scheduler.ExpectObservable(xs).ToBe("--a-b-|"));
        var lines = failure.Message.Split(Environment.NewLine);
        var expected = Array.FindIndex(lines, l => l.StartsWith("expected:", StringComparison.Ordinal));
        Assert.Equal("expected: --a-b-|", lines[expected]);
        Assert.Equal("actual:   --a--b|", lines[expected + 1]);
        Assert.Equal("              ^ first difference (frame 4)", lines[expected + 2]);
        Assert.StartsWith("frame:    0", lines[expected - 1], StringComparison.Ordinal);
        Assert.Contains("  > OnNext(240, b)", failure.Message, StringComparison.Ordinal);
        Assert.Contains("  > OnNext(250, b)", failure.Message, StringComparison.Ordinal);
        Assert.Equal("--a-b-|", failure.Expected);
        Assert.Equal("--a--b|", failure.Actual);
        Assert.Null(failure.SvgPath);
    }

    [Fact]
    public void A_failure_aligns_groups_and_names_values_the_expected_diagram_does_not_have()
    {
        var values = new Dictionary<char, int> { ['a'] = 1, ['b'] = 2 };
        var scheduler = new TestScheduler();
        var xs = scheduler.Cold("-a-(ab)|", values);
        var failure = Assert.Throws<MarbleAssertionException>(() => scheduler.ExpectObservable(xs.Select(x => x * 5)).ToBe("-a-(ab)----|", values));
        var lines = failure.Message.Split(Environment.NewLine);
        var expected = Array.FindIndex(lines, l => l.StartsWith("expected:", StringComparison.Ordinal));
        // A group lasts as many frames as it has characters (RxJS), but is drawn in the one frame its events share.
        Assert.Equal("expected: -a-(ab)-------|", lines[expected]);
        Assert.Equal("actual:   -A-(AB)---|----", lines[expected + 1]);
        Assert.Contains("actual values: A = 5, B = 10", failure.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_failure_collapses_long_empty_stretches()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.Cold("a" + new string('-', 40) + "b|");
        var failure = Assert.Throws<MarbleAssertionException>(() => scheduler.ExpectObservable(xs).ToBe("a" + new string('-', 40) + "c|"));
        Assert.Contains("expected: a ~40~ c|", failure.Message, StringComparison.Ordinal);
        Assert.Contains("actual:   a ~40~ b|", failure.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_failure_writes_the_expected_versus_actual_picture_when_asked()
    {
        var directory = Path.Combine(Path.GetTempPath(), "rheo-marbles-" + Guid.NewGuid().ToString("N"));
        try
        {
            var scheduler = new TestScheduler();
            scheduler.GetMarbleOptions().SvgDirectory = directory;
            var xs = scheduler.Hot("-a-^-b-c-|");
            var failure = Assert.Throws<MarbleAssertionException>(() => scheduler.ExpectObservable(xs.Where(c => c != 'c')).ToBe("--b---c|"));
            Assert.NotNull(failure.SvgPath);
            Assert.Contains("picture: " + failure.SvgPath, failure.Message, StringComparison.Ordinal);
            Assert.Equal(Path.Combine(Path.GetFullPath(directory), nameof(A_failure_writes_the_expected_versus_actual_picture_when_asked) + ".svg"), failure.SvgPath);
            var svg = XDocument.Load(failure.SvgPath!);
            var lanes = svg.Descendants().Where(e => (string?)e.Attribute("class") == "lane").Select(e => (string)e.Attribute("data-name")!).ToList();
            Assert.Equal(["hot  -a-^-b-c-|", "expected  --b---c|", "actual"], lanes);
        }
        finally
        {
            if (Directory.Exists(directory))
            {
                Directory.Delete(directory, recursive: true);
            }
        }
    }

    [Fact]
    public void The_svg_directory_defaults_to_the_environment_variable()
    {
        Assert.Equal("RHEO_MARBLES_SVG_DIR", MarbleOptions.SvgDirectoryVariable);
        Assert.Equal(Environment.GetEnvironmentVariable(MarbleOptions.SvgDirectoryVariable) is { Length: > 0 } v ? v : null, new TestScheduler().GetMarbleOptions().SvgDirectory);
    }

    [Fact]
    public void Subscription_expectation_failure_draws_each_subscription()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.Cold("--a|");
        scheduler.ExpectObservable(xs.Concat(xs)).ToBe("--a--a|");
        var failure = Assert.Throws<MarbleAssertionException>(() => scheduler.ExpectSubscriptions(xs.Subscriptions).ToBe("^---!", "---^--!"));
        Assert.Contains("expected 2: ---^--!", failure.Message, StringComparison.Ordinal);
        Assert.Contains("actual 2:   ---^--!", failure.Message, StringComparison.Ordinal);
        Assert.Contains("first difference: subscription 1", failure.Message, StringComparison.Ordinal);
        scheduler.ExpectSubscriptions(xs.Subscriptions).ToBe("^--!", "---^--!");
    }

    [Fact]
    public void Never_subscribed_and_still_subscribed_logs()
    {
        var scheduler = new TestScheduler();
        var unused = scheduler.Cold("-a|");
        var never = scheduler.Hot("---");
        scheduler.ExpectObservable(never).ToBe("---");
        scheduler.ExpectSubscriptions(unused.Subscriptions).ToBe();
        scheduler.ExpectSubscriptions(never.Subscriptions).ToBe("^");
    }

    [Fact]
    public void Flush_stops_at_the_horizon_so_an_endless_timer_does_not_hang()
    {
        var scheduler = new TestScheduler();
        scheduler.GetMarbleOptions().MaxFrames = 5;
        var ticks = Observable.Interval(TimeSpan.FromTicks(20), scheduler).Select(i => (int)i);
        scheduler.ExpectObservable(ticks, "^------!").ToBe("--0-1-2");
        Assert.Equal(200 + 70 + 50, scheduler.Clock);
    }

    [Fact]
    public void An_expectation_made_after_the_flush_is_refused()
    {
        var scheduler = new TestScheduler();
        scheduler.ExpectObservable(scheduler.Cold("-a|")).ToBe("-a|");
        var e = Assert.Throws<InvalidOperationException>(() => scheduler.ExpectObservable(scheduler.Cold("-a|")));
        Assert.Contains("before the first ToBe", e.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Two_expectations_of_one_test_run_in_one_flush()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.Hot("-a-b-|");
        var first = scheduler.ExpectObservable(xs);
        var second = scheduler.ExpectObservable(xs, "--^");
        first.ToBe("-a-b-|");
        second.ToBe("---b-|");
        Assert.Equal([OnNext(230, 'b'), OnCompleted<char>(250)], second.Messages);
    }

    [Fact]
    public void Origin_is_configurable()
    {
        var scheduler = new TestScheduler();
        scheduler.GetMarbleOptions().Origin = 1000;
        var xs = scheduler.Hot("-a-^-b|");
        Assert.Equal([OnNext(980, 'a'), OnNext(1020, 'b'), OnCompleted<char>(1030)], xs.Messages);
        scheduler.ExpectObservable(xs).ToBe("--b|");
    }

    [Fact]
    public void Options_reject_bad_values()
    {
        var options = new TestScheduler().GetMarbleOptions();
        Assert.Throws<ArgumentOutOfRangeException>(() => options.TicksPerFrame = 0);
        Assert.Throws<ArgumentOutOfRangeException>(() => options.Origin = -1);
        Assert.Throws<ArgumentOutOfRangeException>(() => options.MaxFrames = 0);
    }
}
