namespace Rheo.Nats;

/// <summary>Reads one dot-separated token of a subject without splitting the whole subject.</summary>
internal static class SubjectTokens
{
    public static string Token(string subject, int index)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(index);
        var start = 0;
        for (var i = 0; i < index; i++)
        {
            var dot = subject.IndexOf('.', start);
            if (dot < 0)
            {
                throw new ArgumentOutOfRangeException(nameof(index), index, $"The subject '{subject}' has only {i + 1} token(s).");
            }

            start = dot + 1;
        }

        var end = subject.IndexOf('.', start);
        return end < 0 ? subject[start..] : subject[start..end];
    }
}
