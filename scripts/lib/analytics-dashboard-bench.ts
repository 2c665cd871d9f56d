import type { App } from '../../server/app';
import type { Database } from '../../server/db/client';

/**
 * The admin analytics dashboard's four calls over 1,000,000 stored usage events
 * (docs/product/admin.md#analytics-dashboard), target p95 ≤ 200 ms each. The events are written by
 * SQL (generate_series) over the last 120 days as the tracker writes them: 100,000 tab sessions of
 * about 10 events within half an hour; 40 % by 5,000 members who opted in (user id and session id),
 * 20 % by members who did not (neither), 40 % by signed-out visitors opening the landing page first
 * (session id only); 13 % feature-usage events over 13 features. The members have onboarding answers,
 * symptoms and subscriptions in proportion, for the funnel.
 *
 * Timed one request at a time over HTTP against the constant `GET /api/version` in the same run:
 * first with every day counted from the events (no rollup yet), then after the rollup job's work.
 */
export const ANALYTICS_DASHBOARD_TARGET_P95_MS = 200;
const SESSIONS = 100_000;
const EVENTS_PER_SESSION = 10;
const MEMBERS = 5_000;
const DAYS = 120;
const ROUTES = [
  '/api/analytics/dashboard',
  '/api/analytics/engagement',
  '/api/analytics/funnel',
  '/api/analytics/realtime',
];

type Timing = { route: string; runs: number; p50Ms: number; p95Ms: number; maxMs: number };
export type AnalyticsDashboardTimings = {
  events: number;
  seedSeconds: number;
  rollupSeconds: number;
  rolledDays: number;
  live: Timing[];
  rolled: Timing[];
};

/** Seeds the events and members, makes `user` an admin who passed the second factor, and times the calls. */
export async function measureAnalyticsDashboard(
  app: App,
  database: Database,
  baseUrl: string,
  user: { userId: string; cookie: string },
  runs = 50,
): Promise<AnalyticsDashboardTimings> {
  const { pool } = database;
  await pool.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.userId]);
  await pool.query(`UPDATE sessions SET second_factor_at = now() WHERE user_id = $1`, [user.userId]);

  const seedStart = performance.now();
  await pool.query(
    `INSERT INTO users (id, name, email, created_at)
     SELECT 'bench-member-' || g, 'Bench member ' || g, 'bench-member-' || g || '@example.com',
       now() - random() * interval '${DAYS} days'
     FROM generate_series(1, ${MEMBERS}) AS g`,
  );
  // Not decryptable: the funnel only counts that a row exists.
  await pool.query(
    `INSERT INTO onboarding_answers (user_id, answers_enc)
     SELECT 'bench-member-' || g, 'bench' FROM generate_series(1, ${MEMBERS}) AS g WHERE g % 3 <> 0`,
  );
  await pool.query(
    `INSERT INTO symptoms (user_id, symptom_name_enc, severity)
     SELECT 'bench-member-' || (1 + (g % ${MEMBERS})), 'bench', 1 + g % 10
     FROM generate_series(1, ${MEMBERS * 4}) AS g WHERE g % 7 <> 0`,
  );
  await pool.query(
    `INSERT INTO subscriptions (user_id, plan, trial_used, trial_started_at, trial_ends_at, premium_since)
     SELECT 'bench-member-' || g, CASE WHEN g % 10 = 0 THEN 'premium' ELSE 'trial' END, true,
       now() - interval '3 days', now() + interval '27 days', CASE WHEN g % 10 = 0 THEN now() END
     FROM generate_series(1, ${MEMBERS}) AS g WHERE g % 4 = 0`,
  );
  await pool.query(`
    WITH s AS (
      SELECT i, now() - random() * interval '${DAYS} days' AS start, random() AS who,
        1 + floor(random() * ${MEMBERS})::int AS member
      FROM generate_series(1, ${SESSIONS}) AS i
    ), e AS (
      SELECT s.*, j, random() AS pick, least(now(), s.start + (j - 1) * random() * interval '3 minutes') AS at
      FROM s, generate_series(1, ${EVENTS_PER_SESSION}) AS j
    )
    INSERT INTO analytics_events (kind, name, properties, user_id, client_session_id, created_at)
    SELECT
      CASE WHEN j = 1 THEN 'event' WHEN pick < 0.13 THEN 'feature' WHEN pick < 0.15 THEN 'conversion' ELSE 'event' END,
      CASE
        WHEN j = 1 THEN 'page_view'
        WHEN pick < 0.13 THEN (ARRAY['ai_assistant','community','daily_check_in','fasting_tracking','feedback',
          'guided_onboarding','nutrition_analysis','practitioner_type_request','premium_trial_started',
          'recommendation','share_insights','simple_onboarding','water_tracking'])[1 + floor(pick * 100)::int]
        WHEN pick < 0.15 THEN 'signup_started'
        ELSE (ARRAY['page_view','page_view','page_view','user_action','app_launched','content_viewed',
          'symptom_tracking','button_click'])[1 + floor(random() * 8)::int]
      END,
      CASE
        WHEN j = 1 AND who >= 0.6 THEN '{"path":"/"}'::jsonb
        WHEN pick < 0.13 THEN '{"action":"completed"}'::jsonb
        ELSE jsonb_build_object('path', (ARRAY['/symptoms','/chat','/community','/progress','/'])[1 + floor(random() * 5)::int])
      END,
      CASE WHEN who < 0.4 THEN 'bench-member-' || member END,
      CASE WHEN who < 0.4 OR who >= 0.6 THEN 'bench-session-' || i END,
      at
    FROM e`);
  await pool.query('ANALYZE');
  const events = Number((await pool.query('SELECT count(*)::int AS n FROM analytics_events')).rows[0]?.n);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const time = async (route: string, n: number): Promise<Timing> => {
    const once = async () => {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${route}`, { headers: { cookie: user.cookie } });
      const text = await response.text();
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`${route} answered ${response.status}: ${text}`);
      return ms;
    };
    for (let i = 0; i < 3; i++) await once();
    const times: number[] = [];
    for (let i = 0; i < n; i++) times.push(await once());
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
    return { route, runs: n, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
  };

  const live: Timing[] = [];
  for (const route of ['/api/version', ...ROUTES]) live.push(await time(route, Math.min(runs, 10)));
  const rollupStart = performance.now();
  const rolledDays = (await app.services.analyticsDashboard.rollUp()).length;
  const rollupSeconds = (performance.now() - rollupStart) / 1000;
  await pool.query('ANALYZE');
  const rolled: Timing[] = [];
  for (const route of ['/api/version', ...ROUTES]) rolled.push(await time(route, runs));
  return { events, seedSeconds, rollupSeconds, rolledDays, live, rolled };
}

export function formatAnalyticsDashboard(t: AnalyticsDashboardTimings): string {
  const row = (x: Timing) =>
    `  ${x.route.padEnd(28)} p50 ${String(x.p50Ms).padStart(7)} ms  p95 ${String(x.p95Ms).padStart(7)} ms  max ${String(x.maxMs).padStart(7)} ms  (${x.runs} requests)`;
  const dashboard = t.rolled.filter((x) => x.route !== '/api/version');
  const met = dashboard.every((x) => x.p95Ms <= ANALYTICS_DASHBOARD_TARGET_P95_MS);
  return [
    `Analytics dashboard: ${t.events.toLocaleString('en-US')} events seeded in ${t.seedSeconds.toFixed(1)} s`,
    'every day counted from the events (no rollup yet):',
    ...t.live.map(row),
    `rollup job: ${t.rolledDays} days in ${t.rollupSeconds.toFixed(1)} s; then, one request at a time:`,
    ...t.rolled.map(row),
    `target: each call p95 ≤ ${ANALYTICS_DASHBOARD_TARGET_P95_MS} ms (${met ? 'met' : 'missed'})`,
  ].join('\n');
}
