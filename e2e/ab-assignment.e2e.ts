import { randomUUID } from 'node:crypto';
import { assignVariant } from '../common/ab-testing';
import { AB_VISITOR_COOKIE, SIGNUP_CTA_EXPERIMENT } from '../contract/ab-testing';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  newContext,
  TEST_PASSWORD,
  test,
  uniqueEmail,
  withAppDatabase,
} from './fixtures';

/**
 * The sign-up button experiment (docs/product/ab-testing.md#the-wired-experiment): a visitor is shown
 * one variant of the button's text, the same one on every visit, and signing up records one
 * conversion for that variant on their new account.
 */

const SUBMIT = /^(Create Account|Start Your Wellness Journey)$/;

type Variant = { id: string; weight: number; config: { ctaText?: string } };

/** The experiment's id and variants, and the variant recorded for `subject` (if any). */
async function experimentState(subject: string) {
  return withAppDatabase(async (client) => {
    const experiment = await client.query<{ id: string; variants: Variant[] }>(
      'SELECT id, variants FROM experiments WHERE key = $1',
      [SIGNUP_CTA_EXPERIMENT],
    );
    const row = experiment.rows[0];
    if (!row) throw new Error('the server did not create the sign-up button experiment');
    const assignment = await client.query<{ variant_id: string }>(
      'SELECT variant_id FROM experiment_assignments WHERE experiment_id = $1 AND subject = $2',
      [row.id, subject],
    );
    const conversions = await client.query<{ variant_id: string; user_id: string | null }>(
      'SELECT variant_id, user_id FROM experiment_conversions WHERE experiment_id = $1 AND subject = $2',
      [row.id, subject],
    );
    return {
      id: row.id,
      variants: row.variants,
      assigned: assignment.rows[0]?.variant_id ?? null,
      conversions: conversions.rows,
    };
  });
}

test('a visitor sees one variant of the sign-up button on every visit, and signing up converts once', async ({
  page,
  context,
  pageErrors,
}) => {
  const assignmentsLoaded = () =>
    page.waitForResponse((r) => r.url().endsWith('/api/ab-testing/experiments/active') && r.status() === 200);

  const loaded = assignmentsLoaded();
  await page.goto('/signup');
  await loaded;
  const visitorCookie = (await context.cookies()).find((c) => c.name === 'iw_vid');
  expect(visitorCookie?.httpOnly).toBe(true);
  expect(visitorCookie?.sameSite).toBe('Lax');
  const visitor = `a:${visitorCookie?.value}`;

  const state = await experimentState(visitor);
  expect(state.assigned).not.toBeNull();
  const shown = state.variants.find((v) => v.id === state.assigned)?.config.ctaText;
  expect(shown).toMatch(SUBMIT);
  const button = page.getByRole('button', { name: shown, exact: true });
  await button.waitFor({ state: 'visible' });

  // The same text after reloads, with the same visitor id.
  for (let visit = 0; visit < 3; visit += 1) {
    const again = assignmentsLoaded();
    await page.reload();
    await again;
    await page.getByRole('button', { name: shown, exact: true }).waitFor({ state: 'visible' });
    expect((await context.cookies()).find((c) => c.name === 'iw_vid')?.value).toBe(visitorCookie?.value);
  }
  await expectNoSeriousA11yViolations(page, `/signup (${state.assigned})`);

  const email = uniqueEmail('ab');
  await page.getByLabel('First Name').fill('Rosa');
  await page.getByLabel('Last Name').fill('Nguyen');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('ZIP Code').fill('94110');
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('checkbox', { name: /Terms of Service/ }).click();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).click();
  const converted = page.waitForResponse((r) => r.url().includes(`/api/ab-testing/convert/${state.id}`));
  await page.getByRole('button', { name: shown, exact: true }).click();
  expect((await converted).status()).toBe(202);
  await expectToast(page, 'Account Created Successfully!');

  const userId = await withAppDatabase(async (client) => {
    const user = await client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    return user.rows[0]?.id;
  });
  expect(userId).toBeDefined();
  // The visitor's variant moved to the account, with one conversion for it.
  const account = await experimentState(`u:${userId}`);
  expect(account.assigned).toBe(state.assigned);
  expect(account.conversions).toEqual([{ variant_id: state.assigned, user_id: userId }]);
  expect((await experimentState(visitor)).assigned).toBeNull();
  expect(pageErrors).toEqual([]);
});

test('each variant shows its own text, and the control is shown while the variants load', async ({
  browser,
  baseUrl,
}) => {
  const { id, variants } = await experimentState('a:nobody');
  expect(variants.map((v) => v.config.ctaText)).toEqual(['Create Account', 'Start Your Wellness Journey']);
  for (const variant of variants) {
    // A visitor id whose hash lands in this variant.
    let visitorId = randomUUID();
    while (assignVariant(id, `a:${visitorId}`, variants).id !== variant.id) visitorId = randomUUID();
    const context = await newContext(browser, baseUrl);
    try {
      await context.addCookies([{ name: AB_VISITOR_COOKIE, value: visitorId, url: baseUrl }]);
      const page = await context.newPage();
      // Held back: the button says the control's text until the variants arrive.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/ab-testing/experiments/active', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Create Account', exact: true }).waitFor({ state: 'visible' });
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/ab-testing/experiments/active'));
      release();
      expect((await answered).status()).toBe(200);
      await page
        .getByRole('button', { name: variant.config.ctaText, exact: true })
        .waitFor({ state: 'visible' });
      expect((await experimentState(`a:${visitorId}`)).assigned).toBe(variant.id);
    } finally {
      await context.close();
    }
  }
});
