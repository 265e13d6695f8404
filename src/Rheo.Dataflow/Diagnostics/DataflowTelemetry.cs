using System.Diagnostics.Metrics;

namespace Rheo.Dataflow.Diagnostics;

/// <summary>
/// Rheo.Dataflow's OpenTelemetry meter, on the BCL's <see cref="System.Diagnostics.Metrics.Meter"/> (no package needed),
/// named <c>Rheo.Dataflow</c> (<see cref="MeterName"/>). It reports the blocks registered with <c>Observe</c>, with
/// the attribute <c>rheo.dataflow.block</c> = the name given:
/// <list type="bullet">
/// <item><c>rheo.dataflow.block.input_queue.length</c> and <c>rheo.dataflow.block.output_queue.length</c> (observable
/// gauges, <c>{message}</c>): the block's <c>InputCount</c> / <c>OutputCount</c>, read only when a listener collects;</item>
/// <item><c>rheo.dataflow.block.faults</c> (counter, <c>{fault}</c>, with <c>error.type</c>): a registered block whose
/// completion faulted.</item>
/// </list>
/// A block whose input queue grows while its output stays empty is stuck in its delegate; one whose output queue grows
/// has no taker (see docs/diagnostics.md).
/// </summary>
public static class DataflowTelemetry
{
    /// <summary>The name of the meter: <c>Rheo.Dataflow</c>.</summary>
    public const string MeterName = "Rheo.Dataflow";

    private const string BlockAttribute = "rheo.dataflow.block";
    private static readonly Lock Gate = new();
    private static readonly List<Registration> Blocks = [];

    /// <summary>Gets the meter.</summary>
    public static Meter Meter { get; } = new(MeterName, typeof(DataflowTelemetry).Assembly.GetName().Version?.ToString());

    private static Counter<long> Faults { get; } = Meter.CreateCounter<long>("rheo.dataflow.block.faults", "{fault}", "Registered blocks whose completion faulted.");

    static DataflowTelemetry()
    {
        Meter.CreateObservableGauge("rheo.dataflow.block.input_queue.length", static () => Read(static r => r.InputCount), "{message}", "Messages waiting in a block's input.");
        Meter.CreateObservableGauge("rheo.dataflow.block.output_queue.length", static () => Read(static r => r.OutputCount), "{message}", "Messages waiting in a block's output for a taker.");
    }

    /// <summary>
    /// Reports <paramref name="block"/> under <paramref name="name"/>: its queue lengths through the given readers
    /// (either may be null) and its fault, until the returned handle is disposed or the block completed.
    /// </summary>
    /// <param name="block">The block.</param>
    /// <param name="name">Its name in the measurements.</param>
    /// <param name="inputCount">Reads the input queue length; null when the block has none.</param>
    /// <param name="outputCount">Reads the output queue length; null when the block has none.</param>
    /// <returns>Disposing it stops the reporting.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="block"/> or <paramref name="name"/> is null.</exception>
    public static IDisposable Observe(IDataflowBlock block, string name, Func<int>? inputCount, Func<int>? outputCount)
    {
        ArgumentNullException.ThrowIfNull(block);
        ArgumentNullException.ThrowIfNull(name);
        var registration = new Registration(new KeyValuePair<string, object?>(BlockAttribute, name), inputCount, outputCount);
        lock (Gate)
        {
            Blocks.Add(registration);
        }

        block.Completion.ContinueWith(
            static (completion, state) =>
            {
                var registration = (Registration)state!;
                if (completion.IsFaulted && Faults.Enabled)
                {
                    var error = completion.Exception!.InnerExceptions.Count == 1 ? completion.Exception.InnerException! : completion.Exception;
                    Faults.Add(1, registration.Name, new KeyValuePair<string, object?>("error.type", error.GetType().FullName));
                }

                registration.Dispose();
            },
            registration,
            CancellationToken.None,
            TaskContinuationOptions.ExecuteSynchronously,
            TaskScheduler.Default);
        return registration;
    }

    /// <summary>Reports an <see cref="ActionBlock{TInput}"/>: its <see cref="ActionBlock{TInput}.InputCount"/> and its fault.</summary>
    /// <typeparam name="TInput">The message type.</typeparam>
    /// <param name="block">The block.</param>
    /// <param name="name">Its name in the measurements.</param>
    /// <returns>Disposing it stops the reporting.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="block"/> or <paramref name="name"/> is null.</exception>
    public static IDisposable Observe<TInput>(ActionBlock<TInput> block, string name)
    {
        ArgumentNullException.ThrowIfNull(block);
        return Observe(block, name, () => block.InputCount, null);
    }

    /// <summary>Reports a <see cref="TransformBlock{TInput, TOutput}"/>: its input and output counts and its fault.</summary>
    /// <typeparam name="TInput">The input type.</typeparam>
    /// <typeparam name="TOutput">The output type.</typeparam>
    /// <param name="block">The block.</param>
    /// <param name="name">Its name in the measurements.</param>
    /// <returns>Disposing it stops the reporting.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="block"/> or <paramref name="name"/> is null.</exception>
    public static IDisposable Observe<TInput, TOutput>(TransformBlock<TInput, TOutput> block, string name)
    {
        ArgumentNullException.ThrowIfNull(block);
        return Observe(block, name, () => block.InputCount, () => block.OutputCount);
    }

    /// <summary>Reports a <see cref="TransformManyBlock{TInput, TOutput}"/>: its input and output counts and its fault.</summary>
    /// <typeparam name="TInput">The input type.</typeparam>
    /// <typeparam name="TOutput">The output type.</typeparam>
    /// <param name="block">The block.</param>
    /// <param name="name">Its name in the measurements.</param>
    /// <returns>Disposing it stops the reporting.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="block"/> or <paramref name="name"/> is null.</exception>
    public static IDisposable Observe<TInput, TOutput>(TransformManyBlock<TInput, TOutput> block, string name)
    {
        ArgumentNullException.ThrowIfNull(block);
        return Observe(block, name, () => block.InputCount, () => block.OutputCount);
    }

    /// <summary>Reports a <see cref="BufferBlock{T}"/>: its <see cref="BufferBlock{T}.Count"/> as the output length, and its fault.</summary>
    /// <typeparam name="T">The message type.</typeparam>
    /// <param name="block">The block.</param>
    /// <param name="name">Its name in the measurements.</param>
    /// <returns>Disposing it stops the reporting.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="block"/> or <paramref name="name"/> is null.</exception>
    public static IDisposable Observe<T>(BufferBlock<T> block, string name)
    {
        ArgumentNullException.ThrowIfNull(block);
        return Observe(block, name, null, () => block.Count);
    }

    private static IEnumerable<Measurement<int>> Read(Func<Registration, Func<int>?> reader)
    {
        Registration[] registered;
        lock (Gate)
        {
            registered = [.. Blocks];
        }

        foreach (var registration in registered)
        {
            if (reader(registration) is { } read)
            {
                yield return new Measurement<int>(read(), registration.Name);
            }
        }
    }

    private sealed class Registration(KeyValuePair<string, object?> name, Func<int>? inputCount, Func<int>? outputCount) : IDisposable
    {
        public KeyValuePair<string, object?> Name { get; } = name;

        public Func<int>? InputCount { get; } = inputCount;

        public Func<int>? OutputCount { get; } = outputCount;

        public void Dispose()
        {
            lock (Gate)
            {
                Blocks.Remove(this);
            }
        }
    }
}
