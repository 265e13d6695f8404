using Rheo.Concurrency;
using Rheo.Concurrency.Precision;

namespace Rheo.Tests.Concurrency;

/// <summary>How long before a due time the precision timer starts spinning, learned from sleep overshoots.</summary>
public class SpinWindowEstimatorTests
{
    // One timestamp tick per microsecond keeps the figures readable.
    private const long Frequency = 1_000_000;

    [Fact]
    public void Balanced_StartsAtTwiceItsFloor()
    {
        // Before the first sleep the overshoot is taken to be the 30 µs floor.
        var estimator = new SpinWindowEstimator(PrecisionTimerMode.Balanced, Frequency);

        Assert.Equal(60, estimator.Window);
    }

    [Fact]
    public void Balanced_CoversTheOvershootOfNinetyNineSleepsInAHundred()
    {
        // 98 sleeps in 100 overshoot by 20 µs, 2 by 150 µs: twice the average is about 45 µs, which would leave
        // 2% of the ticks about 100 µs late. The window must learn the 150 µs.
        var estimator = new SpinWindowEstimator(PrecisionTimerMode.Balanced, Frequency);

        for (var i = 0; i < 50_000; i++)
        {
            estimator.Observe(i % 50 == 0 ? 150 : 20);
        }

        Assert.InRange(estimator.Window, 140, 160);
    }

    [Fact]
    public void Balanced_IgnoresATailRarerThanOneInAHundred()
    {
        // 1 sleep in 400 overshoots by 300 µs: spinning for it would cost a 300 µs spin on every tick for the sake
        // of a quarter of a percent of them. The window stays at twice the average overshoot.
        var estimator = new SpinWindowEstimator(PrecisionTimerMode.Balanced, Frequency);

        for (var i = 0; i < 50_000; i++)
        {
            estimator.Observe(i % 400 == 0 ? 300 : 20);
        }

        Assert.InRange(estimator.Window, 30, 60);
    }

    [Fact]
    public void Balanced_ForgetsAnOldTailSlowly()
    {
        var estimator = new SpinWindowEstimator(PrecisionTimerMode.Balanced, Frequency);
        for (var i = 0; i < 20_000; i++)
        {
            estimator.Observe(i % 20 == 0 ? 200 : 20);
        }

        var learned = estimator.Window;
        for (var i = 0; i < 1_000; i++)
        {
            estimator.Observe(20);
        }

        var afterAQuietSecond = estimator.Window;
        for (var i = 0; i < 20_000; i++)
        {
            estimator.Observe(20);
        }

        Assert.InRange(learned, 190, 210);
        Assert.InRange(afterAQuietSecond, learned - 30, learned);
        Assert.Equal(40, estimator.Window);
    }

    [Fact]
    public void Balanced_NeverSpinsLongerThan500Microseconds()
    {
        var estimator = new SpinWindowEstimator(PrecisionTimerMode.Balanced, Frequency);

        for (var i = 0; i < 10_000; i++)
        {
            estimator.Observe(5_000);
        }

        Assert.Equal(500, estimator.Window);
    }

    [Fact]
    public void EarlyWakeUps_CountAsNoOvershoot()
    {
        var estimator = new SpinWindowEstimator(PrecisionTimerMode.Balanced, Frequency);

        for (var i = 0; i < 10_000; i++)
        {
            estimator.Observe(-50);
        }

        Assert.Equal(30, estimator.Window);
    }

    [Fact]
    public void LowestLatency_FollowsTheRecentWorstCase()
    {
        var estimator = new SpinWindowEstimator(PrecisionTimerMode.LowestLatency, Frequency);

        estimator.Observe(2_000);
        for (var i = 0; i < 100; i++)
        {
            estimator.Observe(20);
        }

        // 2,000 µs decayed by 0.999 per sleep for 100 sleeps, times 1.25.
        Assert.InRange(estimator.Window, 2_250, 2_270);
    }
}
