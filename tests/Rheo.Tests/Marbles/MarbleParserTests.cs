using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Marbles;

/// <summary>The marble syntax, read through <c>Cold</c>, <c>Hot</c> and subscription diagrams: every symbol and every error.</summary>
public class MarbleParserTests : ReactiveTest
{
    private static IList<Recorded<Notification<char>>> Cold(string marbles) => new TestScheduler().Cold(marbles).Messages;

    private static MarbleException ColdError(string marbles) => Assert.Throws<MarbleException>(() => new TestScheduler().Cold(marbles));

    [Fact]
    public void Dash_is_one_frame_of_ten_ticks_and_values_take_a_frame()
    {
        Assert.Equal([OnNext(20, 'a'), OnNext(30, 'b'), OnNext(50, 'c'), OnCompleted<char>(60)], Cold("--ab-c|"));
    }

    [Fact]
    public void Letters_and_digits_are_values()
    {
        Assert.Equal([OnNext(0, 'x'), OnNext(10, 'Z'), OnNext(20, '7')], Cold("xZ7"));
    }

    [Fact]
    public void Hash_is_an_error_with_the_given_value_or_an_error_named_error()
    {
        var boom = new InvalidOperationException("boom");
        var messages = new TestScheduler().Cold("-#", boom).Messages;
        Assert.Equal([OnError<char>(10, boom)], messages);
        var dflt = Assert.Single(Cold("#"));
        Assert.Equal("error", dflt.Value.Exception!.Message);
    }

    [Fact]
    public void Spaces_are_ignored()
    {
        Assert.Equal(Cold("--a-b|"), Cold("  - -a - b |  "));
    }

    [Fact]
    public void A_group_puts_its_events_in_the_frame_of_its_parenthesis_and_lasts_as_many_frames_as_characters()
    {
        Assert.Equal([OnNext(10, 'a'), OnNext(10, 'b'), OnNext(50, 'c'), OnNext(60, 'd'), OnCompleted<char>(60)], Cold("-(ab)c(d|)"));
    }

    [Fact]
    public void Time_progression_advances_by_its_duration_in_virtual_ticks()
    {
        Assert.Equal(
            [OnNext(0, 'a'), OnNext(10 + TimeSpan.TicksPerMillisecond * 9, 'b'), OnNext(20 + TimeSpan.TicksPerMillisecond * 9 + (TimeSpan.TicksPerSecond * 3 / 2), 'c')],
            Cold("a 9ms b 1.5s c").Select(m => m).ToList());
        Assert.Equal([OnNext(TimeSpan.TicksPerMinute * 2, 'x')], Cold("2m x"));
    }

    [Fact]
    public void A_digit_not_followed_by_a_unit_and_a_space_is_a_value()
    {
        Assert.Equal([OnNext(0, '1'), OnNext(10, '0'), OnNext(20, 'm'), OnNext(30, 's')], Cold("10ms"));
        Assert.Equal([OnNext(0, '1'), OnNext(10, 'm'), OnNext(20, 'a')], Cold("1ma"));
        Assert.Equal([OnNext(0, 'a'), OnNext(10, '5')], Cold("a5"));
    }

    [Fact]
    public void Ticks_per_frame_are_configurable()
    {
        var scheduler = new TestScheduler();
        scheduler.GetMarbleOptions().TicksPerFrame = 100;
        Assert.Equal([OnNext(200, 'a'), OnCompleted<char>(300)], scheduler.Cold("--a|").Messages);
    }

    [Fact]
    public void Caret_of_a_hot_diagram_is_frame_zero_at_the_origin_and_earlier_events_come_before_it()
    {
        var scheduler = new TestScheduler();
        Assert.Equal([OnNext(170, 'a'), OnNext(230, 'b'), OnCompleted<char>(240)], scheduler.Hot("--a--^--b|").Messages);
        Assert.Equal([OnNext(220, 'x')], scheduler.Hot("--x").Messages);
    }

    [Fact]
    public void Values_map_gives_the_symbols_their_values()
    {
        var values = new Dictionary<char, int> { ['a'] = 1, ['b'] = 22 };
        Assert.Equal([OnNext(10, 1), OnNext(20, 22), OnCompleted<int>(30)], new TestScheduler().Cold("-ab|", values).Messages);
    }

    [Theory]
    [InlineData("--a--|--b", 9, "value 'b' after the completion at column 6")]
    [InlineData("-#-a", 4, "value 'a' after the error at column 2")]
    [InlineData("-|-|", 4, "a completion '|' after the completion at column 2")]
    [InlineData("(|a)", 3, "value 'a' after the completion at column 2")]
    [InlineData("-a-^-b", 4, "'^' (the subscription point) belongs only in a hot diagram")]
    [InlineData("-a-!", 4, "'!' (unsubscription) belongs only in a subscription diagram")]
    [InlineData("-a*", 3, "'*' is not a marble symbol")]
    [InlineData("-(a(b))", 4, "a group cannot open inside the group opened at column 2")]
    [InlineData("-a)", 3, "')' closes no group")]
    [InlineData("-()", 3, "the group opened at column 2 is empty")]
    [InlineData("--(ab", 3, "the group opened here is not closed")]
    [InlineData("-(a 10ms b)", 5, "a time progression cannot be inside a group")]
    [InlineData("99999999999999999ms x", 1, "too long")]
    public void A_diagram_that_cannot_be_read_names_the_problem_and_its_column(string marbles, int column, string problem)
    {
        var e = ColdError(marbles);
        Assert.Equal(column, e.Column);
        Assert.Equal(marbles, e.Marbles);
        Assert.Contains(problem, e.Message, StringComparison.Ordinal);
        Assert.Contains($"column {column}", e.Message, StringComparison.Ordinal);
        Assert.Contains(marbles + Environment.NewLine + "  " + new string(' ', column - 1) + "^", e.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Hot_errors_a_second_caret_and_an_event_before_the_clock()
    {
        var scheduler = new TestScheduler();
        Assert.Equal(4, Assert.Throws<MarbleException>(() => scheduler.Hot("-^-^")).Column);
        var early = Assert.Throws<MarbleException>(() => scheduler.Hot("-a" + new string('-', 20) + "^"));
        Assert.Equal(2, early.Column);
        Assert.Contains("raise MarbleOptions.Origin", early.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_symbol_missing_from_the_values_map_or_without_a_default_value_is_an_error()
    {
        var scheduler = new TestScheduler();
        var missing = Assert.Throws<MarbleException>(() => scheduler.Cold("-ab", new Dictionary<char, int> { ['a'] = 1 }));
        Assert.Equal(3, missing.Column);
        Assert.Contains("no value for 'b'", missing.Message, StringComparison.Ordinal);
        var noDefault = Assert.Throws<MarbleException>(() => scheduler.ExpectObservable(Observable.Empty<double>()).ToBe("a"));
        Assert.Equal(1, noDefault.Column);
    }

    [Fact]
    public void Default_values_are_the_symbol_for_char_and_string_and_the_digit_for_int_and_long()
    {
        var scheduler = new TestScheduler();
        scheduler.ExpectObservable(Observable.Return("a", scheduler)).ToBe("(a|)");
        scheduler = new TestScheduler();
        scheduler.ExpectObservable(Observable.Return(7, scheduler)).ToBe("(7|)");
        scheduler = new TestScheduler();
        scheduler.ExpectObservable(Observable.Return(7L, scheduler)).ToBe("(7|)");
    }

    [Fact]
    public void Subscription_diagrams_read_caret_bang_groups_spaces_and_time_progressions()
    {
        // One frame is one millisecond here, so "2ms" is two frames (RxJS's run mode).
        var scheduler = new TestScheduler();
        scheduler.GetMarbleOptions().TicksPerFrame = TimeSpan.TicksPerMillisecond;
        var cold = scheduler.Cold("--a--b--|");
        scheduler.ExpectObservable(cold, "  --^ 2ms --!").ToBe("----a---");
        Assert.Equal([Subscribe(200 + 20_000, 200 + 70_000)], cold.Subscriptions);
        scheduler.ExpectSubscriptions(cold.Subscriptions).ToBe("--^ 2ms --!");

        var same = new TestScheduler();
        var never = same.Cold("-");
        same.ExpectObservable(never, "-(^!)").ToBe("-");
        Assert.Equal([Subscribe(210, 210)], never.Subscriptions);
        same.ExpectSubscriptions(never.Subscriptions).ToBe("-(^!)");
    }

    [Theory]
    [InlineData("^-^", 3, "a second '^'")]
    [InlineData("^-!-!", 5, "a second '!'")]
    [InlineData("-!^", 2, "'!' (unsubscription) comes before '^'")]
    [InlineData("^-a", 3, "'a' does not belong in a subscription diagram")]
    [InlineData("^)", 2, "')' closes no group")]
    [InlineData("(^(!))", 3, "a group cannot open inside")]
    [InlineData("^(!", 2, "not closed")]
    [InlineData("^( 1ms )", 4, "a time progression cannot be inside a group")]
    public void A_subscription_diagram_that_cannot_be_read_names_the_problem_and_its_column(string marbles, int column, string problem)
    {
        var scheduler = new TestScheduler();
        var e = Assert.Throws<MarbleException>(() => scheduler.ExpectObservable(Observable.Never<int>(), marbles));
        Assert.Equal(column, e.Column);
        Assert.Contains(problem, e.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void An_expected_subscription_needs_a_caret()
    {
        var scheduler = new TestScheduler();
        var e = Assert.Throws<MarbleException>(() => scheduler.ExpectSubscriptions(new List<Subscription>()).ToBe("---"));
        Assert.Contains("needs a '^'", e.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Expected_diagrams_take_no_caret()
    {
        var scheduler = new TestScheduler();
        var e = Assert.Throws<MarbleException>(() => scheduler.ExpectObservable(Observable.Never<char>()).ToBe("-^-a"));
        Assert.Equal(2, e.Column);
    }
}
