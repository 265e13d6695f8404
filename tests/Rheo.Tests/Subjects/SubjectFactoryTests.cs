using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.Subjects;

public class SubjectFactoryTests
{
    [Fact]
    public void Create_JoinsAnObserverAndAnObservable()
    {
        var input = new RecordingObserver<int>();
        var output = new Subject<string>();
        var subject = Subject.Create<int, string>(input, output);
        var o = new RecordingObserver<string>();
        subject.Subscribe(o);
        subject.OnNext(1);
        subject.OnCompleted();
        output.OnNext("a");
        Assert.Equal([1], input.Values);
        Assert.True(input.Completed);
        Assert.Equal(["a"], o.Values);
    }

    [Fact]
    public void Create_SingleType_WorksWithOperators()
    {
        var inner = new Subject<int>();
        var subject = Subject.Create<int>(inner, inner.Select(x => x + 1));
        var o = new RecordingObserver<int>();
        subject.Take(2).Subscribe(o);
        subject.OnNext(1);
        subject.OnNext(2);
        subject.OnNext(3);
        Assert.Equal([2, 3], o.Values);
        Assert.True(o.Completed);
        Assert.False(inner.HasObservers);
        var error = new InvalidOperationException();
        var e = new RecordingObserver<int>();
        subject.Subscribe(e);
        subject.OnError(error);
        Assert.Same(error, e.Error);
    }

    [Fact]
    public void Create_ForeignObservable_GetsEdgeSafety()
    {
        var foreign = new Misbehaving();
        var subject = Subject.Create<int>(new RecordingObserver<int>(), foreign);
        var o = new RecordingObserver<int>();
        subject.Subscribe(o);
        Assert.Equal([1], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Factories_NullArguments_Throw()
    {
        var s = new Subject<int>();
        Assert.Throws<ArgumentNullException>("observer", () => Subject.Create<int>(null!, s));
        Assert.Throws<ArgumentNullException>("observable", () => Subject.Create<int>(s, null!));
        Assert.Throws<ArgumentNullException>("observer", () => Subject.Create<int, int>(null!, s));
        Assert.Throws<ArgumentNullException>("observable", () => Subject.Create<int, int>(s, null!));
        Assert.Throws<ArgumentNullException>("subject", () => Subject.Synchronize<int>(null!));
        Assert.Throws<ArgumentNullException>("subject", () => Subject.Synchronize<int, int>(null!));
        Assert.Throws<ArgumentNullException>("gate", () => Subject.Synchronize<int>(s, (object)null!));
        Assert.Throws<ArgumentNullException>("gate", () => Subject.Synchronize<int, int>(s, (object)null!));
        Assert.Throws<ArgumentNullException>("observer", () => Subject.Create<int>(s, s).Subscribe(null!));
    }

    [Fact]
    public void Synchronize_WithSharedGate_SerializesAndStopsAfterTerminal()
    {
        var gate = new object();
        var inner = new Subject<int>();
        var subject = Subject.Synchronize((ISubject<int, int>)inner, gate);
        var o = new RecordingObserver<int>();
        subject.Subscribe(o);
        var threads = Enumerable.Range(0, 4).Select(_ => new Thread(() =>
        {
            for (var i = 0; i < 10_000; i++)
            {
                subject.OnNext(i);
            }
        })).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }

        foreach (var t in threads)
        {
            Assert.True(t.Join(TimeSpan.FromSeconds(10)));
        }

        subject.OnCompleted();
        subject.OnCompleted();
        Assert.Equal(40_000, o.Values.Count);
        Assert.Equal(1, o.TerminalCount);
        o.AssertGrammar();
    }

    private sealed class Misbehaving : IObservable<int>
    {
        public IDisposable Subscribe(IObserver<int> observer)
        {
            observer.OnNext(1);
            observer.OnCompleted();
            observer.OnNext(2);
            observer.OnCompleted();
            return Rheo.Disposables.Disposable.Empty;
        }
    }
}
