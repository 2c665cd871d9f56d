/**
 * Server-sent events as OpenAI-compatible servers stream them: `data: <json>` lines separated by
 * blank lines, ending with `data: [DONE]`. Comment lines (`: keep-alive`) and other fields are
 * ignored; a multi-line data field is joined with newlines (WHATWG HTML §9.2.6).
 */
export async function* sseData(
  body: ReadableStream<Uint8Array>,
  onChunk?: () => void,
): AsyncIterable<string> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      onChunk?.();
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.search(/\r?\n/);
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(buffer[newline] === '\r' ? newline + 2 : newline + 1);
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(5).replace(/^ /, ''));
        }
        newline = buffer.search(/\r?\n/);
      }
    }
    buffer += decoder.decode();
    if (buffer.startsWith('data:')) data.push(buffer.slice(5).replace(/^ /, ''));
    if (data.length > 0) yield data.join('\n');
  } finally {
    reader.releaseLock();
    await body.cancel().catch(() => {});
  }
}
