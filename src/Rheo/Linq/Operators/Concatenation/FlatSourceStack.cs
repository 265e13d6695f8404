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
    private Frame _top;
    private Frame[]? _below;
    private int _count;

    /// <summary>The sources an operator of the same kind contributes when it is flattened.</summary>
    internal interface INested
    {
        /// <summary>Gets the sources as an array, or null when they are an enumerable.</summary>
        IObservable<T>[]? Array { get; }

        /// <summary>Gets the sources as an enumerable when <see cref="Array"/> is null.</summary>
        IEnumerable<IObservable<T>>? Enumerable { get; }
    }

    public void Push(IObservable<T>[] sources) => PushFrame(new Frame { Array = sources });

    public void Push(IEnumerable<IObservable<T>> sources) => PushFrame(new Frame { Enumerator = sources.GetEnumerator() });

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
            var enumerator = _top.Enumerator;
            PopFrame();
            enumerator?.Dispose();
        }
    }

    private IObservable<T>? Pop()
    {
        while (_count > 0)
        {
            ref var top = ref _top;
            IObservable<T>? source = null;
            var got = false;
            bool exhausted;
            if (top.Array is { } array)
            {
                if (top.Index < array.Length)
                {
                    source = array[top.Index++];
                    got = true;
                }

                exhausted = top.Index >= array.Length;
            }
            else if (top.Enumerator!.MoveNext())
            {
                source = top.Enumerator.Current;
                got = true;
                exhausted = false;
            }
            else
            {
                exhausted = true;
            }

            if (exhausted)
            {
                // Popped before the source is used, so a nested operator in the tail position replaces this frame.
                var enumerator = top.Enumerator;
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

    private void PushFrame(Frame frame)
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

            _below[_count - 1] = _top;
        }

        _top = frame;
        _count++;
    }

    private void PopFrame()
    {
        _count--;
        if (_count > 0)
        {
            _top = _below![_count - 1];
            _below[_count - 1] = default;
        }
        else
        {
            _top = default;
        }
    }

    private struct Frame
    {
        public IObservable<T>[]? Array;
        public int Index;
        public IEnumerator<IObservable<T>>? Enumerator;
    }
}
