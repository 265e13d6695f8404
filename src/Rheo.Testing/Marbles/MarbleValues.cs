using System.Globalization;

namespace Rheo.Testing;

/// <summary>The values marble symbols stand for, and the symbols and labels values are drawn with.</summary>
internal static class MarbleValues
{
    /// <summary>The error <c>#</c> stands for when no error value is given: an <see cref="Exception"/> with the message "error", as RxJS's <c>"error"</c>.</summary>
    public static Exception DefaultError() => new("error");

    /// <summary>
    /// The value of the event's symbol: from <paramref name="values"/> when given; else the symbol itself for
    /// <see cref="char"/>, its one-character string for <see cref="string"/> and <see cref="object"/>, its digit for
    /// <see cref="int"/> and <see cref="long"/>.
    /// </summary>
    public static T Value<T>(string marbles, MarbleEvent e, IReadOnlyDictionary<char, T>? values)
    {
        var symbol = e.Symbol;
        if (values is not null)
        {
            return values.TryGetValue(symbol, out var value)
                ? value
                : throw new MarbleException(marbles, e.Column, $"the values map has no value for '{symbol}'.");
        }

        if (typeof(T) == typeof(char))
        {
            return (T)(object)symbol;
        }

        if (typeof(T) == typeof(string) || typeof(T) == typeof(object))
        {
            return (T)(object)symbol.ToString();
        }

        if (char.IsAsciiDigit(symbol) && typeof(T) == typeof(int))
        {
            return (T)(object)(symbol - '0');
        }

        if (char.IsAsciiDigit(symbol) && typeof(T) == typeof(long))
        {
            return (T)(object)(long)(symbol - '0');
        }

        throw new MarbleException(marbles, e.Column, $"'{symbol}' has no value of type {typeof(T).Name} without a values map (without one, a symbol is itself for char and string, and a digit is its number for int and long).");
    }

    /// <summary>Builds the recorded messages of a parsed diagram, at <paramref name="zero"/> + each offset.</summary>
    public static Recorded<Notification<T>>[] Messages<T>(string marbles, ParsedObservable parsed, long zero, IReadOnlyDictionary<char, T>? values, Exception? error)
    {
        var messages = new Recorded<Notification<T>>[parsed.Events.Count];
        for (var i = 0; i < messages.Length; i++)
        {
            var e = parsed.Events[i];
            var notification = e.Kind switch
            {
                MarbleKind.Next => Notification.CreateOnNext(Value(marbles, e, values)),
                MarbleKind.Error => Notification.CreateOnError<T>(error ?? DefaultError()),
                _ => Notification.CreateOnCompleted<T>(),
            };
            messages[i] = new Recorded<Notification<T>>(zero + e.Offset, notification);
        }

        return messages;
    }

    /// <summary>A short label for a value (its text; "null" for null).</summary>
    public static string Label<T>(T value) => value switch
    {
        null => "null",
        IFormattable f => f.ToString(null, CultureInfo.InvariantCulture),
        _ => value.ToString() ?? string.Empty,
    };
}
