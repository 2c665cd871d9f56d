import { createSseParser } from '../../../../contract/sse';

/**
 * Server-sent events as OpenAI-compatible servers stream them: `data: <json>` events, ending with
 * `data: [DONE]`; parsed with the shared event-stream parser (contract/sse.ts). Yields each event's
 * data. A last event that ends without its blank line is still yielded (some servers close the
 * stream right after `data: [DONE]`).
 */
export async function* sseData(
  body: ReadableStream<Uint8Array>,
  onChunk?: () => void,
): AsyncIterable<string> {
  const reader = body.getReader();
  const ready: string[] = [];
  const parser = createSseParser((frame) => ready.push(frame.data));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      onChunk?.();
      parser.push(value);
      while (ready.length > 0) yield ready.shift() as string;
    }
    // Close an unterminated last line and event, then end the parser.
    parser.push('\n\n');
    parser.end();
    while (ready.length > 0) yield ready.shift() as string;
  } finally {
    reader.releaseLock();
    await body.cancel().catch(() => {});
  }
}
