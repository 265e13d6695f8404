using Rheo.Internal;
using Rheo.Joins;

namespace Rheo.Linq.Operators;

/// <summary><c>When</c>: runs join plans; the work is done by <see cref="JoinWhenSink{TResult}"/>.</summary>
internal sealed class When<TResult>(Plan<TResult>[] plans) : Producer<TResult>
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new JoinWhenSink<TResult>(subscriber);
        subscriber.OnSubscribe(sink);
        sink.Start(plans);
    }
}
