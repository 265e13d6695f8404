using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Subjects;

/// <summary>
/// Subscribing, unsubscribing and publishing to a subject from inside its own delivery (synchronously or after the
/// observer has yielded). Every wait is bounded, so a deadlock fails the test instead of hanging it.
/// </summary>
public sealed class AsyncSubjectReentrancyTests
{
    private static readonly TimeSpan Limit = Bounded.Timeout;

    public static TheoryData<string, bool> Subjects()
    {
        var data = new TheoryData<string, bool>();
        foreach (var kind in new[] { "simple", "behavior", "replay" })
        {
            data.Add(kind, false);
            data.Add(kind, true);
        }

        return data;
    }

    public static TheoryData<string, bool, bool> SubjectsAndYield()
    {
        var data = new TheoryData<string, bool, bool>();
        foreach (var kind in new[] { "simple", "behavior", "replay" })
        {
            foreach (var concurrent in new[] { false, true })
            {
                data.Add(kind, concurrent, false);
                data.Add(kind, concurrent, true);
            }
        }

        return data;
    }

    private static PublishingAsyncSubject<int> Create(string kind, bool concurrent) => (kind, concurrent) switch
    {
        ("simple", false) => new SequentialSimpleAsyncSubject<int>(),
        ("simple", true) => new ConcurrentSimpleAsyncSubject<int>(),
        ("behavior", false) => new SequentialBehaviorAsyncSubject<int>(0),
        ("behavior", true) => new ConcurrentBehaviorAsyncSubject<int>(0),
        ("replay", false) => new SequentialReplayAsyncSubject<int>(),
        _ => new ConcurrentReplayAsyncSubject<int>(),
    };

    private static async ValueTask MaybeYield(bool yield)
    {
        if (yield)
        {
            await Task.Yield();
        }
    }

    [Fact]
    public async Task ReplaySelectorSubscribingTwiceDoesNotDeadlock()
    {
        var values = await AsyncObservable.Range(1, 3).Replay(ys => ys.Concat(ys)).ToListAsync().AsTask().WaitAsync(Limit);
        Assert.Equal(new[] { 1, 2, 3, 1, 2, 3 }, values);

        var last = await AsyncObservable.Range(1, 3).Replay(ys => ys.Concat(ys), 1).ToListAsync().AsTask().WaitAsync(Limit);
        Assert.Equal(new[] { 1, 2, 3, 3 }, last);

        var published = await AsyncObservable.Range(1, 3).Publish(ys => ys.Concat(ys)).ToListAsync().AsTask().WaitAsync(Limit);
        Assert.Equal(new[] { 1, 2, 3 }, published);
    }

    [Fact]
    public async Task ReplaySelectorSubscribingInsideAValueDoesNotDeadlock()
    {
        // Each value subscribes to the shared sequence again and takes the values replayed so far.
        var values = await AsyncObservable.Range(1, 3)
            .Replay(ys => ys.SelectMany(x => ys.Take(x)))
            .ToListAsync().AsTask().WaitAsync(Limit);
        Assert.Equal(new[] { 1, 1, 2, 1, 2, 3 }, values);
    }

    [Theory]
    [MemberData(nameof(SubjectsAndYield))]
    public async Task ObserverSubscribingAnotherInsideDelivery(string kind, bool concurrent, bool yield)
    {
        var subject = Create(kind, concurrent);
        var b = new AsyncRecordingObserver<int>();
        var a = new AsyncRecordingObserver<int>(async x =>
        {
            await MaybeYield(yield);
            if (x == 1)
            {
                await subject.SubscribeAsync(b).AsTask().WaitAsync(Limit);
            }
        });
        await subject.SubscribeAsync(a);
        for (var i = 1; i <= 3; i++)
        {
            await subject.OnNextAsync(i).AsTask().WaitAsync(Limit);
        }

        await subject.OnCompletedAsync().AsTask().WaitAsync(Limit);

        // A subscriber added during a delivery does not get that value live; behavior and replay subjects give it
        // the value as their replay (it was recorded before the delivery started), exactly once.
        int[] expected = kind switch
        {
            "simple" => [2, 3],
            "behavior" => [1, 2, 3],
            _ => [1, 2, 3],
        };
        Assert.Equal(expected, b.Values);
        Assert.Equal(kind == "behavior" ? new[] { 0, 1, 2, 3 } : new[] { 1, 2, 3 }, a.Values);
        Assert.True(a.Completed);
        Assert.True(b.Completed);
        a.AssertGrammar();
        b.AssertGrammar();
    }

    [Theory]
    [MemberData(nameof(SubjectsAndYield))]
    public async Task ObserverSubscribingInsideCompletion(string kind, bool concurrent, bool yield)
    {
        var subject = Create(kind, concurrent);
        var late = new AsyncRecordingObserver<int>();
        await subject.SubscribeAsync(
            _ => default,
            onCompletedAsync: async () =>
            {
                await MaybeYield(yield);
                await subject.SubscribeAsync(late).AsTask().WaitAsync(Limit);
            });
        await subject.OnNextAsync(1).AsTask().WaitAsync(Limit);
        await subject.OnCompletedAsync().AsTask().WaitAsync(Limit);
        Assert.True(late.Completed);
        Assert.Equal(kind == "replay" ? new[] { 1 } : [], late.Values);
        late.AssertGrammar();
    }

    [Theory]
    [MemberData(nameof(SubjectsAndYield))]
    public async Task DisposingInsideDeliveryStopsLaterDeliveries(string kind, bool concurrent, bool yield)
    {
        var subject = Create(kind, concurrent);
        IAsyncDisposable? selfHandle = null;
        IAsyncDisposable? otherHandle = null;
        var self = new AsyncRecordingObserver<int>(async x =>
        {
            await MaybeYield(yield);
            if (x == 2)
            {
                await selfHandle!.DisposeAsync().AsTask().WaitAsync(Limit);
            }
        });
        var killer = new AsyncRecordingObserver<int>(async x =>
        {
            await MaybeYield(yield);
            if (x == 2)
            {
                await otherHandle!.DisposeAsync().AsTask().WaitAsync(Limit);
            }
        });
        var other = new AsyncRecordingObserver<int>();
        selfHandle = await subject.SubscribeAsync(self);
        await subject.SubscribeAsync(killer);
        otherHandle = await subject.SubscribeAsync(other);
        for (var i = 1; i <= 4; i++)
        {
            await subject.OnNextAsync(i).AsTask().WaitAsync(Limit);
        }

        await subject.OnCompletedAsync().AsTask().WaitAsync(Limit);
        var initial = kind == "behavior" ? new[] { 0 } : [];
        Assert.Equal([.. initial, 1, 2], self.Values);
        Assert.Equal(0, self.TerminalCount);
        Assert.Equal([.. initial, 1, 2, 3, 4], killer.Values);

        // "other" is reached after "killer" disposed it, so it does not get 2; only when "killer" yields first and the
        // subject publishes concurrently may "other" have been called with 2 already.
        if (concurrent && yield)
        {
            Assert.Contains(other.Values.Length, new[] { initial.Length + 1, initial.Length + 2 });
        }
        else
        {
            Assert.Equal([.. initial, 1], other.Values);
        }

        Assert.Equal(0, other.TerminalCount);
        self.AssertGrammar();
        other.AssertGrammar();
    }

    [Theory]
    [MemberData(nameof(SubjectsAndYield))]
    public async Task PublishingInsideDeliveryIsQueuedBehindIt(string kind, bool concurrent, bool yield)
    {
        var subject = Create(kind, concurrent);
        var nestedReturned = new List<bool>();
        var a = new AsyncRecordingObserver<int>(async x =>
        {
            await MaybeYield(yield);
            if (x is 1 or 2)
            {
                var nested = subject.OnNextAsync(x + 10);
                lock (nestedReturned)
                {
                    nestedReturned.Add(nested.IsCompleted);
                }

                await nested.AsTask().WaitAsync(Limit);
            }
        });
        var b = new AsyncRecordingObserver<int>();
        await subject.SubscribeAsync(a);
        await subject.SubscribeAsync(b);
        await subject.OnNextAsync(1).AsTask().WaitAsync(Limit);

        // The outer call completes once the queued value has been delivered too.
        var initial = kind == "behavior" ? new[] { 0 } : [];
        Assert.Equal([.. initial, 1, 11], b.Values);
        await subject.OnNextAsync(2).AsTask().WaitAsync(Limit);
        await subject.OnNextAsync(3).AsTask().WaitAsync(Limit);
        await subject.OnCompletedAsync().AsTask().WaitAsync(Limit);
        Assert.Equal([.. initial, 1, 11, 2, 12, 3], a.Values);
        Assert.Equal([.. initial, 1, 11, 2, 12, 3], b.Values);
        Assert.Equal(new[] { true, true }, nestedReturned);
        Assert.True(a.Completed);
        Assert.True(b.Completed);
        a.AssertGrammar();
        b.AssertGrammar();
        if (kind == "replay")
        {
            var late = new AsyncRecordingObserver<int>();
            await subject.SubscribeAsync(late).AsTask().WaitAsync(Limit);
            Assert.Equal(new[] { 1, 11, 2, 12, 3 }, late.Values);
        }
    }

    [Theory]
    [MemberData(nameof(SubjectsAndYield))]
    public async Task TerminatingInsideDeliveryEndsAfterIt(string kind, bool concurrent, bool yield)
    {
        var subject = Create(kind, concurrent);
        var a = new AsyncRecordingObserver<int>(async x =>
        {
            await MaybeYield(yield);
            if (x == 1)
            {
                await subject.OnCompletedAsync().AsTask().WaitAsync(Limit);
                await subject.OnNextAsync(99).AsTask().WaitAsync(Limit);
            }
        });
        var b = new AsyncRecordingObserver<int>();
        await subject.SubscribeAsync(a);
        await subject.SubscribeAsync(b);
        await subject.OnNextAsync(1).AsTask().WaitAsync(Limit);
        await subject.OnNextAsync(2).AsTask().WaitAsync(Limit);
        var initial = kind == "behavior" ? new[] { 0 } : [];
        Assert.Equal([.. initial, 1], a.Values);
        Assert.Equal([.. initial, 1], b.Values);
        Assert.True(a.Completed);
        Assert.True(b.Completed);
        a.AssertGrammar();
        b.AssertGrammar();
    }

    [Theory]
    [MemberData(nameof(Subjects))]
    public async Task ErrorInsideDeliveryReachesEveryObserverOnce(string kind, bool concurrent)
    {
        var subject = Create(kind, concurrent);
        var boom = new FormatException("boom");
        var a = new AsyncRecordingObserver<int>(async x =>
        {
            if (x == 1)
            {
                await subject.OnErrorAsync(boom).AsTask().WaitAsync(Limit);
            }
        });
        var b = new AsyncRecordingObserver<int>();
        await subject.SubscribeAsync(a);
        await subject.SubscribeAsync(b);
        await subject.OnNextAsync(1).AsTask().WaitAsync(Limit);
        Assert.Same(boom, a.Error);
        Assert.Same(boom, b.Error);
        Assert.Equal(1, b.TerminalCount);
        a.AssertGrammar();
        b.AssertGrammar();
    }

    [Theory]
    [MemberData(nameof(Subjects))]
    public async Task PublishingFromAReplayDoesNotDeadlock(string kind, bool concurrent)
    {
        var subject = Create(kind, concurrent);
        await subject.OnNextAsync(1);
        var first = new AsyncRecordingObserver<int>();
        await subject.SubscribeAsync(first);

        // The joining observer publishes while it receives its replay (behavior: the latest value; replay: 1).
        var joiner = new AsyncRecordingObserver<int>(async x =>
        {
            if (x == 1)
            {
                await subject.OnNextAsync(5).AsTask().WaitAsync(Limit);
            }
        });
        await subject.SubscribeAsync(joiner).AsTask().WaitAsync(Limit);
        await subject.OnNextAsync(6).AsTask().WaitAsync(Limit);
        await subject.OnCompletedAsync().AsTask().WaitAsync(Limit);
        switch (kind)
        {
            case "simple":
                Assert.Equal(new[] { 6 }, joiner.Values);
                Assert.Equal(new[] { 6 }, first.Values);
                break;
            default:
                Assert.Equal(new[] { 1, 5, 6 }, joiner.Values);
                Assert.Equal(new[] { 1, 5, 6 }, first.Values);
                break;
        }

        joiner.AssertGrammar();
        first.AssertGrammar();
    }

    [Theory]
    [MemberData(nameof(Subjects))]
    public async Task JoinersUnderConcurrentProducersSeeEverythingOnce(string kind, bool concurrent)
    {
        const int Producers = 4;
        const int PerProducer = 2000;
        const int Joiners = 4;
        var subject = Create(kind, concurrent);
        var reference = new AsyncRecordingObserver<int>();
        await subject.SubscribeAsync(reference);
        var joiners = new AsyncRecordingObserver<int>[Joiners];
        var start = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var producers = Enumerable.Range(0, Producers).Select(p => Task.Run(async () =>
        {
            await start.Task;
            for (var i = 0; i < PerProducer; i++)
            {
                await subject.OnNextAsync((p * PerProducer) + i + 1);
            }
        })).ToArray();
        var subscribers = Enumerable.Range(0, Joiners).Select(j => Task.Run(async () =>
        {
            await start.Task;

            // Wait until part of the stream has gone by, then join with a slow-ish observer.
            while (reference.Count < (j + 1) * PerProducer / 2 && !Array.TrueForAll(producers, p => p.IsCompleted))
            {
                await Task.Yield();
            }

            joiners[j] = new AsyncRecordingObserver<int>(async _ => await Task.Yield());
            await subject.SubscribeAsync(joiners[j]);
        })).ToArray();
        start.SetResult();
        await Task.WhenAll(producers).WaitAsync(Limit);
        await Task.WhenAll(subscribers).WaitAsync(Limit);
        await subject.OnCompletedAsync().AsTask().WaitAsync(Limit);
        var all = reference.Values;
        Assert.Equal(Producers * PerProducer + (kind == "behavior" ? 1 : 0), all.Length);
        Assert.Equal(all.Length, all.Distinct().Count());
        foreach (var joiner in joiners)
        {
            await joiner.WaitAsync();
            joiner.AssertGrammar();
            Assert.True(joiner.Completed);
            var seen = joiner.Values;
            switch (kind)
            {
                case "replay":
                    Assert.Equal(all, seen);
                    break;
                case "behavior":
                    // The latest value, then everything after it: a suffix of the reference sequence.
                    Assert.Equal(all[^seen.Length..], seen);
                    break;
                default:
                    Assert.Equal(all[^seen.Length..], seen);
                    break;
            }
        }

        reference.AssertGrammar();
    }

    [Theory]
    [MemberData(nameof(Subjects))]
    public async Task ConcurrentProducersWithNestedPublishesDeliverEverythingOnce(string kind, bool concurrent)
    {
        const int Producers = 4;
        const int PerProducer = 1000;
        var subject = Create(kind, concurrent);

        // Each even outer value publishes its negation from inside the delivery (after yielding half the time).
        var echo = new AsyncRecordingObserver<int>(async x =>
        {
            if (x > 0 && x % 2 == 0)
            {
                if (x % 4 == 0)
                {
                    await Task.Yield();
                }

                await subject.OnNextAsync(-x);
            }
        });
        var plain = new AsyncRecordingObserver<int>();
        await subject.SubscribeAsync(echo);
        await subject.SubscribeAsync(plain);
        var producers = Enumerable.Range(0, Producers).Select(p => Task.Run(async () =>
        {
            for (var i = 0; i < PerProducer; i++)
            {
                await subject.OnNextAsync((p * PerProducer) + i + 1);
            }
        })).ToArray();
        await Task.WhenAll(producers).WaitAsync(Limit);
        await subject.OnCompletedAsync().AsTask().WaitAsync(Limit);
        var initial = kind == "behavior" ? 1 : 0;
        var values = plain.Values;
        Assert.Equal(initial + (Producers * PerProducer * 3 / 2), values.Length);
        Assert.Equal(values, echo.Values);
        for (var i = initial; i < values.Length; i++)
        {
            // A negation comes right after its value: it is queued behind the delivery that sent it.
            if (values[i] > 0 && values[i] % 2 == 0)
            {
                Assert.Equal(-values[i], values[i + 1]);
            }
        }

        plain.AssertGrammar();
        echo.AssertGrammar();
    }

    [Theory]
    [MemberData(nameof(Subjects))]
    public async Task GrammarEnforcingObserverPublishingInsideItsCallSeesNoOverlap(string kind, bool concurrent)
    {
        var subject = Create(kind, concurrent);
        var observer = new Republisher(subject);
        await subject.SubscribeAsync(observer);
        await subject.OnNextAsync(1).AsTask().WaitAsync(Limit);
        await subject.OnNextAsync(2).AsTask().WaitAsync(Limit);
        var initial = kind == "behavior" ? new[] { 0 } : [];
        Assert.Equal([.. initial, 1, 101, 2, 102], observer.Values);
    }

    [Fact]
    public async Task SynchronousPathsCompleteSynchronously_AndDeliverEveryMessage()
    {
        var behavior = new SequentialBehaviorAsyncSubject<int>(0);
        var simple = new SequentialSimpleAsyncSubject<int>();
        var sum = 0L;
        await behavior.SubscribeAsync(x => sum += x);
        await simple.SubscribeAsync(x => sum += x);

        // Every even value sends its successor from inside its delivery: the queued path.
        await simple.SubscribeAsync(x => x % 2 == 0 ? simple.OnNextAsync(x + 1) : default);
        for (var i = 0; i < 1_000; i += 2)
        {
            Assert.True(behavior.OnNextAsync(i).IsCompletedSuccessfully);
            Assert.True(simple.OnNextAsync(i).IsCompletedSuccessfully);
        }

        // behavior: the even values; simple: every value.
        Assert.Equal((500L * 499) + (1_000L * 999 / 2), sum);
    }

    [Theory]
    [MemberData(nameof(Subjects))]
    public async Task PublishingBackThroughAnotherSubjectDoesNotDeadlock(string kind, bool concurrent)
    {
        var first = Create(kind, concurrent);
        var second = new SequentialSimpleAsyncSubject<int>();
        var flow = new AsyncLocal<int>();
        var seen = new AsyncRecordingObserver<int>();
        await first.SubscribeAsync(seen);

        // first -> second -> back to first, after a yield and with the observer's own execution context changed.
        await first.SubscribeAsync(async x =>
        {
            if (x is > 0 and < 100)
            {
                await second.OnNextAsync(x).AsTask().WaitAsync(Limit);
            }
        });
        await second.SubscribeAsync(async x =>
        {
            flow.Value = x;
            await Task.Yield();
            await first.OnNextAsync(x + 100).AsTask().WaitAsync(Limit);
        });
        await first.OnNextAsync(1).AsTask().WaitAsync(Limit);
        await first.OnNextAsync(2).AsTask().WaitAsync(Limit);
        var initial = kind == "behavior" ? new[] { 0 } : [];
        Assert.Equal([.. initial, 1, 101, 2, 102], seen.Values);
        seen.AssertGrammar();
    }

    private sealed class Republisher(IAsyncObserver<int> subject) : AsyncObserverBase<int>
    {
        public List<int> Values { get; } = [];

        protected override async ValueTask OnNextAsyncCore(int value)
        {
            Values.Add(value);
            if (value is > 0 and < 100)
            {
                await Task.Yield();
                await subject.OnNextAsync(value + 100);
            }
        }

        protected override ValueTask OnErrorAsyncCore(Exception error) => default;

        protected override ValueTask OnCompletedAsyncCore() => default;
    }
}
