namespace Rheo.Testing;

/// <summary>
/// A marble expectation that did not hold: the message draws the expected and the actual diagrams aligned frame by
/// frame with the first difference marked, lists both as recorded messages, and names the SVG picture when one was written.
/// </summary>
public sealed class MarbleAssertionException : Exception
{
    /// <summary>Initializes a new instance of the <see cref="MarbleAssertionException"/> class with no detail.</summary>
    public MarbleAssertionException()
        : this("A marble expectation did not hold.")
    {
    }

    /// <summary>Initializes a new instance of the <see cref="MarbleAssertionException"/> class with a message.</summary>
    /// <param name="message">The message.</param>
    public MarbleAssertionException(string? message)
        : base(message)
    {
    }

    /// <summary>Initializes a new instance of the <see cref="MarbleAssertionException"/> class with a message and a cause.</summary>
    /// <param name="message">The message.</param>
    /// <param name="innerException">The cause.</param>
    public MarbleAssertionException(string? message, Exception? innerException)
        : base(message, innerException)
    {
    }

    internal MarbleAssertionException(string message, string expected, string actual, string? svgPath)
        : base(message)
    {
        Expected = expected;
        Actual = actual;
        SvgPath = svgPath;
    }

    /// <summary>Gets the expected diagram, as drawn in the message (null when the exception came from elsewhere).</summary>
    public string? Expected { get; }

    /// <summary>Gets the actual diagram, as drawn in the message (null when the exception came from elsewhere).</summary>
    public string? Actual { get; }

    /// <summary>Gets the path of the expected-versus-actual SVG picture, when one was written (see <see cref="MarbleOptions.SvgDirectory"/>).</summary>
    public string? SvgPath { get; }
}
