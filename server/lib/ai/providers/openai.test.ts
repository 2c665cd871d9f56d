import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CRISIS_REPLY, EMERGENCY_REPLY } from '../../../../contract/assistant';
import { parseEnv } from '../../../env';
import {
  type AssistantEngine,
  createAssistantEngine,
  createLocalAssistantEngine,
  STREAM_INTERRUPTED_NOTE,
  type TAssistantReply,
  type TAssistantRequest,
  type TEngineWarning,
} from '../engine';
import { createMediaAIFromEnv } from '../from-config';
import { createOpenAiProvider, type OpenAiProvider } from './openai';
import { loadFixture, type ReplayServer, startReplayServer } from './replay-server';
import { ProviderError } from './types';

const NOW = new Date('2026-11-21T12:00:00Z');
let replay: ReplayServer;
let provider: OpenAiProvider;
let warnings: TEngineWarning[];
let engine: AssistantEngine;

beforeAll(async () => {
  replay = await startReplayServer();
});
afterAll(async () => {
  await replay.close();
});
beforeEach(() => {
  replay.reset();
  warnings = [];
  provider = createOpenAiProvider({
    baseUrl: replay.url,
    apiKey: 'sk-test-key',
    model: 'gpt-4o-mini',
    timeoutMs: 400,
  });
  engine = createAssistantEngine({ provider, onWarn: (_m, details) => warnings.push(details) });
});

const text = async (reply: TAssistantReply) => {
  let out = '';
  for await (const piece of reply.chunks) out += piece;
  return out;
};
const collect = async (stream: AsyncIterable<string>) => {
  const out: string[] = [];
  for await (const piece of stream) out.push(piece);
  return out;
};
const RECORDED_TEXT = (loadFixture('chat-stream').events ?? [])
  .map((e) =>
    typeof e === 'object'
      ? ((e as { choices: { delta: { content?: string } }[] }).choices[0]?.delta.content ?? '')
      : '',
  )
  .join('');

const IDENTIFIERS = { firstName: 'Maya', lastName: 'Rivera', email: 'maya.rivera@example.com' };
const request = (message: string, overrides: Partial<TAssistantRequest> = {}): TAssistantRequest => ({
  message,
  history: [],
  allowRemote: true,
  identifiers: IDENTIFIERS,
  now: NOW,
  ...overrides,
});
const sentText = () => replay.requests.map((r) => r.text).join('\n');

describe('openai provider against the replay server', () => {
  it('streams a chat reply from SSE data lines until [DONE], with the model and bearer key', async () => {
    const pieces = await collect(
      provider.reply({ message: 'headache', history: [], understood: {}, conditions: [], now: NOW }),
    );
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(RECORDED_TEXT);
    const [sent] = replay.requests;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe('Bearer sk-test-key');
    expect(sent?.json).toMatchObject({ model: 'gpt-4o-mini', stream: true });
  });

  it('validates an extraction with ZExtractedData, keeping the listed names and dropping location', async () => {
    const data = await provider.extract({ message: 'headache', history: [], now: NOW });
    expect(data).toEqual({
      primarySymptoms: ['Headache', 'Vision Problems'],
      severity: 7,
      duration: '3 days',
      durationDays: 3,
      triggers: ['bright light'],
      worseningFactors: ['bright light', 'screens'],
      chronicConditions: ['Migraines'],
    });
    expect(replay.requests[0]?.json).toMatchObject({
      response_format: { type: 'json_object' },
      stream: false,
    });
  });

  it('rejects prose, a wrong shape and HTTP errors as ProviderErrors', async () => {
    const kinds: [string, string][] = [
      ['extraction-invalid', 'invalid_json'],
      ['extraction-wrong-shape', 'schema'],
      ['extraction-500', 'http'],
      ['extraction-slow', 'timeout'],
    ];
    for (const [fixture, kind] of kinds) {
      replay.use({ extraction: fixture });
      const error = await provider.extract({ message: 'headache', history: [], now: NOW }).catch((e) => e);
      expect(error, fixture).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).kind, fixture).toBe(kind);
    }
  });

  it('describes an image sent as an image_url data URI', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const answer = await provider.describeImage(bytes, 'image/jpeg', 'What food is this?');
    expect(answer).toBe('A bowl of oatmeal topped with sliced banana and blueberries, about 1 cup.');
    const body = replay.requests[0]?.json as {
      messages: { content: { type: string; image_url?: { url: string } }[] }[];
    };
    const image = body.messages[0]?.content.find((p) => p.type === 'image_url');
    expect(image?.image_url?.url).toBe(`data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`);
  });

  it('transcribes audio through a multipart POST to /audio/transcriptions', async () => {
    const answer = await provider.transcribe(new Uint8Array([1, 2, 3, 4]), 'audio/webm');
    expect(answer).toBe('I had two eggs and a slice of toast for breakfast.');
    const sent = replay.requests[0];
    expect(sent?.path).toBe('/v1/audio/transcriptions');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.text).toContain('name="model"');
    expect(sent?.text).toContain('whisper-1');
    expect(sent?.text).toContain('filename="audio.webm"');
  });

  it('media answers null when no remote provider is configured, and null on failure', async () => {
    const local = createMediaAIFromEnv(parseEnv({}));
    expect(await local.describeImage(new Uint8Array([1]), 'image/png', 'x')).toBeNull();
    expect(await local.transcribe(new Uint8Array([1]), 'audio/webm')).toBeNull();
    expect(replay.requests).toHaveLength(0);
    const remote = createMediaAIFromEnv(
      parseEnv({ AI_PROVIDER: 'openai', AI_BASE_URL: replay.url, AI_MODEL: 'gpt-4o-mini' }),
      { onWarn: (_m, d) => warnings.push(d) },
    );
    expect(await remote.transcribe(new Uint8Array([1]), 'audio/webm')).toBe(
      'I had two eggs and a slice of toast for breakfast.',
    );
    replay.use({ transcription: 'transcription-500' });
    expect(await remote.transcribe(new Uint8Array([1]), 'audio/webm')).toBeNull();
    expect(warnings).toEqual([{ provider: 'openai', kind: 'http', status: 500, stage: 'transcription' }]);
  });
});

describe('assistant engine on the openai provider', () => {
  it('streams the model’s reply and completes the local understanding with its validated extraction', async () => {
    const reply = await engine.respond(
      request("I've had a throbbing headache for 3 days, 7/10, worse with bright light"),
    );
    expect(reply.provider).toBe('openai');
    expect(await text(reply)).toBe(RECORDED_TEXT);
    expect(reply.extractedData).toMatchObject({ severity: 7, duration: '3 days', durationDays: 3 });
    expect(reply.extractedData.primarySymptoms).toEqual(['Headache', 'Vision Problems']);
    expect(reply.extractedData.chronicConditions).toEqual(['Migraines']);
    // The model's 'bright light' is the rules' 'with bright light': one factor, worded as the user did.
    expect(reply.extractedData.worseningFactors).toEqual(['with bright light', 'screens']);
    expect(reply.extractedData.triggers).toEqual(['bright light']);
    expect(reply.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(reply.actions.map((a) => a.kind)).toContain('log_symptom');
    expect(warnings).toEqual([]);
  });

  it('tells the model its role, the safety rules and the local understanding and conditions', async () => {
    await text(
      await engine.respond(request('throbbing headache for 3 days with nausea, worse with bright light')),
    );
    const stream = replay.requests.find((r) => r.slot === 'stream')?.json as {
      messages: { role: string; content: string }[];
    };
    const system = stream.messages[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(/Never diagnose/);
    expect(system?.content).toMatch(/doses/);
    expect(system?.content).toMatch(/911/);
    expect(system?.content).toMatch(/988/);
    expect(system?.content).toMatch(/clinician/);
    expect(system?.content).toContain('"primarySymptoms":["Headache","Nausea"]');
    expect(system?.content).toMatch(/Migraine \(match \d+\/100\)/);
    expect(system?.content).toContain('The next thing to ask about: On a scale of 0 to 10');
  });

  it('never sends the user’s name, email, phone or ZIP code', async () => {
    await text(
      await engine.respond(
        request('I am Maya Rivera (maya.rivera@example.com, 415-555-1234), ZIP 94110, headache for 3 days', {
          history: [
            { role: 'user', content: 'Hi, this is Maya, my number is (415) 555-1234' },
            { role: 'assistant', content: 'Hello Maya! What symptoms are bothering you?' },
          ],
        }),
      ),
    );
    // Extraction and reply, and a second opinion on urgency when the message raised a concern: none may carry them.
    expect(replay.requests.length).toBeGreaterThanOrEqual(2);
    const sent = sentText();
    for (const identifier of [
      'Maya',
      'Rivera',
      'maya.rivera@example.com',
      '415-555-1234',
      '555-1234',
      '94110',
    ]) {
      expect(sent).not.toContain(identifier);
    }
    expect(sent).toContain('headache for 3 days');
  });

  it('sends nothing when the user has not consented, and answers locally', async () => {
    const reply = await engine.respond(request('pounding headache for 3 days', { allowRemote: false }));
    expect(reply.provider).toBe('local');
    expect(await text(reply)).toMatch(/headache/);
    expect(replay.requests).toHaveLength(0);
  });

  it('answers an emergency with the fixed reply and never calls the provider (either provider)', async () => {
    for (const e of [engine, createLocalAssistantEngine()]) {
      const heart = await e.respond(request('crushing chest pain spreading to my left arm'));
      expect(heart.provider).toBe('fixed');
      expect(await text(heart)).toBe(EMERGENCY_REPLY);
      const crisis = await e.respond(request('I want to end my life'));
      expect(await text(crisis)).toBe(CRISIS_REPLY);
    }
    expect(replay.requests).toHaveLength(0);
  });

  it('falls back to the local understanding when the extraction is invalid, with a warning', async () => {
    for (const fixture of ['extraction-invalid', 'extraction-wrong-shape', 'extraction-500']) {
      replay.use({ extraction: fixture });
      const reply = await engine.respond(request('pounding headache for 3 days'));
      expect(reply.provider).toBe('openai');
      expect(reply.extractedData).toEqual({
        primarySymptoms: ['Headache'],
        duration: '3 days',
        durationDays: 3,
      });
      await text(reply);
    }
    expect(warnings.map((w) => `${w.stage}:${w.kind}`)).toEqual([
      'extraction:invalid_json',
      'extraction:schema',
      'extraction:http',
    ]);
  });

  it('answers locally when the stream fails before its first chunk, without leaking the error', async () => {
    replay.use({ stream: 'chat-500', extraction: 'extraction-500' });
    const reply = await engine.respond(request('pounding headache for 3 days'));
    expect(reply.provider).toBe('local');
    const answer = await text(reply);
    expect(answer).toMatch(/^Thank you for telling me\. I understand you have headache for 3 days\./);
    expect(answer).not.toMatch(/500|error|server/i);
    expect(warnings).toContainEqual({ provider: 'openai', kind: 'http', status: 500, stage: 'reply' });
  });

  it('answers locally when the provider is slower than the timeout', async () => {
    replay.use({ stream: 'chat-slow', extraction: 'extraction-slow' });
    const reply = await engine.respond(request('pounding headache for 3 days'));
    expect(reply.provider).toBe('local');
    expect(await text(reply)).toMatch(/headache/);
    expect(warnings.map((w) => w.kind)).toEqual(expect.arrayContaining(['timeout']));
  });

  it('ends a stream that breaks midway with what was sent and a short apology', async () => {
    replay.use({ stream: 'chat-stream-broken' });
    const reply = await engine.respond(request('pounding headache for 3 days'));
    expect(reply.provider).toBe('openai');
    const answer = await text(reply);
    expect(answer).toBe(
      `I'm sorry you're dealing with that headache. ${STREAM_INTERRUPTED_NOTE.trimStart()}`,
    );
    expect(warnings.map((w) => w.stage)).toContain('stream');
  });
});

describe('the safety second opinion (assessUrgency)', () => {
  it('asks for a JSON yes/no with the whole conversation and reads the answer', async () => {
    replay.use({ urgency: 'urgency-urgent' });
    const opinion = await provider.assessUrgency?.({
      message: 'she is really quiet now',
      history: [{ role: 'user', content: 'my 3 week old feels warm' }],
      now: NOW,
    });
    expect(opinion).toEqual({ urgent: true, category: 'infant_emergency' });
    const sent = replay.requests.find((r) => r.slot === 'urgency')?.json as {
      messages: { role: string; content: string }[];
      response_format: unknown;
    };
    expect(sent.response_format).toEqual({ type: 'json_object' });
    expect(sent.messages[1]?.content).toBe(
      'Message 1: my 3 week old feels warm\nMessage 2: she is really quiet now',
    );
  });

  it('rejects an answer of the wrong shape as a ProviderError', async () => {
    replay.use({ urgency: 'extraction-wrong-shape' });
    const error = await provider
      .assessUrgency?.({ message: 'x', history: [], now: NOW })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
  });
});
