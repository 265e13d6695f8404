// Arities 4 to 16 of the CombineLatest/Zip wiring, written out by a generator from one template (see CombineWiring<T1, T2, TResult>
// in CombineLatest.cs): one typed slot per source, no boxing, and the result selector over the slots' values.
using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

internal sealed class CombineWiring<T1, T2, T3, T4, TResult> : IAsyncCombineWiring
{
    private readonly IAsyncObservable<T1> _s1;
    private readonly IAsyncObservable<T2> _s2;
    private readonly IAsyncObservable<T3> _s3;
    private readonly IAsyncObservable<T4> _s4;
    private readonly AsyncCombineSlot<T1, TResult> _o1;
    private readonly AsyncCombineSlot<T2, TResult> _o2;
    private readonly AsyncCombineSlot<T3, TResult> _o3;
    private readonly AsyncCombineSlot<T4, TResult> _o4;

    public CombineWiring(AsyncCombineState<TResult> state, IAsyncObservable<T1> s1, IAsyncObservable<T2> s2, IAsyncObservable<T3> s3, IAsyncObservable<T4> s4, Func<T1, T2, T3, T4, TResult> selector)
    {
        _s1 = s1;
        _o1 = new(state);
        _s2 = s2;
        _o2 = new(state);
        _s3 = s3;
        _o3 = new(state);
        _s4 = s4;
        _o4 = new(state);
        state.Slots = [_o1, _o2, _o3, _o4];
        state.Result = () => selector(_o1.Take(), _o2.Take(), _o3.Take(), _o4.Take());
    }

    public int Count => 4;

    public ValueTask<IAsyncDisposable> SubscribeAsync(int index) => index switch
    {
        0 => _s1.SubscribeAsync(_o1),
        1 => _s2.SubscribeAsync(_o2),
        2 => _s3.SubscribeAsync(_o3),
        _ => _s4.SubscribeAsync(_o4),
    };
}

internal sealed class CombineWiring<T1, T2, T3, T4, T5, TResult> : IAsyncCombineWiring
{
    private readonly IAsyncObservable<T1> _s1;
    private readonly IAsyncObservable<T2> _s2;
    private readonly IAsyncObservable<T3> _s3;
    private readonly IAsyncObservable<T4> _s4;
    private readonly IAsyncObservable<T5> _s5;
    private readonly AsyncCombineSlot<T1, TResult> _o1;
    private readonly AsyncCombineSlot<T2, TResult> _o2;
    private readonly AsyncCombineSlot<T3, TResult> _o3;
    private readonly AsyncCombineSlot<T4, TResult> _o4;
    private readonly AsyncCombineSlot<T5, TResult> _o5;

    public CombineWiring(AsyncCombineState<TResult> state, IAsyncObservable<T1> s1, IAsyncObservable<T2> s2, IAsyncObservable<T3> s3, IAsyncObservable<T4> s4, IAsyncObservable<T5> s5, Func<T1, T2, T3, T4, T5, TResult> selector)
    {
        _s1 = s1;
        _o1 = new(state);
        _s2 = s2;
        _o2 = new(state);
        _s3 = s3;
        _o3 = new(state);
        _s4 = s4;
        _o4 = new(state);
        _s5 = s5;
        _o5 = new(state);
        state.Slots = [_o1, _o2, _o3, _o4, _o5];
        state.Result = () => selector(_o1.Take(), _o2.Take(), _o3.Take(), _o4.Take(), _o5.Take());
    }

    public int Count => 5;

    public ValueTask<IAsyncDisposable> SubscribeAsync(int index) => index switch
    {
        0 => _s1.SubscribeAsync(_o1),
        1 => _s2.SubscribeAsync(_o2),
        2 => _s3.SubscribeAsync(_o3),
        3 => _s4.SubscribeAsync(_o4),
        _ => _s5.SubscribeAsync(_o5),
    };
}

internal sealed class CombineWiring<T1, T2, T3, T4, T5, T6, TResult> : IAsyncCombineWiring
{
    private readonly IAsyncObservable<T1> _s1;
    private readonly IAsyncObservable<T2> _s2;
    private readonly IAsyncObservable<T3> _s3;
    private readonly IAsyncObservable<T4> _s4;
    private readonly IAsyncObservable<T5> _s5;
    private readonly IAsyncObservable<T6> _s6;
    private readonly AsyncCombineSlot<T1, TResult> _o1;
    private readonly AsyncCombineSlot<T2, TResult> _o2;
    private readonly AsyncCombineSlot<T3, TResult> _o3;
    private readonly AsyncCombineSlot<T4, TResult> _o4;
    private readonly AsyncCombineSlot<T5, TResult> _o5;
    private readonly AsyncCombineSlot<T6, TResult> _o6;

    public CombineWiring(AsyncCombineState<TResult> state, IAsyncObservable<T1> s1, IAsyncObservable<T2> s2, IAsyncObservable<T3> s3, IAsyncObservable<T4> s4, IAsyncObservable<T5> s5, IAsyncObservable<T6> s6, Func<T1, T2, T3, T4, T5, T6, TResult> selector)
    {
        _s1 = s1;
        _o1 = new(state);
        _s2 = s2;
        _o2 = new(state);
        _s3 = s3;
        _o3 = new(state);
        _s4 = s4;
        _o4 = new(state);
        _s5 = s5;
        _o5 = new(state);
        _s6 = s6;
        _o6 = new(state);
        state.Slots = [_o1, _o2, _o3, _o4, _o5, _o6];
        state.Result = () => selector(_o1.Take(), _o2.Take(), _o3.Take(), _o4.Take(), _o5.Take(), _o6.Take());
    }

    public int Count => 6;

    public ValueTask<IAsyncDisposable> SubscribeAsync(int index) => index switch
    {
        0 => _s1.SubscribeAsync(_o1),
        1 => _s2.SubscribeAsync(_o2),
        2 => _s3.SubscribeAsync(_o3),
        3 => _s4.SubscribeAsync(_o4),
        4 => _s5.SubscribeAsync(_o5),
        _ => _s6.SubscribeAsync(_o6),
    };
}

internal sealed class CombineWiring<T1, T2, T3, T4, T5, T6, T7, TResult> : IAsyncCombineWiring
{
    private readonly IAsyncObservable<T1> _s1;
    private readonly IAsyncObservable<T2> _s2;
    private readonly IAsyncObservable<T3> _s3;
    private readonly IAsyncObservable<T4> _s4;
    private readonly IAsyncObservable<T5> _s5;
    private readonly IAsyncObservable<T6> _s6;
    private readonly IAsyncObservable<T7> _s7;
    private readonly AsyncCombineSlot<T1, TResult> _o1;
    private readonly AsyncCombineSlot<T2, TResult> _o2;
    private readonly AsyncCombineSlot<T3, TResult> _o3;
    private readonly AsyncCombineSlot<T4, TResult> _o4;
    private readonly AsyncCombineSlot<T5, TResult> _o5;
    private readonly AsyncCombineSlot<T6, TResult> _o6;
    private readonly AsyncCombineSlot<T7, TResult> _o7;

    public CombineWiring(AsyncCombineState<TResult> state, IAsyncObservable<T1> s1, IAsyncObservable<T2> s2, IAsyncObservable<T3> s3, IAsyncObservable<T4> s4, IAsyncObservable<T5> s5, IAsyncObservable<T6> s6, IAsyncObservable<T7> s7, Func<T1, T2, T3, T4, T5, T6, T7, TResult> selector)
    {
        _s1 = s1;
        _o1 = new(state);
        _s2 = s2;
        _o2 = new(state);
        _s3 = s3;
        _o3 = new(state);
        _s4 = s4;
        _o4 = new(state);
        _s5 = s5;
        _o5 = new(state);
        _s6 = s6;
        _o6 = new(state);
        _s7 = s7;
        _o7 = new(state);
        state.Slots = [_o1, _o2, _o3, _o4, _o5, _o6, _o7];
        state.Result = () => selector(_o1.Take(), _o2.Take(), _o3.Take(), _o4.Take(), _o5.Take(), _o6.Take(), _o7.Take());
    }

    public int Count => 7;

    public ValueTask<IAsyncDisposable> SubscribeAsync(int index) => index switch
    {
        0 => _s1.SubscribeAsync(_o1),
        1 => _s2.SubscribeAsync(_o2),
        2 => _s3.SubscribeAsync(_o3),
        3 => _s4.SubscribeAsync(_o4),
        4 => _s5.SubscribeAsync(_o5),
        5 => _s6.SubscribeAsync(_o6),
        _ => _s7.SubscribeAsync(_o7),
    };
}

internal sealed class CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, TResult> : IAsyncCombineWiring
{
    private readonly IAsyncObservable<T1> _s1;
    private readonly IAsyncObservable<T2> _s2;
    private readonly IAsyncObservable<T3> _s3;
    private readonly IAsyncObservable<T4> _s4;
    private readonly IAsyncObservable<T5> _s5;
    private readonly IAsyncObservable<T6> _s6;
    private readonly IAsyncObservable<T7> _s7;
    private readonly IAsyncObservable<T8> _s8;
    private readonly AsyncCombineSlot<T1, TResult> _o1;
    private readonly AsyncCombineSlot<T2, TResult> _o2;
    private readonly AsyncCombineSlot<T3, TResult> _o3;
    private readonly AsyncCombineSlot<T4, TResult> _o4;
    private readonly AsyncCombineSlot<T5, TResult> _o5;
    private readonly AsyncCombineSlot<T6, TResult> _o6;
    private readonly AsyncCombineSlot<T7, TResult> _o7;
    private readonly AsyncCombineSlot<T8, TResult> _o8;

    public CombineWiring(AsyncCombineState<TResult> state, IAsyncObservable<T1> s1, IAsyncObservable<T2> s2, IAsyncObservable<T3> s3, IAsyncObservable<T4> s4, IAsyncObservable<T5> s5, IAsyncObservable<T6> s6, IAsyncObservable<T7> s7, IAsyncObservable<T8> s8, Func<T1, T2, T3, T4, T5, T6, T7, T8, TResult> selector)
    {
        _s1 = s1;
        _o1 = new(state);
        _s2 = s2;
        _o2 = new(state);
        _s3 = s3;
        _o3 = new(state);
        _s4 = s4;
        _o4 = new(state);
        _s5 = s5;
        _o5 = new(state);
        _s6 = s6;
        _o6 = new(state);
        _s7 = s7;
        _o7 = new(state);
        _s8 = s8;
        _o8 = new(state);
        state.Slots = [_o1, _o2, _o3, _o4, _o5, _o6, _o7, _o8];
        state.Result = () => selector(_o1.Take(), _o2.Take(), _o3.Take(), _o4.Take(), _o5.Take(), _o6.Take(), _o7.Take(), _o8.Take());
    }

    public int Count => 8;

    public ValueTask<IAsyncDisposable> SubscribeAsync(int index) => index switch
    {
        0 => _s1.SubscribeAsync(_o1),
        1 => _s2.SubscribeAsync(_o2),
        2 => _s3.SubscribeAsync(_o3),
        3 => _s4.SubscribeAsync(_o4),
        4 => _s5.SubscribeAsync(_o5),
        5 => _s6.SubscribeAsync(_o6),
        6 => _s7.SubscribeAsync(_o7),
        _ => _s8.SubscribeAsync(_o8),
    };
}

internal sealed class CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, TResult> : IAsyncCombineWiring
{
    private readonly IAsyncObservable<T1> _s1;
    private readonly IAsyncObservable<T2> _s2;
    private readonly IAsyncObservable<T3> _s3;
    private readonly IAsyncObservable<T4> _s4;
    private readonly IAsyncObservable<T5> _s5;
    private readonly IAsyncObservable<T6> _s6;
    private readonly IAsyncObservable<T7> _s7;
    private readonly IAsyncObservable<T8> _s8;
    private readonly IAsyncObservable<T9> _s9;
    private readonly AsyncCombineSlot<T1, TResult> _o1;
    private readonly AsyncCombineSlot<T2, TResult> _o2;
    private readonly AsyncCombineSlot<T3, TResult> _o3;
    private readonly AsyncCombineSlot<T4, TResult> _o4;
    private readonly AsyncCombineSlot<T5, TResult> _o5;
    private readonly AsyncCombineSlot<T6, TResult> _o6;
    private readonly AsyncCombineSlot<T7, TResult> _o7;
    private readonly AsyncCombineSlot<T8, TResult> _o8;
    private readonly AsyncCombineSlot<T9, TResult> _o9;

    public CombineWiring(AsyncCombineState<TResult> state, IAsyncObservable<T1> s1, IAsyncObservable<T2> s2, IAsyncObservable<T3> s3, IAsyncObservable<T4> s4, IAsyncObservable<T5> s5, IAsyncObservable<T6> s6, IAsyncObservable<T7> s7, IAsyncObservable<T8> s8, IAsyncObservable<T9> s9, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, TResult> selector)
    {
        _s1 = s1;
        _o1 = new(state);
        _s2 = s2;
        _o2 = new(state);
        _s3 = s3;
        _o3 = new(state);
        _s4 = s4;
        _o4 = new(state);
        _s5 = s5;
        _o5 = new(state);
        _s6 = s6;
        _o6 = new(state);
        _s7 = s7;
        _o7 = new(state);
        _s8 = s8;
        _o8 = new(state);
        _s9 = s9;
        _o9 = new(state);
        state.Slots = [_o1, _o2, _o3, _o4, _o5, _o6, _o7, _o8, _o9];
        state.Result = () => selector(_o1.Take(), _o2.Take(), _o3.Take(), _o4.Take(), _o5.Take(), _o6.Take(), _o7.Take(), _o8.Take(), _o9.Take());
    }

    public int Count => 9;

    public ValueTask<IAsyncDisposable> SubscribeAsync(int index) => index switch
    {
        0 => _s1.SubscribeAsync(_o1),
        1 => _s2.SubscribeAsync(_o2),
        2 => _s3.SubscribeAsync(_o3),
        3 => _s4.SubscribeAsync(_o4),
        4 => _s5.SubscribeAsync(_o5),
        5 => _s6.SubscribeAsync(_o6),
        6 => _s7.SubscribeAsync(_o7),
        7 => _s8.SubscribeAsync(_o8),
        _ => _s9.SubscribeAsync(_o9),
    };
}

internal sealed class CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, TResult> : IAsyncCombineWiring
{
    private readonly IAsyncObservable<T1> _s1;
    private readonly IAsyncObservable<T2> _s2;
    private readonly IAsyncObservable<T3> _s3;
    private readonly IAsyncObservable<T4> _s4;
    private readonly IAsyncObservable<T5> _s5;
    private readonly IAsyncObservable<T6> _s6;
    private readonly IAsyncObservable<T7> _s7;
    private readonly IAsyncObservable<T8> _s8;
    private readonly IAsyncObservable<T9> _s9;
    private readonly IAsyncObservable<T10> _s10;
    private readonly AsyncCombineSlot<T1, TResult> _o1;
    private readonly AsyncCombineSlot<T2, TResult> _o2;
    private readonly AsyncCombineSlot<T3, TResult> _o3;
    private readonly AsyncCombineSlot<T4, TResult> _o4;
    private readonly AsyncCombineSlot<T5, TResult> _o5;
    private readonly AsyncCombineSlot<T6, TResult> _o6;
    private readonly AsyncCombineSlot<T7, TResult> _o7;
    private readonly AsyncCombineSlot<T8, TResult> _o8;
    private readonly AsyncCombineSlot<T9, TResult> _o9;
    private readonly AsyncCombineSlot<T10, TResult> _o10;

    public CombineWiring(AsyncCombineState<TResult> state, IAsyncObservable<T1> s1, IAsyncObservable<T2> s2, IAsyncObservable<T3> s3, IAsyncObservable<T4> s4, IAsyncObservable<T5> s5, IAsyncObservable<T6> s6, IAsyncObservable<T7> s7, IAsyncObservable<T8> s8, IAsyncObservable<T9> s9, IAsyncObservable<T10> s10, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, TResult> selector)
    {
        _s1 = s1;
        _o1 = new(state);
        _s2 = s2;
        _o2 = new(state);
        _s3 = s3;
        _o3 = new(state);
        _s4 = s4;
        _o4 = new(state);
        _s5 = s5;
        _o5 = new(state);
        _s6 = s6;
        _o6 = new(state);
        _s7 = s7;
        _o7 = new(state);
        _s8 = s8;
        _o8 = new(state);
        _s9 = s9;
        _o9 = new(state);
        _s10 = s10;
        _o10 = new(state);
        state.Slots = [_o1, _o2, _o3, _o4, _o5, _o6, _o7, _o8, _o9, _o10];
        state.Result = () => selector(_o1.Take(), _o2.Take(), _o3.Take(), _o4.Take(), _o5.Take(), _o6.Take(), _o7.Take(), _o8.Take(), _o9.Take(), _o10.Take());
    }

    public int Count => 10;

    public ValueTask<IAsyncDisposable> SubscribeAsync(int index) => index switch
    {
        0 => _s1.SubscribeAsync(_o1),
        1 => _s2.SubscribeAsync(_o2),
        2 => _s3.SubscribeAsync(_o3),
        3 => _s4.SubscribeAsync(_o4),
        4 => _s5.SubscribeAsync(_o5),
        5 => _s6.SubscribeAsync(_o6),
        6 => _s7.SubscribeAsync(_o7),
        7 => _s8.SubscribeAsync(_o8),
        8 => _s9.SubscribeAsync(_o9),
        _ => _s10.SubscribeAsync(_o10),
    };
}

internal sealed class CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, TResult> : IAsyncCombineWiring
{
    private readonly IAsyncObservable<T1> _s1;
    private readonly IAsyncObservable<T2> _s2;
    private readonly IAsyncObservable<T3> _s3;
    private readonly IAsyncObservable<T4> _s4;
    private readonly IAsyncObservable<T5> _s5;
    private readonly IAsyncObservable<T6> _s6;
    private readonly IAsyncObservable<T7> _s7;
    private readonly IAsyncObservable<T8> _s8;
    private readonly IAsyncObservable<T9> _s9;
    private readonly IAsyncObservable<T10> _s10;
    private readonly IAsyncObservable<T11> _s11;
    private readonly AsyncCombineSlot<T1, TResult> _o1;
    private readonly AsyncCombineSlot<T2, TResult> _o2;
    private readonly AsyncCombineSlot<T3, TResult> _o3;
    private readonly AsyncCombineSlot<T4, TResult> _o4;
    private readonly AsyncCombineSlot<T5, TResult> _o5;
    private readonly AsyncCombineSlot<T6, TResult> _o6;
    private readonly AsyncCombineSlot<T7, TResult> _o7;
    private readonly AsyncCombineSlot<T8, TResult> _o8;
    private readonly AsyncCombineSlot<T9, TResult> _o9;
    private readonly AsyncCombineSlot<T10, TResult> _o10;
    private readonly AsyncCombineSlot<T11, TResult> _o11;

    public CombineWiring(AsyncCombineState<TResult> state, IAsyncObservable<T1> s1, IAsyncObservable<T2> s2, IAsyncObservable<T3> s3, IAsyncObservable<T4> s4, IAsyncObservable<T5> s5, IAsyncObservable<T6> s6, IAsyncObservable<T7> s7, IAsyncObservable<T8> s8, IAsyncObservable<T9> s9, IAsyncObservable<T10> s10, IAsyncObservable<T11> s11, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, TResult> selector)
    {
        _s1 = s1;
        _o1 = new(state);
        _s2 = s2;
        _o2 = new(state);
        _s3 = s3;
        _o3 = new(state);
        _s4 = s4;
        _o4 = new(state);
        _s5 = s5;
        _o5 = new(state);
        _s6 = s6;
        _o6 = new(state);
        _s7 = s7;
        _o7 = new(state);
        _s8 = s8;
        _o8 = new(state);
        _s9 = s9;
        _o9 = new(state);
        _s10 = s10;
        _o10 = new(state);
        _s11 = s11;
        _o11 = new(state);
        state.Slots = [_o1, _o2, _o3, _o4, _o5, _o6, _o7, _o8, _o9, _o10, _o11];
        state.Result = () => selector(_o1.Take(), _o2.Take(), _o3.Take(), _o4.Take(), _o5.Take(), _o6.Take(), _o7.Take(), _o8.Take(), _o9.Take(), _o10.Take(), _o11.Take());
    }

    public int Count => 11;

    public ValueTask<IAsyncDisposable> SubscribeAsync(int index) => index switch
    {
        0 => _s1.SubscribeAsync(_o1),
        1 => _s2.SubscribeAsync(_o2),
        2 => _s3.SubscribeAsync(_o3),
        3 => _s4.SubscribeAsync(_o4),
        4 => _s5.SubscribeAsync(_o5),
        5 => _s6.SubscribeAsync(_o6),
        6 => _s7.SubscribeAsync(_o7),
        7 => _s8.SubscribeAsync(_o8),
        8 => _s9.SubscribeAsync(_o9),
        9 => _s10.SubscribeAsync(_o10),
        _ => _s11.SubscribeAsync(_o11),
    };
}

internal sealed class CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, TResult> : IAsyncCombineWiring
{
    private readonly IAsyncObservable<T1> _s1;
    private readonly IAsyncObservable<T2> _s2;
    private readonly IAsyncObservable<T3> _s3;
    private readonly IAsyncObservable<T4> _s4;
    private readonly IAsyncObservable<T5> _s5;
    private readonly IAsyncObservable<T6> _s6;
    private readonly IAsyncObservable<T7> _s7;
    private readonly IAsyncObservable<T8> _s8;
    private readonly IAsyncObservable<T9> _s9;
    private readonly IAsyncObservable<T10> _s10;
    private readonly IAsyncObservable<T11> _s11;
    private readonly IAsyncObservable<T12> _s12;
    private readonly AsyncCombineSlot<T1, TResult> _o1;
    private readonly AsyncCombineSlot<T2, TResult> _o2;
    private readonly AsyncCombineSlot<T3, TResult> _o3;
    private readonly AsyncCombineSlot<T4, TResult> _o4;
    private readonly AsyncCombineSlot<T5, TResult> _o5;
    private readonly AsyncCombineSlot<T6, TResult> _o6;
    private readonly AsyncCombineSlot<T7, TResult> _o7;
    private readonly AsyncCombineSlot<T8, TResult> _o8;
    private readonly AsyncCombineSlot<T9, TResult> _o9;
    private readonly AsyncCombineSlot<T10, TResult> _o10;
    private readonly AsyncCombineSlot<T11, TResult> _o11;
    private readonly AsyncCombineSlot<T12, TResult> _o12;

    public CombineWiring(AsyncCombineState<TResult> state, IAsyncObservable<T1> s1, IAsyncObservable<T2> s2, IAsyncObservable<T3> s3, IAsyncObservable<T4> s4, IAsyncObservable<T5> s5, IAsyncObservable<T6> s6, IAsyncObservable<T7> s7, IAsyncObservable<T8> s8, IAsyncObservable<T9> s9, IAsyncObservable<T10> s10, IAsyncObservable<T11> s11, IAsyncObservable<T12> s12, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, TResult> selector)
    {
        _s1 = s1;
        _o1 = new(state);
        _s2 = s2;
        _o2 = new(state);
        _s3 = s3;
        _o3 = new(state);
        _s4 = s4;
        _o4 = new(state);
        _s5 = s5;
        _o5 = new(state);
        _s6 = s6;
        _o6 = new(state);
        _s7 = s7;
        _o7 = new(state);
        _s8 = s8;
        _o8 = new(state);
        _s9 = s9;
        _o9 = new(state);
        _s10 = s10;
        _o10 = new(state);
        _s11 = s11;
        _o11 = new(state);
        _s12 = s12;
        _o12 = new(state);
        state.Slots = [_o1, _o2, _o3, _o4, _o5, _o6, _o7, _o8, _o9, _o10, _o11, _o12];
        state.Result = () => selector(_o1.Take(), _o2.Take(), _o3.Take(), _o4.Take(), _o5.Take(), _o6.Take(), _o7.Take(), _o8.Take(), _o9.Take(), _o10.Take(), _o11.Take(), _o12.Take());
    }

    public int Count => 12;

    public ValueTask<IAsyncDisposable> SubscribeAsync(int index) => index switch
    {
        0 => _s1.SubscribeAsync(_o1),
        1 => _s2.SubscribeAsync(_o2),
        2 => _s3.SubscribeAsync(_o3),
        3 => _s4.SubscribeAsync(_o4),
        4 => _s5.SubscribeAsync(_o5),
        5 => _s6.SubscribeAsync(_o6),
        6 => _s7.SubscribeAsync(_o7),
        7 => _s8.SubscribeAsync(_o8),
        8 => _s9.SubscribeAsync(_o9),
        9 => _s10.SubscribeAsync(_o10),
        10 => _s11.SubscribeAsync(_o11),
        _ => _s12.SubscribeAsync(_o12),
    };
}

internal sealed class CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, TResult> : IAsyncCombineWiring
{
    private readonly IAsyncObservable<T1> _s1;
    private readonly IAsyncObservable<T2> _s2;
    private readonly IAsyncObservable<T3> _s3;
    private readonly IAsyncObservable<T4> _s4;
    private readonly IAsyncObservable<T5> _s5;
    private readonly IAsyncObservable<T6> _s6;
    private readonly IAsyncObservable<T7> _s7;
    private readonly IAsyncObservable<T8> _s8;
    private readonly IAsyncObservable<T9> _s9;
    private readonly IAsyncObservable<T10> _s10;
    private readonly IAsyncObservable<T11> _s11;
    private readonly IAsyncObservable<T12> _s12;
    private readonly IAsyncObservable<T13> _s13;
    private readonly AsyncCombineSlot<T1, TResult> _o1;
    private readonly AsyncCombineSlot<T2, TResult> _o2;
    private readonly AsyncCombineSlot<T3, TResult> _o3;
    private readonly AsyncCombineSlot<T4, TResult> _o4;
    private readonly AsyncCombineSlot<T5, TResult> _o5;
    private readonly AsyncCombineSlot<T6, TResult> _o6;
    private readonly AsyncCombineSlot<T7, TResult> _o7;
    private readonly AsyncCombineSlot<T8, TResult> _o8;
    private readonly AsyncCombineSlot<T9, TResult> _o9;
    private readonly AsyncCombineSlot<T10, TResult> _o10;
    private readonly AsyncCombineSlot<T11, TResult> _o11;
    private readonly AsyncCombineSlot<T12, TResult> _o12;
    private readonly AsyncCombineSlot<T13, TResult> _o13;

    public CombineWiring(AsyncCombineState<TResult> state, IAsyncObservable<T1> s1, IAsyncObservable<T2> s2, IAsyncObservable<T3> s3, IAsyncObservable<T4> s4, IAsyncObservable<T5> s5, IAsyncObservable<T6> s6, IAsyncObservable<T7> s7, IAsyncObservable<T8> s8, IAsyncObservable<T9> s9, IAsyncObservable<T10> s10, IAsyncObservable<T11> s11, IAsyncObservable<T12> s12, IAsyncObservable<T13> s13, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, TResult> selector)
    {
        _s1 = s1;
        _o1 = new(state);
        _s2 = s2;
        _o2 = new(state);
        _s3 = s3;
        _o3 = new(state);
        _s4 = s4;
        _o4 = new(state);
        _s5 = s5;
        _o5 = new(state);
        _s6 = s6;
        _o6 = new(state);
        _s7 = s7;
        _o7 = new(state);
        _s8 = s8;
        _o8 = new(state);
        _s9 = s9;
        _o9 = new(state);
        _s10 = s10;
        _o10 = new(state);
        _s11 = s11;
        _o11 = new(state);
        _s12 = s12;
        _o12 = new(state);
        _s13 = s13;
        _o13 = new(state);
        state.Slots = [_o1, _o2, _o3, _o4, _o5, _o6, _o7, _o8, _o9, _o10, _o11, _o12, _o13];
        state.Result = () => selector(_o1.Take(), _o2.Take(), _o3.Take(), _o4.Take(), _o5.Take(), _o6.Take(), _o7.Take(), _o8.Take(), _o9.Take(), _o10.Take(), _o11.Take(), _o12.Take(), _o13.Take());
    }

    public int Count => 13;

    public ValueTask<IAsyncDisposable> SubscribeAsync(int index) => index switch
    {
        0 => _s1.SubscribeAsync(_o1),
        1 => _s2.SubscribeAsync(_o2),
        2 => _s3.SubscribeAsync(_o3),
        3 => _s4.SubscribeAsync(_o4),
        4 => _s5.SubscribeAsync(_o5),
        5 => _s6.SubscribeAsync(_o6),
        6 => _s7.SubscribeAsync(_o7),
        7 => _s8.SubscribeAsync(_o8),
        8 => _s9.SubscribeAsync(_o9),
        9 => _s10.SubscribeAsync(_o10),
        10 => _s11.SubscribeAsync(_o11),
        11 => _s12.SubscribeAsync(_o12),
        _ => _s13.SubscribeAsync(_o13),
    };
}

internal sealed class CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, TResult> : IAsyncCombineWiring
{
    private readonly IAsyncObservable<T1> _s1;
    private readonly IAsyncObservable<T2> _s2;
    private readonly IAsyncObservable<T3> _s3;
    private readonly IAsyncObservable<T4> _s4;
    private readonly IAsyncObservable<T5> _s5;
    private readonly IAsyncObservable<T6> _s6;
    private readonly IAsyncObservable<T7> _s7;
    private readonly IAsyncObservable<T8> _s8;
    private readonly IAsyncObservable<T9> _s9;
    private readonly IAsyncObservable<T10> _s10;
    private readonly IAsyncObservable<T11> _s11;
    private readonly IAsyncObservable<T12> _s12;
    private readonly IAsyncObservable<T13> _s13;
    private readonly IAsyncObservable<T14> _s14;
    private readonly AsyncCombineSlot<T1, TResult> _o1;
    private readonly AsyncCombineSlot<T2, TResult> _o2;
    private readonly AsyncCombineSlot<T3, TResult> _o3;
    private readonly AsyncCombineSlot<T4, TResult> _o4;
    private readonly AsyncCombineSlot<T5, TResult> _o5;
    private readonly AsyncCombineSlot<T6, TResult> _o6;
    private readonly AsyncCombineSlot<T7, TResult> _o7;
    private readonly AsyncCombineSlot<T8, TResult> _o8;
    private readonly AsyncCombineSlot<T9, TResult> _o9;
    private readonly AsyncCombineSlot<T10, TResult> _o10;
    private readonly AsyncCombineSlot<T11, TResult> _o11;
    private readonly AsyncCombineSlot<T12, TResult> _o12;
    private readonly AsyncCombineSlot<T13, TResult> _o13;
    private readonly AsyncCombineSlot<T14, TResult> _o14;

    public CombineWiring(AsyncCombineState<TResult> state, IAsyncObservable<T1> s1, IAsyncObservable<T2> s2, IAsyncObservable<T3> s3, IAsyncObservable<T4> s4, IAsyncObservable<T5> s5, IAsyncObservable<T6> s6, IAsyncObservable<T7> s7, IAsyncObservable<T8> s8, IAsyncObservable<T9> s9, IAsyncObservable<T10> s10, IAsyncObservable<T11> s11, IAsyncObservable<T12> s12, IAsyncObservable<T13> s13, IAsyncObservable<T14> s14, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, TResult> selector)
    {
        _s1 = s1;
        _o1 = new(state);
        _s2 = s2;
        _o2 = new(state);
        _s3 = s3;
        _o3 = new(state);
        _s4 = s4;
        _o4 = new(state);
        _s5 = s5;
        _o5 = new(state);
        _s6 = s6;
        _o6 = new(state);
        _s7 = s7;
        _o7 = new(state);
        _s8 = s8;
        _o8 = new(state);
        _s9 = s9;
        _o9 = new(state);
        _s10 = s10;
        _o10 = new(state);
        _s11 = s11;
        _o11 = new(state);
        _s12 = s12;
        _o12 = new(state);
        _s13 = s13;
        _o13 = new(state);
        _s14 = s14;
        _o14 = new(state);
        state.Slots = [_o1, _o2, _o3, _o4, _o5, _o6, _o7, _o8, _o9, _o10, _o11, _o12, _o13, _o14];
        state.Result = () => selector(_o1.Take(), _o2.Take(), _o3.Take(), _o4.Take(), _o5.Take(), _o6.Take(), _o7.Take(), _o8.Take(), _o9.Take(), _o10.Take(), _o11.Take(), _o12.Take(), _o13.Take(), _o14.Take());
    }

    public int Count => 14;

    public ValueTask<IAsyncDisposable> SubscribeAsync(int index) => index switch
    {
        0 => _s1.SubscribeAsync(_o1),
        1 => _s2.SubscribeAsync(_o2),
        2 => _s3.SubscribeAsync(_o3),
        3 => _s4.SubscribeAsync(_o4),
        4 => _s5.SubscribeAsync(_o5),
        5 => _s6.SubscribeAsync(_o6),
        6 => _s7.SubscribeAsync(_o7),
        7 => _s8.SubscribeAsync(_o8),
        8 => _s9.SubscribeAsync(_o9),
        9 => _s10.SubscribeAsync(_o10),
        10 => _s11.SubscribeAsync(_o11),
        11 => _s12.SubscribeAsync(_o12),
        12 => _s13.SubscribeAsync(_o13),
        _ => _s14.SubscribeAsync(_o14),
    };
}

internal sealed class CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, TResult> : IAsyncCombineWiring
{
    private readonly IAsyncObservable<T1> _s1;
    private readonly IAsyncObservable<T2> _s2;
    private readonly IAsyncObservable<T3> _s3;
    private readonly IAsyncObservable<T4> _s4;
    private readonly IAsyncObservable<T5> _s5;
    private readonly IAsyncObservable<T6> _s6;
    private readonly IAsyncObservable<T7> _s7;
    private readonly IAsyncObservable<T8> _s8;
    private readonly IAsyncObservable<T9> _s9;
    private readonly IAsyncObservable<T10> _s10;
    private readonly IAsyncObservable<T11> _s11;
    private readonly IAsyncObservable<T12> _s12;
    private readonly IAsyncObservable<T13> _s13;
    private readonly IAsyncObservable<T14> _s14;
    private readonly IAsyncObservable<T15> _s15;
    private readonly AsyncCombineSlot<T1, TResult> _o1;
    private readonly AsyncCombineSlot<T2, TResult> _o2;
    private readonly AsyncCombineSlot<T3, TResult> _o3;
    private readonly AsyncCombineSlot<T4, TResult> _o4;
    private readonly AsyncCombineSlot<T5, TResult> _o5;
    private readonly AsyncCombineSlot<T6, TResult> _o6;
    private readonly AsyncCombineSlot<T7, TResult> _o7;
    private readonly AsyncCombineSlot<T8, TResult> _o8;
    private readonly AsyncCombineSlot<T9, TResult> _o9;
    private readonly AsyncCombineSlot<T10, TResult> _o10;
    private readonly AsyncCombineSlot<T11, TResult> _o11;
    private readonly AsyncCombineSlot<T12, TResult> _o12;
    private readonly AsyncCombineSlot<T13, TResult> _o13;
    private readonly AsyncCombineSlot<T14, TResult> _o14;
    private readonly AsyncCombineSlot<T15, TResult> _o15;

    public CombineWiring(AsyncCombineState<TResult> state, IAsyncObservable<T1> s1, IAsyncObservable<T2> s2, IAsyncObservable<T3> s3, IAsyncObservable<T4> s4, IAsyncObservable<T5> s5, IAsyncObservable<T6> s6, IAsyncObservable<T7> s7, IAsyncObservable<T8> s8, IAsyncObservable<T9> s9, IAsyncObservable<T10> s10, IAsyncObservable<T11> s11, IAsyncObservable<T12> s12, IAsyncObservable<T13> s13, IAsyncObservable<T14> s14, IAsyncObservable<T15> s15, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, TResult> selector)
    {
        _s1 = s1;
        _o1 = new(state);
        _s2 = s2;
        _o2 = new(state);
        _s3 = s3;
        _o3 = new(state);
        _s4 = s4;
        _o4 = new(state);
        _s5 = s5;
        _o5 = new(state);
        _s6 = s6;
        _o6 = new(state);
        _s7 = s7;
        _o7 = new(state);
        _s8 = s8;
        _o8 = new(state);
        _s9 = s9;
        _o9 = new(state);
        _s10 = s10;
        _o10 = new(state);
        _s11 = s11;
        _o11 = new(state);
        _s12 = s12;
        _o12 = new(state);
        _s13 = s13;
        _o13 = new(state);
        _s14 = s14;
        _o14 = new(state);
        _s15 = s15;
        _o15 = new(state);
        state.Slots = [_o1, _o2, _o3, _o4, _o5, _o6, _o7, _o8, _o9, _o10, _o11, _o12, _o13, _o14, _o15];
        state.Result = () => selector(_o1.Take(), _o2.Take(), _o3.Take(), _o4.Take(), _o5.Take(), _o6.Take(), _o7.Take(), _o8.Take(), _o9.Take(), _o10.Take(), _o11.Take(), _o12.Take(), _o13.Take(), _o14.Take(), _o15.Take());
    }

    public int Count => 15;

    public ValueTask<IAsyncDisposable> SubscribeAsync(int index) => index switch
    {
        0 => _s1.SubscribeAsync(_o1),
        1 => _s2.SubscribeAsync(_o2),
        2 => _s3.SubscribeAsync(_o3),
        3 => _s4.SubscribeAsync(_o4),
        4 => _s5.SubscribeAsync(_o5),
        5 => _s6.SubscribeAsync(_o6),
        6 => _s7.SubscribeAsync(_o7),
        7 => _s8.SubscribeAsync(_o8),
        8 => _s9.SubscribeAsync(_o9),
        9 => _s10.SubscribeAsync(_o10),
        10 => _s11.SubscribeAsync(_o11),
        11 => _s12.SubscribeAsync(_o12),
        12 => _s13.SubscribeAsync(_o13),
        13 => _s14.SubscribeAsync(_o14),
        _ => _s15.SubscribeAsync(_o15),
    };
}

internal sealed class CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, TResult> : IAsyncCombineWiring
{
    private readonly IAsyncObservable<T1> _s1;
    private readonly IAsyncObservable<T2> _s2;
    private readonly IAsyncObservable<T3> _s3;
    private readonly IAsyncObservable<T4> _s4;
    private readonly IAsyncObservable<T5> _s5;
    private readonly IAsyncObservable<T6> _s6;
    private readonly IAsyncObservable<T7> _s7;
    private readonly IAsyncObservable<T8> _s8;
    private readonly IAsyncObservable<T9> _s9;
    private readonly IAsyncObservable<T10> _s10;
    private readonly IAsyncObservable<T11> _s11;
    private readonly IAsyncObservable<T12> _s12;
    private readonly IAsyncObservable<T13> _s13;
    private readonly IAsyncObservable<T14> _s14;
    private readonly IAsyncObservable<T15> _s15;
    private readonly IAsyncObservable<T16> _s16;
    private readonly AsyncCombineSlot<T1, TResult> _o1;
    private readonly AsyncCombineSlot<T2, TResult> _o2;
    private readonly AsyncCombineSlot<T3, TResult> _o3;
    private readonly AsyncCombineSlot<T4, TResult> _o4;
    private readonly AsyncCombineSlot<T5, TResult> _o5;
    private readonly AsyncCombineSlot<T6, TResult> _o6;
    private readonly AsyncCombineSlot<T7, TResult> _o7;
    private readonly AsyncCombineSlot<T8, TResult> _o8;
    private readonly AsyncCombineSlot<T9, TResult> _o9;
    private readonly AsyncCombineSlot<T10, TResult> _o10;
    private readonly AsyncCombineSlot<T11, TResult> _o11;
    private readonly AsyncCombineSlot<T12, TResult> _o12;
    private readonly AsyncCombineSlot<T13, TResult> _o13;
    private readonly AsyncCombineSlot<T14, TResult> _o14;
    private readonly AsyncCombineSlot<T15, TResult> _o15;
    private readonly AsyncCombineSlot<T16, TResult> _o16;

    public CombineWiring(AsyncCombineState<TResult> state, IAsyncObservable<T1> s1, IAsyncObservable<T2> s2, IAsyncObservable<T3> s3, IAsyncObservable<T4> s4, IAsyncObservable<T5> s5, IAsyncObservable<T6> s6, IAsyncObservable<T7> s7, IAsyncObservable<T8> s8, IAsyncObservable<T9> s9, IAsyncObservable<T10> s10, IAsyncObservable<T11> s11, IAsyncObservable<T12> s12, IAsyncObservable<T13> s13, IAsyncObservable<T14> s14, IAsyncObservable<T15> s15, IAsyncObservable<T16> s16, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, TResult> selector)
    {
        _s1 = s1;
        _o1 = new(state);
        _s2 = s2;
        _o2 = new(state);
        _s3 = s3;
        _o3 = new(state);
        _s4 = s4;
        _o4 = new(state);
        _s5 = s5;
        _o5 = new(state);
        _s6 = s6;
        _o6 = new(state);
        _s7 = s7;
        _o7 = new(state);
        _s8 = s8;
        _o8 = new(state);
        _s9 = s9;
        _o9 = new(state);
        _s10 = s10;
        _o10 = new(state);
        _s11 = s11;
        _o11 = new(state);
        _s12 = s12;
        _o12 = new(state);
        _s13 = s13;
        _o13 = new(state);
        _s14 = s14;
        _o14 = new(state);
        _s15 = s15;
        _o15 = new(state);
        _s16 = s16;
        _o16 = new(state);
        state.Slots = [_o1, _o2, _o3, _o4, _o5, _o6, _o7, _o8, _o9, _o10, _o11, _o12, _o13, _o14, _o15, _o16];
        state.Result = () => selector(_o1.Take(), _o2.Take(), _o3.Take(), _o4.Take(), _o5.Take(), _o6.Take(), _o7.Take(), _o8.Take(), _o9.Take(), _o10.Take(), _o11.Take(), _o12.Take(), _o13.Take(), _o14.Take(), _o15.Take(), _o16.Take());
    }

    public int Count => 16;

    public ValueTask<IAsyncDisposable> SubscribeAsync(int index) => index switch
    {
        0 => _s1.SubscribeAsync(_o1),
        1 => _s2.SubscribeAsync(_o2),
        2 => _s3.SubscribeAsync(_o3),
        3 => _s4.SubscribeAsync(_o4),
        4 => _s5.SubscribeAsync(_o5),
        5 => _s6.SubscribeAsync(_o6),
        6 => _s7.SubscribeAsync(_o7),
        7 => _s8.SubscribeAsync(_o8),
        8 => _s9.SubscribeAsync(_o9),
        9 => _s10.SubscribeAsync(_o10),
        10 => _s11.SubscribeAsync(_o11),
        11 => _s12.SubscribeAsync(_o12),
        12 => _s13.SubscribeAsync(_o13),
        13 => _s14.SubscribeAsync(_o14),
        14 => _s15.SubscribeAsync(_o15),
        _ => _s16.SubscribeAsync(_o16),
    };
}
