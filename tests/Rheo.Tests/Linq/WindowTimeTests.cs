using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

public class WindowTimeTests : ReactiveTest
{
    private static string[] Run(TestScheduler scheduler, Func<IObservable<IObservable<int>>> create)
    {
        var res = scheduler.Start(() => create().Select((w, i) => w.ToList().Select(l => $"{i}:[{string.Join(",", l)}]")).Merge());
        return res.Messages.Select(m => m.Value.Kind == NotificationKind.OnNext ? $"{m.Time}:{m.Value.Value}" : $"{m.Time}:{m.Value.Kind}").ToArray();
    }

    [Fact]
    public void Window_TimeSpan_Consecutive()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(240, 2), OnNext(260, 3), OnCompleted<int>(320));
        Assert.Equal(["250:0:[1,2]", "300:1:[3]", "320:2:[]", "320:OnCompleted"], Run(scheduler, () => xs.Window(TimeSpan.FromTicks(50), scheduler)));
    }

    [Fact]
    public void Window_TimeSpanTimeShift_Overlapping()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(240, 3), OnNext(280, 4), OnNext(320, 5), OnNext(360, 6), OnNext(390, 7), OnCompleted<int>(400));
        Assert.Equal(
            ["300:0:[3,4]", "370:1:[4,5,6]", "400:2:[6,7]", "400:OnCompleted"],
            Run(scheduler, () => xs.Window(TimeSpan.FromTicks(100), TimeSpan.FromTicks(70), scheduler)));
    }

    [Fact]
    public void Window_TimeSpanCount_WhicheverFirst()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, 3), OnNext(240, 4), OnNext(300, 5), OnNext(350, 6), OnCompleted<int>(400));
        Assert.Equal(
            ["230:0:[1,2,3]", "330:1:[4,5]", "400:2:[6]", "400:OnCompleted"],
            Run(scheduler, () => xs.Window(TimeSpan.FromTicks(100), 3, scheduler)));
    }

    [Fact]
    public void Window_Time_Error_FailsWindows()
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnError<int>(260, ex));
        var res = scheduler.Start(() => xs.Window(TimeSpan.FromTicks(100), scheduler).Merge());
        res.Messages.AssertEqual(OnNext(210, 1), OnError<int>(260, ex));
    }
}
