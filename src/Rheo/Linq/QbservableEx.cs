using System.Diagnostics.CodeAnalysis;

namespace Rheo.Linq;

/// <summary>
/// The query twins of <see cref="ObservableEx"/>'s experimental operators (generated, in <c>QbservableEx.g.cs</c>):
/// as <see cref="Qbservable"/> is to <see cref="Observable"/>.
/// </summary>
[LocalQueryMethodImplementationType(typeof(ObservableEx))]
[RequiresUnreferencedCode(Qbservable.TrimmingMessage)]
[RequiresDynamicCode(Qbservable.DynamicCodeMessage)]
public static partial class QbservableEx
{
}
