using System.Runtime.CompilerServices;
using Rheo.Runtime.CompilerServices;

namespace Rheo;

/// <summary>
/// An observable that is also awaitable, and the return type an <c>async</c> method may declare
/// (<see cref="TaskObservableMethodBuilder{T}"/>): the method runs when called, and the observable signals its
/// return value and completion, or its exception, to every subscriber, early or late.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
[AsyncMethodBuilder(typeof(TaskObservableMethodBuilder<>))]
public interface ITaskObservable<out T> : IObservable<T>
{
    /// <summary>Gets an awaiter of the sequence's last value (<c>await</c> support).</summary>
    /// <returns>The awaiter.</returns>
    ITaskObservableAwaiter<T> GetAwaiter();
}

/// <summary>The awaiter of an <see cref="ITaskObservable{T}"/>.</summary>
/// <typeparam name="T">The element type.</typeparam>
public interface ITaskObservableAwaiter<out T> : INotifyCompletion
{
    /// <summary>Gets whether the sequence has terminated.</summary>
    bool IsCompleted { get; }

    /// <summary>Gets the last value, or throws the sequence's error (<see cref="InvalidOperationException"/> if it completed without a value); blocks until the sequence terminates.</summary>
    /// <returns>The last value.</returns>
    T GetResult();
}
