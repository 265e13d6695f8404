using System.ComponentModel;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.LinqEx;

public class ToPropertyObservableTests
{
    [Fact]
    public void CurrentValue_ThenChangesOfThatProperty()
    {
        var vm = new ViewModel { Name = "a" };
        var o = new RecordingObserver<string?>();
        var d = vm.ToPropertyObservable(v => v.Name, nameof(ViewModel.Name)).Subscribe(o);
        vm.Name = "b";
        vm.Age = 3;
        vm.RaiseAll();
        Assert.Equal(["a", "b", "b"], o.Values);
        d.Dispose();
        Assert.False(vm.HasHandlers);
        vm.Name = "c";
        Assert.Equal(3, o.Values.Count);
    }

    [Fact]
    public void ThrowingGetter_IsError_AndDetaches()
    {
        var vm = new ViewModel();
        var boom = new InvalidOperationException();
        var o = new RecordingObserver<int>();
        vm.ToPropertyObservable(v => v.Age == 1 ? throw boom : v.Age, nameof(ViewModel.Age)).Subscribe(o);
        vm.Age = 1;
        Assert.Equal([0], o.Values);
        Assert.Same(boom, o.Error);
        Assert.False(vm.HasHandlers);
        o.AssertGrammar();
    }

    [Fact]
    public void ArgumentChecks()
    {
        var vm = new ViewModel();
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((ViewModel)null!).ToPropertyObservable(v => v.Age, "Age")).ParamName);
        Assert.Equal("getter", Assert.Throws<ArgumentNullException>(() => vm.ToPropertyObservable((Func<ViewModel, int>)null!, "Age")).ParamName);
        Assert.Equal("propertyName", Assert.Throws<ArgumentNullException>(() => vm.ToPropertyObservable(v => v.Age, null!)).ParamName);
    }

    private sealed class ViewModel : INotifyPropertyChanged
    {
        public event PropertyChangedEventHandler? PropertyChanged;

        public bool HasHandlers => PropertyChanged is not null;

        public string? Name
        {
            get;
            set
            {
                field = value;
                PropertyChanged?.Invoke(this, new PropertyChangedEventArgs(nameof(Name)));
            }
        }

        public int Age
        {
            get;
            set
            {
                field = value;
                PropertyChanged?.Invoke(this, new PropertyChangedEventArgs(nameof(Age)));
            }
        }

        public void RaiseAll() => PropertyChanged?.Invoke(this, new PropertyChangedEventArgs(null));
    }
}
