using R3;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithR3;

/// <summary>R3 names <c>Buffer(count)</c> <c>Chunk(count)</c>.</summary>
[Library(Library.R3)]
public sealed class BufferR3 : IBuffer
{
    public long Run(int messages, int size)
    {
        long elements = 0;
        using (new FastR3(messages).Chunk(size).Subscribe(chunk => elements += chunk.Length))
        {
            return elements;
        }
    }
}
