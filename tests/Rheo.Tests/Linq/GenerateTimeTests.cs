using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

public class GenerateTimeTests : ReactiveTest
{
    [Fact]
    public void Generate_RelativeTime()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Generate(0, x => x <= 3, x => x + 1, x => x + 1, x => TimeSpan.FromTicks(x + 1), scheduler));
        res.Messages.AssertEqual(OnNext(202, 1), OnNext(204, 2), OnNext(207, 3), OnNext(211, 4), OnCompleted<int>(211));
    }

    [Fact]
    public void Generate_AbsoluteTime()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Generate(0, x => x <= 2, x => x + 1, x => x * 10, x => new DateTimeOffset(300 + (x * 50), TimeSpan.Zero), scheduler));
        res.Messages.AssertEqual(OnNext(300, 0), OnNext(350, 10), OnNext(400, 20), OnCompleted<int>(400));
    }

    [Fact]
    public void Generate_ThrowingCallback_Fails()
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        var res = scheduler.Start(() => Observable.Generate(0, x => true, x => x < 1 ? x + 1 : throw ex, x => x, x => TimeSpan.FromTicks(10), scheduler));
        res.Messages.AssertEqual(OnNext(211, 0), OnNext(221, 1), OnError<int>(221, ex));
    }

    [Fact]
    public void Generate_Dispose_Stops()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Generate(0, x => true, x => x + 1, x => x, x => TimeSpan.FromTicks(100), scheduler), 450);
        res.Messages.AssertEqual(OnNext(301, 0), OnNext(401, 1));
    }
}
