using System.Runtime.CompilerServices;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The pending sources of a <see cref="TailLoopSink{T}"/> that walks a list of sources (<c>Concat</c>,
/// <c>Catch</c>, <c>OnErrorResumeNext</c>): a stack of frames, each an array or an enumerator. A nested
/// operator of the same kind is flattened into a new frame instead of being subscribed, and an
/// exhausted frame is popped before the next one is pushed, so a tail-recursive definition such as
/// <c>f = x =&gt; Defer(() =&gt; Return(x).Concat(f(x + 1)))</c> runs on a constant stack and constant memory.
/// </summary>
/// <remarks>
/// A struct held in its sink's field (call it on the field, never on a copy): the top frame is stored inline and
/// the frames under it in an array created only when a nested list is pushed, so the usual flat list costs no
/// allocation per subscription.
/// </remarks>
/// <typeparam name="T">The element type.</typeparam>
internal struct FlatSourceStack<T>
{
    // The top frame, inline: an IObservable<T>[] walked from _topIndex, or (when _topIndex is -1) an enumerator.
    private object? _topSources;
    private int _topIndex;
    private int _count;
    private Frame[]? _below;

    /// <summary>The sources an operator of the same kind contributes when it is flattened.</summary>
    internal interface INested
    {
        /// <summary>Gets the sources as an array, or null when they are an enumerable.</summary>
        IObservable<T>[]? Array { get; }

        /// <summary>Gets the sources as an enumerable when <see cref="Array"/> is null.</summary>
        IEnumerable<IObservable<T>>? Enumerable { get; }
    }

    public void Push(IObservable<T>[] sources) => PushFrame(sources, 0);

    public void Push(IEnumerable<IObservable<T>> sources) => PushFrame(sources.GetEnumerator(), -1);

    public void Push(INested nested)
    {
        if (nested.Array is { } array)
        {
            Push(array);
        }
        else
        {
            Push(nested.Enumerable!);
        }
    }

    /// <summary>
    /// Takes the next source, evaluating a <see cref="Defer{T}"/> and flattening operators
    /// whose type is <typeparamref name="TNested"/>. A throwing <c>Defer</c> factory yields a failing source.
    /// Returns null when every frame is exhausted. An enumerator that throws propagates the exception.
    /// </summary>
    public IObservable<T>? Next<TNested>()
        where TNested : class, INested
    {
        while (true)
        {
            var source = Pop();
            if (source is null)
            {
                return null;
            }

            while (source is Defer<T> deferred)
            {
                source = deferred.Evaluate();
            }

            if (source is TNested nested)
            {
                Push(nested);
                continue;
            }

            return source;
        }
    }

    /// <summary>Disposes the enumerators still held.</summary>
    public void Clear()
    {
        while (_count > 0)
        {
            var enumerator = TopEnumerator;
            PopFrame();
            enumerator?.Dispose();
        }
    }

    /// <summary>Gets the enumerator of the top frame, or null when the top frame is an array.</summary>
    private readonly IEnumerator<IObservable<T>>? TopEnumerator =>
        _topIndex < 0 ? Unsafe.As<IEnumerator<IObservable<T>>>(_topSources) : null;

    private IObservable<T>? Pop()
    {
        while (_count > 0)
        {
            IObservable<T>? source = null;
            var got = false;
            bool exhausted;
            if (_topIndex >= 0)
            {
                var array = Unsafe.As<IObservable<T>[]>(_topSources!);
                if (_topIndex < array.Length)
                {
                    source = array[_topIndex++];
                    got = true;
                }

                exhausted = _topIndex >= array.Length;
            }
            else
            {
                var enumerator = Unsafe.As<IEnumerator<IObservable<T>>>(_topSources!);
                if (enumerator.MoveNext())
                {
                    source = enumerator.Current;
                    got = true;
                    exhausted = false;
                }
                else
                {
                    exhausted = true;
                }
            }

            if (exhausted)
            {
                // Popped before the source is used, so a nested operator in the tail position replaces this frame.
                var enumerator = TopEnumerator;
                PopFrame();
                enumerator?.Dispose();
            }

            if (got)
            {
                return source ?? throw new InvalidOperationException("The sequence of sources contains null.");
            }
        }

        return null;
    }

    private void PushFrame(object sources, int index)
    {
        if (_count > 0)
        {
            // The frames under the top: _below[0 .. _count - 2].
            if (_below is null)
            {
                _below = new Frame[2];
            }
            else if (_count - 1 == _below.Length)
            {
                System.Array.Resize(ref _below, _below.Length * 2);
            }

            _below[_count - 1] = new Frame { Sources = _topSources, Index = _topIndex };
        }

        _topSources = sources;
        _topIndex = index;
        _count++;
    }

    private void PopFrame()
    {
        _count--;
        if (_count > 0)
        {
            ref var frame = ref _below![_count - 1];
            _topSources = frame.Sources;
            _topIndex = frame.Index;
            frame = default;
        }
        else
        {
            _topSources = null;
            _topIndex = 0;
        }
    }

    /// <summary>A frame under the top: as the top frame's two fields.</summary>
    private struct Frame
    {
        public object? Sources;
        public int Index;
    }
}
