import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUTRITION_LIMITS, NUTRITION_MESSAGES } from '../../../contract/nutrition-analysis';
import { PAGING_MESSAGES } from '../../../contract/paging';
import { TRIAL_LIMITS } from '../../../contract/subscription';
import { type ReplayServer, startReplayServer } from '../../lib/ai/providers/replay-server';
import { SECRET_PLACE, SECRET_TITLE, webmWithTags } from '../../lib/media-scrub/testing';
import {
  createTestApp,
  type MultipartPart,
  multipartBody,
  signUpUser,
  type TestContext,
} from '../../test/harness';
import { signUpWithTrial } from '../subscription/testing';
import { RECORDING_FORMAT_REFUSED } from './ports';

const LABELS_DIR = path.resolve(import.meta.dirname, '../../../eval/nutrition-labels');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const analyse = (cookie: string | undefined, parts: MultipartPart[]) => {
  const body = multipartBody(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/nutrition/analyze-premium',
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
  });
};
const text = (input: string) => [
  { name: 'type', value: 'text' },
  { name: 'input', value: input },
];
const countRows = async (userId: string) =>
  Number(
    (await ctx.database.pool.query('SELECT count(*) FROM nutrition_analyses WHERE user_id = $1', [userId]))
      .rows[0].count,
  );

describe('nutrition analysis API', () => {
  it('refuses a signed-out caller (401) and a free user (402 with the upsell), storing nothing', async () => {
    expect((await analyse(undefined, text('2 eggs'))).statusCode).toBe(401);
    const free = await signUpUser(ctx.app);
    const refused = await analyse(free.cookie, text('2 eggs'));
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({ code: 'PREMIUM_REQUIRED', upgradeUrl: '/premium' });
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/nutrition/history',
      headers: { cookie: free.cookie },
    });
    expect(history.statusCode).toBe(402);
    expect(await countRows(free.userId)).toBe(0);
  });

  it('analyses a typed meal from USDA data, stores it encrypted, counts the trial use and lists it in history', async () => {
    const user = await signUpWithTrial(ctx.app);
    const response = await analyse(user.cookie, text('2 eggs and a slice of whole wheat toast'));
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result.inputType).toBe('text');
    expect(result.source).toBe('usda');
    expect(result.items).toHaveLength(2);
    for (const item of result.items) expect(item.usdaId).toMatch(/^\d{5}$/);
    // Two large eggs (~143 kcal, 12.6 g protein) and a slice of whole-wheat toast (~70–80 kcal):
    expect(result.analysis.totalCalories).toBeGreaterThan(180);
    expect(result.analysis.totalCalories).toBeLessThan(260);
    expect(result.analysis.totalProtein).toBeGreaterThan(14);
    expect(result.analysis.totalProtein).toBeLessThan(20);
    const sum = result.items.reduce((s: number, i: { calories: number }) => s + i.calories, 0);
    expect(Math.abs(sum - result.analysis.totalCalories)).toBeLessThanOrEqual(2);
    // No weight given: the documented default of 70 kg × 0.8 g/kg.
    expect(result.recommendations.proteinGoal).toBe(56);
    expect(result.recommendations.suggestions[0]).toContain('56 g goal');

    const raw = await ctx.database.pool.query(
      'SELECT summary_enc, result_enc FROM nutrition_analyses WHERE user_id = $1',
      [user.userId],
    );
    expect(raw.rows).toHaveLength(1);
    // Phrases with spaces and commas: ciphertext (base64url) can hold neither, so no match by chance.
    const stored = JSON.stringify(raw.rows[0]);
    for (const plain of ['2 eggs and a slice', 'whole wheat', 'Egg, whole'])
      expect(stored).not.toContain(plain);

    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/premium/trial-status',
      headers: { cookie: user.cookie },
    });
    expect(status.json().featuresUsed.nutritionAnalysis).toBe(1);

    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/nutrition/history',
      headers: { cookie: user.cookie },
    });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([
      expect.objectContaining({
        id: result.id,
        inputType: 'text',
        summary: '2 eggs and a slice of whole wheat toast',
        analysis: result.analysis,
      }),
    ]);
    const audits = await ctx.database.pool.query(
      "SELECT action FROM audit_log WHERE subject_user_id = $1 AND resource = 'nutrition_analysis' AND action = 'create'",
      [user.userId],
    );
    expect(audits.rows).toHaveLength(1);
  });

  it("shows one person's history to them only", async () => {
    const a = await signUpWithTrial(ctx.app);
    const b = await signUpWithTrial(ctx.app);
    expect((await analyse(a.cookie, text('1 banana'))).statusCode).toBe(201);
    const historyB = await ctx.app.inject({
      method: 'GET',
      url: '/api/nutrition/history',
      headers: { cookie: b.cookie },
    });
    expect(historyB.json()).toEqual([]);
  });

  it("answers the contract's validation messages and stores nothing", async () => {
    const user = await signUpWithTrial(ctx.app);
    const blank = await analyse(user.cookie, text('   '));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(NUTRITION_MESSAGES.inputRequired);
    const voice = await analyse(user.cookie, [{ name: 'type', value: 'voice' }]);
    expect(voice.json().error.message).toBe(NUTRITION_MESSAGES.recordingRequired);
    const image = await analyse(user.cookie, [{ name: 'type', value: 'image' }]);
    expect(image.json().error.message).toBe(NUTRITION_MESSAGES.imageRequired);
    const notAnImage = await analyse(user.cookie, [
      { name: 'type', value: 'image' },
      { name: 'file', filename: 'meal.jpg', type: 'image/jpeg', data: Buffer.from('this is not a picture') },
    ]);
    expect(notAnImage.statusCode).toBe(400);
    const badType = await analyse(user.cookie, [{ name: 'type', value: 'smell' }]);
    expect(badType.statusCode).toBe(400);
    // Only unknown words: an honest answer, no invented numbers.
    const unknown = await analyse(user.cookie, text('3 zorblax pies'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/couldn't find|couldn't recognise/);
    expect(await countRows(user.userId)).toBe(0);
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/premium/trial-status',
      headers: { cookie: user.cookie },
    });
    expect(status.json().featuresUsed.nutritionAnalysis).toBe(0);
  });

  it('reads a nutrition-facts label photo offline with OCR', async () => {
    const labels = JSON.parse(fs.readFileSync(path.join(LABELS_DIR, 'labels.json'), 'utf8')) as {
      file: string;
      expected: { calories: number; protein: number; carbs: number; fat: number };
    }[];
    const label = labels[0];
    if (!label) throw new Error('no label photos');
    const user = await signUpWithTrial(ctx.app);
    const response = await analyse(user.cookie, [
      { name: 'type', value: 'image' },
      {
        name: 'file',
        filename: label.file,
        type: 'image/jpeg',
        data: fs.readFileSync(path.join(LABELS_DIR, label.file)),
      },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json();
    expect(result.source).toBe('label');
    expect(result.analysis).toMatchObject({
      totalCalories: label.expected.calories,
      totalProtein: label.expected.protein,
      totalCarbs: label.expected.carbs,
      totalFat: label.expected.fat,
    });
  }, 60_000);

  it('says plainly that voice and meal photos need a configured AI service', async () => {
    const user = await signUpWithTrial(ctx.app);
    const capabilities = await ctx.app.inject({
      method: 'GET',
      url: '/api/nutrition/capabilities',
      headers: { cookie: user.cookie },
    });
    expect(capabilities.json()).toEqual({ transcription: false, mealPhotos: false });
    const body = multipartBody([
      { name: 'file', filename: 'r.webm', type: 'audio/webm', data: Buffer.from('RIFFxxxx') },
    ]);
    const transcribe = await ctx.app.inject({
      method: 'POST',
      url: '/api/nutrition/transcribe',
      payload: body.payload,
      headers: { 'content-type': body.contentType, cookie: user.cookie },
    });
    expect(transcribe.statusCode).toBe(503);
    expect(transcribe.json().error.message).toBe(NUTRITION_MESSAGES.transcriptionUnavailable);
  });

  it(`refuses the ${TRIAL_LIMITS.nutritionAnalysis + 1}th analysis of a trial, even when requests arrive together`, async () => {
    const user = await signUpWithTrial(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: TRIAL_LIMITS.nutritionAnalysis + 3 }, () => analyse(user.cookie, text('1 apple'))),
    );
    const created = answers.filter((a) => a.statusCode === 201).length;
    const refused = answers.filter((a) => a.statusCode === 402);
    expect(created).toBe(TRIAL_LIMITS.nutritionAnalysis);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json().error.code).toBe('TRIAL_LIMIT_REACHED');
    expect(await countRows(user.userId)).toBe(TRIAL_LIMITS.nutritionAnalysis);
  });
});

describe('upload forms', () => {
  const NOT_MULTIPART = 'Please send the form as multipart/form-data.';
  const transcribe = (cookie: string, payload: Buffer | string | object, contentType?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/nutrition/transcribe',
      payload,
      headers: { cookie, ...(contentType ? { 'content-type': contentType } : {}) },
    });
  const photo = (data: Buffer, type = 'image/jpeg') => [
    { name: 'type', value: 'image' },
    { name: 'file', filename: 'meal.jpg', type, data },
  ];
  const expectError = (response: Awaited<ReturnType<typeof analyse>>, status: number, message: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.message).toBe(message);
  };

  it('refuses a photo over 8 MB and a recording over 10 MB with 413 and their own messages', async () => {
    const user = await signUpWithTrial(ctx.app);
    const bigPhoto = Buffer.alloc(NUTRITION_LIMITS.imageMaxBytes + 1, 1);
    expectError(await analyse(user.cookie, photo(bigPhoto)), 413, NUTRITION_MESSAGES.imageTooLarge);
    // A body declared far over the limit is refused before it is read.
    const hugePhoto = Buffer.alloc(NUTRITION_LIMITS.imageMaxBytes + 1024 * 1024, 1);
    expectError(await analyse(user.cookie, photo(hugePhoto)), 413, NUTRITION_MESSAGES.imageTooLarge);
    const recording = multipartBody([
      {
        name: 'file',
        filename: 'r.webm',
        type: 'audio/webm',
        data: Buffer.alloc(NUTRITION_LIMITS.audioMaxBytes + 1, 1),
      },
    ]);
    expectError(
      await transcribe(user.cookie, recording.payload, recording.contentType),
      413,
      NUTRITION_MESSAGES.audioTooLarge,
    );
    expect(await countRows(user.userId)).toBe(0);
  });

  it('asks for the recording when the file is missing, empty or not audio', async () => {
    const user = await signUpWithTrial(ctx.app);
    const forms = [
      multipartBody([{ name: 'note', value: 'no file here' }]),
      multipartBody([{ name: 'file', filename: 'r.webm', type: 'audio/webm', data: Buffer.alloc(0) }]),
      multipartBody([{ name: 'file', filename: 'notes.txt', type: 'text/plain', data: Buffer.from('hi') }]),
      multipartBody([{ name: 'recording', filename: 'r.webm', type: 'audio/webm', data: Buffer.from('x') }]),
    ];
    for (const form of forms) {
      expectError(
        await transcribe(user.cookie, form.payload, form.contentType),
        400,
        NUTRITION_MESSAGES.recordingRequired,
      );
    }
  });

  it('ignores text fields it does not read, and refuses a form with too many parts or a second file', async () => {
    const user = await signUpWithTrial(ctx.app);
    const extra = await analyse(user.cookie, [
      { name: 'comment', value: 'ignored' },
      ...text('1 banana'),
      { name: 'source', value: 'ignored too' },
    ]);
    expect(extra.statusCode, extra.body).toBe(201);
    const many = Array.from({ length: 20 }, (_, i) => ({ name: `extra${i}`, value: 'x' }));
    expectError(await analyse(user.cookie, [...text('1 banana'), ...many]), 413, 'The request is too large.');
    const twoFiles = await analyse(user.cookie, [
      ...photo(Buffer.from('first')),
      { name: 'file', filename: 'second.jpg', type: 'image/jpeg', data: Buffer.from('second') },
    ]);
    expectError(twoFiles, 413, 'The request is too large.');
    expect(await countRows(user.userId)).toBe(1);
  });

  it('refuses a description over 1,000 characters with its own message, however long', async () => {
    const user = await signUpWithTrial(ctx.app);
    for (const input of [
      'a'.repeat(NUTRITION_LIMITS.textMax + 1),
      'é'.repeat(NUTRITION_LIMITS.textMax * 5),
    ]) {
      expectError(await analyse(user.cookie, text(input)), 400, NUTRITION_MESSAGES.textTooLong);
    }
  });

  it('answers 400 for a body that is not a readable multipart form, and stores nothing', async () => {
    const user = await signUpWithTrial(ctx.app);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/nutrition/analyze-premium',
      payload: { type: 'text', input: '1 banana' },
      headers: { cookie: user.cookie },
    });
    expectError(json, 400, NOT_MULTIPART);
    // An empty form is readable: it is missing its type.
    expectError(await analyse(user.cookie, []), 400, 'Please choose text, image or voice.');
    const form = multipartBody([...text('1 banana'), ...photo(Buffer.alloc(4096, 1)).slice(1)]);
    const withoutBoundary = await ctx.app.inject({
      method: 'POST',
      url: '/api/nutrition/analyze-premium',
      payload: form.payload,
      headers: { cookie: user.cookie, 'content-type': 'multipart/form-data' },
    });
    expectError(withoutBoundary, 400, NOT_MULTIPART);
    // Cut short in the middle of the file: the closing boundary never comes.
    const truncated = await ctx.app.inject({
      method: 'POST',
      url: '/api/nutrition/analyze-premium',
      payload: form.payload.subarray(0, form.payload.length - 2048),
      headers: { cookie: user.cookie, 'content-type': form.contentType },
    });
    expectError(truncated, 400, NOT_MULTIPART);
    expect(await countRows(user.userId)).toBe(0);
  });
});

describe('nutrition analysis with a configured OpenAI-compatible service', () => {
  let replay: ReplayServer;
  let remote: TestContext;
  beforeAll(async () => {
    replay = await startReplayServer();
    remote = await createTestApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: replay.url,
      AI_MODEL: 'gpt-4o-mini',
      AI_API_KEY: 'test',
    });
  });
  afterAll(async () => {
    await remote?.close();
    await replay?.close();
  });

  const consent = (cookie: string, value: boolean) =>
    remote.app.inject({
      method: 'PATCH',
      url: '/api/user/privacy',
      headers: { cookie },
      payload: { aiRemoteConsent: value },
    });

  it('transcribes a recording and describes a meal photo only with the person’s consent', async () => {
    const user = await signUpWithTrial(remote.app);
    const recording = multipartBody([
      { name: 'file', filename: 'r.webm', type: 'audio/webm', data: webmWithTags() },
    ]);
    const transcribe = () =>
      remote.app.inject({
        method: 'POST',
        url: '/api/nutrition/transcribe',
        payload: recording.payload,
        headers: { 'content-type': recording.contentType, cookie: user.cookie },
      });

    replay.reset();
    const before = await transcribe();
    expect(before.statusCode, before.body).toBe(503);
    expect(replay.requests).toHaveLength(0);

    expect((await consent(user.cookie, true)).statusCode).toBe(200);
    const caps = await remote.app.inject({
      method: 'GET',
      url: '/api/nutrition/capabilities',
      headers: { cookie: user.cookie },
    });
    expect(caps.json()).toEqual({ transcription: true, mealPhotos: true });
    const heard = await transcribe();
    expect(heard.statusCode).toBe(200);
    expect(heard.json().transcript).toBe('I had two eggs and a slice of toast for breakfast.');
    expect(replay.requests.map((r) => r.path)).toEqual(['/v1/audio/transcriptions']);
    // The recording went out without its title and tags.
    expect(replay.requests[0]?.text).not.toContain(SECRET_TITLE);
    expect(replay.requests[0]?.text).not.toContain(SECRET_PLACE);

    // A recording whose format cannot be cleaned is refused, and nothing is sent.
    replay.reset();
    const flac = multipartBody([
      { name: 'file', filename: 'r.flac', type: 'audio/flac', data: Buffer.from('fLaC-and-some-more-bytes') },
    ]);
    const refused = await remote.app.inject({
      method: 'POST',
      url: '/api/nutrition/transcribe',
      payload: flac.payload,
      headers: { 'content-type': flac.contentType, cookie: user.cookie },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(RECORDING_FORMAT_REFUSED);
    expect(replay.requests).toHaveLength(0);

    // The confirmed transcript is analysed as text, stored as a voice entry.
    const voice = multipartBody([
      { name: 'type', value: 'voice' },
      { name: 'input', value: heard.json().transcript },
    ]);
    const analysed = await remote.app.inject({
      method: 'POST',
      url: '/api/nutrition/analyze-premium',
      payload: voice.payload,
      headers: { 'content-type': voice.contentType, cookie: user.cookie },
    });
    expect(analysed.statusCode, analysed.body).toBe(201);
    expect(analysed.json().inputType).toBe('voice');
    expect(analysed.json().analysis.totalProtein).toBeGreaterThan(10);

    // A photo without a readable label goes to the vision model, then through the USDA lookup.
    replay.use({ vision: 'vision-meal-list' });
    const photo = multipartBody([
      { name: 'type', value: 'image' },
      {
        name: 'file',
        filename: 'meal.png',
        type: 'image/png',
        // A plain picture with no label text on it, taken somewhere.
        data: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c89b5a' } })
          .withExif({
            IFD0: { Make: 'PhoneMaker' },
            IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 6/1 0/1' },
          })
          .png()
          .toBuffer(),
      },
    ]);
    const described = await remote.app.inject({
      method: 'POST',
      url: '/api/nutrition/analyze-premium',
      payload: photo.payload,
      headers: { 'content-type': photo.contentType, cookie: user.cookie },
    });
    expect(described.statusCode, described.body).toBe(201);
    expect(described.json().source).toBe('usda');
    expect(described.json().items).toHaveLength(2);
    expect(described.json().notes[0]).toContain('2 scrambled eggs, 1 slice of whole wheat toast');
    // The model received a re-encoded JPEG without the EXIF block.
    const vision = replay.requests.find((r) => r.slot === 'vision')?.json as {
      messages: { content: { type: string; image_url?: { url: string } }[] }[];
    };
    const url = vision.messages[0]?.content.find((p) => p.type === 'image_url')?.image_url?.url ?? '';
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
    const sentMeta = await sharp(Buffer.from(url.split(',')[1] ?? '', 'base64')).metadata();
    expect([sentMeta.format, sentMeta.exif, sentMeta.xmp]).toEqual(['jpeg', undefined, undefined]);
  }, 60_000);
});

describe('nutrition history paging', () => {
  const history = (cookie: string, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/nutrition/history${query}`, headers: { cookie } });

  it('pages every analysis exactly once, newest first, when several share a time', async () => {
    const user = await signUpWithTrial(ctx.app);
    for (const meal of ['1 banana', '2 eggs', '1 apple', '1 cup rice', '1 slice bread', '1 cup milk']) {
      expect((await analyse(user.cookie, text(meal))).statusCode).toBe(201);
    }
    // Three share one time, two a time a microsecond later, one is older.
    await ctx.database.pool.query(
      `UPDATE nutrition_analyses AS n
          SET created_at = timestamptz '2026-03-01T12:00:00Z'
                + CASE WHEN ranked.i <= 3 THEN interval '0' WHEN ranked.i <= 5 THEN interval '1 microsecond'
                       ELSE interval '-1 hour' END
         FROM (SELECT id, row_number() OVER (ORDER BY id) AS i FROM nutrition_analyses WHERE user_id = $1) ranked
        WHERE n.id = ranked.id`,
      [user.userId],
    );
    const { rows } = await ctx.database.pool.query(
      'SELECT id FROM nutrition_analyses WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
      [user.userId],
    );
    const expected = rows.map((r) => String(r.id));
    expect(expected).toHaveLength(6);

    const plain = await history(user.cookie);
    expect((plain.json() as { id: string }[]).map((e) => e.id)).toEqual(expected);
    expect(plain.headers['x-next-cursor']).toBeUndefined();

    const seen: string[] = [];
    let query = '?limit=2';
    for (let page = 0; page < 3; page += 1) {
      const response = await history(user.cookie, query);
      expect(response.statusCode).toBe(200);
      seen.push(...(response.json() as { id: string }[]).map((e) => e.id));
      query = `?limit=2&before=${response.headers['x-next-cursor']}`;
    }
    expect(seen).toEqual(expected);
    const afterFive = String((await history(user.cookie, '?limit=5')).headers['x-next-cursor']);
    const last = await history(user.cookie, `?limit=2&before=${afterFive}`);
    expect((last.json() as { id: string }[]).map((e) => e.id)).toEqual(expected.slice(5));
    expect(last.headers['x-next-cursor']).toBeUndefined();

    const bad = await history(user.cookie, '?before=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(PAGING_MESSAGES.invalidCursor);

    // Another person with the owner's cursor pages only their own (empty) history.
    const other = await signUpWithTrial(ctx.app);
    const ownerCursor = String((await history(user.cookie, '?limit=1')).headers['x-next-cursor']);
    const theirs = await history(other.cookie, `?before=${ownerCursor}`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
  });
});
