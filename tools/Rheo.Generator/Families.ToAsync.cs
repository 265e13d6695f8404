namespace Rheo.Generator;

internal static partial class Families
{
    /// <summary>Rx.NET's <c>[Obsolete]</c> message on every <c>FromAsyncPattern</c> overload, word for word.</summary>
    private const string FromAsyncPatternObsolete =
        "This conversion is no longer supported. Replace use of the Begin/End asynchronous method pair with a new Task-based async method, and convert the result using ToObservable. If no Task-based async method is available, use Task.Factory.FromAsync to obtain a Task object.";

    /// <summary>
    /// The arguments of a 0- to 16-ary converted delegate, named as Rx.NET names them (<c>TArg1</c> ...); the lists
    /// come with a trailing ", " so that the empty arity needs no special case.
    /// </summary>
    private sealed record DelegateArguments(Arity A)
    {
        /// <summary><c>TArg1, ..., TArgN, </c> (empty for no argument).</summary>
        public string TypesComma => A.N == 0 ? "" : A.Join(i => $"TArg{i}") + ", ";

        /// <summary><c>arg1, ..., argN</c>.</summary>
        public string Names => A.Join(i => $"arg{i}");

        /// <summary><c>arg1, ..., argN, </c> (empty for no argument).</summary>
        public string NamesComma => A.N == 0 ? "" : Names + ", ";

        /// <summary>The generic parameter list of an action form (<c>&lt;TArg1, ...&gt;</c>, empty for no argument).</summary>
        public string ActionTypeParameters => A.N == 0 ? "" : $"<{A.Join(i => $"TArg{i}")}>";

        /// <summary>The delegate type of an action form: <c>Action</c> or <c>Action&lt;TArg1, ...&gt;</c>.</summary>
        public string ActionType => "Action" + ActionTypeParameters;

        public string TypeParamDocs => A.N == 0 ? "" : A.Lines(i => $"""/// <typeparam name="TArg{i}">The type of the {Words.Ordinal(i)} argument.</typeparam>""") + "\n";
    }

    /// <summary><c>Observable.ToAsync</c>: functions and actions of 0 to 16 arguments, on the default scheduler or a given one.</summary>
    private static IEnumerable<string> ToAsyncOverloads() =>
        Arity.Range(0, 16).Select(a => new DelegateArguments(a)).SelectMany(d => new[]
        {
            ToAsyncFunction(d, withScheduler: false),
            ToAsyncFunction(d, withScheduler: true),
            ToAsyncAction(d, withScheduler: false),
            ToAsyncAction(d, withScheduler: true),
        });

    private static string ToAsyncFunction(DelegateArguments d, bool withScheduler) => $$"""
        /// <summary>
        /// Converts <paramref name="function"/> into an asynchronous function: each call runs it once with the call's
        /// arguments from a work item on {{(withScheduler ? "<paramref name=\"scheduler\"/>" : "the default scheduler")}}, at once, and returns an observable
        /// that gives every subscriber, early or late, the result and completion (an exception becomes <c>OnError</c>).
        /// </summary>
        {{d.TypeParamDocs}}/// <typeparam name="TResult">The result type.</typeparam>
        /// <param name="function">The function to convert.</param>
        {{(withScheduler ? "/// <param name=\"scheduler\">The scheduler that runs each call.</param>\n" : "")}}/// <returns>The asynchronous function.</returns>
        /// <exception cref="ArgumentNullException"><paramref name="function"/>{{(withScheduler ? " or <paramref name=\"scheduler\"/>" : "")}} is null.</exception>
        public static Func<{{d.TypesComma}}IObservable<TResult>> ToAsync<{{d.TypesComma}}TResult>(this Func<{{d.TypesComma}}TResult> function{{(withScheduler ? ", IScheduler scheduler" : "")}})
        {
            ArgumentNullException.ThrowIfNull(function);
        {{(withScheduler ? "    ArgumentNullException.ThrowIfNull(scheduler);" : "    var scheduler = Operators.ToAsync.DefaultScheduler;")}}
            return ({{d.Names}}) => Operators.ToAsync.Invoke(scheduler, {{(d.A.N == 0 ? "function" : $"() => function({d.Names})")}});
        }
        """;

    private static string ToAsyncAction(DelegateArguments d, bool withScheduler) => $$"""
        /// <summary>
        /// Converts <paramref name="action"/> into an asynchronous function: each call runs it once with the call's
        /// arguments from a work item on {{(withScheduler ? "<paramref name=\"scheduler\"/>" : "the default scheduler")}}, at once, and returns an observable
        /// that gives every subscriber, early or late, <see cref="Unit"/> and completion (an exception becomes <c>OnError</c>).
        /// </summary>
        {{d.TypeParamDocs}}/// <param name="action">The action to convert.</param>
        {{(withScheduler ? "/// <param name=\"scheduler\">The scheduler that runs each call.</param>\n" : "")}}/// <returns>The asynchronous function.</returns>
        /// <exception cref="ArgumentNullException"><paramref name="action"/>{{(withScheduler ? " or <paramref name=\"scheduler\"/>" : "")}} is null.</exception>
        public static Func<{{d.TypesComma}}IObservable<Unit>> ToAsync{{d.ActionTypeParameters}}(this {{d.ActionType}} action{{(withScheduler ? ", IScheduler scheduler" : "")}})
        {
            ArgumentNullException.ThrowIfNull(action);
        {{(withScheduler ? "    ArgumentNullException.ThrowIfNull(scheduler);" : "    var scheduler = Operators.ToAsync.DefaultScheduler;")}}
            return ({{d.Names}}) => Operators.ToAsync.Invoke(scheduler, {{(d.A.N == 0 ? "action" : $"() => action({d.Names})")}});
        }
        """;

    /// <summary><c>Observable.FromAsyncPattern</c> (obsolete in Rx.NET, and here): Begin/End pairs of 0 to 14 arguments, with and without a result.</summary>
    private static IEnumerable<string> FromAsyncPatternOverloads() =>
        Arity.Range(0, 14).Select(a => new DelegateArguments(a)).SelectMany(d => new[]
        {
            FromAsyncPatternMember(d, withResult: true),
            FromAsyncPatternMember(d, withResult: false),
        });

    private static string FromAsyncPatternMember(DelegateArguments d, bool withResult) => $$"""
        /// <summary>
        /// Converts a Begin/End asynchronous method pair into an asynchronous function: each call calls
        /// <paramref name="begin"/> at once with the call's arguments; the callback calls <paramref name="end"/>, and the
        /// returned observable gives every subscriber {{(withResult ? "its result" : "<see cref=\"Unit\"/>")}} and completion, or its exception (a throwing
        /// <paramref name="begin"/> makes the call's observable fail with that exception).
        /// </summary>
        {{d.TypeParamDocs}}{{(withResult ? "/// <typeparam name=\"TResult\">The result type.</typeparam>\n" : "")}}/// <param name="begin">The Begin method.</param>
        /// <param name="end">The End method.</param>
        /// <returns>The asynchronous function.</returns>
        /// <exception cref="ArgumentNullException"><paramref name="begin"/> or <paramref name="end"/> is null.</exception>
        [Obsolete("{{FromAsyncPatternObsolete}}")]
        public static Func<{{d.TypesComma}}IObservable<{{(withResult ? "TResult" : "Unit")}}>> FromAsyncPattern{{(withResult ? $"<{d.TypesComma}TResult>" : d.ActionTypeParameters)}}(Func<{{d.TypesComma}}AsyncCallback, object?, IAsyncResult> begin, {{(withResult ? "Func<IAsyncResult, TResult>" : "Action<IAsyncResult>")}} end)
        {
            ArgumentNullException.ThrowIfNull(begin);
            ArgumentNullException.ThrowIfNull(end);
            return ({{d.Names}}) => Operators.FromAsyncPattern.Invoke({{(d.A.N == 0 ? "begin" : $"(callback, state) => begin({d.NamesComma}callback, state)")}}, end);
        }
        """;
}
