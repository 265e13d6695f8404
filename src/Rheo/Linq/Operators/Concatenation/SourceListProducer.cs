using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The operators that run a list of sources one after another (<c>Concat</c>, <c>Catch</c>,
/// <c>OnErrorResumeNext</c>): the list is pushed on the sink's <see cref="FlatSourceStack{T}"/>, which expands a
/// nested list of the same operator (and <c>Defer</c>) in place, and the sink's drain loop subscribes each source
/// in turn, so the stack stays constant however deep the nesting.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal abstract class SourceListProducer<T> : Producer<T>, FlatSourceStack<T>.INested
{
    protected SourceListProducer(IObservable<T>[] sources) => Array = sources;

    protected SourceListProducer(IEnumerable<IObservable<T>> sources) => Enumerable = sources;

    public IObservable<T>[]? Array { get; }

    public IEnumerable<IObservable<T>>? Enumerable { get; }

    public sealed override void Run(ISubscriber<T> subscriber)
    {
        var sink = CreateSink(subscriber);
        subscriber.OnSubscribe(sink);
        try
        {
            sink.Stack.Push(this);
        }
        catch (Exception error)
        {
            subscriber.OnError(error);
            return;
        }

        sink.Start();
    }

    /// <summary>Creates the sink that decides what an error, a completion and the end of the list mean.</summary>
    protected abstract Sink CreateSink(ISubscriber<T> subscriber);

    /// <summary>The drain loop over the stack of sources; <typeparamref name="TNested"/> is the operator whose nested lists are expanded.</summary>
    /// <typeparam name="TNested">The concrete operator type.</typeparam>
    internal abstract class Sink<TNested>(ISubscriber<T> downstream) : Sink(downstream)
        where TNested : class, FlatSourceStack<T>.INested
    {
        protected sealed override IObservable<T>? NextSource() => Stack.Next<TNested>();
    }

    /// <summary>The part of the sink the producer sees: the stack of sources.</summary>
    internal abstract class Sink(ISubscriber<T> downstream) : TailLoopSink<T>(downstream)
    {
        /// <summary>The pending sources (a mutable struct: always used through this field).</summary>
        public FlatSourceStack<T> Stack;

        protected sealed override void Cleanup() => Stack.Clear();
    }
}
