using Rheo;
using Rheo.Linq;
using Rheo.Testing;

// Draws one marble picture per operator from a real run on a TestScheduler: the inputs are made from diagrams, the
// operator runs, and the lanes show what each input sent (with its subscriptions) and what the operator sent.
var output = args.Length > 0 ? args[0] : Path.Combine(FindRepositoryRoot(), "docs", "marbles");
Directory.CreateDirectory(output);
var written = 0;

void Draw<T>(string name, string caption, Func<TestScheduler, List<Func<MarbleLane>>, IObservable<T>> build)
{
    var scheduler = new TestScheduler();
    var inputs = new List<Func<MarbleLane>>();
    var result = build(scheduler, inputs);
    var expectation = scheduler.ExpectObservable(result);
    scheduler.Flush();
    var lanes = inputs.Select(f => f()).Append(MarbleLane.Create(caption, expectation.Messages, label: v => v?.ToString() ?? "null")).ToList();
    var last = lanes.SelectMany(l => l.Events.Select(e => e.Time)).DefaultIfEmpty(200).Max();
    var svg = MarbleSvg.Render(lanes, new MarbleSvgOptions { Title = name, From = 200, To = Math.Max(last + 20, 360), Origin = 200 });
    File.WriteAllText(Path.Combine(output, name + ".svg"), svg);
    written++;
}

static Func<MarbleLane> Lane<T>(string name, ITestableObservable<T> source, bool cold = false) => () =>
{
    var start = cold && source.Subscriptions.Count > 0 ? source.Subscriptions[0].Subscribe : 0;
    return MarbleLane.Create(name, source.Messages.Select(m => new Recorded<Notification<T>>(start + m.Time, m.Value)), source.Subscriptions, v => v?.ToString() ?? "null");
};

static Dictionary<char, int> Numbers(string symbols) => symbols.ToDictionary(c => c, c => c - '0');

Draw("Select", "Select(x => x * 10)", (s, l) =>
{
    var xs = s.Hot("-1-2--3-|", Numbers("123"));
    l.AddRange([Lane("source", xs)]);
    return xs.Select(x => x * 10);
});

Draw("Where", "Where(x => x % 2 == 1)", (s, l) =>
{
    var xs = s.Hot("-1-2-3-4-5|", Numbers("12345"));
    l.AddRange([Lane("source", xs)]);
    return xs.Where(x => x % 2 == 1);
});

Draw("Scan", "Scan((acc, x) => acc + x)", (s, l) =>
{
    var xs = s.Hot("-1-2--3-4|", Numbers("1234"));
    l.AddRange([Lane("source", xs)]);
    return xs.Scan((acc, x) => acc + x);
});

Draw("Take", "Take(2)", (s, l) =>
{
    var xs = s.Hot("-a-b-c-d|");
    l.AddRange([Lane("source", xs)]);
    return xs.Take(2);
});

Draw("DistinctUntilChanged", "DistinctUntilChanged()", (s, l) =>
{
    var xs = s.Hot("-1-1-2-2-2-1-|", Numbers("12"));
    l.AddRange([Lane("source", xs)]);
    return xs.DistinctUntilChanged();
});

Draw("Throttle", "Throttle(30 ticks)", (s, l) =>
{
    var xs = s.Hot("-a--bc-----d-e|");
    l.AddRange([Lane("source", xs)]);
    return xs.Throttle(TimeSpan.FromTicks(30), s);
});

Draw("Delay", "Delay(20 ticks)", (s, l) =>
{
    var xs = s.Hot("-a--b-c---|");
    l.AddRange([Lane("source", xs)]);
    return xs.Delay(TimeSpan.FromTicks(20), s);
});

Draw("Merge", "Merge", (s, l) =>
{
    var xs = s.Hot("-a---b---c|");
    var ys = s.Hot("---1---2-----|");
    l.AddRange([Lane("first", xs), Lane("second", ys)]);
    return xs.Merge(ys.Select(c => c));
});

Draw("Concat", "Concat", (s, l) =>
{
    var xs = s.Cold("-a-b|");
    var ys = s.Cold("-1-2|");
    l.AddRange([Lane("first", xs, cold: true), Lane("second", ys, cold: true)]);
    return xs.Concat(ys);
});

Draw("CombineLatest", "CombineLatest((a, b) => a + b)", (s, l) =>
{
    var xs = s.Hot("-a---b----c-|");
    var ys = s.Hot("---1---2-----|");
    l.AddRange([Lane("first", xs), Lane("second", ys)]);
    return xs.CombineLatest(ys, (a, b) => $"{a}{b}");
});

Draw("Zip", "Zip((a, b) => a + b)", (s, l) =>
{
    var xs = s.Hot("-a-b----c-|");
    var ys = s.Hot("---1--2---3-|");
    l.AddRange([Lane("first", xs), Lane("second", ys)]);
    return xs.Zip(ys, (a, b) => $"{a}{b}");
});

Draw("Catch", "Catch(fallback)", (s, l) =>
{
    var xs = s.Hot("-a-b-#");
    var fallback = s.Cold("-x-y|");
    l.AddRange([Lane("source", xs), Lane("fallback", fallback, cold: true)]);
    return xs.Catch(fallback);
});

Draw("TakeUntil", "TakeUntil(other)", (s, l) =>
{
    var xs = s.Hot("-a-b-c-d-e|");
    var stop = s.Hot("------x--|");
    l.AddRange([Lane("source", xs), Lane("other", stop)]);
    return xs.TakeUntil(stop);
});

Draw("Switch", "Select(x => inner).Switch()", (s, l) =>
{
    var xs = s.Hot("-a----b-c----|");
    var inner = s.Cold("-1-2-3|");
    l.AddRange([Lane("source", xs), Lane("inner", inner, cold: true)]);
    return xs.Select(_ => (IObservable<char>)inner).Switch();
});

Draw("SelectMany", "SelectMany(x => inner)", (s, l) =>
{
    var xs = s.Hot("-a----b-------|");
    var inner = s.Cold("-1-2-3|");
    l.AddRange([Lane("source", xs), Lane("inner", inner, cold: true)]);
    return xs.SelectMany(_ => inner);
});

Draw("ExhaustMap", "ExhaustMap(x => inner)", (s, l) =>
{
    var xs = s.Hot("-a--b--c-d----|");
    var inner = s.Cold("-x-y|");
    l.AddRange([Lane("source", xs), Lane("inner", inner, cold: true)]);
    return xs.ExhaustMap(_ => inner);
});

Console.WriteLine($"Wrote {written} pictures to {Path.GetFullPath(output)}");
return 0;

static string FindRepositoryRoot()
{
    var directory = new DirectoryInfo(AppContext.BaseDirectory);
    while (directory is not null && !File.Exists(Path.Combine(directory.FullName, "Rheo.slnx")))
    {
        directory = directory.Parent;
    }

    return directory?.FullName ?? Directory.GetCurrentDirectory();
}
