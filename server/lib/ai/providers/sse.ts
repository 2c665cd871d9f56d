import { createParser } from 'eventsource-parser';

/**
 * Server-sent events as OpenAI-compatible servers stream them: `data: <json>` events, ending with
 * `data: [DONE]`; parsed with eventsource-parser. Yields each event's data. A last event that ends
 * without its blank line is still yielded (some servers close the stream right after
 * `data: [DONE]`). `onChunk` runs for every piece of the body, so a caller's idle timeout restarts.
 */
export async function* sseData(
  body: ReadableStream<Uint8Array>,
  onChunk?: () => void,
): AsyncIterable<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8');
  const ready: string[] = [];
  const parser = createParser({ onEvent: (event) => ready.push(event.data) });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      onChunk?.();
      parser.feed(decoder.decode(value, { stream: true }));
      while (ready.length > 0) yield ready.shift() as string;
    }
    // Close an unterminated last line and event.
    parser.feed(`${decoder.decode()}\n\n`);
    while (ready.length > 0) yield ready.shift() as string;
  } finally {
    reader.releaseLock();
    await body.cancel().catch(() => {});
  }
}
