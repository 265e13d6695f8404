namespace Rheo;

/// <summary>Marks an API as experimental, as <c>System.Reactive.ExperimentalAttribute</c> does; it has no effect on the build.</summary>
[AttributeUsage(AttributeTargets.All)]
public sealed class ExperimentalAttribute : Attribute
{
    /// <summary>Creates the attribute.</summary>
    public ExperimentalAttribute()
    {
    }
}
