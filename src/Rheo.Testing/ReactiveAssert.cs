using System.Text;

namespace Rheo.Testing;

/// <summary>Assertions for sequences, recorded messages and observables; a failure throws <see cref="InvalidOperationException"/> with both sides listed.</summary>
public static class ReactiveAssert
{
    /// <summary>Asserts that two sequences have equal elements in the same order (expected compared to actual).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="expected">The expected elements.</param>
    /// <param name="actual">The actual elements.</param>
    public static void AreElementsEqual<T>(IEnumerable<T> expected, IEnumerable<T> actual) => AreElementsEqual(expected, actual, (string?)null);

    /// <summary>Asserts that two sequences have equal elements in the same order, with a message on failure.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="expected">The expected elements.</param>
    /// <param name="actual">The actual elements.</param>
    /// <param name="message">Prefixes the failure message.</param>
    public static void AreElementsEqual<T>(IEnumerable<T> expected, IEnumerable<T> actual, string? message)
    {
        ArgumentNullException.ThrowIfNull(expected);
        ArgumentNullException.ThrowIfNull(actual);
        AreElementsEqualCore(expected, actual, EqualityComparer<T>.Default, message);
    }

    /// <summary>Asserts that two sequences have elements equal by <paramref name="comparer"/>, in the same order.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="expected">The expected elements.</param>
    /// <param name="actual">The actual elements.</param>
    /// <param name="comparer">Compares an expected element with an actual one.</param>
    public static void AreElementsEqual<T>(IEnumerable<T> expected, IEnumerable<T> actual, IEqualityComparer<T> comparer)
        => AreElementsEqual(expected, actual, comparer, null);

    /// <summary>Asserts that two sequences have elements equal by <paramref name="comparer"/>, in the same order, with a message on failure.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="expected">The expected elements.</param>
    /// <param name="actual">The actual elements.</param>
    /// <param name="comparer">Compares an expected element with an actual one.</param>
    /// <param name="message">Prefixes the failure message.</param>
    public static void AreElementsEqual<T>(IEnumerable<T> expected, IEnumerable<T> actual, IEqualityComparer<T> comparer, string? message)
    {
        ArgumentNullException.ThrowIfNull(expected);
        ArgumentNullException.ThrowIfNull(actual);
        ArgumentNullException.ThrowIfNull(comparer);
        AreElementsEqualCore(expected, actual, comparer, message);
    }

    /// <summary>
    /// Asserts that two observables send the same messages, values compared by <paramref name="comparer"/> (errors with
    /// <see cref="object.Equals(object, object)"/>); blocks until both end.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="expected">The expected observable.</param>
    /// <param name="actual">The actual observable.</param>
    /// <param name="comparer">Compares an expected value with an actual one.</param>
    public static void AreElementsEqual<T>(IObservable<T> expected, IObservable<T> actual, IEqualityComparer<T> comparer)
        => AreElementsEqual(expected, actual, comparer, null);

    /// <summary>
    /// Asserts that two observables send the same messages, values compared by <paramref name="comparer"/>, with a message
    /// on failure; blocks until both end.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="expected">The expected observable.</param>
    /// <param name="actual">The actual observable.</param>
    /// <param name="comparer">Compares an expected value with an actual one.</param>
    /// <param name="message">Prefixes the failure message.</param>
    public static void AreElementsEqual<T>(IObservable<T> expected, IObservable<T> actual, IEqualityComparer<T> comparer, string? message)
    {
        ArgumentNullException.ThrowIfNull(expected);
        ArgumentNullException.ThrowIfNull(actual);
        ArgumentNullException.ThrowIfNull(comparer);
        AreElementsEqualCore(Collect(expected), Collect(actual), new NotificationComparer<T>(comparer), message);
    }

    /// <summary>Asserts that <paramref name="actual"/> has the elements of <paramref name="expected"/>, compared by <paramref name="comparer"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="actual">The actual elements.</param>
    /// <param name="expected">The expected elements.</param>
    /// <param name="comparer">Compares an expected element with an actual one.</param>
    public static void AssertEqual<T>(this IEnumerable<T> actual, IEnumerable<T> expected, IEqualityComparer<T> comparer)
    {
        ArgumentNullException.ThrowIfNull(actual);
        AreElementsEqual(expected, actual, comparer);
    }

    /// <summary>Asserts that two observables send the same messages, values compared by <paramref name="comparer"/>; blocks until both end.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="actual">The actual observable.</param>
    /// <param name="expected">The expected observable.</param>
    /// <param name="comparer">Compares an expected value with an actual one.</param>
    public static void AssertEqual<T>(this IObservable<T> actual, IObservable<T> expected, IEqualityComparer<T> comparer)
    {
        ArgumentNullException.ThrowIfNull(actual);
        AreElementsEqual(expected, actual, comparer);
    }

    private static void AreElementsEqualCore<T>(IEnumerable<T> expected, IEnumerable<T> actual, IEqualityComparer<T> comparer, string? message)
    {
        var e = expected.ToList();
        var a = actual.ToList();
        var equal = e.Count == a.Count;
        for (var i = 0; equal && i < e.Count; i++)
        {
            equal = comparer.Equals(e[i], a[i]);
        }

        if (!equal)
        {
            throw new InvalidOperationException(Describe(message, e, a));
        }
    }

    /// <summary>Asserts that two observables send equal messages (values and terminal message); blocks until both end.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="expected">The expected observable.</param>
    /// <param name="actual">The actual observable.</param>
    public static void AreElementsEqual<T>(IObservable<T> expected, IObservable<T> actual) => AreElementsEqual(expected, actual, (string?)null);

    /// <summary>Asserts that two observables send equal messages, with a message on failure; blocks until both end.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="expected">The expected observable.</param>
    /// <param name="actual">The actual observable.</param>
    /// <param name="message">Prefixes the failure message.</param>
    public static void AreElementsEqual<T>(IObservable<T> expected, IObservable<T> actual, string? message)
    {
        ArgumentNullException.ThrowIfNull(expected);
        ArgumentNullException.ThrowIfNull(actual);
        AreElementsEqual(Collect(expected), Collect(actual), message);
    }

    /// <summary>Asserts that <paramref name="actual"/> has the elements of <paramref name="expected"/> (recorded messages included).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="actual">The actual elements.</param>
    /// <param name="expected">The expected elements.</param>
    public static void AssertEqual<T>(this IEnumerable<T> actual, IEnumerable<T> expected)
    {
        ArgumentNullException.ThrowIfNull(actual);
        AreElementsEqual(expected, actual);
    }

    /// <summary>Asserts that <paramref name="actual"/> has exactly the elements listed.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="actual">The actual elements.</param>
    /// <param name="expected">The expected elements.</param>
    public static void AssertEqual<T>(this IEnumerable<T> actual, params T[] expected)
    {
        ArgumentNullException.ThrowIfNull(actual);
        AreElementsEqual(expected, actual);
    }

    /// <summary>Asserts that two observables send equal messages; blocks until both end.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="actual">The actual observable.</param>
    /// <param name="expected">The expected observable.</param>
    public static void AssertEqual<T>(this IObservable<T> actual, IObservable<T> expected)
    {
        ArgumentNullException.ThrowIfNull(actual);
        AreElementsEqual(expected, actual);
    }

    /// <summary>Asserts that <paramref name="action"/> throws an exception of type <typeparamref name="TException"/> (or derived).</summary>
    /// <typeparam name="TException">The expected exception type.</typeparam>
    /// <param name="action">The code to run.</param>
    public static void Throws<TException>(Action action)
        where TException : Exception
        => Throws<TException>(action, null);

    /// <summary>Asserts that <paramref name="action"/> throws <typeparamref name="TException"/>, with a message on failure.</summary>
    /// <typeparam name="TException">The expected exception type.</typeparam>
    /// <param name="action">The code to run.</param>
    /// <param name="message">Prefixes the failure message.</param>
    public static void Throws<TException>(Action action, string? message)
        where TException : Exception
    {
        ArgumentNullException.ThrowIfNull(action);
        try
        {
            action();
        }
        catch (TException)
        {
            return;
        }
        catch (Exception other)
        {
            throw new InvalidOperationException(Prefix(message) + $"Expected {typeof(TException).Name}, but {other.GetType().Name} was thrown.", other);
        }

        throw new InvalidOperationException(Prefix(message) + $"Expected {typeof(TException).Name}, but nothing was thrown.");
    }

    /// <summary>Asserts that <paramref name="action"/> throws exactly the exception object <paramref name="exception"/>.</summary>
    /// <typeparam name="TException">The exception type.</typeparam>
    /// <param name="exception">The expected exception object.</param>
    /// <param name="action">The code to run.</param>
    public static void Throws<TException>(TException exception, Action action)
        where TException : Exception
        => Throws(exception, action, null);

    /// <summary>Asserts that <paramref name="action"/> throws exactly <paramref name="exception"/>, with a message on failure.</summary>
    /// <typeparam name="TException">The exception type.</typeparam>
    /// <param name="exception">The expected exception object.</param>
    /// <param name="action">The code to run.</param>
    /// <param name="message">Prefixes the failure message.</param>
    public static void Throws<TException>(TException exception, Action action, string? message)
        where TException : Exception
    {
        ArgumentNullException.ThrowIfNull(exception);
        ArgumentNullException.ThrowIfNull(action);
        try
        {
            action();
        }
        catch (TException thrown) when (ReferenceEquals(thrown, exception))
        {
            return;
        }
        catch (Exception other)
        {
            throw new InvalidOperationException(Prefix(message) + $"Expected the given {typeof(TException).Name}, but another exception ({other.GetType().Name}: {other.Message}) was thrown.", other);
        }

        throw new InvalidOperationException(Prefix(message) + $"Expected the given {typeof(TException).Name}, but nothing was thrown.");
    }

    /// <summary>Asserts that <paramref name="action"/> does not throw <typeparamref name="TException"/>.</summary>
    /// <typeparam name="TException">The exception type that must not be thrown.</typeparam>
    /// <param name="action">The code to run.</param>
    public static void DoesNotThrow<TException>(Action action)
        where TException : Exception
    {
        ArgumentNullException.ThrowIfNull(action);
        try
        {
            action();
        }
        catch (TException error)
        {
            throw new InvalidOperationException($"Expected no {typeof(TException).Name}, but {error.GetType().Name} was thrown.", error);
        }
    }

    private static List<Notification<T>> Collect<T>(IObservable<T> source)
    {
        var list = new List<Notification<T>>();
        using var done = new ManualResetEventSlim();
        using (source.Subscribe(new CollectingObserver<T>(list, done)))
        {
            done.Wait();
        }

        lock (list)
        {
            return [.. list];
        }
    }

    private static string Prefix(string? message) => string.IsNullOrEmpty(message) ? string.Empty : message + " ";

    private static string Describe<T>(string? message, List<T> expected, List<T> actual)
    {
        var text = new StringBuilder(Prefix(message));
        text.Append("Sequences differ.").AppendLine();
        text.Append("Expected: ").AppendJoin(", ", expected.Select(x => x?.ToString())).AppendLine();
        text.Append("Actual:   ").AppendJoin(", ", actual.Select(x => x?.ToString()));
        return text.ToString();
    }

    /// <summary>Compares recorded messages: same kind, values by the given comparer, errors by <see cref="object.Equals(object, object)"/>.</summary>
    private sealed class NotificationComparer<T>(IEqualityComparer<T> comparer) : IEqualityComparer<Notification<T>>
    {
        public bool Equals(Notification<T>? x, Notification<T>? y)
        {
            if (x is null || y is null)
            {
                return x is null && y is null;
            }

            return x.Kind == y.Kind && x.Kind switch
            {
                NotificationKind.OnNext => comparer.Equals(x.Value, y.Value),
                NotificationKind.OnError => Equals(x.Exception, y.Exception),
                _ => true,
            };
        }

        public int GetHashCode(Notification<T> obj) => obj.Kind.GetHashCode();
    }

    private sealed class CollectingObserver<T>(List<Notification<T>> list, ManualResetEventSlim done) : IObserver<T>
    {
        public void OnNext(T value)
        {
            lock (list)
            {
                list.Add(Notification.CreateOnNext(value));
            }
        }

        public void OnError(Exception error)
        {
            lock (list)
            {
                list.Add(Notification.CreateOnError<T>(error));
            }

            done.Set();
        }

        public void OnCompleted()
        {
            lock (list)
            {
                list.Add(Notification.CreateOnCompleted<T>());
            }

            done.Set();
        }
    }
}
