using Rheo.Concurrency;
using Rheo.PlatformServices;

namespace Rheo.Tests.Concurrency;

public class ConcurrencyAbstractionLayerTests
{
    private static IConcurrencyAbstractionLayer Layer() => new CurrentPlatformEnlightenmentProvider().GetService<IConcurrencyAbstractionLayer>([])!;

    [Fact]
    public void StartTimer_RunsOnceWithItsState()
    {
        using var done = new ManualResetEventSlim();
        object? seen = null;
        var state = new object();
        using var timer = Layer().StartTimer(s =>
        {
            seen = s;
            done.Set();
        }, state, TimeSpan.FromTicks(-5));
        done.WaitWithin();
        Assert.Same(state, seen);
    }

    [Fact]
    public void StartTimer_DisposedBeforeItFires_NeverRuns()
    {
        var layer = Layer();
        var ran = false;
        layer.StartTimer(_ => ran = true, null, TimeSpan.FromHours(1)).Dispose();

        // A later timer on the same queue fires; the disposed one still has not run.
        using var later = new ManualResetEventSlim();
        using var marker = layer.StartTimer(_ => later.Set(), null, TimeSpan.Zero);
        later.WaitWithin();
        Assert.False(ran);
    }

    [Fact]
    public void StartPeriodicTimer_TicksRepeatedly()
    {
        using var ticks = new CountdownEvent(3);
        var timer = Layer().StartPeriodicTimer(() =>
        {
            if (!ticks.IsSet)
            {
                ticks.Signal();
            }
        }, TimeSpan.FromMilliseconds(1));
        ticks.WaitWithin();
        timer.Dispose();
    }

    [Fact]
    public void StartPeriodicTimer_ZeroPeriodRunsBackToBackOnAThread()
    {
        using var done = new ManualResetEventSlim();
        var count = 0;
        var onPool = true;
        IDisposable? timer = null;
        timer = Layer().StartPeriodicTimer(() =>
        {
            onPool = Thread.CurrentThread.IsThreadPoolThread;
            if (++count == 100)
            {
                done.Set();
            }
        }, TimeSpan.Zero);
        done.WaitWithin();
        timer.Dispose();
        Assert.False(onPool);
    }

    [Fact]
    public void QueueUserWorkItem_RunsOnThePoolWithItsState()
    {
        var layer = Layer();
        using var done = new ManualResetEventSlim();
        var onPool = false;
        layer.QueueUserWorkItem(s =>
        {
            onPool = Thread.CurrentThread.IsThreadPoolThread;
            ((ManualResetEventSlim)s!).Set();
        }, done);
        done.WaitWithin();
        Assert.True(onPool);
    }

    [Fact]
    public void StartThread_RunsOnABackgroundThread()
    {
        using var done = new ManualResetEventSlim();
        var background = false;
        Layer().StartThread(s =>
        {
            background = Thread.CurrentThread.IsBackground && !Thread.CurrentThread.IsThreadPoolThread;
            ((ManualResetEventSlim)s!).Set();
        }, done);
        done.WaitWithin();
        Assert.True(background);
    }

    [Fact]
    public void StopwatchSleepAndLongRunning()
    {
        var layer = Layer();
        Assert.True(layer.SupportsLongRunning);
        var stopwatch = layer.StartStopwatch();
        layer.Sleep(TimeSpan.FromTicks(-1));
        layer.Sleep(TimeSpan.FromMilliseconds(1));
        Assert.True(stopwatch.Elapsed >= TimeSpan.FromMilliseconds(1));
    }

    [Fact]
    public void ArgumentChecks()
    {
        var layer = Layer();
        Assert.Equal("period", Assert.Throws<ArgumentOutOfRangeException>(() => layer.StartPeriodicTimer(() => { }, TimeSpan.FromTicks(-1))).ParamName);
        Assert.Equal("action", Assert.Throws<ArgumentNullException>(() => layer.StartPeriodicTimer(null!, TimeSpan.FromSeconds(1))).ParamName);
        Assert.Equal("action", Assert.Throws<ArgumentNullException>(() => layer.StartTimer(null!, null, TimeSpan.Zero)).ParamName);
        Assert.Equal("action", Assert.Throws<ArgumentNullException>(() => layer.QueueUserWorkItem(null!, null)).ParamName);
        Assert.Equal("action", Assert.Throws<ArgumentNullException>(() => layer.StartThread(null!, null)).ParamName);
    }
}
