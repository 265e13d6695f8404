namespace RheoBench.Compare;

/// <summary>The units of the results and how a measured time per operation converts to them.</summary>
public static class Units
{
    public const string MillisecondsPerOp = "ms/op";
    public const string NanosecondsPerOp = "ns/op";
    public const string MessagesPerSecond = "messages/s";

    public static double FromSecondsPerOp(string unit, double seconds) => unit switch
    {
        MillisecondsPerOp => seconds * 1e3,
        NanosecondsPerOp => seconds * 1e9,
        MessagesPerSecond => 1 / seconds,
        _ => throw new ArgumentOutOfRangeException(nameof(unit), unit, "Unknown unit."),
    };

    /// <summary>A value in a short human form: 3 significant digits, with k/M/G for large rates.</summary>
    public static string Format(double value)
    {
        if (value >= 1e9)
        {
            return (value / 1e9).ToString("0.00", System.Globalization.CultureInfo.InvariantCulture) + " G";
        }

        if (value >= 1e6)
        {
            return (value / 1e6).ToString("0.00", System.Globalization.CultureInfo.InvariantCulture) + " M";
        }

        if (value >= 1e4)
        {
            return (value / 1e3).ToString("0.0", System.Globalization.CultureInfo.InvariantCulture) + " k";
        }

        return value.ToString(value >= 100 ? "0.0" : value >= 1 ? "0.00" : "0.000", System.Globalization.CultureInfo.InvariantCulture);
    }
}
