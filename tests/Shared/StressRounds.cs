using System.Diagnostics;

namespace Rheo.TestSupport;

/// <summary>
/// How many rounds a stress test runs: as many as it asks for on a machine that keeps up, fewer on a loaded one.
/// A stress test repeats a race to give it chances to show; the rounds only decide how many chances it gets, never
/// what a round asserts. On two busy cores, thread start lines and spinning observers can make one round a hundred
/// times slower, so past <see cref="Budget"/> no new round starts (the first always runs): the test stays well
/// inside its bound instead of failing for want of CPU.
/// </summary>
public static class StressRounds
{
    /// <summary>The time after which a stress test starts no new round.</summary>
    public static readonly TimeSpan Budget = TimeSpan.FromSeconds(8);

    /// <summary>The start of a test's rounds, for <see cref="Next"/>.</summary>
    public static long Start() => Stopwatch.GetTimestamp();

    /// <summary>Whether round <paramref name="round"/> (from 0) of at most <paramref name="rounds"/> runs.</summary>
    public static bool Next(int round, int rounds, long started) =>
        round < rounds && (round == 0 || Stopwatch.GetElapsedTime(started) < Budget);
}
