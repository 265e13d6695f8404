using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo.Tests.Stress;

public class TakeUntilTokenStressTests
{
    private const int Rounds = 200;
    private const int PerSource = 500;

    [Fact]
    public void TakeUntil_Token_CanceledWhileValuesFlow_OneCompletion_APrefixOfTheValues_AndTheSourceReleased()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            using var cts = new CancellationTokenSource();
            var source = new Subject<int>();
            var observer = new StressObserver<int>();
            using var subscription = source.TakeUntil(cts.Token).Subscribe(observer);

            StressThreads.Run(2, p =>
            {
                if (p == 0)
                {
                    for (var i = 0; i < PerSource; i++)
                    {
                        source.OnNext(i);
                    }
                }
                else
                {
                    cts.Cancel();
                }
            });

            observer.AssertCompletedOnce();
            Assert.Equal(Enumerable.Range(0, observer.Values.Count), observer.Values);
            Assert.False(source.HasObservers);
        }
    }
}
