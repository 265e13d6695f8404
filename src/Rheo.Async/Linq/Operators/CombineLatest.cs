using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>CombineLatest and Zip over typed slots: the arity-specific part only creates the slots and the result function.</summary>
internal sealed class Combine<TResult>(bool zip, Func<AsyncCombineState<TResult>, IAsyncCombineWiring> wire) : AsyncObservableBase<TResult>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<TResult> observer)
    {
        var state = new AsyncCombineState<TResult>(observer, zip);
        var wiring = wire(state);
        for (var i = 0; i < wiring.Count; i++)
        {
            var handle = await wiring.SubscribeAsync(i).ConfigureAwait(false);
            await state.Subscriptions.AddAsync(handle).ConfigureAwait(false);
        }

        return state.Subscriptions;
    }
}

/// <summary>Subscribes the i-th source to its slot.</summary>
internal interface IAsyncCombineWiring
{
    int Count { get; }

    ValueTask<IAsyncDisposable> SubscribeAsync(int index);
}

internal sealed class CombineWiring<T1, T2, TResult> : IAsyncCombineWiring
{
    private readonly IAsyncObservable<T1> _s1;
    private readonly IAsyncObservable<T2> _s2;
    private readonly AsyncCombineSlot<T1, TResult> _o1;
    private readonly AsyncCombineSlot<T2, TResult> _o2;

    public CombineWiring(AsyncCombineState<TResult> state, IAsyncObservable<T1> s1, IAsyncObservable<T2> s2, Func<T1, T2, TResult> selector)
    {
        (_s1, _s2) = (s1, s2);
        _o1 = new(state);
        _o2 = new(state);
        state.Slots = [_o1, _o2];
        state.Result = () => selector(_o1.Take(), _o2.Take());
    }

    public int Count => 2;

    public ValueTask<IAsyncDisposable> SubscribeAsync(int index) => index == 0 ? _s1.SubscribeAsync(_o1) : _s2.SubscribeAsync(_o2);
}

internal sealed class CombineWiring<T1, T2, T3, TResult> : IAsyncCombineWiring
{
    private readonly IAsyncObservable<T1> _s1;
    private readonly IAsyncObservable<T2> _s2;
    private readonly IAsyncObservable<T3> _s3;
    private readonly AsyncCombineSlot<T1, TResult> _o1;
    private readonly AsyncCombineSlot<T2, TResult> _o2;
    private readonly AsyncCombineSlot<T3, TResult> _o3;

    public CombineWiring(AsyncCombineState<TResult> state, IAsyncObservable<T1> s1, IAsyncObservable<T2> s2, IAsyncObservable<T3> s3, Func<T1, T2, T3, TResult> selector)
    {
        (_s1, _s2, _s3) = (s1, s2, s3);
        _o1 = new(state);
        _o2 = new(state);
        _o3 = new(state);
        state.Slots = [_o1, _o2, _o3];
        state.Result = () => selector(_o1.Take(), _o2.Take(), _o3.Take());
    }

    public int Count => 3;

    public ValueTask<IAsyncDisposable> SubscribeAsync(int index) => index switch
    {
        0 => _s1.SubscribeAsync(_o1),
        1 => _s2.SubscribeAsync(_o2),
        _ => _s3.SubscribeAsync(_o3),
    };
}

internal sealed class CombineListWiring<T> : IAsyncCombineWiring
{
    private readonly IAsyncObservable<T>[] _sources;
    private readonly AsyncCombineSlot<T, IList<T>>[] _slots;

    public CombineListWiring(AsyncCombineState<IList<T>> state, IAsyncObservable<T>[] sources)
    {
        _sources = sources;
        _slots = new AsyncCombineSlot<T, IList<T>>[sources.Length];
        for (var i = 0; i < sources.Length; i++)
        {
            _slots[i] = new(state);
        }

        state.Slots = _slots;
        state.Result = () =>
        {
            var list = new T[_slots.Length];
            for (var i = 0; i < list.Length; i++)
            {
                list[i] = _slots[i].Take();
            }

            return list;
        };
    }

    public int Count => _sources.Length;

    public ValueTask<IAsyncDisposable> SubscribeAsync(int index) => _sources[index].SubscribeAsync(_slots[index]);
}
