using System.ComponentModel;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ToPropertyObservable</c>: the current value of a property on subscription, then its value after each
/// <see cref="INotifyPropertyChanged.PropertyChanged"/> naming it (or naming no property, meaning "all changed").
/// The name is compared as a string and the value read through the caller's getter: no reflection. One handler
/// per subscription, detached on dispose; values go out under the sink's lock.
/// </summary>
internal sealed class ToPropertyObservable<TSource, TProperty>(TSource source, Func<TSource, TProperty> getter, string propertyName) : Producer<TProperty>
    where TSource : INotifyPropertyChanged
{
    public override void Run(ISubscriber<TProperty> subscriber)
    {
        var sink = new Sink(subscriber, source, getter, propertyName);
        subscriber.OnSubscribe(sink);
        sink.Start();
    }

    private sealed class Sink(ISubscriber<TProperty> downstream, TSource source, Func<TSource, TProperty> getter, string propertyName) : IDisposable
    {
        private PropertyChangedEventHandler? _handler;
        private bool _done;

        public void Start()
        {
            lock (this)
            {
                if (_done)
                {
                    return;
                }

                _handler = OnPropertyChanged;
                source.PropertyChanged += _handler;
                Emit();
            }
        }

        public void Dispose()
        {
            PropertyChangedEventHandler? handler;
            lock (this)
            {
                _done = true;
                handler = _handler;
                _handler = null;
            }

            if (handler is not null)
            {
                source.PropertyChanged -= handler;
            }
        }

        private void OnPropertyChanged(object? sender, PropertyChangedEventArgs e)
        {
            var name = e.PropertyName;
            if (!string.IsNullOrEmpty(name) && !string.Equals(name, propertyName, StringComparison.Ordinal))
            {
                return;
            }

            lock (this)
            {
                if (!_done)
                {
                    Emit();
                }
            }
        }

        private void Emit()
        {
            TProperty value;
            try
            {
                value = getter(source);
            }
            catch (Exception error)
            {
                _done = true;
                if (_handler is { } handler)
                {
                    _handler = null;
                    source.PropertyChanged -= handler;
                }

                downstream.OnError(error);
                return;
            }

            downstream.OnNext(value);
        }
    }
}
