import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNEY_MESSAGES, type TJourneyEntry, type TJourneyPage } from '../../../contract/journey';
import { PAGING_MESSAGES } from '../../../contract/paging';
import { checkInPayload } from '../../test/factories';
import { createTestApp, signUpUser, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;
const journey = (user: User, query = '') =>
  ctx.app.inject({ url: `/api/journey${query}`, headers: { cookie: user.cookie } });
const post = (user: User, url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload: payload as object });
const sql = (text: string, values: unknown[]) => ctx.database.pool.query(text, values);
const kinds = (entries: TJourneyEntry[]) => entries.map((e) => e.type);

/** Moves every row of `table` for the user to `at` (ISO), keeping their order by adding microseconds. */
const at = (table: string, column: string, userId: string, iso: string) =>
  sql(
    `UPDATE ${table} AS t SET ${column} = $2::timestamptz + ranked.i * interval '1 microsecond'
       FROM (SELECT id, row_number() OVER (ORDER BY ${column}, id) AS i FROM ${table} WHERE user_id = $1) ranked
      WHERE t.id = ranked.id`,
    [userId, iso],
  );

describe('GET /api/journey', () => {
  it('shows a new person an empty first page', async () => {
    const user = await signUpUser(ctx.app);
    const response = await journey(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ entries: [], nextCursor: null });
  });

  it('mixes every source newest first, with milestones, achievements and summaries without free text', async () => {
    const user = await signUpUser(ctx.app);
    expect(
      (await post(user, '/api/health-metrics', checkInPayload({ mood: 7, note: 'slept at my sister’s' })))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await post(user, '/api/symptoms', {
          symptomName: 'Headache',
          severity: 6,
          description: 'behind the left eye',
        })
      ).statusCode,
    ).toBe(201);
    await sql(
      `INSERT INTO water_entries (user_id, kind, amount_ml, entered_amount, unit, created_at)
       VALUES ($1, 'glass', 250, 250, 'ml', '2026-03-01T09:00:00Z'), ($1, 'bottle', 500, 500, 'ml', '2026-03-01T15:00:00Z')`,
      [user.userId],
    );
    await sql(
      `INSERT INTO fasts (user_id, protocol, target_hours, started_at, ended_at)
       VALUES ($1, '16:8', 16, '2026-03-01T20:00:00Z', '2026-03-02T12:30:00Z')`,
      [user.userId],
    );
    await sql(
      `INSERT INTO exercise_completions (user_id, workout_id, workout_title, workout_type, duration_minutes, calories, completed_at)
       VALUES ($1, 'gentle-walk', 'Gentle walk', 'cardio', 20, 90, '2026-03-02T08:00:00Z')`,
      [user.userId],
    );
    await sql(
      `INSERT INTO user_achievements (user_id, achievement_id, earned_at) VALUES ($1, 'first-workout', '2026-03-02T09:00:00Z')`,
      [user.userId],
    );
    await at('health_metrics', 'created_at', user.userId, '2026-03-03T07:00:00Z');
    await at('symptoms', 'created_at', user.userId, '2026-03-03T08:00:00Z');

    const response = await journey(user);
    expect(response.statusCode).toBe(200);
    const page = response.json() as TJourneyPage;
    expect(page.nextCursor).toBeNull();
    expect(page.entries.map((e) => `${e.type}:${e.title}:${e.summary ?? ''}`)).toEqual([
      'milestone:First symptom logged:',
      'symptom:Headache:Severity 6',
      'milestone:First check-in:',
      'check_in:Daily check-in:Mood 7/10 · Energy 6/10 · Sleep 7.5 h',
      'achievement:First workout:You completed your first workout. Gentle movement counts.',
      'exercise:Gentle walk:20 min · cardio · 90 kcal',
      'fast:16:8 fast:16 h 30 min of 16 h',
      'water:Water:750 ml · 2 drinks',
    ]);
    expect(page.entries.find((e) => e.type === 'water')).toMatchObject({
      day: '2026-03-01',
      sourceId: '2026-03-01',
    });
    expect(response.body).not.toContain('behind the left eye');
    expect(response.body).not.toContain('sister');
    expect(page.entries.filter((e) => e.openable).map((e) => e.type)).toEqual(['symptom', 'check_in']);

    // Opening the symptom reads its description, audited; another person cannot open it.
    const symptom = page.entries.find((e) => e.type === 'symptom');
    expect(symptom).toBeDefined();
    const opened = await ctx.app.inject({
      url: `/api/journey/entries/symptom/${symptom?.sourceId}`,
      headers: { cookie: user.cookie },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ type: 'symptom', text: 'behind the left eye', triggers: [] });
    const checkIn = page.entries.find((e) => e.type === 'check_in');
    const note = await ctx.app.inject({
      url: `/api/journey/entries/check_in/${checkIn?.sourceId}`,
      headers: { cookie: user.cookie },
    });
    expect(note.json().text).toBe('slept at my sister’s');
    const other = await signUpUser(ctx.app);
    const refused = await ctx.app.inject({
      url: `/api/journey/entries/symptom/${symptom?.sourceId}`,
      headers: { cookie: other.cookie },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('behind the left eye');
    const audits = await sql(
      `SELECT resource, resource_id FROM audit_log WHERE subject_user_id = $1 AND action = 'read' ORDER BY id`,
      [user.userId],
    );
    expect(audits.rows.map((r) => `${r.resource}:${r.resource_id ?? ''}`)).toEqual([
      'journey:',
      `symptom:${symptom?.sourceId}`,
      `health_metric:${checkIn?.sourceId}`,
    ]);

    // Another person's journey holds none of it.
    expect((await journey(other)).json()).toEqual({ entries: [], nextCursor: null });
  });

  it('pages 450 entries of several kinds sharing times, each exactly once and in order', async () => {
    const user = await signUpUser(ctx.app);
    // 300 symptoms, 100 check-ins, 50 workouts; every minute holds a symptom, a check-in or a
    // workout at the very same time as others.
    await sql(
      `INSERT INTO symptoms (user_id, symptom_name, severity, created_at)
       SELECT $1, 'Fatigue', 1 + i % 10, timestamptz '2026-01-01T00:00:00Z' + (i / 2) * interval '1 minute'
         FROM generate_series(1, 300) AS i`,
      [user.userId],
    );
    await sql(
      `INSERT INTO health_metrics (user_id, mood, energy, stress, fatigue_level, mental_clarity, digestion, sleep_hours, created_at)
       SELECT $1, 5, 5, 5, 5, 5, 5, 7, timestamptz '2026-01-01T00:00:00Z' + i * interval '1 minute'
         FROM generate_series(1, 100) AS i`,
      [user.userId],
    );
    await sql(
      `INSERT INTO exercise_completions (user_id, workout_id, workout_title, workout_type, duration_minutes, completed_at)
       SELECT $1, 'walk', 'Walk', 'cardio', 10, timestamptz '2026-01-01T00:00:00Z' + (i * 2) * interval '1 minute'
         FROM generate_series(1, 50) AS i`,
      [user.userId],
    );
    const all: TJourneyEntry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await journey(
        user,
        `?limit=47${cursor ? `&before=${cursor}` : ''}&types=symptom,check_in,exercise`,
      );
      expect(response.statusCode).toBe(200);
      const page = response.json() as TJourneyPage;
      all.push(...page.entries);
      cursor = page.nextCursor;
      pages += 1;
      expect(pages).toBeLessThan(20);
    } while (cursor);
    expect(all).toHaveLength(450);
    expect(new Set(all.map((e) => e.id)).size).toBe(450);
    expect(pages).toBe(Math.ceil(450 / 47));
    for (let i = 1; i < all.length; i += 1) {
      expect(Date.parse(all[i - 1]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(all[i]?.at ?? ''));
    }
    expect(kinds(all).filter((k) => k === 'symptom')).toHaveLength(300);
    expect(kinds(all).filter((k) => k === 'check_in')).toHaveLength(100);
    expect(kinds(all).filter((k) => k === 'exercise')).toHaveLength(50);

    // The same timeline in one page is the same order.
    const whole = (await journey(user, '?limit=200&types=exercise,check_in,symptom')).json() as TJourneyPage;
    expect(whole.entries.map((e) => e.id)).toEqual(all.slice(0, 200).map((e) => e.id));
  });

  it('filters by kind, and milestones count symptoms', async () => {
    const user = await signUpUser(ctx.app);
    await sql(
      `INSERT INTO symptoms (user_id, symptom_name, severity, created_at)
       SELECT $1, 'Nausea', 3, timestamptz '2026-02-01T00:00:00Z' + i * interval '1 hour'
         FROM generate_series(1, 12) AS i`,
      [user.userId],
    );
    const milestones = (await journey(user, '?types=milestone')).json() as TJourneyPage;
    expect(milestones.entries.map((e) => e.title)).toEqual(['10th symptom logged', 'First symptom logged']);
    expect(milestones.entries[0]?.at).toBe('2026-02-01T10:00:00.000Z');
    // Once 'First symptom logged' is earned as an achievement, the journey shows it once, as that.
    await sql(
      `INSERT INTO user_achievements (user_id, achievement_id, earned_at) VALUES ($1, 'first-symptom', '2026-02-01T01:00:00Z')`,
      [user.userId],
    );
    const both = (await journey(user, '?types=milestone,achievement')).json() as TJourneyPage;
    expect(both.entries.map((e) => `${e.type}:${e.title}`)).toEqual([
      'milestone:10th symptom logged',
      'achievement:First symptom logged',
    ]);
    const symptoms = (await journey(user, '?types=symptom&limit=5')).json() as TJourneyPage;
    expect(kinds(symptoms.entries)).toEqual(['symptom', 'symptom', 'symptom', 'symptom', 'symptom']);
    expect(symptoms.nextCursor).not.toBeNull();
    const none = (await journey(user, '?types=meal,fast')).json() as TJourneyPage;
    expect(none.entries).toEqual([]);
    const bad = await journey(user, '?types=symptom,dreams');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(JOURNEY_MESSAGES.invalidTypes);
  });

  it('groups by the local day of the requested time zone, across midnight', async () => {
    const user = await signUpUser(ctx.app);
    await sql(
      `INSERT INTO symptoms (user_id, symptom_name, severity, created_at)
       VALUES ($1, 'Late', 4, '2026-06-01T03:30:00Z'), ($1, 'Early', 4, '2026-06-01T04:30:00Z')`,
      [user.userId],
    );
    await sql(
      `INSERT INTO water_entries (user_id, kind, amount_ml, entered_amount, unit, created_at)
       VALUES ($1, 'glass', 250, 250, 'ml', '2026-06-01T03:30:00Z'), ($1, 'glass', 250, 250, 'ml', '2026-06-01T04:30:00Z')`,
      [user.userId],
    );
    // New York is UTC-4 in June: 03:30Z is 23:30 on May 31, 04:30Z is 00:30 on June 1.
    const ny = (await journey(user, '?types=symptom,water&tz=America/New_York')).json() as TJourneyPage;
    expect(ny.entries.map((e) => `${e.type}:${e.day}`)).toEqual([
      'water:2026-06-01',
      'symptom:2026-06-01',
      'water:2026-05-31',
      'symptom:2026-05-31',
    ]);
    const utc = (await journey(user, '?types=symptom,water')).json() as TJourneyPage;
    expect(utc.entries.map((e) => `${e.type}:${e.day}`)).toEqual([
      'water:2026-06-01',
      'symptom:2026-06-01',
      'symptom:2026-06-01',
    ]);
    const badZone = await journey(user, '?tz=Mars/Olympus');
    expect(badZone.statusCode).toBe(400);
  });

  it('answers 400 for a cursor it did not make and 401 signed out', async () => {
    const user = await signUpUser(ctx.app);
    for (const before of ['nonsense', Buffer.from('c1|100|dreams|x').toString('base64url')]) {
      const response = await journey(user, `?before=${before}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(PAGING_MESSAGES.invalidCursor);
    }
    expect((await ctx.app.inject({ url: '/api/journey' })).statusCode).toBe(401);
  });
});
