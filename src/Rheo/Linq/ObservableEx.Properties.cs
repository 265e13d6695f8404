namespace Rheo.Linq;

// A source made from an INotifyPropertyChanged object's property.

public static partial class ObservableEx
{
    /// <summary>
    /// Observes a property of an <see cref="System.ComponentModel.INotifyPropertyChanged"/> object: its current value
    /// on subscription, then its value after each <c>PropertyChanged</c> that names <paramref name="propertyName"/>
    /// (or names no property, which means all changed). The value is read through <paramref name="getter"/>; no
    /// reflection runs. Use <c>nameof</c>: <c>vm.ToPropertyObservable(v =&gt; v.Name, nameof(vm.Name))</c>.
    /// </summary>
    /// <typeparam name="TSource">The object's type.</typeparam>
    /// <typeparam name="TProperty">The property's type.</typeparam>
    /// <param name="source">The object.</param>
    /// <param name="getter">Reads the property; a throw becomes <c>OnError</c> and detaches the handler.</param>
    /// <param name="propertyName">The property's name, compared ordinally.</param>
    /// <returns>The property's values; never completes. Disposing detaches the handler.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TProperty> ToPropertyObservable<TSource, TProperty>(this TSource source, Func<TSource, TProperty> getter, string propertyName)
        where TSource : System.ComponentModel.INotifyPropertyChanged
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(getter);
        ArgumentNullException.ThrowIfNull(propertyName);
        return new Operators.ToPropertyObservable<TSource, TProperty>(source, getter, propertyName);
    }
}
