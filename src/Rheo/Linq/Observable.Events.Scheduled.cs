using System.Diagnostics.CodeAnalysis;
using Rheo.Concurrency;
using Rheo.Linq.Operators;

namespace Rheo.Linq;

// FromEvent/FromEventPattern with a scheduler: the same operator as the overloads without one, but adding and
// removing the shared handler run as work items on the scheduler (for events that must be attached on one thread).
public static partial class Observable
{
    /// <summary>
    /// Converts a parameterless .NET event to an observable of <see cref="Unit"/>; the shared handler is added and
    /// removed by work items on <paramref name="scheduler"/>.
    /// </summary>
    /// <param name="addHandler">Attaches the handler to the event.</param>
    /// <param name="removeHandler">Detaches the handler from the event.</param>
    /// <param name="scheduler">Runs the attaching and detaching.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<Unit> FromEvent(Action<Action> addHandler, Action<Action> removeHandler, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(addHandler);
        ArgumentNullException.ThrowIfNull(removeHandler);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new FromEvent<Action, Unit>(static onNext => () => onNext(Unit.Default), addHandler, removeHandler, scheduler);
    }

    /// <summary>Converts an event whose handler is an <see cref="Action{T}"/> to an observable; the handler is added and removed on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="addHandler">Attaches the handler to the event.</param>
    /// <param name="removeHandler">Detaches the handler from the event.</param>
    /// <param name="scheduler">Runs the attaching and detaching.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TEventArgs> FromEvent<TEventArgs>(Action<Action<TEventArgs>> addHandler, Action<Action<TEventArgs>> removeHandler, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(addHandler);
        ArgumentNullException.ThrowIfNull(removeHandler);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new FromEvent<Action<TEventArgs>, TEventArgs>(static onNext => onNext, addHandler, removeHandler, scheduler);
    }

    /// <summary>Converts an event of any delegate type to an observable of its argument; the handler is added and removed on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TDelegate">The event's delegate type.</typeparam>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="conversion">Builds the event handler from the observable's callback.</param>
    /// <param name="addHandler">Attaches the handler to the event.</param>
    /// <param name="removeHandler">Detaches the handler from the event.</param>
    /// <param name="scheduler">Runs the attaching and detaching.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TEventArgs> FromEvent<TDelegate, TEventArgs>(Func<Action<TEventArgs>, TDelegate> conversion, Action<TDelegate> addHandler, Action<TDelegate> removeHandler, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(conversion);
        ArgumentNullException.ThrowIfNull(addHandler);
        ArgumentNullException.ThrowIfNull(removeHandler);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new FromEvent<TDelegate, TEventArgs>(conversion, addHandler, removeHandler, scheduler);
    }

    /// <summary>
    /// Converts an event whose delegate type takes one <typeparamref name="TEventArgs"/> argument to an observable (the
    /// handler bound at run time); the handler is added and removed on <paramref name="scheduler"/>.
    /// </summary>
    /// <typeparam name="TDelegate">The event's delegate type: returns void and takes one <typeparamref name="TEventArgs"/>.</typeparam>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="addHandler">Attaches the handler to the event.</param>
    /// <param name="removeHandler">Detaches the handler from the event.</param>
    /// <param name="scheduler">Runs the attaching and detaching.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="InvalidOperationException"><typeparamref name="TDelegate"/> does not have that signature.</exception>
    public static IObservable<TEventArgs> FromEvent<TDelegate, TEventArgs>(Action<TDelegate> addHandler, Action<TDelegate> removeHandler, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(addHandler);
        ArgumentNullException.ThrowIfNull(removeHandler);
        ArgumentNullException.ThrowIfNull(scheduler);
        static TDelegate Convert(Action<TEventArgs> onNext)
            => (TDelegate)(object)EventHandlers.Bind(typeof(TDelegate), new EventHandlers.Plain<TEventArgs>(onNext), EventHandlers.Plain<TEventArgs>.InvokeMethod);
        Convert(static _ => { });
        return new FromEvent<TDelegate, TEventArgs>(Convert, addHandler, removeHandler, scheduler);
    }

    /// <summary>Converts an <see cref="EventHandler"/> event to an observable of its sender and arguments; the handler is added and removed on <paramref name="scheduler"/>.</summary>
    /// <param name="addHandler">Attaches the handler to the event.</param>
    /// <param name="removeHandler">Detaches the handler from the event.</param>
    /// <param name="scheduler">Runs the attaching and detaching.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<EventPattern<object>> FromEventPattern(Action<EventHandler> addHandler, Action<EventHandler> removeHandler, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(addHandler);
        ArgumentNullException.ThrowIfNull(removeHandler);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new FromEvent<EventHandler, EventPattern<object>>(
            static onNext => (sender, e) => onNext(new EventPattern<object>(sender, e)), addHandler, removeHandler, scheduler);
    }

    /// <summary>Converts an <see cref="EventHandler{TEventArgs}"/> event to an observable of its sender and arguments; the handler is added and removed on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="addHandler">Attaches the handler to the event.</param>
    /// <param name="removeHandler">Detaches the handler from the event.</param>
    /// <param name="scheduler">Runs the attaching and detaching.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<EventPattern<TEventArgs>> FromEventPattern<TEventArgs>(Action<EventHandler<TEventArgs>> addHandler, Action<EventHandler<TEventArgs>> removeHandler, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(addHandler);
        ArgumentNullException.ThrowIfNull(removeHandler);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new FromEvent<EventHandler<TEventArgs>, EventPattern<TEventArgs>>(
            static onNext => (sender, e) => onNext(new EventPattern<TEventArgs>(sender, e)), addHandler, removeHandler, scheduler);
    }

    /// <summary>
    /// Converts an event of any delegate type to an observable of its sender and arguments (<paramref name="conversion"/>
    /// wraps an <see cref="EventHandler{TEventArgs}"/>); the handler is added and removed on <paramref name="scheduler"/>.
    /// </summary>
    /// <typeparam name="TDelegate">The event's delegate type.</typeparam>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="conversion">Builds the event handler from an <see cref="EventHandler{TEventArgs}"/>.</param>
    /// <param name="addHandler">Attaches the handler to the event.</param>
    /// <param name="removeHandler">Detaches the handler from the event.</param>
    /// <param name="scheduler">Runs the attaching and detaching.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<EventPattern<TEventArgs>> FromEventPattern<TDelegate, TEventArgs>(Func<EventHandler<TEventArgs>, TDelegate> conversion, Action<TDelegate> addHandler, Action<TDelegate> removeHandler, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(conversion);
        ArgumentNullException.ThrowIfNull(addHandler);
        ArgumentNullException.ThrowIfNull(removeHandler);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new FromEvent<TDelegate, EventPattern<TEventArgs>>(
            onNext => conversion((sender, e) => onNext(new EventPattern<TEventArgs>(sender, e))), addHandler, removeHandler, scheduler);
    }

    /// <summary>
    /// Converts an event whose delegate type has the <c>(sender, e)</c> shape to an observable (the handler bound at run
    /// time); the handler is added and removed on <paramref name="scheduler"/>.
    /// </summary>
    /// <typeparam name="TDelegate">The event's delegate type: returns void and takes a sender and a <typeparamref name="TEventArgs"/>.</typeparam>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="addHandler">Attaches the handler to the event.</param>
    /// <param name="removeHandler">Detaches the handler from the event.</param>
    /// <param name="scheduler">Runs the attaching and detaching.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="InvalidOperationException"><typeparamref name="TDelegate"/> does not have that signature.</exception>
    public static IObservable<EventPattern<TEventArgs>> FromEventPattern<TDelegate, TEventArgs>(Action<TDelegate> addHandler, Action<TDelegate> removeHandler, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(addHandler);
        ArgumentNullException.ThrowIfNull(removeHandler);
        ArgumentNullException.ThrowIfNull(scheduler);
        static TDelegate Convert(Action<EventPattern<TEventArgs>> onNext)
            => (TDelegate)(object)EventHandlers.Bind(typeof(TDelegate), new EventHandlers.Pattern<TEventArgs>(onNext), EventHandlers.Pattern<TEventArgs>.InvokeMethod);
        Convert(static _ => { });
        return new FromEvent<TDelegate, EventPattern<TEventArgs>>(Convert, addHandler, removeHandler, scheduler);
    }

    /// <summary>
    /// Converts an event whose delegate type has the <c>(sender, e)</c> shape to an observable with a typed sender (the
    /// handler bound at run time); the handler is added and removed on <paramref name="scheduler"/>.
    /// </summary>
    /// <typeparam name="TDelegate">The event's delegate type: returns void and takes a <typeparamref name="TSender"/> and a <typeparamref name="TEventArgs"/>.</typeparam>
    /// <typeparam name="TSender">The sender type.</typeparam>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="addHandler">Attaches the handler to the event.</param>
    /// <param name="removeHandler">Detaches the handler from the event.</param>
    /// <param name="scheduler">Runs the attaching and detaching.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="InvalidOperationException"><typeparamref name="TDelegate"/> does not have that signature.</exception>
    public static IObservable<EventPattern<TSender, TEventArgs>> FromEventPattern<TDelegate, TSender, TEventArgs>(Action<TDelegate> addHandler, Action<TDelegate> removeHandler, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(addHandler);
        ArgumentNullException.ThrowIfNull(removeHandler);
        ArgumentNullException.ThrowIfNull(scheduler);
        static TDelegate Convert(Action<EventPattern<TSender, TEventArgs>> onNext)
            => (TDelegate)(object)EventHandlers.Bind(typeof(TDelegate), new EventHandlers.Pattern<TSender, TEventArgs>(onNext), EventHandlers.Pattern<TSender, TEventArgs>.InvokeMethod);
        Convert(static _ => { });
        return new FromEvent<TDelegate, EventPattern<TSender, TEventArgs>>(Convert, addHandler, removeHandler, scheduler);
    }

    /// <summary>Converts the public instance event <paramref name="eventName"/> of <paramref name="target"/>, found by reflection, to an observable; the handler is added and removed on <paramref name="scheduler"/>.</summary>
    /// <param name="target">The object that raises the event.</param>
    /// <param name="eventName">The event's name.</param>
    /// <param name="scheduler">Runs the attaching and detaching.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="InvalidOperationException">No such event, or its delegate does not have the <c>(sender, e)</c> shape.</exception>
    [RequiresUnreferencedCode(EventByNameWarning)]
    public static IObservable<EventPattern<object>> FromEventPattern(object target, string eventName, IScheduler scheduler)
        => FromEventPattern<object>(target, eventName, scheduler);

    /// <summary>Converts the public instance event <paramref name="eventName"/> of <paramref name="target"/>, found by reflection, to an observable; the handler is added and removed on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="target">The object that raises the event.</param>
    /// <param name="eventName">The event's name.</param>
    /// <param name="scheduler">Runs the attaching and detaching.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="InvalidOperationException">No such event, or its delegate does not have the <c>(sender, e)</c> shape.</exception>
    [RequiresUnreferencedCode(EventByNameWarning)]
    public static IObservable<EventPattern<TEventArgs>> FromEventPattern<TEventArgs>(object target, string eventName, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(eventName);
        ArgumentNullException.ThrowIfNull(scheduler);
        var info = FindEvent(target.GetType(), eventName, isStatic: false);
        return FromEventInfo<EventPattern<TEventArgs>>(info, target, static onNext => new EventHandlers.Pattern<TEventArgs>(onNext), EventHandlers.Pattern<TEventArgs>.InvokeMethod, scheduler);
    }

    /// <summary>Converts the public instance event <paramref name="eventName"/> of <paramref name="target"/>, found by reflection, to an observable with a typed sender; the handler is added and removed on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TSender">The sender type.</typeparam>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="target">The object that raises the event.</param>
    /// <param name="eventName">The event's name.</param>
    /// <param name="scheduler">Runs the attaching and detaching.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="InvalidOperationException">No such event, or its delegate does not have the <c>(sender, e)</c> shape.</exception>
    [RequiresUnreferencedCode(EventByNameWarning)]
    public static IObservable<EventPattern<TSender, TEventArgs>> FromEventPattern<TSender, TEventArgs>(object target, string eventName, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(eventName);
        ArgumentNullException.ThrowIfNull(scheduler);
        var info = FindEvent(target.GetType(), eventName, isStatic: false);
        return FromEventInfo<EventPattern<TSender, TEventArgs>>(info, target, static onNext => new EventHandlers.Pattern<TSender, TEventArgs>(onNext), EventHandlers.Pattern<TSender, TEventArgs>.InvokeMethod, scheduler);
    }

    /// <summary>Converts the public static event <paramref name="eventName"/> of <paramref name="type"/>, found by reflection, to an observable; the handler is added and removed on <paramref name="scheduler"/>.</summary>
    /// <param name="type">The type that declares the event.</param>
    /// <param name="eventName">The event's name.</param>
    /// <param name="scheduler">Runs the attaching and detaching.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="InvalidOperationException">No such event, or its delegate does not have the <c>(sender, e)</c> shape.</exception>
    public static IObservable<EventPattern<object>> FromEventPattern([DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicEvents)] Type type, string eventName, IScheduler scheduler)
        => FromEventPattern<object>(type, eventName, scheduler);

    /// <summary>Converts the public static event <paramref name="eventName"/> of <paramref name="type"/>, found by reflection, to an observable; the handler is added and removed on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="type">The type that declares the event.</param>
    /// <param name="eventName">The event's name.</param>
    /// <param name="scheduler">Runs the attaching and detaching.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="InvalidOperationException">No such event, or its delegate does not have the <c>(sender, e)</c> shape.</exception>
    public static IObservable<EventPattern<TEventArgs>> FromEventPattern<TEventArgs>([DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicEvents)] Type type, string eventName, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(type);
        ArgumentNullException.ThrowIfNull(eventName);
        ArgumentNullException.ThrowIfNull(scheduler);
        var info = FindEvent(type, eventName, isStatic: true);
        return FromEventInfo<EventPattern<TEventArgs>>(info, null, static onNext => new EventHandlers.Pattern<TEventArgs>(onNext), EventHandlers.Pattern<TEventArgs>.InvokeMethod, scheduler);
    }

    /// <summary>Converts the public static event <paramref name="eventName"/> of <paramref name="type"/>, found by reflection, to an observable with a typed sender; the handler is added and removed on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TSender">The sender type.</typeparam>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="type">The type that declares the event.</param>
    /// <param name="eventName">The event's name.</param>
    /// <param name="scheduler">Runs the attaching and detaching.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="InvalidOperationException">No such event, or its delegate does not have the <c>(sender, e)</c> shape.</exception>
    public static IObservable<EventPattern<TSender, TEventArgs>> FromEventPattern<TSender, TEventArgs>([DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicEvents)] Type type, string eventName, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(type);
        ArgumentNullException.ThrowIfNull(eventName);
        ArgumentNullException.ThrowIfNull(scheduler);
        var info = FindEvent(type, eventName, isStatic: true);
        return FromEventInfo<EventPattern<TSender, TEventArgs>>(info, null, static onNext => new EventHandlers.Pattern<TSender, TEventArgs>(onNext), EventHandlers.Pattern<TSender, TEventArgs>.InvokeMethod, scheduler);
    }

    /// <summary>Exposes a sequence of <see cref="Unit"/> as a .NET event whose handlers are called with <see cref="Unit.Default"/>.</summary>
    /// <param name="source">The source sequence.</param>
    /// <returns>The event source; each added handler subscribes to <paramref name="source"/>, removing it unsubscribes.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IEventSource<Unit> ToEvent(this IObservable<Unit> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.ToEvent<Unit>(source);
    }
}
