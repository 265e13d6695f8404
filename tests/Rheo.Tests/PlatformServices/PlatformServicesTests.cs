using Rheo.Concurrency;
using Rheo.PlatformServices;

namespace Rheo.Tests.PlatformServices;

/// <summary>Tests that read or replace the process-wide enlightenment provider run one at a time.</summary>
[CollectionDefinition(nameof(PlatformProviderCollection), DisableParallelization = true)]
public sealed class PlatformProviderCollection
{
}

public class SystemClockTests
{
    [Fact]
    public void UtcNow_IsTheMachineClock_AndSchedulerNowReadsIt()
    {
        var before = DateTimeOffset.UtcNow;
        var clock = SystemClock.UtcNow;
        var scheduler = Scheduler.Now;
        var local = DefaultScheduler.Instance.Now;
        var after = DateTimeOffset.UtcNow;
        Assert.InRange(clock, before, after);
        Assert.InRange(scheduler, clock, after);
        Assert.InRange(local, scheduler, after);
    }

    [Fact]
    public void Relay_AttachesOnTheFirstReference_AndDetachesAfterTheLast()
    {
        var monitor = new ManualMonitor();
        var relay = new SystemClockChangedRelay(monitor);
        var seen = new List<SystemClockChangedEventArgs>();
        relay.SystemClockChanged += (_, e) => seen.Add(e);
        Assert.Equal(0, monitor.Handlers);

        relay.AddRef();
        relay.AddRef();
        Assert.Equal(1, monitor.Handlers);
        var change = new SystemClockChangedEventArgs(DateTimeOffset.UnixEpoch, DateTimeOffset.UnixEpoch.AddHours(1));
        monitor.Raise(change);
        Assert.Same(change, Assert.Single(seen));

        relay.Release();
        Assert.Equal(1, monitor.Handlers);
        relay.Release();
        Assert.Equal(0, monitor.Handlers);
        monitor.Raise(new SystemClockChangedEventArgs());
        Assert.Single(seen);

        // A release without a reference does nothing; the next reference attaches again.
        relay.Release();
        Assert.Equal(0, relay.References);
        relay.AddRef();
        Assert.Equal(1, monitor.Handlers);
        relay.Release();
    }

    [Fact]
    public void AddRefAndRelease_CountReferences_NeverBelowZero()
    {
        var before = SystemClock.References;
        SystemClock.AddRef();
        SystemClock.AddRef();
        Assert.Equal(before + 2, SystemClock.References);
        SystemClock.Release();
        SystemClock.Release();
        Assert.Equal(before, SystemClock.References);
        if (before == 0)
        {
            SystemClock.Release();
            Assert.Equal(0, SystemClock.References);
        }
    }

    private sealed class ManualMonitor : INotifySystemClockChanged
    {
        private EventHandler<SystemClockChangedEventArgs>? _handlers;

        public int Handlers => _handlers?.GetInvocationList().Length ?? 0;

        public event EventHandler<SystemClockChangedEventArgs> SystemClockChanged
        {
            add => _handlers += value;
            remove => _handlers -= value;
        }

        public void Raise(SystemClockChangedEventArgs e) => _handlers?.Invoke(this, e);
    }
}

public class HostLifecycleTests
{
    [Fact]
    public void Relay_ForwardsWhileReferenced()
    {
        var host = new ManualHost();
        var relay = new HostLifecycleRelay(host);
        var events = new List<string>();
        relay.Suspending += (s, _) => events.Add("suspending from " + (s == host ? "host" : "?"));
        relay.Resuming += (s, _) => events.Add("resuming from " + (s == host ? "host" : "?"));

        host.Suspend();
        Assert.Empty(events);
        relay.AddRef();
        relay.AddRef();
        host.Suspend();
        host.Resume();
        relay.Release();
        host.Suspend();
        relay.Release();
        host.Resume();
        relay.Release();
        Assert.Equal(["suspending from host", "resuming from host", "suspending from host"], events);
        Assert.Equal((0, 0), (host.SuspendingHandlers, host.ResumingHandlers));
    }

    [Fact]
    public void Relay_WithoutNotifications_CountsReferencesAndRaisesNothing()
    {
        var relay = new HostLifecycleRelay(null);
        var raised = 0;
        relay.Suspending += (_, _) => raised++;
        relay.AddRef();
        relay.Release();
        relay.Release();
        Assert.Equal(0, raised);
    }

    [Fact]
    public void Service_AddRefAndRelease_WithTheDefaultProvider()
    {
        var raised = 0;
        EventHandler<HostSuspendingEventArgs> suspending = (_, _) => raised++;
        EventHandler<HostResumingEventArgs> resuming = (_, _) => raised++;
        HostLifecycleService.Suspending += suspending;
        HostLifecycleService.Resuming += resuming;
        HostLifecycleService.AddRef();
        HostLifecycleService.Release();
        HostLifecycleService.Suspending -= suspending;
        HostLifecycleService.Resuming -= resuming;

        // The default provider supplies no host notifications: nothing is raised.
        Assert.Equal(0, raised);
        Assert.IsAssignableFrom<EventArgs>(new HostSuspendingEventArgs());
        Assert.IsAssignableFrom<EventArgs>(new HostResumingEventArgs());
    }

    private sealed class ManualHost : IHostLifecycleNotifications
    {
        private EventHandler<HostSuspendingEventArgs>? _suspending;
        private EventHandler<HostResumingEventArgs>? _resuming;

        public int SuspendingHandlers => _suspending?.GetInvocationList().Length ?? 0;

        public int ResumingHandlers => _resuming?.GetInvocationList().Length ?? 0;

        public event EventHandler<HostSuspendingEventArgs> Suspending
        {
            add => _suspending += value;
            remove => _suspending -= value;
        }

        public event EventHandler<HostResumingEventArgs> Resuming
        {
            add => _resuming += value;
            remove => _resuming -= value;
        }

        public void Suspend() => _suspending?.Invoke(this, new HostSuspendingEventArgs());

        public void Resume() => _resuming?.Invoke(this, new HostResumingEventArgs());
    }
}

[Collection(nameof(PlatformProviderCollection))]
public class EnlightenmentProviderTests
{
    [Fact]
    public void CurrentProvider_SuppliesExceptionServices_ThatKeepTheStackTrace()
    {
        var services = new CurrentPlatformEnlightenmentProvider().GetService<IExceptionServices>([])!;
        Exception original;
        try
        {
            throw new InvalidOperationException("boom");
        }
        catch (InvalidOperationException e)
        {
            original = e;
        }

        var trace = original.StackTrace!;
        var rethrown = Assert.Throws<InvalidOperationException>(() => services.Rethrow(original));
        Assert.Same(original, rethrown);
        Assert.StartsWith(trace, rethrown.StackTrace!);
        Assert.Equal("exception", Assert.Throws<ArgumentNullException>(() => services.Rethrow(null!)).ParamName);
    }

    [Fact]
    public void CurrentProvider_SuppliesSchedulersByName()
    {
        var provider = new CurrentPlatformEnlightenmentProvider();
        Assert.Same(ThreadPoolScheduler.Instance, provider.GetService<IScheduler>(["ThreadPool"]));
        Assert.Same(TaskPoolScheduler.Default, provider.GetService<IScheduler>(["TaskPool"]));
        Assert.Same(NewThreadScheduler.Default, provider.GetService<IScheduler>(["NewThread"]));
        Assert.Null(provider.GetService<IScheduler>(["Elsewhere"]));
        Assert.Null(provider.GetService<IScheduler>([]));
        Assert.Null(provider.GetService<IScheduler>(null!));
    }

    [Fact]
    public void CurrentProvider_LeavesTheOtherServicesToTheDefaults()
    {
        IPlatformEnlightenmentProvider provider = new CurrentPlatformEnlightenmentProvider();
        Assert.Null(provider.GetService<ISystemClock>());
        Assert.Null(provider.GetService<INotifySystemClockChanged>());
        Assert.Null(provider.GetService<IHostLifecycleNotifications>());
        Assert.Null(provider.GetService<string>());
        Assert.NotNull(provider.GetService<IConcurrencyAbstractionLayer>());
    }

    [Fact]
    public void Current_DefaultsToTheCurrentProvider_AndCanBeReplaced()
    {
        var original = PlatformEnlightenmentProvider.Current;
        Assert.IsType<CurrentPlatformEnlightenmentProvider>(original);
        Assert.True(EnlightenmentProvider.EnsureLoaded());
        try
        {
            var custom = new CustomProvider();
            PlatformEnlightenmentProvider.Current = custom;
            Assert.Same(custom, PlatformEnlightenmentProvider.Current);
            Assert.False(EnlightenmentProvider.EnsureLoaded());
            Assert.Same(custom.Clock, PlatformEnlightenmentProvider.Current.GetService<ISystemClock>());
            Assert.Same(ThreadPoolScheduler.Instance, PlatformEnlightenmentProvider.Current.GetService<IScheduler>("ThreadPool"));
        }
        finally
        {
            PlatformEnlightenmentProvider.Current = original;
        }

        Assert.True(EnlightenmentProvider.EnsureLoaded());
        Assert.Equal("value", Assert.Throws<ArgumentNullException>(() => PlatformEnlightenmentProvider.Current = null!).ParamName);
        Assert.Same(original, PlatformEnlightenmentProvider.Current);
    }

    [Fact]
    public void CurrentProvider_CanBeDerived()
    {
        var derived = new ClockProvider();
        Assert.Same(derived.Clock, derived.GetService<ISystemClock>([]));
        Assert.NotNull(derived.GetService<IExceptionServices>([]));
    }

    /// <summary>A host's own provider: a clock of its own, the rest from Rheo's provider.</summary>
    private sealed class CustomProvider : IPlatformEnlightenmentProvider
    {
        private readonly CurrentPlatformEnlightenmentProvider _defaults = new();

        public ISystemClock Clock { get; } = new DefaultSystemClock();

        public T? GetService<T>(params object[] args)
            where T : class
            => typeof(T) == typeof(ISystemClock) ? (T)Clock : _defaults.GetService<T>(args);
    }

    /// <summary>A provider derived from Rheo's, adding a clock.</summary>
    private sealed class ClockProvider : CurrentPlatformEnlightenmentProvider
    {
        public ISystemClock Clock { get; } = new DefaultSystemClock();

        public override T? GetService<T>(object[] args)
            where T : class
            => typeof(T) == typeof(ISystemClock) ? (T)Clock : base.GetService<T>(args);
    }
}
