using Rheo;

namespace Rheo.Tests.Support;

/// <summary>Subscribes a <see cref="RecordingObserver{T}"/> to an aggregate and checks the grammar.</summary>
public static class AggregationRecord
{
    public static RecordingObserver<T> Of<T>(IObservable<T> source)
    {
        var observer = new RecordingObserver<T>();
        source.Subscribe(observer);
        observer.AssertGrammar();
        return observer;
    }

    /// <summary>Asserts the aggregate emitted exactly <paramref name="expected"/> and completed.</summary>
    public static void Single<T>(IObservable<T> source, T expected)
    {
        var observer = Of(source);
        Assert.Null(observer.Error);
        Assert.Equal([expected], observer.Values);
        Assert.True(observer.Completed);
    }

    /// <summary>Asserts the aggregate failed with an exception of type <typeparamref name="TException"/> and emitted nothing.</summary>
    public static TException Fails<T, TException>(IObservable<T> source)
        where TException : Exception
    {
        var observer = Of(source);
        Assert.Empty(observer.Values);
        Assert.False(observer.Completed);
        return Assert.IsType<TException>(observer.Error);
    }
}
