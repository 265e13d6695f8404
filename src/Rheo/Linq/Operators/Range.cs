using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Range</c>: a plain loop that checks its disposed flag before each value.</summary>
internal sealed class Range(int start, int count) : Producer<int>
{
    public override void Run(ISubscriber<int> subscriber)
    {
        var sink = new LoopSink();
        subscriber.OnSubscribe(sink);
        var end = start + count;
        for (var i = start; i != end; i++)
        {
            if (sink.IsDisposed)
            {
                return;
            }

            subscriber.OnNext(i);
        }

        if (!sink.IsDisposed)
        {
            subscriber.OnCompleted();
        }
    }
}
