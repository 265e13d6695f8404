using Rheo.Linq;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRheo;

/// <summary>Rheo: Shakespeare plays Scrabble, optimized shape, with the same calls as System.Reactive.</summary>
[Library(Library.Rheo)]
public sealed class ScrabbleRheo : IScrabble
{
    public List<KeyValuePair<int, List<string>>> Run(ScrabbleData data) => Build(data.ShakespeareWords, data).Take(3).ToList().FirstAsync().Wait().ToList();

    /// <summary>The score map of <paramref name="words"/>; shared with the parallel scenario.</summary>
    public static IObservable<KeyValuePair<int, List<string>>> Build(IEnumerable<string> words, ScrabbleData data) =>
        BuildMap(words.ToObservable(), data).SelectMany(map => map);

    public static IObservable<SortedDictionary<int, List<string>>> BuildMap(IObservable<string> words, ScrabbleData data)
    {
        var letterScores = ScrabbleData.LetterScores;
        var available = ScrabbleData.ScrabbleAvailableLetters;

        Func<int, int> scoreOfALetter = letter => letterScores[letter - 'a'];
        Func<KeyValuePair<int, MutableLong>, int> letterScore = entry =>
            letterScores[entry.Key - 'a'] * (int)Math.Min(entry.Value.Value, available[entry.Key - 'a']);
        Func<string, IObservable<int>> toIntegerObservable = word => Observable.Range(0, word.Length).Select(i => (int)word[i]);
        Func<string, IObservable<Dictionary<int, MutableLong>>> histoOfLetters = word =>
            toIntegerObservable(word).Aggregate(new Dictionary<int, MutableLong>(), ScrabbleData.Count);
        Func<KeyValuePair<int, MutableLong>, long> blank = entry => Math.Max(0L, entry.Value.Value - available[entry.Key - 'a']);
        Func<string, IObservable<long>> nBlanks = word => histoOfLetters(word).SelectMany(map => map).Select(blank).Sum();
        Func<string, IObservable<bool>> checkBlanks = word => nBlanks(word).Select(n => n <= 2L);
        Func<string, IObservable<int>> score2 = word => histoOfLetters(word).SelectMany(map => map).Select(letterScore).Sum();
        Func<string, IObservable<int>> first3 = word => toIntegerObservable(word).Take(3);
        Func<string, IObservable<int>> last3 = word => toIntegerObservable(word).Skip(Math.Max(0, word.Length - 4));
        Func<string, IObservable<int>> toBeMaxed = word => first3(word).Concat(last3(word));
        Func<string, IObservable<int>> bonusForDoubleLetter = word => toBeMaxed(word).Select(scoreOfALetter).Max();
        Func<string, IObservable<int>> score3 = word =>
            Observable.Concat(
                score2(word).Select(v => v * 2),
                bonusForDoubleLetter(word).Select(v => v * 2),
                Observable.Return(word.Length == 7 ? 50 : 0))
            .Sum();

        return words
            .Where(data.ScrabbleWords.Contains)
            .Where(word => checkBlanks(word).FirstAsync().Wait())
            .Aggregate(new SortedDictionary<int, List<string>>(ScrabbleData.Descending), (map, word) => ScrabbleData.Add(map, score3(word).FirstAsync().Wait(), word));
    }
}
