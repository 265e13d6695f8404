using ReactiveUI.Primitives;
using ReactiveUI.Primitives.Extensions;
using ReactiveUI.Primitives.Signals;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithPrimitives;

/// <summary>
/// ReactiveUI.Primitives: Shakespeare plays Scrabble, optimized shape. It has no <c>Sum</c> or <c>Max</c>, so those
/// are <c>Aggregate</c> (the seed's answer for libraries without them); the blocking first is <c>WaitForValue</c>.
/// </summary>
[Library(Library.Primitives)]
public sealed class ScrabblePrimitives : IScrabble
{
    public List<KeyValuePair<int, List<string>>> Run(ScrabbleData data) =>
        BuildMap(data.ShakespeareWords.ToObservable(), data).SelectMany(map => map).Take(3).ToList().WaitForValue()!.ToList();

    public static IObservable<SortedDictionary<int, List<string>>> BuildMap(IObservable<string> words, ScrabbleData data)
    {
        var letterScores = ScrabbleData.LetterScores;
        var available = ScrabbleData.ScrabbleAvailableLetters;

        Func<int, int> scoreOfALetter = letter => letterScores[letter - 'a'];
        Func<KeyValuePair<int, MutableLong>, int> letterScore = entry =>
            letterScores[entry.Key - 'a'] * (int)Math.Min(entry.Value.Value, available[entry.Key - 'a']);
        Func<string, IObservable<int>> toIntegerObservable = word => Signal.Range(0, word.Length).Select(i => (int)word[i]);
        Func<string, IObservable<Dictionary<int, MutableLong>>> histoOfLetters = word =>
            toIntegerObservable(word).Aggregate(new Dictionary<int, MutableLong>(), ScrabbleData.Count);
        Func<KeyValuePair<int, MutableLong>, long> blank = entry => Math.Max(0L, entry.Value.Value - available[entry.Key - 'a']);
        Func<string, IObservable<long>> nBlanks = word => histoOfLetters(word).SelectMany(map => map).Select(blank).Aggregate(0L, static (a, b) => a + b);
        Func<string, IObservable<bool>> checkBlanks = word => nBlanks(word).Select(n => n <= 2L);
        Func<string, IObservable<int>> score2 = word => histoOfLetters(word).SelectMany(map => map).Select(letterScore).Aggregate(0, static (a, b) => a + b);
        Func<string, IObservable<int>> first3 = word => toIntegerObservable(word).Take(3);
        Func<string, IObservable<int>> last3 = word => toIntegerObservable(word).Skip(Math.Max(0, word.Length - 4));
        Func<string, IObservable<int>> toBeMaxed = word => first3(word).Concat(last3(word));
        Func<string, IObservable<int>> bonusForDoubleLetter = word => toBeMaxed(word).Select(scoreOfALetter).Aggregate(int.MinValue, Math.Max);
        Func<string, IObservable<int>> score3 = word =>
            Signal.Concat(
                score2(word).Select(v => v * 2),
                bonusForDoubleLetter(word).Select(v => v * 2),
                Signal.Return(word.Length == 7 ? 50 : 0))
            .Aggregate(0, static (a, b) => a + b);

        return words
            .Where(data.ScrabbleWords.Contains)
            .Where(word => checkBlanks(word).WaitForValue())
            .Aggregate(new SortedDictionary<int, List<string>>(ScrabbleData.Descending), (map, word) => ScrabbleData.Add(map, score3(word).WaitForValue(), word));
    }
}
