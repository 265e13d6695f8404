using System.Diagnostics;
using System.Globalization;
using System.Text;

namespace Rheo.Diagnostics;

/// <summary>A subscription recorded by the <see cref="SubscriptionTracker"/>.</summary>
public sealed class TrackedSubscription
{
    private readonly SubscriptionTracker _tracker;
    private readonly SubscriptionTrackerScope? _scope;
    private int _ended;

    internal TrackedSubscription(SubscriptionTracker tracker, long id, Type operatorType, string? tag, StackTrace? stackTrace, SubscriptionTrackerScope? scope)
    {
        _tracker = tracker;
        _scope = scope;
        Id = id;
        OperatorType = operatorType;
        Operator = tag is null ? NameOf(operatorType) : "Tag";
        Tag = tag;
        StackTrace = stackTrace;
        CreatedAt = TimeProvider.System.GetUtcNow();
        ThreadId = Environment.CurrentManagedThreadId;
    }

    /// <summary>Gets the number of this subscription in its tracker (1 for the first; later subscriptions have greater numbers).</summary>
    public long Id { get; }

    /// <summary>Gets the type of the observable subscribed (the last operator of the chain, a subject, or the tagged stage).</summary>
    /// <remarks>The operators' types are Rheo's own and may change between versions; use <see cref="Operator"/> to read them.</remarks>
    public Type OperatorType { get; }

    /// <summary>Gets the operator's name: its type's name without generic arity (<c>Where</c>, <c>Subject</c>), or <c>Tag</c>.</summary>
    public string Operator { get; }

    /// <summary>Gets the name of the <see cref="ObservableDiagnostics.Tag{T}"/> stage; null for other subscriptions.</summary>
    public string? Tag { get; }

    /// <summary>Gets when the subscription was made (UTC).</summary>
    public DateTimeOffset CreatedAt { get; }

    /// <summary>Gets the managed id of the thread that subscribed.</summary>
    public int ThreadId { get; }

    /// <summary>Gets the stack trace of the subscribing code; null unless <see cref="SubscriptionTracker.CaptureStackTraces"/> was on.</summary>
    public StackTrace? StackTrace { get; }

    /// <summary>Gets whether the subscription is still live.</summary>
    public bool IsAlive => Volatile.Read(ref _ended) == 0;

    /// <summary>Describes the subscription on one line, then its stack trace if captured.</summary>
    /// <returns>The description.</returns>
    public override string ToString()
    {
        var text = new StringBuilder();
        text.Append(CultureInfo.InvariantCulture, $"#{Id} {Operator}");
        if (Tag is not null)
        {
            text.Append(CultureInfo.InvariantCulture, $" '{Tag}'");
        }

        text.Append(CultureInfo.InvariantCulture, $" subscribed at {CreatedAt:HH:mm:ss.fff} on thread {ThreadId}");
        if (!IsAlive)
        {
            text.Append(" (ended)");
        }

        if (StackTrace is not null)
        {
            text.AppendLine().Append(StackTrace.ToString().TrimEnd());
        }

        return text.ToString();
    }

    /// <summary>Ends the subscription in its tracker; idempotent.</summary>
    internal void Remove()
    {
        if (Interlocked.Exchange(ref _ended, 1) == 0)
        {
            _tracker.Remove(this);
        }
    }

    internal bool IsIn(SubscriptionTrackerScope scope)
    {
        for (var s = _scope; s is not null; s = s.Parent)
        {
            if (s == scope)
            {
                return true;
            }
        }

        return false;
    }

    private static string NameOf(Type type)
    {
        if (type.IsGenericType && type.GetGenericTypeDefinition() == typeof(TagObservable<>))
        {
            return "Tag";
        }

        var name = type.Name;
        var tick = name.IndexOf('`');
        return tick < 0 ? name : name[..tick];
    }
}
