import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDoctorSummary } from '../../../contract/insights';
import { addDays, localDate } from '../../lib/calendar';
import { checkInPayload, symptomPayload } from '../../test/factories';
import { createTestApp, makeAdmin, multipartBody, signUpUser, type TestContext } from '../../test/harness';
import { signUpWithTrial } from '../subscription/testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const get = (cookie: string | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = async (cookie: string, url: string, payload: Record<string, unknown>) => {
  const response = await ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string };
};
const sql = (text: string, values: unknown[]) => ctx.database.pool.query(text, values);

/** Today in UTC and a day `n` days before it at `time`, as an instant. */
const today = () => localDate(new Date(), 'UTC');
const at = (daysAgo: number, time = '12:00:00') => `${addDays(today(), -daysAgo)}T${time}Z`;

async function checkIn(cookie: string, daysAgo: number, scores: Record<string, number>) {
  const { id } = await post(cookie, '/api/health-metrics', checkInPayload(scores));
  await sql('UPDATE health_metrics SET created_at = $2 WHERE id = $1', [id, at(daysAgo)]);
}
async function symptom(cookie: string, daysAgo: number, name: string, severity: number, time?: string) {
  const { id } = await post(cookie, '/api/symptoms', symptomPayload({ symptomName: name, severity }));
  await sql('UPDATE symptoms SET created_at = $2 WHERE id = $1', [id, at(daysAgo, time)]);
}

/** Parses RFC 4180 text (quoted cells, doubled quotes, CRLF) back into rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}
const column = (rows: string[][], name: string) => {
  const index = rows[0]?.indexOf(name) ?? -1;
  if (index < 0) throw new Error(`no column ${name} in ${rows[0]?.join(' | ')}`);
  return (date: string) => rows.find((r) => r[0] === date)?.[index];
};

describe('GET /api/insights/export.csv', () => {
  it('answers 401 signed out and 400 for an unknown period or time zone', async () => {
    expect((await get(undefined, '/api/insights/export.csv')).statusCode).toBe(401);
    expect((await get(undefined, '/api/insights/summary')).statusCode).toBe(401);
    const user = await signUpUser(ctx.app);
    for (const url of [
      '/api/insights/export.csv?period=2w',
      '/api/insights/export.csv?tz=Mars%2FOlympus',
      '/api/insights/summary?period=forever',
    ]) {
      const response = await get(user.cookie, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('has one row per day of the period, a dated file name, no-store and an export audit row', async () => {
    const user = await signUpUser(ctx.app);
    const response = await get(user.cookie, '/api/insights/export.csv?period=7d&tz=UTC');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="infinite-wellness-${addDays(today(), -6)}-to-${today()}.csv"`,
    );
    expect(response.body.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(response.body);
    expect(rows).toHaveLength(8);
    expect(rows.slice(1).map((r) => r[0])).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(today(), i - 6)),
    );
    // A new user: nothing logged, so no numbers but zero counts.
    expect(rows[1]?.slice(1, 9)).toEqual(['0', '', '', '', '', '', '', '']);
    const audit = await sql(
      `SELECT action, resource, actor_user_id FROM audit_log WHERE subject_user_id = $1 AND resource = 'insights_csv'`,
      [user.userId],
    );
    expect(audit.rows).toEqual([{ action: 'export', resource: 'insights_csv', actor_user_id: user.userId }]);
  });

  it('sums each day from every area: check-ins, symptoms per name, meals, water, fasting and exercise', async () => {
    const user = await signUpWithTrial(ctx.app);
    await checkIn(user.cookie, 1, { mood: 8, energy: 6, stress: 3, sleepQuality: 7.5 });
    await checkIn(user.cookie, 1, { mood: 6, energy: 4, stress: 5, sleepQuality: 6.5 });
    await symptom(user.cookie, 1, 'Headache', 4);
    await symptom(user.cookie, 1, 'headache ', 7);
    await symptom(user.cookie, 2, 'Nausea', 3);
    const body = multipartBody([
      { name: 'type', value: 'text' },
      { name: 'input', value: '2 eggs' },
    ]);
    const meal = await ctx.app.inject({
      method: 'POST',
      url: '/api/nutrition/analyze-premium',
      payload: body.payload,
      headers: { 'content-type': body.contentType, cookie: user.cookie },
    });
    expect(meal.statusCode).toBe(201);
    const { analysis } = meal.json() as { analysis: { totalCalories: number; totalProtein: number } };
    const mealId = (await sql('SELECT id FROM nutrition_analyses WHERE user_id = $1', [user.userId])).rows[0]
      .id;
    await sql('UPDATE nutrition_analyses SET created_at = $2 WHERE id = $1', [mealId, at(1)]);
    await sql(
      `INSERT INTO water_entries (user_id, kind, amount_ml, entered_amount, unit, created_at)
       VALUES ($1, 'glass', 250, 250, 'ml', $2), ($1, 'bottle', 500, 500, 'ml', $3)`,
      [user.userId, at(1, '08:00:00'), at(1, '20:00:00')],
    );
    await sql(
      `INSERT INTO fasts (user_id, protocol, target_hours, started_at, ended_at) VALUES ($1, '16:8', 16, $2, $3)`,
      [user.userId, at(2, '20:00:00'), at(1, '12:30:00')],
    );
    await sql(
      `INSERT INTO exercise_completions (user_id, workout_id, workout_title, workout_type, duration_minutes, completed_at)
       VALUES ($1, 'walk', 'Walk', 'cardio', 20, $2), ($1, 'yoga', 'Yoga', 'flexibility', 15, $3)`,
      [user.userId, at(1, '07:00:00'), at(1, '18:00:00')],
    );
    // Eight days ago: outside a 7-day period.
    await symptom(user.cookie, 8, 'Dizziness', 9);

    const response = await get(user.cookie, '/api/insights/export.csv?period=7d&tz=UTC');
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.body);
    const day = addDays(today(), -1);
    expect(column(rows, 'Check-ins')(day)).toBe('2');
    expect(column(rows, 'Mood (average out of 10)')(day)).toBe('7');
    expect(column(rows, 'Stress (average out of 10)')(day)).toBe('4');
    expect(column(rows, 'Sleep (hours)')(day)).toBe('7');
    expect(column(rows, 'Headache: times logged')(day)).toBe('2');
    expect(column(rows, 'Headache: highest severity (1-10)')(day)).toBe('7');
    expect(column(rows, 'Nausea: times logged')(day)).toBe('0');
    expect(column(rows, 'Nausea: highest severity (1-10)')(addDays(today(), -2))).toBe('3');
    expect(rows[0]?.some((h) => h.startsWith('Dizziness'))).toBe(false);
    expect(column(rows, 'Meals analysed')(day)).toBe('1');
    expect(column(rows, 'Calories (kcal)')(day)).toBe(String(Math.round(analysis.totalCalories)));
    expect(column(rows, 'Protein (g)')(day)).toBe(String(Math.round(analysis.totalProtein * 10) / 10));
    expect(column(rows, 'Water (ml)')(day)).toBe('750');
    expect(column(rows, 'Fasting (hours, fasts finished that day)')(day)).toBe('16.5');
    expect(column(rows, 'Exercise (minutes)')(day)).toBe('35');
    expect(column(rows, 'Water (ml)')(today())).toBe('');
  });

  it('counts days in the time zone given', async () => {
    const user = await signUpUser(ctx.app);
    // 02:00 UTC yesterday is the day before yesterday in Los Angeles.
    await symptom(user.cookie, 1, 'Fatigue', 5, '02:00:00');
    const utc = parseCsv((await get(user.cookie, '/api/insights/export.csv?period=7d&tz=UTC')).body);
    const la = parseCsv(
      (
        await get(
          user.cookie,
          `/api/insights/export.csv?period=7d&tz=${encodeURIComponent('America/Los_Angeles')}`,
        )
      ).body,
    );
    expect(column(utc, 'Fatigue: times logged')(addDays(today(), -1))).toBe('1');
    expect(column(la, 'Fatigue: times logged')(addDays(today(), -2))).toBe('1');
  });

  it('quotes commas and quotes and keeps formulas in symptom names as text', async () => {
    const user = await signUpUser(ctx.app);
    await symptom(user.cookie, 0, '=HYPERLINK("http://evil.example","x")', 5);
    await symptom(user.cookie, 0, 'Pain, "lower" back', 6);
    await symptom(user.cookie, 0, '@SUM(A1)', 2);
    const response = await get(user.cookie, '/api/insights/export.csv?period=7d&tz=UTC');
    expect(response.body).toContain('"\'=HYPERLINK(""http://evil.example"",""x""): times logged"');
    expect(response.body).toContain('"Pain, ""lower"" back: times logged"');
    expect(response.body).toContain("'@SUM(A1): times logged");
    const header = parseCsv(response.body)[0] ?? [];
    expect(header).toContain('\'=HYPERLINK("http://evil.example","x"): times logged');
    // No cell anywhere starts a formula.
    for (const cell of parseCsv(response.body).flat()) expect(cell).not.toMatch(/^[=+@\t\r]/);
  });

  it('is the caller’s own data only: a userId in the query is ignored, for admins too', async () => {
    const owner = await signUpUser(ctx.app);
    await symptom(owner.cookie, 0, 'Migraine', 8);
    const other = await signUpUser(ctx.app);
    const admin = await signUpUser(ctx.app);
    await makeAdmin(ctx, admin.userId);
    for (const caller of [other, admin]) {
      const csv = await get(caller.cookie, `/api/insights/export.csv?period=7d&userId=${owner.userId}`);
      expect(csv.statusCode).toBe(200);
      expect(csv.body).not.toContain('Migraine');
      const summary = await get(caller.cookie, `/api/insights/summary?period=7d&userId=${owner.userId}`);
      expect(summary.statusCode).toBe(200);
      expect(summary.json().symptoms).toEqual([]);
    }
    const audit = await sql('SELECT count(*)::int AS n FROM audit_log WHERE subject_user_id = $1', [
      owner.userId,
    ]);
    const before = audit.rows[0].n;
    await get(admin.cookie, `/api/insights/export.csv?userId=${owner.userId}`);
    expect(
      (await sql('SELECT count(*)::int AS n FROM audit_log WHERE subject_user_id = $1', [owner.userId]))
        .rows[0].n,
    ).toBe(before);
  });
});

describe('GET /api/insights/summary', () => {
  it('summarises symptoms, check-ins and the profile’s lists for the period', async () => {
    const user = await signUpUser(ctx.app, { firstName: 'Ada', lastName: 'Byron' });
    const profile = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { cookie: user.cookie },
      payload: {
        firstName: 'Ada',
        lastName: 'Byron',
        email: user.email,
        medicalConditions: ['Hypothyroidism', 'IBS'],
        medications: ['Levothyroxine 50 mcg'],
      },
    });
    expect(profile.statusCode).toBe(200);
    // Headache gets worse day by day; nausea stays the same.
    for (const [daysAgo, severity] of [
      [5, 2],
      [4, 3],
      [3, 5],
      [2, 6],
      [1, 8],
    ] as const) {
      await symptom(user.cookie, daysAgo, 'Headache', severity);
    }
    for (const daysAgo of [4, 3, 2]) await symptom(user.cookie, daysAgo, 'Nausea', 4);
    await checkIn(user.cookie, 2, { mood: 8, energy: 6, stress: 2, sleepQuality: 8 });
    await checkIn(user.cookie, 2, { mood: 6, energy: 6, stress: 4, sleepQuality: 8 });
    await checkIn(user.cookie, 1, { mood: 5, energy: 3, stress: 6, sleepQuality: 5 });
    // Outside the period.
    await checkIn(user.cookie, 10, { mood: 1, energy: 1, stress: 10, sleepQuality: 2 });

    const response = await get(user.cookie, '/api/insights/summary?period=7d&tz=UTC');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const summary = ZDoctorSummary.parse(response.json());
    expect(summary).toMatchObject({
      period: '7d',
      from: addDays(today(), -6),
      to: today(),
      name: 'Ada Byron',
      conditions: ['Hypothyroidism', 'IBS'],
      medications: ['Levothyroxine 50 mcg'],
      checkInDays: 2,
      correlations: [],
    });
    expect(summary.symptoms).toEqual([
      { name: 'Headache', count: 5, averageSeverity: 4.8, trend: 'up' },
      { name: 'Nausea', count: 3, averageSeverity: 4, trend: 'flat' },
    ]);
    const value = (label: string) => summary.checkInAverages.find((a) => a.label === label)?.value;
    expect(value('Mood')).toBe(6.3);
    expect(value('Stress')).toBe(4);
    expect(value('Sleep')).toBe(7);
    const audit = await sql(
      `SELECT action FROM audit_log WHERE subject_user_id = $1 AND resource = 'doctor_summary'`,
      [user.userId],
    );
    expect(audit.rows).toEqual([{ action: 'read' }]);
  });

  it('has no numbers for a new user', async () => {
    const user = await signUpUser(ctx.app);
    const summary = ZDoctorSummary.parse((await get(user.cookie, '/api/insights/summary?period=30d')).json());
    expect(summary.symptoms).toEqual([]);
    expect(summary.checkInDays).toBe(0);
    expect(summary.checkInAverages.every((a) => a.value === null)).toBe(true);
    expect(summary.conditions).toEqual([]);
  });
});
