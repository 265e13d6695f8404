namespace Rheo.Linq;

/// <summary>
/// Names the class whose methods run a query class's operators locally: when the local provider runs an
/// <see cref="IQbservable{T}"/>, each call to a method of a class carrying this attribute is rewritten into the call
/// of the method of <see cref="TargetType"/> with the same name and matching parameters (lambdas compiled, queries
/// replaced by the observables they wrap). <see cref="Qbservable"/> names <see cref="Observable"/>.
/// </summary>
/// <param name="targetType">The class with the local implementations.</param>
/// <exception cref="ArgumentNullException"><paramref name="targetType"/> is null.</exception>
[AttributeUsage(AttributeTargets.Class, Inherited = false)]
public sealed class LocalQueryMethodImplementationTypeAttribute(Type targetType) : Attribute
{
    /// <summary>The class with the local implementations.</summary>
    public Type TargetType { get; } = targetType ?? throw new ArgumentNullException(nameof(targetType));
}
