using System.Reflection;
using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;
using Rheo.Subjects;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>FromEvent</c>/<c>FromEventPattern</c>: one handler is attached for all current subscribers (the first
/// subscriber attaches it, the last one to leave detaches it), and each event goes straight from the handler
/// to a <see cref="Subject{T}"/>'s observer array. A throwing add-handler becomes <c>OnError</c>. With a scheduler
/// (the overloads taking one), adding and removing the handler run as work items on it, as in Rx.NET: the first
/// subscriber joins the subject at once and the handler is added when the item runs (not at all if everyone left
/// by then); the last one to leave ends the attachment period at once and the handler is removed when its item runs.
/// </summary>
/// <typeparam name="TDelegate">The event's delegate type.</typeparam>
/// <typeparam name="TArgs">The element type.</typeparam>
internal sealed class FromEvent<TDelegate, TArgs>(
    Func<Action<TArgs>, TDelegate> conversion,
    Action<TDelegate> addHandler,
    Action<TDelegate> removeHandler,
    IScheduler? scheduler = null) : Producer<TArgs>
{
    private readonly Lock _gate = new();
    private Session? _session;

    public override void Run(ISubscriber<TArgs> subscriber)
    {
        Session session;
        bool attach;
        lock (_gate)
        {
            session = _session ??= new Session();
            attach = session.Count++ == 0;
        }

        var sink = new Sink(subscriber, this, session);
        subscriber.OnSubscribe(sink);
        ((IProducer<TArgs>)session.Subject).Run(sink);
        if (attach)
        {
            if (scheduler is null)
            {
                Attach(session);
            }
            else
            {
                scheduler.Schedule((Owner: this, Joined: session), static (_, s) =>
                {
                    s.Owner.Attach(s.Joined);
                    return Disposable.Empty;
                });
            }
        }
    }

    private void Attach(Session session)
    {
        Exception? failure = null;
        lock (_gate)
        {
            // The subscriber may have left already (disposed from another thread or from its first event).
            if (session.Count == 0 || session.Attached)
            {
                return;
            }

            try
            {
                var handler = conversion(session.Subject.OnNext);
                addHandler(handler);
                session.Handler = handler;
                session.Attached = true;
            }
            catch (Exception error)
            {
                failure = error;
            }
        }

        if (failure is not null)
        {
            session.Subject.OnError(failure);
        }
    }

    private void Leave(Session session)
    {
        lock (_gate)
        {
            if (--session.Count != 0)
            {
                return;
            }

            if (_session == session)
            {
                _session = null;
            }

            if (!session.Attached)
            {
                return;
            }

            session.Attached = false;
            if (scheduler is null)
            {
                removeHandler(session.Handler!);
                return;
            }
        }

        scheduler.Schedule((Owner: this, Handler: session.Handler!), static (_, s) =>
        {
            s.Owner.Remove(s.Handler);
            return Disposable.Empty;
        });
    }

    private void Remove(TDelegate handler)
    {
        lock (_gate)
        {
            removeHandler(handler);
        }
    }

    /// <summary>The handler shared by the subscribers of one attachment period.</summary>
    private sealed class Session
    {
        public Subject<TArgs> Subject { get; } = new();

        public int Count { get; set; }

        public bool Attached { get; set; }

        public TDelegate? Handler { get; set; }
    }

    private sealed class Sink(ISubscriber<TArgs> downstream, FromEvent<TDelegate, TArgs> parent, Session session) : Sink<TArgs, TArgs>(downstream)
    {
        private Session? _session = session;

        public override void OnNext(TArgs value) => Downstream.OnNext(value);

        public override void OnError(Exception error)
        {
            try
            {
                Downstream.OnError(error);
            }
            finally
            {
                Dispose();
            }
        }

        public override void Dispose()
        {
            base.Dispose();
            if (Interlocked.Exchange(ref _session, null) is { } joined)
            {
                parent.Leave(joined);
            }
        }
    }
}

/// <summary>Handler targets for event delegates built at run time; each wraps the shared subject's <c>OnNext</c>.</summary>
internal static class EventHandlers
{
    /// <summary>The message for a delegate that cannot be bound to the handler.</summary>
    public const string MismatchMessage = "The event's delegate type does not match the requested handler signature.";

    /// <summary>Binds <paramref name="target"/>'s <c>Invoke</c> to a delegate of type <paramref name="delegateType"/>.</summary>
    public static Delegate Bind(Type delegateType, object target, MethodInfo invoke)
    {
        try
        {
            return Delegate.CreateDelegate(delegateType, target, invoke);
        }
        catch (ArgumentException error)
        {
            throw new InvalidOperationException(MismatchMessage, error);
        }
    }

    /// <summary>A one-argument handler (<c>FromEvent</c>).</summary>
    internal sealed class Plain<TArgs>(Action<TArgs> onNext)
    {
        public static readonly MethodInfo InvokeMethod = typeof(Plain<TArgs>).GetMethod(nameof(Invoke))!;

        public void Invoke(TArgs args) => onNext(args);
    }

    /// <summary>A <c>(sender, e)</c> handler emitting <see cref="EventPattern{TEventArgs}"/>.</summary>
    internal sealed class Pattern<TEventArgs>(Action<EventPattern<TEventArgs>> onNext)
    {
        public static readonly MethodInfo InvokeMethod = typeof(Pattern<TEventArgs>).GetMethod(nameof(Invoke))!;

        public void Invoke(object? sender, TEventArgs e) => onNext(new EventPattern<TEventArgs>(sender, e));
    }

    /// <summary>A <c>(sender, e)</c> handler emitting <see cref="EventPattern{TSender, TEventArgs}"/>.</summary>
    internal sealed class Pattern<TSender, TEventArgs>(Action<EventPattern<TSender, TEventArgs>> onNext)
    {
        public static readonly MethodInfo InvokeMethod = typeof(Pattern<TSender, TEventArgs>).GetMethod(nameof(Invoke))!;

        public void Invoke(TSender sender, TEventArgs e) => onNext(new EventPattern<TSender, TEventArgs>(sender, e));
    }
}
