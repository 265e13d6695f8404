namespace Rheo.Testing;

/// <summary>
/// A marble diagram that cannot be read: the message names the problem, the 1-based <see cref="Column"/> of the
/// offending symbol, and repeats the diagram with a caret under that symbol.
/// </summary>
public sealed class MarbleException : FormatException
{
    /// <summary>Initializes a new instance of the <see cref="MarbleException"/> class with no detail.</summary>
    public MarbleException()
        : this("The marble diagram cannot be read.")
    {
    }

    /// <summary>Initializes a new instance of the <see cref="MarbleException"/> class with a message.</summary>
    /// <param name="message">The message.</param>
    public MarbleException(string? message)
        : base(message)
    {
        Marbles = string.Empty;
    }

    /// <summary>Initializes a new instance of the <see cref="MarbleException"/> class with a message and a cause.</summary>
    /// <param name="message">The message.</param>
    /// <param name="innerException">The cause.</param>
    public MarbleException(string? message, Exception? innerException)
        : base(message, innerException)
    {
        Marbles = string.Empty;
    }

    /// <summary>Initializes a new instance of the <see cref="MarbleException"/> class for a symbol of a diagram.</summary>
    /// <param name="marbles">The diagram.</param>
    /// <param name="column">The 1-based column of the offending symbol.</param>
    /// <param name="problem">What is wrong there.</param>
    public MarbleException(string marbles, int column, string problem)
        : base(Format(marbles, column, problem))
    {
        ArgumentNullException.ThrowIfNull(marbles);
        ArgumentNullException.ThrowIfNull(problem);
        Marbles = marbles;
        Column = column;
        Problem = problem;
    }

    /// <summary>Gets the diagram that could not be read (empty when the exception names no diagram).</summary>
    public string Marbles { get; }

    /// <summary>Gets the 1-based column of the offending symbol (0 when the exception names no diagram).</summary>
    public int Column { get; }

    /// <summary>Gets what is wrong at <see cref="Column"/>, without the diagram.</summary>
    public string? Problem { get; }

    private static string Format(string? marbles, int column, string? problem)
    {
        marbles ??= string.Empty;
        var caret = new string(' ', Math.Max(0, column - 1)) + "^";
        return $"Marble diagram \"{marbles}\", column {column}: {problem}{Environment.NewLine}  {marbles}{Environment.NewLine}  {caret}";
    }
}
