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
    public List<KeyValuePair<int, List<string>>> Run(ScrabbleData data)
    {
        var letterScores = ScrabbleData.LetterScores;
        var available = ScrabbleData.ScrabbleAvailableLetters;

        Func<int, int> scoreOfALetter = letter => letterScores[letter - 'a'];
        Func<KeyValuePair<int, MutableLong>, int> letterScore = entry =>
            letterScores[entry.Key - 'a'] * (int)Math.Min(entry.Value.Value, available[entry.Key - 'a']);
        Func<string, IEnumerable<int>> toIntegerStream = word => Enumerable.Range(0, word.Length).Select(i => (int)word[i]);
        Func<string, Dictionary<int, MutableLong>> histoOfLetters = word =>
            toIntegerStream(word).Aggregate(new Dictionary<int, MutableLong>(), ScrabbleData.Count);
        Func<KeyValuePair<int, MutableLong>, long> blank = entry => Math.Max(0L, entry.Value.Value - available[entry.Key - 'a']);
        Func<string, long> nBlanks = word => histoOfLetters(word).Select(blank).Sum();
        Func<string, bool> checkBlanks = word => nBlanks(word) <= 2;
        Func<string, int> score2 = word => histoOfLetters(word).Select(letterScore).Sum();
        Func<string, IEnumerable<int>> first3 = word => toIntegerStream(word).Take(3);
        Func<string, IEnumerable<int>> last3 = word => toIntegerStream(word).Skip(Math.Max(0, word.Length - 4));
        Func<string, IEnumerable<int>> toBeMaxed = word => first3(word).Concat(last3(word));
        Func<string, int> bonusForDoubleLetter = word => toBeMaxed(word).Select(scoreOfALetter).Max();
        Func<string, int> score3 = word => (2 * (score2(word) + bonusForDoubleLetter(word))) + (word.Length == 7 ? 50 : 0);

        Func<Func<string, int>, SortedDictionary<int, List<string>>> buildHistoOnScore = score =>
            data.ShakespeareWords
                .Where(data.ScrabbleWords.Contains)
                .Where(checkBlanks)
                .Aggregate(new SortedDictionary<int, List<string>>(ScrabbleData.Descending), (map, word) => ScrabbleData.Add(map, score(word), word));

        return buildHistoOnScore(score3).Take(3).ToList();
    }
}

/// <summary>Hand-written loops over the same data structures: the floor.</summary>
[Library(Library.Loop)]
public sealed class ScrabbleLoop : IScrabble
{
    public List<KeyValuePair<int, List<string>>> Run(ScrabbleData data)
    {
        var map = new SortedDictionary<int, List<string>>(ScrabbleData.Descending);
        foreach (var word in data.ShakespeareWords)
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
