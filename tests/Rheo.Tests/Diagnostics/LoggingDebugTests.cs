using Microsoft.Extensions.Logging;
using Rheo.Extensions.Logging;
using Rheo.Subjects;

namespace Rheo.Tests.Diagnostics;

/// <summary><c>Debug</c> with an <see cref="ILogger"/> (Rheo.Extensions.Logging).</summary>
public class LoggingDebugTests
{
    private sealed class ListLogger(LogLevel minimum) : ILogger
    {
        public List<(LogLevel Level, string Line, Exception? Error)> Lines { get; } = [];

        public IDisposable? BeginScope<TState>(TState state) where TState : notnull => null;

        public bool IsEnabled(LogLevel logLevel) => logLevel >= minimum;

        public void Log<TState>(LogLevel logLevel, EventId eventId, TState state, Exception? exception, Func<TState, Exception?, string> formatter) =>
            Lines.Add((logLevel, formatter(state, exception), exception));
    }

    [Fact]
    public void Debug_WritesEachMessageAtTheLevel_AndTheErrorAtErrorLevel()
    {
        var logger = new ListLogger(LogLevel.Trace);
        var subject = new Subject<int>();
        var error = new InvalidOperationException();
        subject.Debug("orders", logger, LogLevel.Information).Subscribe(_ => { }, _ => { });
        subject.OnNext(7);
        subject.OnError(error);
        Assert.Equal([LogLevel.Information, LogLevel.Information, LogLevel.Error, LogLevel.Information], logger.Lines.Select(l => l.Level));
        Assert.StartsWith("[orders] Subscribe thread ", logger.Lines[0].Line, StringComparison.Ordinal);
        Assert.StartsWith("[orders] OnNext(7) thread " + Environment.CurrentManagedThreadId + " at ", logger.Lines[1].Line, StringComparison.Ordinal);
        Assert.Same(error, logger.Lines[2].Error);
        Assert.StartsWith("[orders] Dispose thread ", logger.Lines[3].Line, StringComparison.Ordinal);
    }

    [Fact]
    public void Debug_WithTheLevelOff_LogsNothing()
    {
        var logger = new ListLogger(LogLevel.Warning);
        var subject = new Subject<int>();
        using var subscription = subject.Debug("quiet", logger).Subscribe(_ => { });
        for (var i = 0; i < 100; i++)
        {
            subject.OnNext(i);
        }

        subject.OnCompleted();
        Assert.Empty(logger.Lines);
    }

    [Fact]
    public void Debug_ChecksItsArguments()
    {
        Assert.Throws<ArgumentNullException>("logger", () => new Subject<int>().Debug("x", (ILogger)null!));
    }
}
