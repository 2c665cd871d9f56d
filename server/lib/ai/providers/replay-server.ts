import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A small OpenAI-compatible HTTP server for tests (docs/assistant-providers.md#tests): it listens on
 * 127.0.0.1 on a free port, answers from recorded fixture files (fixtures/*.json) and records every request
 * it gets, so tests can assert what was (and was not) sent to a remote provider.
 *
 * Routes: POST /v1/chat/completions (a `stream: true` request is answered by the `stream` slot, one
 * with an image_url part by `vision`, the safety second opinion by `urgency`, any other by `extraction`) and POST /v1/audio/transcriptions
 * (`transcription`). Tests choose the fixture of each slot with `use({...})`.
 *
 * A fixture: `{ "status": 200, "delayMs"?: n, "events"?: [...], "breakAfter"?: n, "body"?: any }`.
 * `events` are streamed as SSE `data:` lines (objects as JSON, strings as they are, e.g. "[DONE]");
 * `breakAfter` destroys the connection after that many events (a stream that fails midway);
 * otherwise `body` is sent as JSON.
 */

export type TReplaySlot = 'stream' | 'extraction' | 'urgency' | 'vision' | 'transcription';

export type TReplayFixture = {
  description?: string;
  status: number;
  delayMs?: number;
  events?: unknown[];
  breakAfter?: number;
  body?: unknown;
};

export type TRecordedRequest = {
  method: string;
  path: string;
  slot: TReplaySlot | null;
  headers: http.IncomingHttpHeaders;
  /** The raw body as text (multipart bodies included). */
  text: string;
  /** The parsed JSON body, when it was JSON. */
  json: unknown;
};

/** How the safety second opinion's system prompt begins (conversation/prompt.ts urgencySystemPrompt). */
const URGENCY_PROMPT_START = 'You check messages sent to a health app';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURES_DIR = path.join(HERE, 'fixtures');

export function loadFixture(name: string): TReplayFixture {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES_DIR, `${name}.json`), 'utf8')) as TReplayFixture;
}

const DEFAULT_SLOTS: Record<TReplaySlot, string> = {
  stream: 'chat-stream',
  extraction: 'extraction',
  urgency: 'urgency-not-urgent',
  vision: 'vision',
  transcription: 'transcription',
};

function slotOf(pathname: string, json: unknown): TReplaySlot | null {
  if (pathname === '/v1/audio/transcriptions') return 'transcription';
  if (pathname !== '/v1/chat/completions') return null;
  const body = json as { stream?: boolean; messages?: { content?: unknown }[] } | null;
  if (body?.stream) return 'stream';
  const hasImage = body?.messages?.some(
    (m) => Array.isArray(m.content) && m.content.some((p: { type?: string }) => p?.type === 'image_url'),
  );
  if (hasImage) return 'vision';
  const system = body?.messages?.[0]?.content;
  return typeof system === 'string' && system.startsWith(URGENCY_PROMPT_START) ? 'urgency' : 'extraction';
}

export type ReplayServer = {
  /** Base URL for AI_BASE_URL, e.g. http://127.0.0.1:41234/v1 */
  url: string;
  requests: TRecordedRequest[];
  /** Chooses the fixture (file name without .json) answering each slot from now on. */
  use(slots: Partial<Record<TReplaySlot, string>>): void;
  /** Back to the default fixtures, and forgets the recorded requests. */
  reset(): void;
  close(): Promise<void>;
};

export async function startReplayServer(): Promise<ReplayServer> {
  const slots = { ...DEFAULT_SLOTS };
  const requests: TRecordedRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      const slot = req.method === 'POST' ? slotOf(pathname, json) : null;
      requests.push({ method: req.method ?? 'GET', path: pathname, slot, headers: req.headers, text, json });
      if (!slot) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const fixture = loadFixture(slots[slot]);
      const answer = () => {
        if (res.destroyed) return;
        if (fixture.events) {
          res.writeHead(fixture.status, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
          fixture.events.forEach((event, i) => {
            if (fixture.breakAfter !== undefined && i >= fixture.breakAfter) return;
            res.write(`data: ${typeof event === 'string' ? event : JSON.stringify(event)}\n\n`);
          });
          if (fixture.breakAfter !== undefined) {
            // Let the written events reach the client, then drop the connection mid-stream.
            setTimeout(() => res.socket?.destroy(), 20);
            return;
          }
          res.end();
          return;
        }
        res.writeHead(fixture.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(fixture.body ?? {}));
      };
      if (fixture.delayMs) setTimeout(answer, fixture.delayMs);
      else answer();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    use(chosen) {
      Object.assign(slots, chosen);
    },
    reset() {
      Object.assign(slots, DEFAULT_SLOTS);
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
