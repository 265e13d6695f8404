namespace Rheo.Dataflow.Tests;

public class OptionsTests
{
    [Fact]
    public void DataflowBlockOptions_defaults()
    {
        var o = new DataflowBlockOptions();
        Assert.Equal(-1, DataflowBlockOptions.Unbounded);
        Assert.Same(TaskScheduler.Default, o.TaskScheduler);
        Assert.Equal(CancellationToken.None, o.CancellationToken);
        Assert.Equal(DataflowBlockOptions.Unbounded, o.MaxMessagesPerTask);
        Assert.Equal(DataflowBlockOptions.Unbounded, o.BoundedCapacity);
        Assert.Equal("{0} Id={1}", o.NameFormat);
        Assert.True(o.EnsureOrdered);
    }

    [Fact]
    public void ExecutionDataflowBlockOptions_defaults()
    {
        var o = new ExecutionDataflowBlockOptions();
        Assert.Equal(1, o.MaxDegreeOfParallelism);
        Assert.False(o.SingleProducerConstrained);
        Assert.Equal(DataflowBlockOptions.Unbounded, o.BoundedCapacity);
    }

    [Fact]
    public void GroupingDataflowBlockOptions_defaults()
    {
        var o = new GroupingDataflowBlockOptions();
        Assert.True(o.Greedy);
        Assert.Equal(DataflowBlockOptions.Unbounded, o.MaxNumberOfGroups);
    }

    [Fact]
    public void DataflowLinkOptions_defaults()
    {
        var o = new DataflowLinkOptions();
        Assert.True(o.Append);
        Assert.Equal(DataflowBlockOptions.Unbounded, o.MaxMessages);
        Assert.False(o.PropagateCompletion);
    }

    [Theory]
    [InlineData(0)]
    [InlineData(-2)]
    [InlineData(int.MinValue)]
    public void Bad_counts_throw_ArgumentOutOfRangeException(int value)
    {
        Assert.Equal("value", Assert.Throws<ArgumentOutOfRangeException>(() => new DataflowBlockOptions { BoundedCapacity = value }).ParamName);
        Assert.Equal("value", Assert.Throws<ArgumentOutOfRangeException>(() => new DataflowBlockOptions { MaxMessagesPerTask = value }).ParamName);
        Assert.Equal("value", Assert.Throws<ArgumentOutOfRangeException>(() => new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = value }).ParamName);
        Assert.Equal("value", Assert.Throws<ArgumentOutOfRangeException>(() => new GroupingDataflowBlockOptions { MaxNumberOfGroups = value }).ParamName);
        Assert.Equal("value", Assert.Throws<ArgumentOutOfRangeException>(() => new DataflowLinkOptions { MaxMessages = value }).ParamName);
    }

    [Fact]
    public void Unbounded_and_positive_values_are_accepted()
    {
        var o = new ExecutionDataflowBlockOptions { BoundedCapacity = 5, MaxMessagesPerTask = 2, MaxDegreeOfParallelism = -1 };
        Assert.Equal(5, o.BoundedCapacity);
        Assert.Equal(2, o.MaxMessagesPerTask);
        Assert.Equal(-1, o.MaxDegreeOfParallelism);
        o.BoundedCapacity = DataflowBlockOptions.Unbounded;
        Assert.Equal(-1, o.BoundedCapacity);
        var g = new GroupingDataflowBlockOptions { MaxNumberOfGroups = long.MaxValue };
        Assert.Equal(long.MaxValue, g.MaxNumberOfGroups);
    }

    [Fact]
    public void Null_scheduler_and_name_format_throw()
    {
        Assert.Equal("value", Assert.Throws<ArgumentNullException>(() => new DataflowBlockOptions { TaskScheduler = null! }).ParamName);
        Assert.Equal("value", Assert.Throws<ArgumentNullException>(() => new DataflowBlockOptions { NameFormat = null! }).ParamName);
    }
}
