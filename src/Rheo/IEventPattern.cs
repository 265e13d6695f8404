namespace Rheo;

/// <summary>The sender and arguments of a .NET event (covariant; <see cref="EventPattern{TSender, TEventArgs}"/> implements it).</summary>
/// <typeparam name="TSender">The sender type.</typeparam>
/// <typeparam name="TEventArgs">The event arguments type.</typeparam>
public interface IEventPattern<out TSender, out TEventArgs>
{
    /// <summary>Gets the object that raised the event.</summary>
    TSender? Sender { get; }

    /// <summary>Gets the event arguments.</summary>
    TEventArgs EventArgs { get; }
}
