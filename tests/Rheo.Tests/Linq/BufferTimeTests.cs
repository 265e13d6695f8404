using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

public class BufferTimeTests : ReactiveTest
{
    internal static string[] Describe(IEnumerable<Recorded<Notification<IList<int>>>> messages) =>
        messages.Select(m => m.Value.Kind switch
        {
            NotificationKind.OnNext => $"{m.Time}:[{string.Join(",", m.Value.Value)}]",
            NotificationKind.OnCompleted => $"{m.Time}:done",
            _ => $"{m.Time}:error",
        }).ToArray();

    [Fact]
    public void Buffer_TimeSpan_Consecutive()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(240, 2), OnNext(260, 3), OnNext(330, 4), OnCompleted<int>(420));
        var res = scheduler.Start(() => xs.Buffer(TimeSpan.FromTicks(50), scheduler));
        Assert.Equal(["250:[1,2]", "300:[3]", "350:[4]", "400:[]", "420:[]", "420:done"], Describe(res.Messages));
    }

    [Fact]
    public void Buffer_TimeSpanTimeShift_Overlapping()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(240, 3), OnNext(280, 4), OnNext(320, 5), OnNext(360, 6), OnNext(390, 7), OnCompleted<int>(400));
        var res = scheduler.Start(() => xs.Buffer(TimeSpan.FromTicks(100), TimeSpan.FromTicks(70), scheduler));
        Assert.Equal(["300:[3,4]", "370:[4,5,6]", "400:[6,7]", "400:done"], Describe(res.Messages));
        xs.Subscriptions.AssertEqual(Subscribe(200, 400));
    }

    [Fact]
    public void Buffer_TimeSpanTimeShift_Gapped()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(240, 3), OnNext(280, 4), OnNext(320, 5), OnNext(390, 6), OnCompleted<int>(420));
        var res = scheduler.Start(() => xs.Buffer(TimeSpan.FromTicks(50), TimeSpan.FromTicks(100), scheduler));
        Assert.Equal(["250:[3]", "350:[5]", "420:[]", "420:done"], Describe(res.Messages));
    }

    [Fact]
    public void Buffer_TimeSpanCount_WhicheverFirst()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, 3), OnNext(240, 4), OnNext(300, 5), OnNext(350, 6), OnCompleted<int>(400));
        var res = scheduler.Start(() => xs.Buffer(TimeSpan.FromTicks(100), 3, scheduler));
        Assert.Equal(["230:[1,2,3]", "330:[4,5]", "400:[6]", "400:done"], Describe(res.Messages));
    }

    [Fact]
    public void Buffer_Time_Error_DropsBuffers()
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnError<int>(260, ex));
        var res = scheduler.Start(() => xs.Buffer(TimeSpan.FromTicks(100), TimeSpan.FromTicks(30), scheduler));
        Assert.Equal(["260:error"], Describe(res.Messages));
    }

    [Fact]
    public void Buffer_Time_Arguments()
    {
        Assert.Throws<ArgumentOutOfRangeException>("timeSpan", () => Observable.Return(1).Buffer(TimeSpan.Zero));
        Assert.Throws<ArgumentOutOfRangeException>("timeShift", () => Observable.Return(1).Buffer(TimeSpan.FromTicks(1), TimeSpan.Zero));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => Observable.Return(1).Buffer(TimeSpan.FromTicks(1), 0));
    }
}
