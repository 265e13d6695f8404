namespace Rheo;

/// <summary>
/// An observer whose methods return a result, as in Rx.NET: the visitor that
/// <see cref="Notification{T}.Accept{TResult}(IObserver{T, TResult})"/> calls with the message it stands for.
/// </summary>
/// <typeparam name="TValue">The element type received.</typeparam>
/// <typeparam name="TResult">The result type of each call.</typeparam>
public interface IObserver<in TValue, out TResult>
{
    /// <summary>Receives a value.</summary>
    /// <param name="value">The value.</param>
    /// <returns>The observer's result for the value.</returns>
    TResult OnNext(TValue value);

    /// <summary>Receives an error.</summary>
    /// <param name="exception">The error.</param>
    /// <returns>The observer's result for the error.</returns>
    TResult OnError(Exception exception);

    /// <summary>Receives completion.</summary>
    /// <returns>The observer's result for completion.</returns>
    TResult OnCompleted();
}
