using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>GroupByUntil</c>: <c>GroupBy</c> where each group lives until its duration observable (selected from the
/// group when it opens) emits or completes; the next value with that key opens a new group. Durations fire on any
/// thread, so the group table and group emissions share one lock.
/// </summary>
internal sealed class GroupByUntil<TSource, TKey, TElement, TDuration>(
    IObservable<TSource> source,
    Func<TSource, TKey> keySelector,
    Func<TSource, TElement> elementSelector,
    Func<IGroupedObservable<TKey, TElement>, IObservable<TDuration>> durationSelector,
    int capacity,
    IEqualityComparer<TKey> comparer) : Producer<IGroupedObservable<TKey, TElement>>
{
    public override void Run(ISubscriber<IGroupedObservable<TKey, TElement>> subscriber)
    {
        var sink = new Sink(subscriber, keySelector, elementSelector, durationSelector, capacity, comparer);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(
        ISubscriber<IGroupedObservable<TKey, TElement>> downstream,
        Func<TSource, TKey> keySelector,
        Func<TSource, TElement> elementSelector,
        Func<IGroupedObservable<TKey, TElement>, IObservable<TDuration>> durationSelector,
        int capacity,
        IEqualityComparer<TKey> comparer) : Sink<TSource, IGroupedObservable<TKey, TElement>>(downstream), ISubSequenceOwner
    {
        private readonly object _gate = new();
        // A null key never reaches the dictionary: it has its own group field.
#pragma warning disable CS8714
        private readonly Dictionary<TKey, Entry> _groups = new(capacity, comparer);
#pragma warning restore CS8714
        private Entry? _nullEntry;
        private bool _terminated;
        private SubSequenceRefCount _refs;

        private bool OuterDisposed => _refs.IsOuterReleased;

        public override void OnNext(TSource value)
        {
            TKey key;
            try
            {
                key = keySelector(value);
            }
            catch (Exception error)
            {
                Terminate(error, disposeUpstream: true);
                return;
            }

            lock (_gate)
            {
                if (_terminated)
                {
                    return;
                }

                Entry? entry;
                var created = false;
                try
                {
                    if (key is null)
                    {
                        entry = _nullEntry;
                        if (entry is null)
                        {
                            _nullEntry = entry = new Entry(this, key);
                            created = true;
                        }
                    }
                    else if (!_groups.TryGetValue(key, out entry))
                    {
                        entry = new Entry(this, key);
                        _groups.Add(key, entry);
                        created = true;
                    }
                }
                catch (Exception error)
                {
                    Terminate(error, disposeUpstream: true);
                    return;
                }

                if (created)
                {
                    IObservable<TDuration> duration;
                    try
                    {
                        duration = durationSelector(entry.Group.CreateUncountedView());
                    }
                    catch (Exception error)
                    {
                        Terminate(error, disposeUpstream: true);
                        return;
                    }

                    if (!OuterDisposed)
                    {
                        Downstream.OnNext(entry.Group);
                    }

                    duration.Run(entry);
                    if (_terminated)
                    {
                        return;
                    }
                }

                TElement element;
                try
                {
                    element = elementSelector(value);
                }
                catch (Exception error)
                {
                    Terminate(error, disposeUpstream: true);
                    return;
                }

                entry.Group.OnNext(element);
            }
        }

        public override void OnError(Exception error) => Terminate(error, disposeUpstream: false);

        public override void OnCompleted() => Terminate(null, disposeUpstream: false);

        public override void Dispose() => _refs.ReleaseOuter(this);

        public void AddRef() => _refs.AddRef();

        public void Release()
        {
            if (_refs.Release())
            {
                DisposeUpstream();
                List<Entry> entries;
                lock (_gate)
                {
                    entries = [.. _groups.Values];
                    if (_nullEntry is not null)
                    {
                        entries.Add(_nullEntry);
                    }
                }

                foreach (var entry in entries)
                {
                    entry.Dispose();
                }
            }
        }

        private void Expire(Entry entry)
        {
            lock (_gate)
            {
                if (_terminated)
                {
                    return;
                }

                try
                {
                    if (ReferenceEquals(_nullEntry, entry))
                    {
                        _nullEntry = null;
                    }
                    else if (entry.Group.Key is { } key && _groups.TryGetValue(key, out var current) && ReferenceEquals(current, entry))
                    {
                        _groups.Remove(key);
                    }
                }
                catch (Exception error)
                {
                    Terminate(error, disposeUpstream: true);
                    return;
                }

                entry.Group.OnCompleted();
            }

            entry.Dispose();
        }

        private void Terminate(Exception? error, bool disposeUpstream)
        {
            List<Entry> entries;
            lock (_gate)
            {
                if (_terminated)
                {
                    return;
                }

                _terminated = true;
                entries = new List<Entry>(_groups.Count + 1);
                if (_nullEntry is not null)
                {
                    entries.Add(_nullEntry);
                }

                entries.AddRange(_groups.Values);
                _groups.Clear();
                _nullEntry = null;
            }

            if (disposeUpstream)
            {
                DisposeUpstream();
            }

            foreach (var entry in entries)
            {
                entry.Dispose();
            }

            foreach (var entry in entries)
            {
                if (error is null)
                {
                    entry.Group.OnCompleted();
                }
                else
                {
                    entry.Group.OnError(error);
                }
            }

            if (!OuterDisposed)
            {
                if (error is null)
                {
                    Downstream.OnCompleted();
                }
                else
                {
                    Downstream.OnError(error);
                }
            }
        }

        /// <summary>A live group and the observer of its duration.</summary>
        private sealed class Entry(Sink parent, TKey key) : ISubscriber<TDuration>, IDisposable
        {
            private IDisposable? _duration;

            public KeyedSubSequence<TKey, TElement> Group { get; } = new(key, parent);

            public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _duration, upstream);

            public void OnNext(TDuration value) => parent.Expire(this);

            public void OnError(Exception error) => parent.Terminate(error, disposeUpstream: true);

            public void OnCompleted() => parent.Expire(this);

            public void Dispose() => DisposableSlot.Dispose(ref _duration);
        }
    }
}
