using System.Collections;
using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo;

/// <summary>
/// Keeps the elements of an observable in a list and signals the end of the sequence, as in Rx.NET: the constructor
/// subscribes; every list member first waits (blocking) until the source has ended and rethrows its error; as an
/// observable it sends only the source's completion or error, and disposing that subscription also disposes the
/// subscription to the source.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
[Experimental]
public class ListObservable<T> : IList<T>, IObservable<object>
{
    private readonly IDisposable _subscription;
    private readonly AsyncSubject<object> _subject = new();
    private readonly List<T> _results = [];

    /// <summary>Subscribes to <paramref name="source"/> and keeps its elements.</summary>
    /// <param name="source">The observable whose elements to keep.</param>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public ListObservable(IObservable<T> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        _subscription = source.Subscribe(_results.Add, _subject.OnError, _subject.OnCompleted);
    }

    /// <summary>Gets the last element, once the source has ended.</summary>
    /// <exception cref="InvalidOperationException">The source sent no element.</exception>
    public T Value
    {
        get
        {
            Wait();
            if (_results.Count == 0)
            {
                throw new InvalidOperationException("Sequence contains no elements.");
            }

            return _results[^1];
        }
    }

    /// <summary>Gets the number of elements, once the source has ended.</summary>
    public int Count
    {
        get
        {
            Wait();
            return _results.Count;
        }
    }

    /// <summary>Gets false: the list may be changed once the source has ended.</summary>
    public bool IsReadOnly => false;

    /// <summary>Gets or sets the element at <paramref name="index"/>, once the source has ended.</summary>
    /// <param name="index">The index.</param>
    public T this[int index]
    {
        get
        {
            Wait();
            return _results[index];
        }

        set
        {
            Wait();
            _results[index] = value;
        }
    }

    /// <summary>Finds the index of <paramref name="item"/>, once the source has ended.</summary>
    /// <param name="item">The element to look for.</param>
    /// <returns>Its first index, or -1.</returns>
    public int IndexOf(T item)
    {
        Wait();
        return _results.IndexOf(item);
    }

    /// <summary>Inserts <paramref name="item"/> at <paramref name="index"/>, once the source has ended.</summary>
    /// <param name="index">The index.</param>
    /// <param name="item">The element.</param>
    public void Insert(int index, T item)
    {
        Wait();
        _results.Insert(index, item);
    }

    /// <summary>Removes the element at <paramref name="index"/>, once the source has ended.</summary>
    /// <param name="index">The index.</param>
    public void RemoveAt(int index)
    {
        Wait();
        _results.RemoveAt(index);
    }

    /// <summary>Adds <paramref name="item"/> at the end, once the source has ended.</summary>
    /// <param name="item">The element.</param>
    public void Add(T item)
    {
        Wait();
        _results.Add(item);
    }

    /// <summary>Removes every element, once the source has ended.</summary>
    public void Clear()
    {
        Wait();
        _results.Clear();
    }

    /// <summary>Tells whether the list holds <paramref name="item"/>, once the source has ended.</summary>
    /// <param name="item">The element to look for.</param>
    /// <returns>Whether it was found.</returns>
    public bool Contains(T item)
    {
        Wait();
        return _results.Contains(item);
    }

    /// <summary>Copies the elements into <paramref name="array"/>, once the source has ended.</summary>
    /// <param name="array">The destination.</param>
    /// <param name="arrayIndex">The index in <paramref name="array"/> to start at.</param>
    public void CopyTo(T[] array, int arrayIndex)
    {
        ArgumentNullException.ThrowIfNull(array);
        Wait();
        _results.CopyTo(array, arrayIndex);
    }

    /// <summary>Removes the first occurrence of <paramref name="item"/>, once the source has ended.</summary>
    /// <param name="item">The element.</param>
    /// <returns>Whether it was found.</returns>
    public bool Remove(T item)
    {
        Wait();
        return _results.Remove(item);
    }

    /// <summary>Enumerates the elements, once the source has ended.</summary>
    /// <returns>The enumerator.</returns>
    public IEnumerator<T> GetEnumerator()
    {
        Wait();
        return _results.GetEnumerator();
    }

    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

    /// <summary>Subscribes an observer to the end of the source: it receives the completion or the error, no values.</summary>
    /// <param name="observer">The observer.</param>
    /// <returns>A subscription whose disposal also disposes the subscription to the source.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> is null.</exception>
    public IDisposable Subscribe(IObserver<object> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        return StableCompositeDisposable.Create(_subscription, _subject.Subscribe(observer));
    }

    // Blocks until the source has ended; rethrows its error.
    private void Wait() => _subject.DefaultIfEmpty().Wait();
}
