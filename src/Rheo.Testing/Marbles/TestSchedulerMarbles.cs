namespace Rheo.Testing;

/// <summary>
/// Marble tests on a <see cref="TestScheduler"/>, in the syntax and with the semantics of RxJS's
/// <c>TestScheduler.run</c> (see docs/marbles.md): <see cref="Hot(TestScheduler, string, Exception?)"/> and
/// <see cref="Cold(TestScheduler, string, Exception?)"/> make test observables from diagrams,
/// <see cref="ExpectObservable{T}(TestScheduler, IObservable{T}, string?)"/> subscribes an observable under test, and
/// its <c>ToBe</c> runs the scheduler and compares. Frame 0 is <see cref="MarbleOptions.Origin"/> (tick 200 by
/// default) and a frame lasts <see cref="MarbleOptions.TicksPerFrame"/> ticks (10 by default).
/// </summary>
public static class TestSchedulerMarbles
{
    /// <summary>Gets the scheduler's marble options (one instance per scheduler); change them before the first marble call.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <returns>The options.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="scheduler"/> is null.</exception>
    public static MarbleOptions GetMarbleOptions(this TestScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        return MarbleSession.Of(scheduler).Options;
    }

    /// <summary>
    /// Makes a hot observable of characters from a diagram: its events happen at their frames whoever listens, frame 0
    /// being the <c>^</c> (or the diagram's start) at <see cref="MarbleOptions.Origin"/>; events before <c>^</c> happen before it.
    /// </summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="marbles">The diagram, e.g. <c>"--a--^--b--|"</c>.</param>
    /// <param name="error">The error <c>#</c> sends (an exception with the message "error" when null).</param>
    /// <returns>The observable, which logs its subscriptions.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="scheduler"/> or <paramref name="marbles"/> is null.</exception>
    /// <exception cref="MarbleException">The diagram cannot be read, or an event falls before the scheduler's clock.</exception>
    public static ITestableObservable<char> Hot(this TestScheduler scheduler, string marbles, Exception? error = null)
        => MakeHot<char>(scheduler, marbles, null, error, mapped: false);

    /// <summary>Makes a hot observable from a diagram and the values its symbols stand for (see <see cref="Hot(TestScheduler, string, Exception?)"/>).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="marbles">The diagram.</param>
    /// <param name="values">The value of each symbol.</param>
    /// <param name="error">The error <c>#</c> sends (an exception with the message "error" when null).</param>
    /// <returns>The observable, which logs its subscriptions.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="scheduler"/>, <paramref name="marbles"/> or <paramref name="values"/> is null.</exception>
    /// <exception cref="MarbleException">The diagram cannot be read, a symbol has no value, or an event falls before the scheduler's clock.</exception>
    public static ITestableObservable<T> Hot<T>(this TestScheduler scheduler, string marbles, IReadOnlyDictionary<char, T> values, Exception? error = null)
        => MakeHot(scheduler, marbles, values, error, mapped: true);

    /// <summary>Makes a cold observable of characters from a diagram: each subscription gets the events at their frames counted from the moment it subscribes.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="marbles">The diagram, e.g. <c>"--a--b--|"</c> (no <c>^</c>).</param>
    /// <param name="error">The error <c>#</c> sends (an exception with the message "error" when null).</param>
    /// <returns>The observable, which logs its subscriptions.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="scheduler"/> or <paramref name="marbles"/> is null.</exception>
    /// <exception cref="MarbleException">The diagram cannot be read.</exception>
    public static ITestableObservable<char> Cold(this TestScheduler scheduler, string marbles, Exception? error = null)
        => MakeCold<char>(scheduler, marbles, null, error, mapped: false);

    /// <summary>Makes a cold observable from a diagram and the values its symbols stand for (see <see cref="Cold(TestScheduler, string, Exception?)"/>).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="marbles">The diagram.</param>
    /// <param name="values">The value of each symbol.</param>
    /// <param name="error">The error <c>#</c> sends (an exception with the message "error" when null).</param>
    /// <returns>The observable, which logs its subscriptions.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="scheduler"/>, <paramref name="marbles"/> or <paramref name="values"/> is null.</exception>
    /// <exception cref="MarbleException">The diagram cannot be read, or a symbol has no value.</exception>
    public static ITestableObservable<T> Cold<T>(this TestScheduler scheduler, string marbles, IReadOnlyDictionary<char, T> values, Exception? error = null)
        => MakeCold(scheduler, marbles, values, error, mapped: true);

    /// <summary>
    /// Subscribes <paramref name="source"/> at frame 0 (or at the <c>^</c> of <paramref name="subscriptionMarbles"/>,
    /// disposing the subscription at its <c>!</c>) and records what it sends; assert with
    /// <see cref="ObservableExpectation{T}.ToBe"/>. Make every expectation of a test before its first <c>ToBe</c>.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="source">The observable under test.</param>
    /// <param name="subscriptionMarbles">When to subscribe and unsubscribe, e.g. <c>"--^---!"</c> (frame 0 and never when null).</param>
    /// <returns>The expectation.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="scheduler"/> or <paramref name="source"/> is null.</exception>
    /// <exception cref="MarbleException">The subscription diagram cannot be read.</exception>
    /// <exception cref="InvalidOperationException">The scheduler was already flushed, or its clock is past the subscription time.</exception>
    public static ObservableExpectation<T> ExpectObservable<T>(this TestScheduler scheduler, IObservable<T> source, string? subscriptionMarbles = null)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(source);
        return new ObservableExpectation<T>(MarbleSession.Of(scheduler), source, subscriptionMarbles);
    }

    /// <summary>Starts an assertion on a subscription log (<see cref="ITestableObservable{T}.Subscriptions"/>); see <see cref="SubscriptionExpectation.ToBe"/>.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="subscriptions">The log, read when <c>ToBe</c> runs.</param>
    /// <returns>The expectation.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="scheduler"/> or <paramref name="subscriptions"/> is null.</exception>
    public static SubscriptionExpectation ExpectSubscriptions(this TestScheduler scheduler, IList<Subscription> subscriptions)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(subscriptions);
        return new SubscriptionExpectation(MarbleSession.Of(scheduler), subscriptions);
    }

    /// <summary>
    /// Runs the scheduler up to <see cref="MarbleOptions.MaxFrames"/> frames past the latest time any diagram of the
    /// test mentions (every <c>ToBe</c> does this first); work due later is not run.
    /// </summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <exception cref="ArgumentNullException"><paramref name="scheduler"/> is null.</exception>
    public static void Flush(this TestScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        MarbleSession.Of(scheduler).Flush();
    }

    private static ITestableObservable<T> MakeHot<T>(TestScheduler scheduler, string marbles, IReadOnlyDictionary<char, T>? values, Exception? error, bool mapped)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(marbles);
        if (mapped)
        {
            ArgumentNullException.ThrowIfNull(values);
        }

        var session = MarbleSession.Of(scheduler);
        var parsed = MarbleParser.ParseObservable(marbles, session.TicksPerFrame, allowSubscriptionPoint: true, "a hot diagram");
        foreach (var e in parsed.Events)
        {
            if (session.Origin + e.Offset <= scheduler.Clock)
            {
                throw new MarbleException(marbles, e.Column, $"this event falls at tick {session.Origin + e.Offset}, not after the scheduler's clock ({scheduler.Clock}): raise MarbleOptions.Origin.");
            }
        }

        var messages = MarbleValues.Messages(marbles, parsed, session.Origin, values, error);
        session.Mention(session.Origin + parsed.End);
        var hot = scheduler.CreateHotObservable(messages);
        session.Inputs.Add(() => MarbleLane.Create("hot  " + marbles, hot.Messages, hot.Subscriptions));
        return hot;
    }

    private static ITestableObservable<T> MakeCold<T>(TestScheduler scheduler, string marbles, IReadOnlyDictionary<char, T>? values, Exception? error, bool mapped)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(marbles);
        if (mapped)
        {
            ArgumentNullException.ThrowIfNull(values);
        }

        var session = MarbleSession.Of(scheduler);
        var parsed = MarbleParser.ParseObservable(marbles, session.TicksPerFrame, allowSubscriptionPoint: false, "a cold diagram");
        var messages = MarbleValues.Messages(marbles, parsed, 0, values, error);
        session.Mention(session.Origin + parsed.End);
        var cold = scheduler.CreateColdObservable(messages);

        // Drawn as played by its first subscription (or from frame 0 when never subscribed).
        session.Inputs.Add(() =>
        {
            var start = cold.Subscriptions.Count > 0 ? cold.Subscriptions[0].Subscribe : session.Origin;
            var played = cold.Messages.Select(m => new Recorded<Notification<T>>(start + m.Time, m.Value));
            return MarbleLane.Create("cold " + marbles, played, cold.Subscriptions);
        });
        return cold;
    }
}
