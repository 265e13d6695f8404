using System.Globalization;

namespace RheoBench.Scenarios;

/// <summary>
/// The inputs of Shakespeare plays Scrabble: the words of Shakespeare (lowercased), the allowed Scrabble words,
/// the letter scores and the number of tiles per letter.
/// </summary>
public sealed class ScrabbleData
{
    /// <summary>The known answer: the top three scores and their words.</summary>
    public const string Expected = "120: jezebel, quickly; 118: zephyrs; 116: equinox";

    public const string ScrabbleFile = "ospd.txt";
    public const string ShakespeareFile = "words.shakespeare.txt";

    private static readonly Dictionary<string, ScrabbleData> Cache = [];

    private ScrabbleData(HashSet<string> shakespeareWords, HashSet<string> scrabbleWords)
    {
        ShakespeareWords = shakespeareWords;
        ScrabbleWords = scrabbleWords;
        ShakespeareArray = [.. shakespeareWords];
    }

    /// <summary>Score of each letter, a to z.</summary>
    public static int[] LetterScores { get; } = [1, 3, 3, 2, 1, 4, 2, 4, 1, 8, 5, 1, 3, 1, 1, 3, 10, 1, 1, 1, 1, 4, 4, 8, 4, 10];

    /// <summary>Tiles available for each letter, a to z.</summary>
    public static int[] ScrabbleAvailableLetters { get; } = [9, 2, 2, 1, 12, 2, 3, 2, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 4, 6, 4, 2, 2, 1, 2, 1];

    public HashSet<string> ShakespeareWords { get; }

    public HashSet<string> ScrabbleWords { get; }

    /// <summary>The Shakespeare words in an array, to cut into partitions for the parallel scenario.</summary>
    public string[] ShakespeareArray { get; }

    /// <summary>The comparer of the score map: highest score first.</summary>
    public static IComparer<int> Descending { get; } = Comparer<int>.Create(static (a, b) => b.CompareTo(a));

    /// <summary>Null when both word lists exist in <paramref name="dir"/>, otherwise the missing paths.</summary>
    public static string? MissingFiles(string dir)
    {
        var missing = new[] { ScrabbleFile, ShakespeareFile }.Select(f => Path.Combine(dir, f)).Where(p => !File.Exists(p)).ToArray();
        return missing.Length == 0 ? null : string.Join(", ", missing);
    }

    public static ScrabbleData Load(string dir)
    {
        lock (Cache)
        {
            if (!Cache.TryGetValue(dir, out var data))
            {
                var scrabble = new HashSet<string>(File.ReadLines(Path.Combine(dir, ScrabbleFile)).Select(w => w.Trim().ToLowerInvariant()).Where(w => w.Length > 0));
                var shakespeare = new HashSet<string>(File.ReadLines(Path.Combine(dir, ShakespeareFile)).Select(w => w.Trim().ToLowerInvariant()).Where(w => w.Length > 0));
                data = new ScrabbleData(shakespeare, scrabble);
                Cache[dir] = data;
            }

            return data;
        }
    }

    /// <summary>The answer as text, words sorted within a score (a parallel run may find them in any order).</summary>
    public static string Format(IEnumerable<KeyValuePair<int, List<string>>>? result) =>
        result is null ? "(nothing)" : string.Join("; ", result.Select(e => e.Key.ToString(CultureInfo.InvariantCulture) + ": " + string.Join(", ", e.Value.Order(StringComparer.Ordinal))));

    /// <summary>Adds <paramref name="word"/> under <paramref name="key"/>: the collector of every implementation.</summary>
    public static SortedDictionary<int, List<string>> Add(SortedDictionary<int, List<string>> map, int key, string word)
    {
        if (!map.TryGetValue(key, out var list))
        {
            list = [];
            map.Add(key, list);
        }

        list.Add(word);
        return map;
    }

    /// <summary>Merges two partial score maps (the reduction of the parallel scenario).</summary>
    public static SortedDictionary<int, List<string>> Merge(SortedDictionary<int, List<string>> into, SortedDictionary<int, List<string>> from)
    {
        foreach (var (key, words) in from)
        {
            if (into.TryGetValue(key, out var list))
            {
                list.AddRange(words);
            }
            else
            {
                into.Add(key, words);
            }
        }

        return into;
    }

    /// <summary>Counts one letter in a histogram: the mutable-counter collector of every implementation.</summary>
    public static Dictionary<int, MutableLong> Count(Dictionary<int, MutableLong> map, int letter)
    {
        if (!map.TryGetValue(letter, out var counter))
        {
            counter = new MutableLong();
            map.Add(letter, counter);
        }

        counter.Increment();
        return map;
    }
}

/// <summary>A mutable counter for the letter histograms (the optimized benchmark's replacement of boxed longs).</summary>
public sealed class MutableLong
{
    public long Value;

    public void Increment() => Value++;
}

/// <summary>One library's Shakespeare plays Scrabble: the top three scores and their words.</summary>
public interface IScrabble
{
    List<KeyValuePair<int, List<string>>> Run(ScrabbleData data);
}

/// <summary>The parallel variant: the words cut into <c>partitions</c> processed concurrently, merged at the end.</summary>
public interface IScrabbleParallel
{
    List<KeyValuePair<int, List<string>>> Run(ScrabbleData data, int partitions);
}
