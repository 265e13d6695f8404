namespace Rheo.Dataflow.Tests;

public class MessageHeaderTests
{
    [Fact]
    public void Default_header_is_invalid()
    {
        var header = default(DataflowMessageHeader);
        Assert.False(header.IsValid);
        Assert.Equal(0, header.Id);
    }

    [Fact]
    public void Id_zero_throws_ArgumentException()
    {
        Assert.Equal("id", Assert.Throws<ArgumentException>(() => new DataflowMessageHeader(0)).ParamName);
    }

    [Fact]
    public void Equality_is_by_id()
    {
        var a = new DataflowMessageHeader(42);
        var b = new DataflowMessageHeader(42);
        var c = new DataflowMessageHeader(-7);
        Assert.True(a.IsValid);
        Assert.True(c.IsValid);
        Assert.True(a == b);
        Assert.False(a != b);
        Assert.True(a != c);
        Assert.True(a.Equals((object)b));
        Assert.Equal(a.GetHashCode(), b.GetHashCode());
    }

    [Fact]
    public void Status_values_match_the_contract()
    {
        Assert.Equal(0, (int)DataflowMessageStatus.Accepted);
        Assert.Equal(1, (int)DataflowMessageStatus.Declined);
        Assert.Equal(2, (int)DataflowMessageStatus.Postponed);
        Assert.Equal(3, (int)DataflowMessageStatus.NotAvailable);
        Assert.Equal(4, (int)DataflowMessageStatus.DecliningPermanently);
    }
}
