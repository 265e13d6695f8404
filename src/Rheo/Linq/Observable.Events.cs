using System.Diagnostics.CodeAnalysis;
using System.Reflection;
using Rheo.Concurrency;
using Rheo.Linq.Operators;

namespace Rheo.Linq;

public static partial class Observable
{
    // The overloads taking a Type are annotated instead: the trimmer keeps that type's public events.
    private const string EventByNameWarning =
        "Finds the event by name on the target's run-time type: the trimmer cannot see which event is used, so it may remove it. Use an overload that takes add and remove handler delegates, or one that takes the declaring Type.";

    /// <summary>
    /// Converts a parameterless .NET event to an observable of <see cref="Unit"/>. One handler is attached while
    /// there are subscribers (by the first one) and detached when the last one leaves.
    /// </summary>
    /// <param name="addHandler">Attaches the handler to the event.</param>
    /// <param name="removeHandler">Detaches the handler from the event.</param>
    /// <returns>The observable.</returns>
    public static IObservable<Unit> FromEvent(Action<Action> addHandler, Action<Action> removeHandler)
    {
        ArgumentNullException.ThrowIfNull(addHandler);
        ArgumentNullException.ThrowIfNull(removeHandler);
        return new FromEvent<Action, Unit>(static onNext => () => onNext(Unit.Default), addHandler, removeHandler);
    }

    /// <summary>Converts an event whose handler is an <see cref="Action{T}"/> to an observable of its argument.</summary>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="addHandler">Attaches the handler to the event.</param>
    /// <param name="removeHandler">Detaches the handler from the event.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    public static IObservable<TEventArgs> FromEvent<TEventArgs>(Action<Action<TEventArgs>> addHandler, Action<Action<TEventArgs>> removeHandler)
    {
        ArgumentNullException.ThrowIfNull(addHandler);
        ArgumentNullException.ThrowIfNull(removeHandler);
        return new FromEvent<Action<TEventArgs>, TEventArgs>(static onNext => onNext, addHandler, removeHandler);
    }

    /// <summary>
    /// Converts an event of any delegate type to an observable of its argument; <paramref name="conversion"/> wraps
    /// the observable's <see cref="Action{T}"/> in the event's delegate type (e.g. <c>h => x => h(x)</c>).
    /// </summary>
    /// <typeparam name="TDelegate">The event's delegate type.</typeparam>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="conversion">Builds the event handler from the observable's callback.</param>
    /// <param name="addHandler">Attaches the handler to the event.</param>
    /// <param name="removeHandler">Detaches the handler from the event.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    public static IObservable<TEventArgs> FromEvent<TDelegate, TEventArgs>(Func<Action<TEventArgs>, TDelegate> conversion, Action<TDelegate> addHandler, Action<TDelegate> removeHandler)
    {
        ArgumentNullException.ThrowIfNull(conversion);
        ArgumentNullException.ThrowIfNull(addHandler);
        ArgumentNullException.ThrowIfNull(removeHandler);
        return new FromEvent<TDelegate, TEventArgs>(conversion, addHandler, removeHandler);
    }

    /// <summary>
    /// Converts an event whose delegate type takes one <typeparamref name="TEventArgs"/> argument to an observable;
    /// the handler of type <typeparamref name="TDelegate"/> is bound at run time.
    /// </summary>
    /// <typeparam name="TDelegate">The event's delegate type: returns void and takes one <typeparamref name="TEventArgs"/>.</typeparam>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="addHandler">Attaches the handler to the event.</param>
    /// <param name="removeHandler">Detaches the handler from the event.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="InvalidOperationException"><typeparamref name="TDelegate"/> does not have that signature.</exception>
    public static IObservable<TEventArgs> FromEvent<TDelegate, TEventArgs>(Action<TDelegate> addHandler, Action<TDelegate> removeHandler)
    {
        ArgumentNullException.ThrowIfNull(addHandler);
        ArgumentNullException.ThrowIfNull(removeHandler);
        static TDelegate Convert(Action<TEventArgs> onNext)
            => (TDelegate)(object)EventHandlers.Bind(typeof(TDelegate), new EventHandlers.Plain<TEventArgs>(onNext), EventHandlers.Plain<TEventArgs>.InvokeMethod);
        Convert(static _ => { });
        return new FromEvent<TDelegate, TEventArgs>(Convert, addHandler, removeHandler);
    }

    /// <summary>Converts an <see cref="EventHandler"/> event to an observable of its sender and arguments.</summary>
    /// <param name="addHandler">Attaches the handler to the event.</param>
    /// <param name="removeHandler">Detaches the handler from the event.</param>
    /// <returns>The observable; one handler is shared by all subscribers, one <see cref="EventPattern{TEventArgs}"/> per event (its arguments typed as <see cref="object"/>, as in Rx.NET).</returns>
    public static IObservable<EventPattern<object>> FromEventPattern(Action<EventHandler> addHandler, Action<EventHandler> removeHandler)
    {
        ArgumentNullException.ThrowIfNull(addHandler);
        ArgumentNullException.ThrowIfNull(removeHandler);
        return new FromEvent<EventHandler, EventPattern<object>>(
            static onNext => (sender, e) => onNext(new EventPattern<object>(sender, e)), addHandler, removeHandler);
    }

    /// <summary>Converts an <see cref="EventHandler{TEventArgs}"/> event to an observable of its sender and arguments.</summary>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="addHandler">Attaches the handler to the event.</param>
    /// <param name="removeHandler">Detaches the handler from the event.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    public static IObservable<EventPattern<TEventArgs>> FromEventPattern<TEventArgs>(Action<EventHandler<TEventArgs>> addHandler, Action<EventHandler<TEventArgs>> removeHandler)
    {
        ArgumentNullException.ThrowIfNull(addHandler);
        ArgumentNullException.ThrowIfNull(removeHandler);
        return new FromEvent<EventHandler<TEventArgs>, EventPattern<TEventArgs>>(
            static onNext => (sender, e) => onNext(new EventPattern<TEventArgs>(sender, e)), addHandler, removeHandler);
    }

    /// <summary>
    /// Converts an event of any delegate type to an observable of its sender and arguments; <paramref name="conversion"/>
    /// wraps an <see cref="EventHandler{TEventArgs}"/> in the event's delegate type (e.g. <c>h => h.Invoke</c>).
    /// </summary>
    /// <typeparam name="TDelegate">The event's delegate type.</typeparam>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="conversion">Builds the event handler from an <see cref="EventHandler{TEventArgs}"/>.</param>
    /// <param name="addHandler">Attaches the handler to the event.</param>
    /// <param name="removeHandler">Detaches the handler from the event.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    public static IObservable<EventPattern<TEventArgs>> FromEventPattern<TDelegate, TEventArgs>(Func<EventHandler<TEventArgs>, TDelegate> conversion, Action<TDelegate> addHandler, Action<TDelegate> removeHandler)
    {
        ArgumentNullException.ThrowIfNull(conversion);
        ArgumentNullException.ThrowIfNull(addHandler);
        ArgumentNullException.ThrowIfNull(removeHandler);
        return new FromEvent<TDelegate, EventPattern<TEventArgs>>(
            onNext => conversion((sender, e) => onNext(new EventPattern<TEventArgs>(sender, e))), addHandler, removeHandler);
    }

    /// <summary>
    /// Converts an event whose delegate type has the <c>(sender, e)</c> shape to an observable of its sender and
    /// arguments; the handler of type <typeparamref name="TDelegate"/> is bound at run time.
    /// </summary>
    /// <typeparam name="TDelegate">The event's delegate type: returns void and takes a sender and a <typeparamref name="TEventArgs"/>.</typeparam>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="addHandler">Attaches the handler to the event.</param>
    /// <param name="removeHandler">Detaches the handler from the event.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="InvalidOperationException"><typeparamref name="TDelegate"/> does not have that signature.</exception>
    public static IObservable<EventPattern<TEventArgs>> FromEventPattern<TDelegate, TEventArgs>(Action<TDelegate> addHandler, Action<TDelegate> removeHandler)
    {
        ArgumentNullException.ThrowIfNull(addHandler);
        ArgumentNullException.ThrowIfNull(removeHandler);
        static TDelegate Convert(Action<EventPattern<TEventArgs>> onNext)
            => (TDelegate)(object)EventHandlers.Bind(typeof(TDelegate), new EventHandlers.Pattern<TEventArgs>(onNext), EventHandlers.Pattern<TEventArgs>.InvokeMethod);
        Convert(static _ => { });
        return new FromEvent<TDelegate, EventPattern<TEventArgs>>(Convert, addHandler, removeHandler);
    }

    /// <summary>
    /// Converts an event whose delegate type has the <c>(sender, e)</c> shape to an observable of its typed sender and
    /// arguments; the handler of type <typeparamref name="TDelegate"/> is bound at run time.
    /// </summary>
    /// <typeparam name="TDelegate">The event's delegate type: returns void and takes a <typeparamref name="TSender"/> and a <typeparamref name="TEventArgs"/>.</typeparam>
    /// <typeparam name="TSender">The sender type.</typeparam>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="addHandler">Attaches the handler to the event.</param>
    /// <param name="removeHandler">Detaches the handler from the event.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="InvalidOperationException"><typeparamref name="TDelegate"/> does not have that signature.</exception>
    public static IObservable<EventPattern<TSender, TEventArgs>> FromEventPattern<TDelegate, TSender, TEventArgs>(Action<TDelegate> addHandler, Action<TDelegate> removeHandler)
    {
        ArgumentNullException.ThrowIfNull(addHandler);
        ArgumentNullException.ThrowIfNull(removeHandler);
        static TDelegate Convert(Action<EventPattern<TSender, TEventArgs>> onNext)
            => (TDelegate)(object)EventHandlers.Bind(typeof(TDelegate), new EventHandlers.Pattern<TSender, TEventArgs>(onNext), EventHandlers.Pattern<TSender, TEventArgs>.InvokeMethod);
        Convert(static _ => { });
        return new FromEvent<TDelegate, EventPattern<TSender, TEventArgs>>(Convert, addHandler, removeHandler);
    }

    /// <summary>Converts the public instance event <paramref name="eventName"/> of <paramref name="target"/>, found by reflection, to an observable.</summary>
    /// <param name="target">The object that raises the event.</param>
    /// <param name="eventName">The event's name.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="InvalidOperationException">No such event, or its delegate does not have the <c>(sender, e)</c> shape.</exception>
    [RequiresUnreferencedCode(EventByNameWarning)]
    public static IObservable<EventPattern<object>> FromEventPattern(object target, string eventName)
        => FromEventPattern<object>(target, eventName);

    /// <summary>Converts the public instance event <paramref name="eventName"/> of <paramref name="target"/>, found by reflection, to an observable.</summary>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="target">The object that raises the event.</param>
    /// <param name="eventName">The event's name.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="InvalidOperationException">No such event, or its delegate does not have the <c>(sender, e)</c> shape.</exception>
    [RequiresUnreferencedCode(EventByNameWarning)]
    public static IObservable<EventPattern<TEventArgs>> FromEventPattern<TEventArgs>(object target, string eventName)
    {
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(eventName);
        var info = FindEvent(target.GetType(), eventName, isStatic: false);
        return FromEventInfo<EventPattern<TEventArgs>>(info, target, static onNext => new EventHandlers.Pattern<TEventArgs>(onNext), EventHandlers.Pattern<TEventArgs>.InvokeMethod);
    }

    /// <summary>Converts the public instance event <paramref name="eventName"/> of <paramref name="target"/>, found by reflection, to an observable with a typed sender.</summary>
    /// <typeparam name="TSender">The sender type.</typeparam>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="target">The object that raises the event.</param>
    /// <param name="eventName">The event's name.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="InvalidOperationException">No such event, or its delegate does not have the <c>(sender, e)</c> shape.</exception>
    [RequiresUnreferencedCode(EventByNameWarning)]
    public static IObservable<EventPattern<TSender, TEventArgs>> FromEventPattern<TSender, TEventArgs>(object target, string eventName)
    {
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(eventName);
        var info = FindEvent(target.GetType(), eventName, isStatic: false);
        return FromEventInfo<EventPattern<TSender, TEventArgs>>(info, target, static onNext => new EventHandlers.Pattern<TSender, TEventArgs>(onNext), EventHandlers.Pattern<TSender, TEventArgs>.InvokeMethod);
    }

    /// <summary>Converts the public static event <paramref name="eventName"/> of <paramref name="type"/>, found by reflection, to an observable.</summary>
    /// <param name="type">The type that declares the event.</param>
    /// <param name="eventName">The event's name.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="InvalidOperationException">No such event, or its delegate does not have the <c>(sender, e)</c> shape.</exception>
    public static IObservable<EventPattern<object>> FromEventPattern([DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicEvents)] Type type, string eventName)
        => FromEventPattern<object>(type, eventName);

    /// <summary>Converts the public static event <paramref name="eventName"/> of <paramref name="type"/>, found by reflection, to an observable.</summary>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="type">The type that declares the event.</param>
    /// <param name="eventName">The event's name.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="InvalidOperationException">No such event, or its delegate does not have the <c>(sender, e)</c> shape.</exception>
    public static IObservable<EventPattern<TEventArgs>> FromEventPattern<TEventArgs>([DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicEvents)] Type type, string eventName)
    {
        ArgumentNullException.ThrowIfNull(type);
        ArgumentNullException.ThrowIfNull(eventName);
        var info = FindEvent(type, eventName, isStatic: true);
        return FromEventInfo<EventPattern<TEventArgs>>(info, null, static onNext => new EventHandlers.Pattern<TEventArgs>(onNext), EventHandlers.Pattern<TEventArgs>.InvokeMethod);
    }

    /// <summary>Converts the public static event <paramref name="eventName"/> of <paramref name="type"/>, found by reflection, to an observable with a typed sender.</summary>
    /// <typeparam name="TSender">The sender type.</typeparam>
    /// <typeparam name="TEventArgs">The event's argument type.</typeparam>
    /// <param name="type">The type that declares the event.</param>
    /// <param name="eventName">The event's name.</param>
    /// <returns>The observable; one handler is shared by all subscribers.</returns>
    /// <exception cref="InvalidOperationException">No such event, or its delegate does not have the <c>(sender, e)</c> shape.</exception>
    public static IObservable<EventPattern<TSender, TEventArgs>> FromEventPattern<TSender, TEventArgs>([DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicEvents)] Type type, string eventName)
    {
        ArgumentNullException.ThrowIfNull(type);
        ArgumentNullException.ThrowIfNull(eventName);
        var info = FindEvent(type, eventName, isStatic: true);
        return FromEventInfo<EventPattern<TSender, TEventArgs>>(info, null, static onNext => new EventHandlers.Pattern<TSender, TEventArgs>(onNext), EventHandlers.Pattern<TSender, TEventArgs>.InvokeMethod);
    }

    private static EventInfo FindEvent([DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicEvents)] Type type, string eventName, bool isStatic)
    {
        var info = isStatic
            ? type.GetEvent(eventName, BindingFlags.Public | BindingFlags.Static)
            : type.GetEvent(eventName, BindingFlags.Public | BindingFlags.Instance);
        return info
            ?? throw new InvalidOperationException($"Could not find public {(isStatic ? "static" : "instance")} event '{eventName}' on type '{type.FullName}'.");
    }

    private static IObservable<TResult> FromEventInfo<TResult>(EventInfo info, object? target, Func<Action<TResult>, object> handlerTarget, MethodInfo invoke, IScheduler? scheduler = null)
    {
        var delegateType = info.EventHandlerType
            ?? throw new InvalidOperationException($"The event '{info.Name}' has no handler type.");

        // Bind once now, so a mismatched event fails at the call, as in Rx.NET.
        EventHandlers.Bind(delegateType, handlerTarget(static _ => { }), invoke);
        return new FromEvent<Delegate, TResult>(
            onNext => EventHandlers.Bind(delegateType, handlerTarget(onNext), invoke),
            handler => info.AddEventHandler(target, handler),
            handler => info.RemoveEventHandler(target, handler),
            scheduler);
    }
}
