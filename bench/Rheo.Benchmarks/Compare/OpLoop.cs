namespace RheoBench.Compare;

/// <summary>
/// The loop that calls a library's op, compiled once per library: <see cref="For"/> hands each library of a scenario an
/// instantiation over a struct type of its own, so the op's call site in it is profiled with that library only. One
/// loop shared by all libraries was compiled from the profile of the library that ran it first: that library's op was
/// guessed (guarded devirtualization) and inlined into it, every other one was called behind the guard, and the first
/// library measured differently from alone (in <c>subject-fanout</c>, the library listed first was 20-30% slower than the
/// same code listed second). Each library now gets the same treatment: its own op guessed and inlined into its own loop.
/// </summary>
public static class OpLoop
{
    /// <summary>Calls <c>op</c> <c>calls</c> times; returns the last value and the sum of the values.</summary>
    public delegate (long Last, long Returned) Runner(Func<long> op, long calls);

    /// <summary>Gets the loop of the library at <paramref name="index"/> in its scenario's list (indexes past 7 share the last loop).</summary>
    public static Runner For(int index) => index switch
    {
        0 => Run<Tag0>,
        1 => Run<Tag1>,
        2 => Run<Tag2>,
        3 => Run<Tag3>,
        4 => Run<Tag4>,
        5 => Run<Tag5>,
        6 => Run<Tag6>,
        _ => Run<Tag7>,
    };

    private static (long Last, long Returned) Run<TTag>(Func<long> op, long calls)
        where TTag : struct
    {
        long last = 0;
        long returned = 0;
        for (long i = 0; i < calls; i++)
        {
            last = op();
            returned += last;
        }

        return (last, returned);
    }

    private struct Tag0;

    private struct Tag1;

    private struct Tag2;

    private struct Tag3;

    private struct Tag4;

    private struct Tag5;

    private struct Tag6;

    private struct Tag7;
}
