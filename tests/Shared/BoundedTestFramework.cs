using System.Reflection;
using Xunit.Abstractions;
using Xunit.Sdk;

namespace Rheo.TestSupport;

/// <summary>
/// xunit's own framework, with one change: a test case that has not finished after <see cref="TestTimeout"/> fails
/// with a <see cref="TimeoutException"/> naming it, and the run goes on with the next test (whatever hangs is left
/// behind). xunit's <c>Timeout</c> covers only async tests and only those that set it; this covers every test: an
/// async one is awaited with a bound, a synchronous one runs on a thread of its own that is joined with a bound. (An
/// async test that blocks before its first <c>await</c> is not covered here; the blame collector's hang timeout in
/// tests/tests.runsettings catches it.) Waits inside tests are bounded
/// too (<see cref="Bounded"/>, 30 s), so a test that waits for something that never happens fails sooner, on its own.
/// Each test project selects it with <c>[assembly: TestFramework(...)]</c> (an <c>AssemblyAttribute</c> item).
/// </summary>
public sealed class BoundedTestFramework(IMessageSink messageSink) : XunitTestFramework(messageSink)
{
    /// <summary>How long one test case (one fact, or one theory with its rows) may run.</summary>
    public static readonly TimeSpan TestTimeout = TimeSpan.FromSeconds(60);

    /// <inheritdoc />
    protected override ITestFrameworkExecutor CreateExecutor(AssemblyName assemblyName) =>
        new Executor(assemblyName, SourceInformationProvider, DiagnosticMessageSink);

    private sealed class Executor(AssemblyName assemblyName, ISourceInformationProvider sourceInformationProvider, IMessageSink diagnosticMessageSink)
        : XunitTestFrameworkExecutor(assemblyName, sourceInformationProvider, diagnosticMessageSink)
    {
        protected override async void RunTestCases(IEnumerable<IXunitTestCase> testCases, IMessageSink executionMessageSink, ITestFrameworkExecutionOptions executionOptions)
        {
            using var runner = new AssemblyRunner(TestAssembly, testCases, DiagnosticMessageSink, executionMessageSink, executionOptions);
            await runner.RunAsync();
        }
    }

    private sealed class AssemblyRunner(ITestAssembly testAssembly, IEnumerable<IXunitTestCase> testCases, IMessageSink diagnosticMessageSink, IMessageSink executionMessageSink, ITestFrameworkExecutionOptions executionOptions)
        : XunitTestAssemblyRunner(testAssembly, testCases, diagnosticMessageSink, executionMessageSink, executionOptions)
    {
        protected override Task<RunSummary> RunTestCollectionAsync(IMessageBus messageBus, ITestCollection testCollection, IEnumerable<IXunitTestCase> testCases, CancellationTokenSource cancellationTokenSource) =>
            new CollectionRunner(testCollection, testCases, DiagnosticMessageSink, messageBus, TestCaseOrderer, new ExceptionAggregator(Aggregator), cancellationTokenSource).RunAsync();
    }

    private sealed class CollectionRunner(ITestCollection testCollection, IEnumerable<IXunitTestCase> testCases, IMessageSink diagnosticMessageSink, IMessageBus messageBus, ITestCaseOrderer testCaseOrderer, ExceptionAggregator aggregator, CancellationTokenSource cancellationTokenSource)
        : XunitTestCollectionRunner(testCollection, testCases, diagnosticMessageSink, messageBus, testCaseOrderer, aggregator, cancellationTokenSource)
    {
        protected override Task<RunSummary> RunTestClassAsync(ITestClass testClass, IReflectionTypeInfo @class, IEnumerable<IXunitTestCase> testCases) =>
            new ClassRunner(testClass, @class, testCases, DiagnosticMessageSink, MessageBus, TestCaseOrderer, new ExceptionAggregator(Aggregator), CancellationTokenSource, CollectionFixtureMappings).RunAsync();
    }

    private sealed class ClassRunner(ITestClass testClass, IReflectionTypeInfo @class, IEnumerable<IXunitTestCase> testCases, IMessageSink diagnosticMessageSink, IMessageBus messageBus, ITestCaseOrderer testCaseOrderer, ExceptionAggregator aggregator, CancellationTokenSource cancellationTokenSource, IDictionary<Type, object> collectionFixtureMappings)
        : XunitTestClassRunner(testClass, @class, testCases, diagnosticMessageSink, messageBus, testCaseOrderer, aggregator, cancellationTokenSource, collectionFixtureMappings)
    {
        protected override Task<RunSummary> RunTestMethodAsync(ITestMethod testMethod, IReflectionMethodInfo method, IEnumerable<IXunitTestCase> testCases, object[] constructorArguments) =>
            new MethodRunner(testMethod, Class, method, testCases, DiagnosticMessageSink, MessageBus, new ExceptionAggregator(Aggregator), CancellationTokenSource, constructorArguments).RunAsync();
    }

    private sealed class MethodRunner : XunitTestMethodRunner
    {
        private readonly IMessageSink _diagnosticMessageSink;
        private readonly object[] _constructorArguments;

        public MethodRunner(ITestMethod testMethod, IReflectionTypeInfo @class, IReflectionMethodInfo method, IEnumerable<IXunitTestCase> testCases, IMessageSink diagnosticMessageSink, IMessageBus messageBus, ExceptionAggregator aggregator, CancellationTokenSource cancellationTokenSource, object[] constructorArguments)
            : base(testMethod, @class, method, testCases, diagnosticMessageSink, messageBus, aggregator, cancellationTokenSource, constructorArguments)
        {
            _diagnosticMessageSink = diagnosticMessageSink;
            _constructorArguments = constructorArguments;
        }

        protected override async Task<RunSummary> RunTestCaseAsync(IXunitTestCase testCase)
        {
            if (!string.IsNullOrEmpty(testCase.SkipReason))
            {
                return await base.RunTestCaseAsync(testCase);
            }

            var bus = new WatchedBus(MessageBus);
            var aggregator = new ExceptionAggregator(Aggregator);
            Task<RunSummary> run;
            var returnType = testCase.Method.ToRuntimeMethod()?.ReturnType;
            if (returnType != null && (typeof(Task).IsAssignableFrom(returnType) || returnType == typeof(ValueTask)))
            {
                // An async test runs as xunit runs it, on this thread and its synchronization context; only the wait
                // for it is bounded, as xunit's own Timeout does it.
                run = testCase.RunAsync(_diagnosticMessageSink, bus, _constructorArguments, aggregator, CancellationTokenSource);
                var first = await Task.WhenAny(run, Task.Delay(TestTimeout));
                return first == run ? await run : bus.Abandon(testCase, TestTimeout);
            }

            // A synchronous test blocks whichever thread runs it: it runs on a thread of its own (with this thread's
            // synchronization context), and this thread waits for it as long as the bound allows.
            var context = SynchronizationContext.Current;
            var result = new TaskCompletionSource<Task<RunSummary>>(TaskCreationOptions.RunContinuationsAsynchronously);
            var thread = new Thread(() =>
            {
                SynchronizationContext.SetSynchronizationContext(context);
                try
                {
                    result.TrySetResult(testCase.RunAsync(_diagnosticMessageSink, bus, _constructorArguments, aggregator, CancellationTokenSource));
                }
                catch (Exception e)
                {
                    result.TrySetException(e);
                }
            })
            {
                IsBackground = true,
                Name = testCase.DisplayName.Length > 100 ? testCase.DisplayName[..100] : testCase.DisplayName,
            };
            thread.Start();
            if (!thread.Join(TestTimeout))
            {
                return bus.Abandon(testCase, TestTimeout);
            }

            run = await result.Task;
            return await run;
        }
    }

    /// <summary>Passes a test case's messages on and remembers where it is, so a hung case can be reported as failed.</summary>
    private sealed class WatchedBus(IMessageBus inner) : IMessageBus
    {
        private readonly object _gate = new();
        private bool _abandoned;
        private bool _caseStarted;
        private ITest? _running;
        private int _run;
        private int _failed;
        private int _skipped;

        public bool QueueMessage(IMessageSinkMessage message)
        {
            lock (_gate)
            {
                if (_abandoned)
                {
                    return true;
                }

                switch (message)
                {
                    case ITestCaseStarting:
                        _caseStarted = true;
                        break;
                    case ITestStarting starting:
                        _running = starting.Test;
                        break;
                    case ITestFailed:
                        _failed++;
                        break;
                    case ITestSkipped:
                        _skipped++;
                        break;
                    case ITestFinished:
                        _running = null;
                        _run++;
                        break;
                }

                return inner.QueueMessage(message);
            }
        }

        /// <summary>Fails the test that is running (or the case, if none has started), finishes the case, and drops whatever the hung case sends later.</summary>
        public RunSummary Abandon(IXunitTestCase testCase, TimeSpan timeout)
        {
            lock (_gate)
            {
                _abandoned = true;
                decimal seconds = (decimal)timeout.TotalSeconds;
                if (!_caseStarted)
                {
                    inner.QueueMessage(new TestCaseStarting(testCase));
                }

                var test = _running;
                if (test == null)
                {
                    test = new XunitTest(testCase, testCase.DisplayName);
                    inner.QueueMessage(new TestStarting(test));
                }

                var error = new TimeoutException($"{test.DisplayName} did not finish within {timeout.TotalSeconds:0} s: it hangs (its thread is left running).");
                inner.QueueMessage(new TestFailed(test, seconds, string.Empty, error));
                inner.QueueMessage(new TestFinished(test, seconds, string.Empty));
                _run++;
                _failed++;
                inner.QueueMessage(new TestCaseFinished(testCase, seconds, _run, _failed, _skipped));
                return new RunSummary { Total = _run, Failed = _failed, Skipped = _skipped, Time = seconds };
            }
        }

        public void Dispose()
        {
        }
    }
}
