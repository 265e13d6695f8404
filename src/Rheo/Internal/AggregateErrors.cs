namespace Rheo.Internal;

/// <summary>The exceptions of the element and aggregate operators, with LINQ's messages.</summary>
internal static class AggregateErrors
{
    public static InvalidOperationException NoElements() => new("Sequence contains no elements.");

    public static InvalidOperationException NoMatchingElement() => new("Sequence contains no matching element.");

    public static InvalidOperationException MoreThanOneElement() => new("Sequence contains more than one element.");

    public static InvalidOperationException MoreThanOneMatchingElement() => new("Sequence contains more than one matching element.");
}
