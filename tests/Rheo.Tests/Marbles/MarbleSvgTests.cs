using System.Globalization;
using System.Xml.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Marbles;

/// <summary>The SVG renderer: lanes, marbles, completion bars, error crosses and subscription spans, read back from the XML.</summary>
public class MarbleSvgTests : ReactiveTest
{
    private static double Number(XElement e, string name) => double.Parse((string)e.Attribute(name)!, CultureInfo.InvariantCulture);

    private static IEnumerable<XElement> OfClass(XContainer svg, string cls) => svg.Descendants().Where(e => (string?)e.Attribute("class") == cls);

    [Fact]
    public void Lanes_marbles_and_positions_follow_the_recorded_times()
    {
        var first = MarbleLane.Create("first", [OnNext(210, 1), OnNext(230, 22), OnCompleted<int>(260)], [Subscribe(200, 260)]);
        var second = MarbleLane.Create("second", [OnNext(220, "x"), OnError<string>(250, new InvalidOperationException("boom"))], [Subscribe(200)]);
        var svg = XDocument.Parse(MarbleSvg.Render([first, second], new MarbleSvgOptions { From = 200, To = 300, FrameWidth = 20 }));

        var lanes = OfClass(svg, "lane").ToList();
        Assert.Equal(["first", "second"], lanes.Select(l => (string)l.Attribute("data-name")!));
        var y0 = Number(lanes[0], "data-y");
        var y1 = Number(lanes[1], "data-y");
        Assert.True(y1 > y0);

        // x = x0 + (t - from) * scale, with scale = FrameWidth / TicksPerFrame = 2 px per tick.
        var root = svg.Root!;
        var x0 = Number(root, "data-x0");
        Assert.Equal(2, Number(root, "data-scale"));
        var marbles = OfClass(lanes[0], "marble").ToList();
        Assert.Equal(2, marbles.Count);
        Assert.Equal(["1", "22"], marbles.Select(m => (string)m.Attribute("data-label")!));
        foreach (var m in marbles)
        {
            var circle = m.Elements().Single(e => e.Name.LocalName == "circle");
            Assert.Equal(x0 + ((long.Parse((string)m.Attribute("data-time")!, CultureInfo.InvariantCulture) - 200) * 2), Number(circle, "cx"), 3);
            Assert.Equal(y0, Number(circle, "cy"), 3);
            Assert.Equal((string)m.Attribute("data-label")!, m.Elements().Single(e => e.Name.LocalName == "text").Value);
        }

        var complete = Assert.Single(OfClass(lanes[0], "complete"));
        Assert.Equal(x0 + (60 * 2), Number(complete, "x1"), 3);
        var span = Assert.Single(OfClass(lanes[0], "subscription"));
        Assert.Equal(x0, Number(span, "x"), 3);
        Assert.Equal(60 * 2, Number(span, "width"), 3);

        Assert.Single(OfClass(lanes[1], "marble"));
        var error = Assert.Single(OfClass(lanes[1], "error"));
        Assert.Equal("250", (string)error.Attribute("data-time")!);
        Assert.Equal("boom", error.Elements().Single(e => e.Name.LocalName == "title").Value);
        Assert.Empty(OfClass(lanes[1], "complete"));

        // A subscription still open runs to the right edge.
        var open = Assert.Single(OfClass(lanes[1], "subscription"));
        Assert.Equal(100 * 2, Number(open, "width"), 3);
    }

    [Fact]
    public void Values_of_one_frame_stack_instead_of_hiding_each_other()
    {
        var lane = MarbleLane.Create("group", [OnNext(210, 'a'), OnNext(210, 'b'), OnNext(210, 'c')]);
        var svg = XDocument.Parse(MarbleSvg.Render([lane]));
        var ys = OfClass(svg, "marble").Select(m => Number(m.Elements().Single(e => e.Name.LocalName == "circle"), "cy")).ToList();
        Assert.Equal(3, ys.Distinct().Count());
    }

    [Fact]
    public void Labels_and_names_are_escaped_and_long_labels_shortened()
    {
        var lane = MarbleLane.Create("<lane & co>", [OnNext(210, "a<b>&c-very-long")]);
        var text = MarbleSvg.Render([lane], new MarbleSvgOptions { Title = "t & t" });
        var svg = XDocument.Parse(text);
        Assert.Equal("<lane & co>", (string)OfClass(svg, "lane").Single().Attribute("data-name")!);
        Assert.Equal("a<b>&…", OfClass(svg, "marble").Single().Elements().Single(e => e.Name.LocalName == "text").Value);
        Assert.Equal("t & t", OfClass(svg, "title").Single().Value);
    }

    [Fact]
    public void A_lane_of_a_marble_test_draws_the_run()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.Hot("-a-b-|");
        var expectation = scheduler.ExpectObservable(xs);
        scheduler.Flush();
        var svg = XDocument.Parse(MarbleSvg.Render([MarbleLane.Create("xs", expectation.Messages, xs.Subscriptions)]));
        Assert.Equal(["210", "230"], OfClass(svg, "marble").Select(m => (string)m.Attribute("data-time")!));
        Assert.Equal("250", (string)OfClass(svg, "complete").Single().Attribute("data-time")!);
        Assert.Equal("200", (string)OfClass(svg, "subscription").Single().Attribute("data-subscribe")!);
    }

    [Fact]
    public void Options_reject_bad_values()
    {
        var options = new MarbleSvgOptions();
        Assert.Throws<ArgumentOutOfRangeException>(() => options.TicksPerFrame = 0);
        Assert.Throws<ArgumentOutOfRangeException>(() => options.FrameWidth = 0);
    }
}
