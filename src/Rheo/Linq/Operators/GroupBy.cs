using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>GroupBy</c>: one dictionary lookup per value, then a direct call into the group's observer. A new key emits
/// its group first. The upstream stays subscribed while the outer subscription or any group subscription lives;
/// completion and errors reach every group, then the outer observer.
/// </summary>
internal sealed class GroupBy<TSource, TKey, TElement>(
    IObservable<TSource> source,
    Func<TSource, TKey> keySelector,
    Func<TSource, TElement> elementSelector,
    int capacity,
    IEqualityComparer<TKey> comparer) : Producer<IGroupedObservable<TKey, TElement>>
{
    public override void Run(ISubscriber<IGroupedObservable<TKey, TElement>> subscriber)
    {
        var sink = new Sink(subscriber, keySelector, elementSelector, capacity, comparer);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(
        ISubscriber<IGroupedObservable<TKey, TElement>> downstream,
        Func<TSource, TKey> keySelector,
        Func<TSource, TElement> elementSelector,
        int capacity,
        IEqualityComparer<TKey> comparer) : Sink<TSource, IGroupedObservable<TKey, TElement>>(downstream), ISubSequenceOwner
    {
        // A null key never reaches the dictionary: it has its own group field.
#pragma warning disable CS8714
        private readonly Dictionary<TKey, KeyedSubSequence<TKey, TElement>> _groups = new(capacity, comparer);
#pragma warning restore CS8714
        private KeyedSubSequence<TKey, TElement>? _nullGroup;
        private SubSequenceRefCount _refs;

        private bool OuterDisposed => _refs.IsOuterReleased;

        public override void OnNext(TSource value)
        {
            KeyedSubSequence<TKey, TElement>? group;
            bool created = false;
            try
            {
                var key = keySelector(value);
                if (key is null)
                {
                    group = _nullGroup;
                    if (group is null)
                    {
                        _nullGroup = group = new KeyedSubSequence<TKey, TElement>(key, this);
                        created = true;
                    }
                }
                else if (!_groups.TryGetValue(key, out group))
                {
                    group = new KeyedSubSequence<TKey, TElement>(key, this);
                    _groups.Add(key, group);
                    created = true;
                }
            }
            catch (Exception error)
            {
                Error(error);
                return;
            }

            if (created && !OuterDisposed)
            {
                Downstream.OnNext(group);
            }

            TElement element;
            try
            {
                element = elementSelector(value);
            }
            catch (Exception error)
            {
                Error(error);
                return;
            }

            group.OnNext(element);
        }

        public override void OnError(Exception error)
        {
            foreach (var group in TakeGroups())
            {
                group.OnError(error);
            }

            if (!OuterDisposed)
            {
                Downstream.OnError(error);
            }
        }

        public override void OnCompleted()
        {
            foreach (var group in TakeGroups())
            {
                group.OnCompleted();
            }

            if (!OuterDisposed)
            {
                Downstream.OnCompleted();
            }
        }

        public override void Dispose() => _refs.ReleaseOuter(this);

        public void AddRef() => _refs.AddRef();

        public void Release()
        {
            if (_refs.Release())
            {
                DisposeUpstream();
            }
        }

        private void Error(Exception error)
        {
            DisposeUpstream();
            OnError(error);
        }

        private List<KeyedSubSequence<TKey, TElement>> TakeGroups()
        {
            var groups = new List<KeyedSubSequence<TKey, TElement>>(_groups.Count + 1);
            if (_nullGroup is not null)
            {
                groups.Add(_nullGroup);
            }

            groups.AddRange(_groups.Values);
            _groups.Clear();
            _nullGroup = null;
            return groups;
        }
    }
}
