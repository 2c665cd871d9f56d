import type {
  TAnalyticsDashboard,
  TAnalyticsEngagement,
  TAnalyticsFunnel,
} from '../contract/analytics-dashboard';
import { FUNNEL_STEP_LABELS, FUNNEL_STEPS } from '../contract/analytics-dashboard';
import {
  apiAs,
  expect,
  expectNoSeriousA11yViolations,
  signedInContext,
  signInAdminViaApi,
  signUpViaApi,
  test,
  withAppDatabase,
} from './fixtures';

/**
 * The admin analytics dashboard (docs/product/admin.md#analytics-dashboard): events written into the
 * server's database as the tracker would have stored them, then an admin reads them on each tab.
 * Past days and a past sign-up week hold only this test's events, so their figures are exact; today's
 * totals include whatever other tests sent, so the screen is compared with the API's own answer.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const label = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}`;

test('an admin reads the seeded events on every tab of the analytics dashboard', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const tag = Date.now().toString(36);
  const feature = `e2e_probe_${tag}`;
  // Two members who opted in, signed up on the Tuesday three weeks before this week: both active in
  // week 1 (Tuesday 13 days before this Monday), one also in week 2 (6 days before this Monday).
  const seeded = await withAppDatabase(async (client) => {
    const days = await client.query<{ cohort: string; week1: string; week2: string }>(`
      SELECT (date_trunc('week', now() AT TIME ZONE 'UTC') - interval '21 days')::date::text AS cohort,
        (date_trunc('week', now() AT TIME ZONE 'UTC') - interval '13 days')::date::text AS week1,
        (date_trunc('week', now() AT TIME ZONE 'UTC') - interval '6 days')::date::text AS week2`);
    const { cohort, week1, week2 } = days.rows[0] as { cohort: string; week1: string; week2: string };
    const ids = [`e2e-analytics-${tag}-1`, `e2e-analytics-${tag}-2`];
    for (const id of ids) {
      await client.query(
        `INSERT INTO users (id, name, email, created_at) VALUES ($1, 'Analytics member', $1 || '@example.com',
           ($2::date + interval '1 day 12 hours') AT TIME ZONE 'UTC')`,
        [id, cohort],
      );
    }
    const insert = (
      kind: string,
      name: string,
      props: object,
      user: string | null,
      session: string | null,
      at: string,
    ) =>
      client.query(
        `INSERT INTO analytics_events (kind, name, properties, user_id, client_session_id, created_at)
         VALUES ($1, $2, $3, $4, $5, ${at})`,
        [kind, name, JSON.stringify(props), user, session],
      );
    const noon = (day: string) => `('${day}'::date + interval '12 hours') AT TIME ZONE 'UTC'`;
    await insert('event', 'app_launched', {}, ids[0] as string, `e2e-${tag}-a`, noon(week1));
    await insert('event', 'app_launched', {}, ids[1] as string, `e2e-${tag}-b`, noon(week1));
    await insert('event', 'app_launched', {}, ids[0] as string, `e2e-${tag}-c`, noon(week2));
    // A feature used 500 times two days ago by people who did not opt in (no user, no session).
    await client.query(
      `INSERT INTO analytics_events (kind, name, properties, created_at)
       SELECT 'feature', $1, '{"action":"tried"}', now() - interval '2 days' FROM generate_series(1, 500)`,
      [feature],
    );
    // Three visitors on the landing page in the last minutes, one staying 4 minutes.
    for (const s of ['x', 'y', 'z']) {
      await insert(
        'event',
        'page_view',
        { path: '/' },
        null,
        `e2e-${tag}-${s}`,
        `now() - interval '4 minutes'`,
      );
    }
    await insert(
      'event',
      'page_view',
      { path: '/signup' },
      null,
      `e2e-${tag}-x`,
      `now() - interval '10 seconds'`,
    );
    return { cohort, week1, week2 };
  });

  const admin = await signInAdminViaApi(baseUrl);
  await signedInContext(context, baseUrl, admin);
  const read = async <T>(path: string) => {
    const response = await apiAs(baseUrl, admin, 'GET', path);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  await page.goto('/analytics-dashboard');
  await page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' }).waitFor({ state: 'visible' });

  // Real-time activity: at least the three visitors of the last 5 minutes.
  const realtime = page.getByTestId('realtime-sessions');
  await realtime.waitFor({ state: 'visible' });
  expect(Number((await realtime.textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(3);

  // Overview: the tiles show the API's figures (today's include other tests' visitors).
  const overview = page.getByRole('region', { name: 'Sessions and users' });
  await overview.getByText('Monthly active users').waitFor({ state: 'visible' });
  const dashboard = await read<TAnalyticsDashboard>('/api/analytics/dashboard');
  expect(dashboard.activeSessions).toBeGreaterThanOrEqual(3);
  const tile = (name: string) =>
    overview.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd');
  await expect
    .poll(() => tile('Monthly active users').textContent())
    .toContain(String(dashboard.activeUsers.monthly));
  await expect
    .poll(() => tile('Active sessions (last 30 min)').textContent())
    .toContain(String(dashboard.activeSessions));
  await expectNoSeriousA11yViolations(page, 'the analytics overview');

  // Users: the seeded past days and the seeded sign-up week, exactly.
  await page.getByRole('tab', { name: 'Users' }).click();
  const daily = page.getByRole('table', { name: 'Daily active users' });
  await daily.waitFor({ state: 'attached' });
  await expect
    .poll(() => daily.getByRole('row', { name: label(seeded.week1) }).textContent())
    .toBe(`${label(seeded.week1)}2`);
  await expect
    .poll(() => daily.getByRole('row', { name: label(seeded.week2) }).textContent())
    .toBe(`${label(seeded.week2)}1`);
  const sessions = page.getByRole('table', { name: 'Sessions per day' });
  await expect
    .poll(() => sessions.getByRole('row', { name: label(seeded.week1) }).textContent())
    .toBe(`${label(seeded.week1)}2`);
  const retention = page.getByRole('table', { name: /sign-up week's members/ });
  const cohortRow = retention.getByRole('row', { name: new RegExp(`^${label(seeded.cohort)} `) });
  await expect
    .poll(async () => (await cohortRow.getByRole('cell').allTextContents()).slice(0, 3))
    .toEqual(['2', '100%', '50%']);
  const engagement = await read<TAnalyticsEngagement>('/api/analytics/engagement');
  expect(engagement.retention.find((c) => c.weekStart === seeded.cohort)?.users).toBe(2);
  await expectNoSeriousA11yViolations(page, 'the analytics users tab');

  // Features: the probe feature's 500 uses in the top 10.
  await page.getByRole('tab', { name: 'Features' }).click();
  const features = page.getByRole('list', { name: 'Most used features' });
  const probe = features.getByRole('listitem').filter({ hasText: `E2e probe ${tag}` });
  await expect.poll(() => probe.textContent()).toContain('500 uses');
  expect(await features.getByRole('listitem').count()).toBeLessThanOrEqual(10);
  await expectNoSeriousA11yViolations(page, 'the analytics features tab');

  // Conversion: every step with the API's count; the landing page counts our three visitors.
  await page.getByRole('tab', { name: 'Conversion' }).click();
  const steps = page.getByRole('list', { name: 'Funnel steps' });
  await steps.getByText(FUNNEL_STEP_LABELS.premium).waitFor({ state: 'visible' });
  const funnel = await read<TAnalyticsFunnel>('/api/analytics/funnel');
  expect(funnel.steps.find((s) => s.step === 'landing')?.count).toBeGreaterThanOrEqual(3);
  expect(funnel.steps.map((s) => s.step)).toEqual([...FUNNEL_STEPS]);
  for (const { step, count } of funnel.steps) {
    await expect
      .poll(() => steps.locator(`[data-step="${step}"]`).textContent())
      .toContain(`${FUNNEL_STEP_LABELS[step]}${count.toLocaleString('en-US')}`);
  }
  await expectNoSeriousA11yViolations(page, 'the analytics conversion tab');

  expect(pageErrors).toEqual([]);
});

test('a member who opens the analytics dashboard is sent to the admin sign-in', async ({
  page,
  context,
  baseUrl,
}) => {
  const member = await signUpViaApi(baseUrl);
  await signedInContext(context, baseUrl, member);
  await page.goto('/analytics-dashboard');
  await page.waitForURL('**/admin-login');
  expect(await page.getByTestId('realtime-sessions').count()).toBe(0);
});
