namespace Rheo.Joins;

// The patterns of 1 to 16 sources are generated: Pattern.g.cs.

/// <summary>The base of the join patterns built with <c>And</c>: sources whose values are consumed together.</summary>
public abstract class Pattern
{
    private protected Pattern()
    {
    }
}
