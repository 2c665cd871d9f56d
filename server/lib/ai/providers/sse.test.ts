import { describe, expect, it } from 'vitest';
import { sseData } from './sse';

const streamOf = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of parts) controller.enqueue(new TextEncoder().encode(p));
      controller.close();
    },
  });
const read = async (body: ReadableStream<Uint8Array>) => {
  const out: string[] = [];
  for await (const d of sseData(body)) out.push(d);
  return out;
};

describe('sseData', () => {
  it('yields each event’s data, across chunk boundaries, with CRLF and comments', async () => {
    expect(
      await read(
        streamOf(
          ': keep-alive\n\ndata: {"a":',
          '1}\r\n\r\nevent: x\ndata: two\ndata: lines\n\n',
          'data: [DONE]\n\n',
        ),
      ),
    ).toEqual(['{"a":1}', 'two\nlines', '[DONE]']);
  });

  it('yields a last event that ends without a blank line', async () => {
    expect(await read(streamOf('data: {"b":2}\n\ndata: [DONE]'))).toEqual(['{"b":2}', '[DONE]']);
  });

  it('splits a multi-byte character across chunks correctly', async () => {
    const bytes = new TextEncoder().encode('data: café\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 9));
        controller.enqueue(bytes.slice(9));
        controller.close();
      },
    });
    expect(await read(body)).toEqual(['café']);
  });

  it('ends a last line closed by a lone CR, and ignores unknown fields and retry', async () => {
    expect(await read(streamOf('retry: 1000\nfoo: bar\ndata: {"c":3}\r', '\r', 'data: [DONE]\r'))).toEqual([
      '{"c":3}',
      '[DONE]',
    ]);
  });
});
