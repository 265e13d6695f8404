using System.Diagnostics;
using System.Reflection;

namespace Rheo.TestSupport;

/// <summary>
/// Whether allocation promises can be checked in this run. They are promises about optimized code: a build without
/// optimization (Debug) compiles every <c>async</c> method to a class state machine and keeps locals alive, so a
/// path that allocates nothing in Release allocates in Debug. Allocation tests are skipped there, and say why.
/// </summary>
public static class AllocationChecks
{
    /// <summary>The reason allocation tests do not apply, or null when they do.</summary>
    public static readonly string? SkipReason = Compute();

    private static string? Compute()
    {
        var assembly = typeof(AllocationChecks).Assembly;
        var debuggable = assembly.GetCustomAttribute<DebuggableAttribute>();
        if (debuggable != null && debuggable.IsJITOptimizerDisabled)
        {
            return $"Allocation promises hold for optimized builds only and {assembly.GetName().Name} is built without optimization (Debug): "
                + "run with -c Release to check them.";
        }

        return null;
    }
}

/// <summary>A fact that checks an allocation promise: skipped, with the reason, when the build is not optimized.</summary>
public sealed class AllocationFactAttribute : FactAttribute
{
    /// <summary>Skips the test in builds without optimization.</summary>
    public AllocationFactAttribute()
    {
        if (AllocationChecks.SkipReason != null)
        {
            Skip = AllocationChecks.SkipReason;
        }
    }
}

/// <summary>A theory that checks an allocation promise: skipped, with the reason, when the build is not optimized.</summary>
public sealed class AllocationTheoryAttribute : TheoryAttribute
{
    /// <summary>Skips the test in builds without optimization.</summary>
    public AllocationTheoryAttribute()
    {
        if (AllocationChecks.SkipReason != null)
        {
            Skip = AllocationChecks.SkipReason;
        }
    }
}
