namespace Rheo.Internal;

/// <summary>The sources and result selector of a 2-ary <c>Zip</c> or <c>CombineLatest</c>.</summary>
internal sealed class CombineArity<T1, T2, TResult>(IObservable<T1> source1, IObservable<T2> source2, Func<T1, T2, TResult> selector) : CombineArity<TResult>
{
    public override CombineSlot[] CreateSlots(CombineSlotOwner owner) => [new CombineSlot<T1>(owner, 0, source1), new CombineSlot<T2>(owner, 1, source2)];

    public override TResult Invoke(CombineSlot[] s) => selector(CombineSlot<T1>.Of(s, 0), CombineSlot<T2>.Of(s, 1));
}

/// <summary>The sources and result selector of a 3-ary <c>Zip</c> or <c>CombineLatest</c>.</summary>
internal sealed class CombineArity<T1, T2, T3, TResult>(IObservable<T1> source1, IObservable<T2> source2, IObservable<T3> source3, Func<T1, T2, T3, TResult> selector) : CombineArity<TResult>
{
    public override CombineSlot[] CreateSlots(CombineSlotOwner owner) => [new CombineSlot<T1>(owner, 0, source1), new CombineSlot<T2>(owner, 1, source2), new CombineSlot<T3>(owner, 2, source3)];

    public override TResult Invoke(CombineSlot[] s) => selector(CombineSlot<T1>.Of(s, 0), CombineSlot<T2>.Of(s, 1), CombineSlot<T3>.Of(s, 2));
}

/// <summary>The sources and result selector of a 4-ary <c>Zip</c> or <c>CombineLatest</c>.</summary>
internal sealed class CombineArity<T1, T2, T3, T4, TResult>(IObservable<T1> source1, IObservable<T2> source2, IObservable<T3> source3, IObservable<T4> source4, Func<T1, T2, T3, T4, TResult> selector) : CombineArity<TResult>
{
    public override CombineSlot[] CreateSlots(CombineSlotOwner owner) => [new CombineSlot<T1>(owner, 0, source1), new CombineSlot<T2>(owner, 1, source2), new CombineSlot<T3>(owner, 2, source3), new CombineSlot<T4>(owner, 3, source4)];

    public override TResult Invoke(CombineSlot[] s) => selector(CombineSlot<T1>.Of(s, 0), CombineSlot<T2>.Of(s, 1), CombineSlot<T3>.Of(s, 2), CombineSlot<T4>.Of(s, 3));
}

/// <summary>The sources and result selector of a 5-ary <c>Zip</c> or <c>CombineLatest</c>.</summary>
internal sealed class CombineArity<T1, T2, T3, T4, T5, TResult>(IObservable<T1> source1, IObservable<T2> source2, IObservable<T3> source3, IObservable<T4> source4, IObservable<T5> source5, Func<T1, T2, T3, T4, T5, TResult> selector) : CombineArity<TResult>
{
    public override CombineSlot[] CreateSlots(CombineSlotOwner owner) => [new CombineSlot<T1>(owner, 0, source1), new CombineSlot<T2>(owner, 1, source2), new CombineSlot<T3>(owner, 2, source3), new CombineSlot<T4>(owner, 3, source4), new CombineSlot<T5>(owner, 4, source5)];

    public override TResult Invoke(CombineSlot[] s) => selector(CombineSlot<T1>.Of(s, 0), CombineSlot<T2>.Of(s, 1), CombineSlot<T3>.Of(s, 2), CombineSlot<T4>.Of(s, 3), CombineSlot<T5>.Of(s, 4));
}

/// <summary>The sources and result selector of a 6-ary <c>Zip</c> or <c>CombineLatest</c>.</summary>
internal sealed class CombineArity<T1, T2, T3, T4, T5, T6, TResult>(IObservable<T1> source1, IObservable<T2> source2, IObservable<T3> source3, IObservable<T4> source4, IObservable<T5> source5, IObservable<T6> source6, Func<T1, T2, T3, T4, T5, T6, TResult> selector) : CombineArity<TResult>
{
    public override CombineSlot[] CreateSlots(CombineSlotOwner owner) => [new CombineSlot<T1>(owner, 0, source1), new CombineSlot<T2>(owner, 1, source2), new CombineSlot<T3>(owner, 2, source3), new CombineSlot<T4>(owner, 3, source4), new CombineSlot<T5>(owner, 4, source5), new CombineSlot<T6>(owner, 5, source6)];

    public override TResult Invoke(CombineSlot[] s) => selector(CombineSlot<T1>.Of(s, 0), CombineSlot<T2>.Of(s, 1), CombineSlot<T3>.Of(s, 2), CombineSlot<T4>.Of(s, 3), CombineSlot<T5>.Of(s, 4), CombineSlot<T6>.Of(s, 5));
}

/// <summary>The sources and result selector of a 7-ary <c>Zip</c> or <c>CombineLatest</c>.</summary>
internal sealed class CombineArity<T1, T2, T3, T4, T5, T6, T7, TResult>(IObservable<T1> source1, IObservable<T2> source2, IObservable<T3> source3, IObservable<T4> source4, IObservable<T5> source5, IObservable<T6> source6, IObservable<T7> source7, Func<T1, T2, T3, T4, T5, T6, T7, TResult> selector) : CombineArity<TResult>
{
    public override CombineSlot[] CreateSlots(CombineSlotOwner owner) => [new CombineSlot<T1>(owner, 0, source1), new CombineSlot<T2>(owner, 1, source2), new CombineSlot<T3>(owner, 2, source3), new CombineSlot<T4>(owner, 3, source4), new CombineSlot<T5>(owner, 4, source5), new CombineSlot<T6>(owner, 5, source6), new CombineSlot<T7>(owner, 6, source7)];

    public override TResult Invoke(CombineSlot[] s) => selector(CombineSlot<T1>.Of(s, 0), CombineSlot<T2>.Of(s, 1), CombineSlot<T3>.Of(s, 2), CombineSlot<T4>.Of(s, 3), CombineSlot<T5>.Of(s, 4), CombineSlot<T6>.Of(s, 5), CombineSlot<T7>.Of(s, 6));
}

/// <summary>The sources and result selector of a 8-ary <c>Zip</c> or <c>CombineLatest</c>.</summary>
internal sealed class CombineArity<T1, T2, T3, T4, T5, T6, T7, T8, TResult>(IObservable<T1> source1, IObservable<T2> source2, IObservable<T3> source3, IObservable<T4> source4, IObservable<T5> source5, IObservable<T6> source6, IObservable<T7> source7, IObservable<T8> source8, Func<T1, T2, T3, T4, T5, T6, T7, T8, TResult> selector) : CombineArity<TResult>
{
    public override CombineSlot[] CreateSlots(CombineSlotOwner owner) => [new CombineSlot<T1>(owner, 0, source1), new CombineSlot<T2>(owner, 1, source2), new CombineSlot<T3>(owner, 2, source3), new CombineSlot<T4>(owner, 3, source4), new CombineSlot<T5>(owner, 4, source5), new CombineSlot<T6>(owner, 5, source6), new CombineSlot<T7>(owner, 6, source7), new CombineSlot<T8>(owner, 7, source8)];

    public override TResult Invoke(CombineSlot[] s) => selector(CombineSlot<T1>.Of(s, 0), CombineSlot<T2>.Of(s, 1), CombineSlot<T3>.Of(s, 2), CombineSlot<T4>.Of(s, 3), CombineSlot<T5>.Of(s, 4), CombineSlot<T6>.Of(s, 5), CombineSlot<T7>.Of(s, 6), CombineSlot<T8>.Of(s, 7));
}

/// <summary>The sources and result selector of a 9-ary <c>Zip</c> or <c>CombineLatest</c>.</summary>
internal sealed class CombineArity<T1, T2, T3, T4, T5, T6, T7, T8, T9, TResult>(IObservable<T1> source1, IObservable<T2> source2, IObservable<T3> source3, IObservable<T4> source4, IObservable<T5> source5, IObservable<T6> source6, IObservable<T7> source7, IObservable<T8> source8, IObservable<T9> source9, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, TResult> selector) : CombineArity<TResult>
{
    public override CombineSlot[] CreateSlots(CombineSlotOwner owner) => [new CombineSlot<T1>(owner, 0, source1), new CombineSlot<T2>(owner, 1, source2), new CombineSlot<T3>(owner, 2, source3), new CombineSlot<T4>(owner, 3, source4), new CombineSlot<T5>(owner, 4, source5), new CombineSlot<T6>(owner, 5, source6), new CombineSlot<T7>(owner, 6, source7), new CombineSlot<T8>(owner, 7, source8), new CombineSlot<T9>(owner, 8, source9)];

    public override TResult Invoke(CombineSlot[] s) => selector(CombineSlot<T1>.Of(s, 0), CombineSlot<T2>.Of(s, 1), CombineSlot<T3>.Of(s, 2), CombineSlot<T4>.Of(s, 3), CombineSlot<T5>.Of(s, 4), CombineSlot<T6>.Of(s, 5), CombineSlot<T7>.Of(s, 6), CombineSlot<T8>.Of(s, 7), CombineSlot<T9>.Of(s, 8));
}

/// <summary>The sources and result selector of a 10-ary <c>Zip</c> or <c>CombineLatest</c>.</summary>
internal sealed class CombineArity<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, TResult>(IObservable<T1> source1, IObservable<T2> source2, IObservable<T3> source3, IObservable<T4> source4, IObservable<T5> source5, IObservable<T6> source6, IObservable<T7> source7, IObservable<T8> source8, IObservable<T9> source9, IObservable<T10> source10, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, TResult> selector) : CombineArity<TResult>
{
    public override CombineSlot[] CreateSlots(CombineSlotOwner owner) => [new CombineSlot<T1>(owner, 0, source1), new CombineSlot<T2>(owner, 1, source2), new CombineSlot<T3>(owner, 2, source3), new CombineSlot<T4>(owner, 3, source4), new CombineSlot<T5>(owner, 4, source5), new CombineSlot<T6>(owner, 5, source6), new CombineSlot<T7>(owner, 6, source7), new CombineSlot<T8>(owner, 7, source8), new CombineSlot<T9>(owner, 8, source9), new CombineSlot<T10>(owner, 9, source10)];

    public override TResult Invoke(CombineSlot[] s) => selector(CombineSlot<T1>.Of(s, 0), CombineSlot<T2>.Of(s, 1), CombineSlot<T3>.Of(s, 2), CombineSlot<T4>.Of(s, 3), CombineSlot<T5>.Of(s, 4), CombineSlot<T6>.Of(s, 5), CombineSlot<T7>.Of(s, 6), CombineSlot<T8>.Of(s, 7), CombineSlot<T9>.Of(s, 8), CombineSlot<T10>.Of(s, 9));
}

/// <summary>The sources and result selector of a 11-ary <c>Zip</c> or <c>CombineLatest</c>.</summary>
internal sealed class CombineArity<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, TResult>(IObservable<T1> source1, IObservable<T2> source2, IObservable<T3> source3, IObservable<T4> source4, IObservable<T5> source5, IObservable<T6> source6, IObservable<T7> source7, IObservable<T8> source8, IObservable<T9> source9, IObservable<T10> source10, IObservable<T11> source11, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, TResult> selector) : CombineArity<TResult>
{
    public override CombineSlot[] CreateSlots(CombineSlotOwner owner) => [new CombineSlot<T1>(owner, 0, source1), new CombineSlot<T2>(owner, 1, source2), new CombineSlot<T3>(owner, 2, source3), new CombineSlot<T4>(owner, 3, source4), new CombineSlot<T5>(owner, 4, source5), new CombineSlot<T6>(owner, 5, source6), new CombineSlot<T7>(owner, 6, source7), new CombineSlot<T8>(owner, 7, source8), new CombineSlot<T9>(owner, 8, source9), new CombineSlot<T10>(owner, 9, source10), new CombineSlot<T11>(owner, 10, source11)];

    public override TResult Invoke(CombineSlot[] s) => selector(CombineSlot<T1>.Of(s, 0), CombineSlot<T2>.Of(s, 1), CombineSlot<T3>.Of(s, 2), CombineSlot<T4>.Of(s, 3), CombineSlot<T5>.Of(s, 4), CombineSlot<T6>.Of(s, 5), CombineSlot<T7>.Of(s, 6), CombineSlot<T8>.Of(s, 7), CombineSlot<T9>.Of(s, 8), CombineSlot<T10>.Of(s, 9), CombineSlot<T11>.Of(s, 10));
}

/// <summary>The sources and result selector of a 12-ary <c>Zip</c> or <c>CombineLatest</c>.</summary>
internal sealed class CombineArity<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, TResult>(IObservable<T1> source1, IObservable<T2> source2, IObservable<T3> source3, IObservable<T4> source4, IObservable<T5> source5, IObservable<T6> source6, IObservable<T7> source7, IObservable<T8> source8, IObservable<T9> source9, IObservable<T10> source10, IObservable<T11> source11, IObservable<T12> source12, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, TResult> selector) : CombineArity<TResult>
{
    public override CombineSlot[] CreateSlots(CombineSlotOwner owner) => [new CombineSlot<T1>(owner, 0, source1), new CombineSlot<T2>(owner, 1, source2), new CombineSlot<T3>(owner, 2, source3), new CombineSlot<T4>(owner, 3, source4), new CombineSlot<T5>(owner, 4, source5), new CombineSlot<T6>(owner, 5, source6), new CombineSlot<T7>(owner, 6, source7), new CombineSlot<T8>(owner, 7, source8), new CombineSlot<T9>(owner, 8, source9), new CombineSlot<T10>(owner, 9, source10), new CombineSlot<T11>(owner, 10, source11), new CombineSlot<T12>(owner, 11, source12)];

    public override TResult Invoke(CombineSlot[] s) => selector(CombineSlot<T1>.Of(s, 0), CombineSlot<T2>.Of(s, 1), CombineSlot<T3>.Of(s, 2), CombineSlot<T4>.Of(s, 3), CombineSlot<T5>.Of(s, 4), CombineSlot<T6>.Of(s, 5), CombineSlot<T7>.Of(s, 6), CombineSlot<T8>.Of(s, 7), CombineSlot<T9>.Of(s, 8), CombineSlot<T10>.Of(s, 9), CombineSlot<T11>.Of(s, 10), CombineSlot<T12>.Of(s, 11));
}

/// <summary>The sources and result selector of a 13-ary <c>Zip</c> or <c>CombineLatest</c>.</summary>
internal sealed class CombineArity<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, TResult>(IObservable<T1> source1, IObservable<T2> source2, IObservable<T3> source3, IObservable<T4> source4, IObservable<T5> source5, IObservable<T6> source6, IObservable<T7> source7, IObservable<T8> source8, IObservable<T9> source9, IObservable<T10> source10, IObservable<T11> source11, IObservable<T12> source12, IObservable<T13> source13, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, TResult> selector) : CombineArity<TResult>
{
    public override CombineSlot[] CreateSlots(CombineSlotOwner owner) => [new CombineSlot<T1>(owner, 0, source1), new CombineSlot<T2>(owner, 1, source2), new CombineSlot<T3>(owner, 2, source3), new CombineSlot<T4>(owner, 3, source4), new CombineSlot<T5>(owner, 4, source5), new CombineSlot<T6>(owner, 5, source6), new CombineSlot<T7>(owner, 6, source7), new CombineSlot<T8>(owner, 7, source8), new CombineSlot<T9>(owner, 8, source9), new CombineSlot<T10>(owner, 9, source10), new CombineSlot<T11>(owner, 10, source11), new CombineSlot<T12>(owner, 11, source12), new CombineSlot<T13>(owner, 12, source13)];

    public override TResult Invoke(CombineSlot[] s) => selector(CombineSlot<T1>.Of(s, 0), CombineSlot<T2>.Of(s, 1), CombineSlot<T3>.Of(s, 2), CombineSlot<T4>.Of(s, 3), CombineSlot<T5>.Of(s, 4), CombineSlot<T6>.Of(s, 5), CombineSlot<T7>.Of(s, 6), CombineSlot<T8>.Of(s, 7), CombineSlot<T9>.Of(s, 8), CombineSlot<T10>.Of(s, 9), CombineSlot<T11>.Of(s, 10), CombineSlot<T12>.Of(s, 11), CombineSlot<T13>.Of(s, 12));
}

/// <summary>The sources and result selector of a 14-ary <c>Zip</c> or <c>CombineLatest</c>.</summary>
internal sealed class CombineArity<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, TResult>(IObservable<T1> source1, IObservable<T2> source2, IObservable<T3> source3, IObservable<T4> source4, IObservable<T5> source5, IObservable<T6> source6, IObservable<T7> source7, IObservable<T8> source8, IObservable<T9> source9, IObservable<T10> source10, IObservable<T11> source11, IObservable<T12> source12, IObservable<T13> source13, IObservable<T14> source14, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, TResult> selector) : CombineArity<TResult>
{
    public override CombineSlot[] CreateSlots(CombineSlotOwner owner) => [new CombineSlot<T1>(owner, 0, source1), new CombineSlot<T2>(owner, 1, source2), new CombineSlot<T3>(owner, 2, source3), new CombineSlot<T4>(owner, 3, source4), new CombineSlot<T5>(owner, 4, source5), new CombineSlot<T6>(owner, 5, source6), new CombineSlot<T7>(owner, 6, source7), new CombineSlot<T8>(owner, 7, source8), new CombineSlot<T9>(owner, 8, source9), new CombineSlot<T10>(owner, 9, source10), new CombineSlot<T11>(owner, 10, source11), new CombineSlot<T12>(owner, 11, source12), new CombineSlot<T13>(owner, 12, source13), new CombineSlot<T14>(owner, 13, source14)];

    public override TResult Invoke(CombineSlot[] s) => selector(CombineSlot<T1>.Of(s, 0), CombineSlot<T2>.Of(s, 1), CombineSlot<T3>.Of(s, 2), CombineSlot<T4>.Of(s, 3), CombineSlot<T5>.Of(s, 4), CombineSlot<T6>.Of(s, 5), CombineSlot<T7>.Of(s, 6), CombineSlot<T8>.Of(s, 7), CombineSlot<T9>.Of(s, 8), CombineSlot<T10>.Of(s, 9), CombineSlot<T11>.Of(s, 10), CombineSlot<T12>.Of(s, 11), CombineSlot<T13>.Of(s, 12), CombineSlot<T14>.Of(s, 13));
}

/// <summary>The sources and result selector of a 15-ary <c>Zip</c> or <c>CombineLatest</c>.</summary>
internal sealed class CombineArity<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, TResult>(IObservable<T1> source1, IObservable<T2> source2, IObservable<T3> source3, IObservable<T4> source4, IObservable<T5> source5, IObservable<T6> source6, IObservable<T7> source7, IObservable<T8> source8, IObservable<T9> source9, IObservable<T10> source10, IObservable<T11> source11, IObservable<T12> source12, IObservable<T13> source13, IObservable<T14> source14, IObservable<T15> source15, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, TResult> selector) : CombineArity<TResult>
{
    public override CombineSlot[] CreateSlots(CombineSlotOwner owner) => [new CombineSlot<T1>(owner, 0, source1), new CombineSlot<T2>(owner, 1, source2), new CombineSlot<T3>(owner, 2, source3), new CombineSlot<T4>(owner, 3, source4), new CombineSlot<T5>(owner, 4, source5), new CombineSlot<T6>(owner, 5, source6), new CombineSlot<T7>(owner, 6, source7), new CombineSlot<T8>(owner, 7, source8), new CombineSlot<T9>(owner, 8, source9), new CombineSlot<T10>(owner, 9, source10), new CombineSlot<T11>(owner, 10, source11), new CombineSlot<T12>(owner, 11, source12), new CombineSlot<T13>(owner, 12, source13), new CombineSlot<T14>(owner, 13, source14), new CombineSlot<T15>(owner, 14, source15)];

    public override TResult Invoke(CombineSlot[] s) => selector(CombineSlot<T1>.Of(s, 0), CombineSlot<T2>.Of(s, 1), CombineSlot<T3>.Of(s, 2), CombineSlot<T4>.Of(s, 3), CombineSlot<T5>.Of(s, 4), CombineSlot<T6>.Of(s, 5), CombineSlot<T7>.Of(s, 6), CombineSlot<T8>.Of(s, 7), CombineSlot<T9>.Of(s, 8), CombineSlot<T10>.Of(s, 9), CombineSlot<T11>.Of(s, 10), CombineSlot<T12>.Of(s, 11), CombineSlot<T13>.Of(s, 12), CombineSlot<T14>.Of(s, 13), CombineSlot<T15>.Of(s, 14));
}

/// <summary>The sources and result selector of a 16-ary <c>Zip</c> or <c>CombineLatest</c>.</summary>
internal sealed class CombineArity<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, TResult>(IObservable<T1> source1, IObservable<T2> source2, IObservable<T3> source3, IObservable<T4> source4, IObservable<T5> source5, IObservable<T6> source6, IObservable<T7> source7, IObservable<T8> source8, IObservable<T9> source9, IObservable<T10> source10, IObservable<T11> source11, IObservable<T12> source12, IObservable<T13> source13, IObservable<T14> source14, IObservable<T15> source15, IObservable<T16> source16, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, TResult> selector) : CombineArity<TResult>
{
    public override CombineSlot[] CreateSlots(CombineSlotOwner owner) => [new CombineSlot<T1>(owner, 0, source1), new CombineSlot<T2>(owner, 1, source2), new CombineSlot<T3>(owner, 2, source3), new CombineSlot<T4>(owner, 3, source4), new CombineSlot<T5>(owner, 4, source5), new CombineSlot<T6>(owner, 5, source6), new CombineSlot<T7>(owner, 6, source7), new CombineSlot<T8>(owner, 7, source8), new CombineSlot<T9>(owner, 8, source9), new CombineSlot<T10>(owner, 9, source10), new CombineSlot<T11>(owner, 10, source11), new CombineSlot<T12>(owner, 11, source12), new CombineSlot<T13>(owner, 12, source13), new CombineSlot<T14>(owner, 13, source14), new CombineSlot<T15>(owner, 14, source15), new CombineSlot<T16>(owner, 15, source16)];

    public override TResult Invoke(CombineSlot[] s) => selector(CombineSlot<T1>.Of(s, 0), CombineSlot<T2>.Of(s, 1), CombineSlot<T3>.Of(s, 2), CombineSlot<T4>.Of(s, 3), CombineSlot<T5>.Of(s, 4), CombineSlot<T6>.Of(s, 5), CombineSlot<T7>.Of(s, 6), CombineSlot<T8>.Of(s, 7), CombineSlot<T9>.Of(s, 8), CombineSlot<T10>.Of(s, 9), CombineSlot<T11>.Of(s, 10), CombineSlot<T12>.Of(s, 11), CombineSlot<T13>.Of(s, 12), CombineSlot<T14>.Of(s, 13), CombineSlot<T15>.Of(s, 14), CombineSlot<T16>.Of(s, 15));
}

/// <summary>A list of sources of one type combined into a list (or through a selector over the list).</summary>
internal sealed class CombineArityList<T, TResult>(IObservable<T>[] sources, Func<IList<T>, TResult> selector) : CombineArity<TResult>
{
    public override CombineSlot[] CreateSlots(CombineSlotOwner owner)
    {
        var slots = new CombineSlot[sources.Length];
        for (var i = 0; i < slots.Length; i++)
        {
            slots[i] = new CombineSlot<T>(owner, i, sources[i]);
        }

        return slots;
    }

    public override TResult Invoke(CombineSlot[] s)
    {
        var values = new T[s.Length];
        for (var i = 0; i < values.Length; i++)
        {
            values[i] = CombineSlot<T>.Of(s, i);
        }

        return selector(values);
    }
}
