using NATS.Client.Core;
using NATS.Client.JetStream;
using NATS.Client.KeyValueStore;
using Rheo.Async;
using Rheo.Async.Linq;
using Rheo.Linq;

namespace Rheo.Nats.Tests;

/// <summary>Argument checks need no server: every entry point checks its arguments when called.</summary>
public sealed class ArgumentTests
{
    private static readonly INatsConnection Connection = new NatsConnection(new NatsOpts { Url = "nats://127.0.0.1:1" });
    private static readonly INatsJSContext JetStream = new NatsJSContext((NatsConnection)Connection);

    [Fact]
    public void Null_arguments_throw_ArgumentNullException_with_their_name()
    {
        var source = AsyncObservable.Return(1);
        var observable = Observable.Return(1);
        Assert.Equal("context", Assert.Throws<ArgumentNullException>(() => ((INatsJSContext)null!).Consume<int>("s", "d")).ParamName);
        Assert.Equal("stream", Assert.Throws<ArgumentNullException>(() => JetStream.Consume<int>(null!, "d")).ParamName);
        Assert.Equal("durableName", Assert.Throws<ArgumentNullException>(() => JetStream.Consume<int>("s", null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IAsyncObservable<int>)null!).PublishTo(JetStream, "x")).ParamName);
        Assert.Equal("context", Assert.Throws<ArgumentNullException>(() => source.PublishTo((INatsJSContext)null!, "x")).ParamName);
        Assert.Equal("subject", Assert.Throws<ArgumentNullException>(() => source.PublishTo(JetStream, (string)null!)).ParamName);
        Assert.Equal("subjectSelector", Assert.Throws<ArgumentNullException>(() => source.PublishTo(JetStream, (Func<int, string>)null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IObservable<int>)null!).PublishTo(JetStream, "x")).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IObservable<int>)null!).PublishTo(JetStream, i => "x")).ParamName);
        Assert.Equal("connection", Assert.Throws<ArgumentNullException>(() => source.PublishTo((INatsConnection)null!, "x")).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IObservable<int>)null!).PublishTo(Connection, "x")).ParamName);
        Assert.Equal("connection", Assert.Throws<ArgumentNullException>(() => ((INatsConnection)null!).Observe<int>("x")).ParamName);
        Assert.Equal("subject", Assert.Throws<ArgumentNullException>(() => Connection.Observe<int>(null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IAsyncObservable<NatsMessage<int>>)null!).GroupBySubjectToken(1)).ParamName);
        Assert.Equal("checkpoints", Assert.Throws<ArgumentNullException>(() => JetStream.ScanCheckpointed<int, int>("s", null!, "k", 0, (s, _) => s)).ParamName);
        Assert.Equal("context", Assert.Throws<ArgumentNullException>(() => ((INatsJSContext)null!).ToSourceBlock<int>("s", "d")).ParamName);
        Assert.Equal("context", Assert.Throws<ArgumentNullException>(() => ((INatsJSContext)null!).ToTargetBlock<int>("x")).ParamName);
        Assert.Equal("typeInfo", Assert.Throws<ArgumentNullException>(() => new NatsJsonSerializer<int>((System.Text.Json.Serialization.Metadata.JsonTypeInfo<int>)null!)).ParamName);
    }

    [Fact]
    public void Bad_counts_and_times_throw_ArgumentOutOfRangeException()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => new NatsConsumerOptions { MaxAckPending = 0 });
        Assert.Throws<ArgumentOutOfRangeException>(() => new NatsConsumerOptions { AckWait = TimeSpan.Zero });
        Assert.Throws<ArgumentOutOfRangeException>(() => new NatsConsumerOptions { MaxDeliver = 0 });
        Assert.Throws<ArgumentOutOfRangeException>(() => new NatsConsumerOptions { NakDelay = TimeSpan.FromSeconds(-1) });
        Assert.Throws<ArgumentOutOfRangeException>(() => new NatsPublishOptions { MaxInFlight = 0 });
        Assert.Throws<ArgumentOutOfRangeException>(() => new NatsPublishOptions { AckTimeout = TimeSpan.Zero });
        Assert.Throws<ArgumentOutOfRangeException>(() => AsyncObservable.Never<NatsMessage<int>>().GroupBySubjectToken(-1));
    }

    [Fact]
    public void Without_a_server_binary_the_tests_fail_with_a_message_that_names_it()
    {
        var error = Assert.Throws<InvalidOperationException>(() => NatsServer.StartAsync("/nonexistent-directory").GetAwaiter().GetResult());
        Assert.Contains("nats-server", error.Message, StringComparison.Ordinal);
        Assert.Contains("RHEO_NATS_URL", error.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("orders.eu", 0, "orders")]
    [InlineData("orders.eu", 1, "eu")]
    [InlineData("a.b.c", 2, "c")]
    public void Subject_tokens_are_read_by_position(string subject, int index, string expected) =>
        Assert.Equal(expected, SubjectTokens.Token(subject, index));

    [Fact]
    public void A_subject_token_past_the_last_one_is_out_of_range() =>
        Assert.Throws<ArgumentOutOfRangeException>(() => SubjectTokens.Token("orders.eu", 2));
}
