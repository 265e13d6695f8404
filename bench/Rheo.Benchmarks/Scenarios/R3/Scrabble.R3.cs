using R3;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithR3;

/// <summary>
/// R3: Shakespeare plays Scrabble, optimized shape. R3's aggregates return a <see cref="Task{T}"/>
/// (<c>AggregateAsync</c>, <c>SumAsync</c>, <c>MaxAsync</c>, <c>FirstAsync</c>); where the shape composes an
/// aggregate further, the task is turned back into an observable with <c>ToObservable()</c>, and the blocking
/// first reads the completed task.
/// </summary>
[Library(Library.R3)]
public sealed class ScrabbleR3 : IScrabble
{
    public List<KeyValuePair<int, List<string>>> Run(ScrabbleData data) =>
        BuildMap(data.ShakespeareWords.ToObservable(), data).SelectMany(map => map.ToObservable()).Take(3).ToListAsync().GetAwaiter().GetResult().ToList();

    public static Observable<SortedDictionary<int, List<string>>> BuildMap(Observable<string> words, ScrabbleData data)
    {
        var letterScores = ScrabbleData.LetterScores;
        var available = ScrabbleData.ScrabbleAvailableLetters;

        Func<int, int> scoreOfALetter = letter => letterScores[letter - 'a'];
        Func<KeyValuePair<int, MutableLong>, int> letterScore = entry =>
            letterScores[entry.Key - 'a'] * (int)Math.Min(entry.Value.Value, available[entry.Key - 'a']);
        Func<string, Observable<int>> toIntegerObservable = word => Observable.Range(0, word.Length).Select(i => (int)word[i]);
        Func<string, Observable<Dictionary<int, MutableLong>>> histoOfLetters = word =>
            toIntegerObservable(word).AggregateAsync(new Dictionary<int, MutableLong>(), ScrabbleData.Count).ToObservable();
        Func<KeyValuePair<int, MutableLong>, long> blank = entry => Math.Max(0L, entry.Value.Value - available[entry.Key - 'a']);
        Func<string, Observable<long>> nBlanks = word => histoOfLetters(word).SelectMany(map => map.ToObservable()).Select(blank).SumAsync().ToObservable();
        Func<string, Observable<bool>> checkBlanks = word => nBlanks(word).Select(n => n <= 2L);
        Func<string, Observable<int>> score2 = word => histoOfLetters(word).SelectMany(map => map.ToObservable()).Select(letterScore).SumAsync().ToObservable();
        Func<string, Observable<int>> first3 = word => toIntegerObservable(word).Take(3);
        Func<string, Observable<int>> last3 = word => toIntegerObservable(word).Skip(Math.Max(0, word.Length - 4));
        Func<string, Observable<int>> toBeMaxed = word => first3(word).Concat(last3(word));
        Func<string, Observable<int>> bonusForDoubleLetter = word => toBeMaxed(word).Select(scoreOfALetter).MaxAsync().ToObservable();
        Func<string, Observable<int>> score3 = word =>
            Observable.Concat(
                score2(word).Select(v => v * 2),
                bonusForDoubleLetter(word).Select(v => v * 2),
                Observable.Return(word.Length == 7 ? 50 : 0))
            .SumAsync().ToObservable();

        return words
            .Where(data.ScrabbleWords.Contains)
            .Where(word => checkBlanks(word).FirstAsync().GetAwaiter().GetResult())
            .AggregateAsync(new SortedDictionary<int, List<string>>(ScrabbleData.Descending), (map, word) => ScrabbleData.Add(map, score3(word).FirstAsync().GetAwaiter().GetResult(), word))
            .ToObservable();
    }
}
