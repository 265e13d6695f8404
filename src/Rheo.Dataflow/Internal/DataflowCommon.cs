using System.Diagnostics.CodeAnalysis;
using System.Globalization;

namespace Rheo.Dataflow.Internal;

/// <summary>Helpers shared by every block: argument checks, naming, completion.</summary>
internal static class DataflowCommon
{
    public static readonly DataflowMessageHeader SingleMessageHeader = new(1);

    public static readonly Task<bool> TrueTask = Task.FromResult(true);

    public static readonly Task<bool> FalseTask = Task.FromResult(false);

    public static void ValidateOffer<T>(DataflowMessageHeader messageHeader, ISourceBlock<T>? source, bool consumeToAccept)
    {
        if (!messageHeader.IsValid)
        {
            throw new ArgumentException("The DataflowMessageHeader instance does not represent a valid message header.", nameof(messageHeader));
        }

        if (source == null && consumeToAccept)
        {
            throw new ArgumentException("The argument must be false if no source from which to consume is specified.", nameof(consumeToAccept));
        }
    }

    public static void ValidateHeaderAndTarget(DataflowMessageHeader messageHeader, object target)
    {
        if (!messageHeader.IsValid)
        {
            throw new ArgumentException("The DataflowMessageHeader instance does not represent a valid message header.", nameof(messageHeader));
        }

        ArgumentNullException.ThrowIfNull(target);
    }

    public static string GetName(object block, DataflowBlockOptions options, Task completion)
    {
        try
        {
            return string.Format(CultureInfo.InvariantCulture, options.NameFormat, block.GetType().Name, completion.Id);
        }
        catch (FormatException e)
        {
            return e.Message;
        }
    }

    /// <summary>Completes <paramref name="completion"/> from the recorded outcome: faulted wins over canceled.</summary>
    public static void SetCompletion(TaskCompletionSource completion, List<Exception>? exceptions, bool canceled, CancellationToken token)
    {
        if (exceptions is { Count: > 0 })
        {
            completion.TrySetException(exceptions);
        }
        else if (canceled)
        {
            completion.TrySetCanceled(token);
        }
        else
        {
            completion.TrySetResult();
        }
    }

    /// <summary>Propagates a source's completion to a target as TPL Dataflow does: a faulted source faults the target with its AggregateException, any other outcome completes it.</summary>
    public static void PropagateCompletion(Task sourceCompletion, IDataflowBlock target)
    {
        if (sourceCompletion.IsFaulted)
        {
            target.Fault(sourceCompletion.Exception!);
        }
        else
        {
            target.Complete();
        }
    }

    /// <summary>Releases postponed messages so their sources can offer them elsewhere (reserve, then release).</summary>
    public static void ReleasePostponed<T>(List<KeyValuePair<ISourceBlock<T>, DataflowMessageHeader>>? postponed, ITargetBlock<T> target, ref List<Exception>? errors)
    {
        if (postponed == null)
        {
            return;
        }

        foreach (var (source, header) in postponed)
        {
            try
            {
                if (source.ReserveMessage(header, target))
                {
                    source.ReleaseReservation(header, target);
                }
            }
            catch (Exception e)
            {
                (errors ??= new()).Add(e);
            }
        }
    }

    /// <summary>
    /// <c>TryReceiveAll</c> of a block that keeps the one value it offers (<c>BroadcastBlock</c>, <c>WriteOnceBlock</c>):
    /// the value its <c>TryReceive</c> gave, as a one-element list.
    /// </summary>
    public static bool KeptValueAsList<T>(bool received, T? item, [NotNullWhen(true)] out IList<T>? items)
    {
        if (received)
        {
            items = [item!];
            return true;
        }

        items = null;
        return false;
    }

    /// <summary>TPL Dataflow's <see cref="NotSupportedException"/> for a member a block does not use (a join target's <c>Completion</c>).</summary>
    public static NotSupportedException MemberNotNeeded() =>
        new("This member is not supported on this dataflow block. The block is intended for a specific purpose that does not utilize this member.");

    /// <summary>The key under which a faulting message's <c>ToString()</c> is stored in the exception's <see cref="Exception.Data"/>, as TPL Dataflow does.</summary>
    public const string MessageValueKey = "DataflowMessageValue";

    /// <summary>
    /// Stores <paramref name="value"/>'s <c>ToString()</c> in <paramref name="exception"/>'s <see cref="Exception.Data"/>
    /// under <see cref="MessageValueKey"/>, unless the value is null, its <c>ToString()</c> throws or returns null, or the
    /// key holds something already (TPL Dataflow's rule: the first message to fault keeps its name).
    /// </summary>
    public static void StoreMessageValue<T>(Exception exception, T value)
    {
        string? text = value as string;
        if (text == null && value != null)
        {
            try
            {
                text = value.ToString();
            }
            catch
            {
                return;
            }
        }

        if (text == null)
        {
            return;
        }

        try
        {
            var data = exception.Data;
            if (!data.IsReadOnly && data[MessageValueKey] == null)
            {
                data[MessageValueKey] = text;
            }
        }
        catch
        {
            // An exception type whose Data refuses the entry keeps its own data.
        }
    }

    /// <summary>
    /// Starts <paramref name="action"/> in a task on <paramref name="scheduler"/>; returns null, or the
    /// <see cref="TaskSchedulerException"/> (wrapping what the scheduler's <c>QueueTask</c> threw) when the task could not
    /// be queued. Every caller must then undo what it reserved for the task and fault its block with that exception, as
    /// TPL Dataflow does: a block whose scheduler throws completes faulted instead of waiting for a task that never runs.
    /// </summary>
    public static TaskSchedulerException? StartTask(Action<object?> action, object state, TaskScheduler scheduler)
    {
        try
        {
            Task.Factory.StartNew(action, state, CancellationToken.None, TaskCreationOptions.DenyChildAttach, scheduler);
            return null;
        }
        catch (TaskSchedulerException e)
        {
            return e;
        }
    }
}
