namespace Rheo.Linq;

/// <summary>
/// Rx.NET's <c>System.Reactive.Linq.QueryDebugger</c>, a public class with no members that Rx.NET reserves for a
/// future debugger service over its query operators. Rheo has it so code naming the type compiles after the namespace
/// swap; like Rx.NET's, it does nothing. Rheo's own diagnostics are separate types.
/// </summary>
public class QueryDebugger
{
}
