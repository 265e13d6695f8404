using System.Diagnostics.CodeAnalysis;
using System.Runtime.ExceptionServices;

namespace Rheo.PlatformServices;

/// <summary>(Infrastructure) Rethrows exceptions; an enlightenment provider supplies the implementation.</summary>
public interface IExceptionServices
{
    /// <summary>Rethrows <paramref name="exception"/>.</summary>
    /// <param name="exception">The exception.</param>
    [DoesNotReturn]
    void Rethrow(Exception exception);
}

/// <summary>Rethrows with <see cref="ExceptionDispatchInfo"/>, so the exception keeps the stack trace it had.</summary>
internal sealed class DefaultExceptionServices : IExceptionServices
{
    [DoesNotReturn]
    public void Rethrow(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        ExceptionDispatchInfo.Throw(exception);
    }
}
