/**
 * The event-stream format (WHATWG HTML §9.2 "Server-sent events", "Interpreting an event stream"),
 * parsed incrementally. Shared by the /ai-assistant client (our own POST /api/chat/message stream)
 * and the server's OpenAI-compatible provider (the model's streamed answer). Pure: no DOM, no I/O.
 */

/** One dispatched event of the event-stream format. */
export type SseFrame = {
  /** The `event:` field; 'message' when the event named none. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
  /** The last `id:` seen (the stream's last event id), if any. */
  id: string | undefined;
};

export type SseParser = {
  /** Feeds the next piece of the body: bytes (decoded as UTF-8 across chunks) or text. */
  push(chunk: Uint8Array | string): void;
  /** The body ended: an event without its closing blank line is discarded, as the format says. */
  end(): void;
};

/**
 * An incremental event-stream parser. Lines end with CRLF, LF or CR, also when the CR and LF arrive
 * in different chunks; `:` lines are comments (keep-alives); one space after the colon is dropped;
 * a blank line dispatches the event when it has data. Unknown fields are ignored.
 */
export function createSseParser(onFrame: (frame: SseFrame) => void): SseParser {
  // The default TextDecoder drops a leading byte-order mark, as the format requires.
  const decoder = new TextDecoder('utf-8');
  let buffer = '';
  /** The previous piece ended with CR: a leading LF is the second half of that CRLF. */
  let isAfterCR = false;
  let eventName = '';
  let dataLines: string[] = [];
  let lastEventId: string | undefined;

  function dispatch() {
    if (dataLines.length > 0) {
      onFrame({ event: eventName || 'message', data: dataLines.join('\n'), id: lastEventId });
    }
    eventName = '';
    dataLines = [];
  }

  function processLine(line: string) {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
    // `retry` only matters to reconnecting EventSources; anything else is ignored by the format.
  }

  function feed(text: string) {
    if (text === '') return;
    let start = 0;
    if (isAfterCR && text.startsWith('\n')) start = 1;
    isAfterCR = false;
    buffer += start === 0 ? text : text.slice(start);
    let lineStart = 0;
    for (let i = 0; i < buffer.length; i++) {
      const char = buffer[i];
      if (char !== '\n' && char !== '\r') continue;
      processLine(buffer.slice(lineStart, i));
      if (char === '\r') {
        if (i + 1 < buffer.length) {
          if (buffer[i + 1] === '\n') i++;
        } else {
          isAfterCR = true;
        }
      }
      lineStart = i + 1;
    }
    buffer = buffer.slice(lineStart);
  }

  return {
    push(chunk) {
      feed(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    },
    end() {
      feed(decoder.decode());
      buffer = '';
      eventName = '';
      dataLines = [];
    },
  };
}
