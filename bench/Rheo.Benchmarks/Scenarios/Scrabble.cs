using RheoBench.Compare;

namespace RheoBench.Scenarios;

/// <summary>
/// Shakespeare plays Scrabble in its optimized shape (scalar functions where the seed made them scalar, a
/// character stream per word, mutable-counter histograms, <c>Concat</c>, <c>* 2</c>, a blocking first to read a
/// word's score). Every call's answer is checked against <see cref="ScrabbleData.Expected"/>.
/// </summary>
public sealed class ScrabbleScenario : Scenario
{
    public override string Name => "scrabble";

    public override string Unit => Units.MillisecondsPerOp;

    public override string Description =>
        "Shakespeare plays Scrabble (seed 003, optimized shape): the best three words of Shakespeare by Scrabble score; one op = the whole computation, answer checked every run.";

    public override IReadOnlyList<string> Libraries { get; } =
        [Library.Rheo, Library.Rx, Library.R3, Library.Primitives, Library.Linq, Library.Ix, Library.Loop];

    public override int Runs(string @case) => Context.LongRuns;

    /// <summary>A first, cold call of the slowest peer takes seconds on a busy machine.</summary>
    public override TimeSpan BlockedTimeout => TimeSpan.FromSeconds(Context.Quick ? 30 : 120);

    public override Bench CreateBench(string library, string @case)
    {
        if (Find<IScrabble>(library, out var note) is not { } implementation)
        {
            return Bench.Missing(library, @case, note);
        }

        var data = ScrabbleData.Load(Context.DataDir);
        List<KeyValuePair<int, List<string>>>? last = null;
        return new Bench(library, @case)
        {
            Op = () =>
            {
                last = implementation.Run(data);
                return 0;
            },
            Check = _ => ScrabbleData.Format(last) is var answer && answer == ScrabbleData.Expected ? null : "got " + answer,
        };
    }

    protected override string MissingNote(string library) => library == Library.Rheo
        ? "waits for operators: ToObservable, Aggregate, SelectMany, Concat, Sum, Max, FirstAsync, Wait, ToList"
        : base.MissingNote(library);
}

/// <summary>LINQ to Objects: the same functions over <see cref="IEnumerable{T}"/>; aggregates are scalar by nature.</summary>
[Library(Library.Linq)]
public sealed class ScrabbleLinq : IScrabble
{
    private static readonly int[] LetterScores = ScrabbleData.LetterScores;
    private static readonly int[] Available = ScrabbleData.ScrabbleAvailableLetters;

    private static readonly Func<int, int> ScoreOfALetter = letter => LetterScores[letter - 'a'];

    private static readonly Func<KeyValuePair<int, MutableLong>, int> LetterScore = entry =>
        LetterScores[entry.Key - 'a'] * (int)Math.Min(entry.Value.Value, Available[entry.Key - 'a']);

    private static readonly Func<string, IEnumerable<int>> ToIntegerStream = word => Enumerable.Range(0, word.Length).Select(i => (int)word[i]);

    private static readonly Func<string, Dictionary<int, MutableLong>> HistoOfLetters = word =>
        ToIntegerStream(word).Aggregate(new Dictionary<int, MutableLong>(), ScrabbleData.Count);

    private static readonly Func<KeyValuePair<int, MutableLong>, long> Blank = entry => Math.Max(0L, entry.Value.Value - Available[entry.Key - 'a']);

    private static readonly Func<string, long> NBlanks = word => HistoOfLetters(word).Select(Blank).Sum();

    private static readonly Func<string, int> Score2 = word => HistoOfLetters(word).Select(LetterScore).Sum();

    private static readonly Func<string, IEnumerable<int>> First3 = word => ToIntegerStream(word).Take(3);

    private static readonly Func<string, IEnumerable<int>> Last3 = word => ToIntegerStream(word).Skip(Math.Max(0, word.Length - 4));

    private static readonly Func<string, IEnumerable<int>> ToBeMaxed = word => First3(word).Concat(Last3(word));

    private static readonly Func<string, int> BonusForDoubleLetter = word => ToBeMaxed(word).Select(ScoreOfALetter).Max();

    public static Func<string, bool> CheckBlanks { get; } = word => NBlanks(word) <= 2;

    public static Func<string, int> Score3 { get; } = word => (2 * (Score2(word) + BonusForDoubleLetter(word))) + (word.Length == 7 ? 50 : 0);

    public List<KeyValuePair<int, List<string>>> Run(ScrabbleData data)
    {
        Func<Func<string, int>, SortedDictionary<int, List<string>>> buildHistoOnScore = score =>
            data.ShakespeareWords
                .Where(data.ScrabbleWords.Contains)
                .Where(CheckBlanks)
                .Aggregate(new SortedDictionary<int, List<string>>(ScrabbleData.Descending), (map, word) => ScrabbleData.Add(map, score(word), word));

        return buildHistoOnScore(Score3).Take(3).ToList();
    }
}

/// <summary>Hand-written loops over the same data structures: the floor.</summary>
[Library(Library.Loop)]
public sealed class ScrabbleLoop : IScrabble
{
    public List<KeyValuePair<int, List<string>>> Run(ScrabbleData data)
    {
        var map = BuildMap(data.ShakespeareWords, data);
        var result = new List<KeyValuePair<int, List<string>>>(3);
        foreach (var entry in map)
        {
            if (result.Count == 3)
            {
                break;
            }

            result.Add(entry);
        }

        return result;
    }

    /// <summary>The score map of <paramref name="words"/>; shared with the parallel scenario.</summary>
    public static SortedDictionary<int, List<string>> BuildMap(IEnumerable<string> words, ScrabbleData data)
    {
        var map = new SortedDictionary<int, List<string>>(ScrabbleData.Descending);
        foreach (var word in words)
        {
            if (!data.ScrabbleWords.Contains(word))
            {
                continue;
            }

            if (NBlanks(word) > 2)
            {
                continue;
            }

            ScrabbleData.Add(map, Score3(word), word);
        }

        return map;
    }

    private static Dictionary<int, MutableLong> Histo(string word)
    {
        var map = new Dictionary<int, MutableLong>();
        for (var i = 0; i < word.Length; i++)
        {
            ScrabbleData.Count(map, word[i]);
        }

        return map;
    }

    private static long NBlanks(string word)
    {
        long sum = 0;
        foreach (var (letter, count) in Histo(word))
        {
            sum += Math.Max(0L, count.Value - ScrabbleData.ScrabbleAvailableLetters[letter - 'a']);
        }

        return sum;
    }

    private static int Score3(string word)
    {
        var score2 = 0;
        foreach (var (letter, count) in Histo(word))
        {
            score2 += ScrabbleData.LetterScores[letter - 'a'] * (int)Math.Min(count.Value, ScrabbleData.ScrabbleAvailableLetters[letter - 'a']);
        }

        var max = int.MinValue;
        for (var i = 0; i < Math.Min(3, word.Length); i++)
        {
            max = Math.Max(max, ScrabbleData.LetterScores[word[i] - 'a']);
        }

        for (var i = Math.Max(0, word.Length - 4); i < word.Length; i++)
        {
            max = Math.Max(max, ScrabbleData.LetterScores[word[i] - 'a']);
        }

        return (2 * (score2 + max)) + (word.Length == 7 ? 50 : 0);
    }
}
