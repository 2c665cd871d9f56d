import type { Page } from 'playwright-core';
import {
  FEATURE_RATING_KEYS,
  FEATURE_RATING_LABELS,
  FEEDBACK_MESSAGES,
  FEEDBACK_PROMPT,
} from '../contract/feedback';
import { expect, expectNoSeriousA11yViolations, expectToast, signedInContext, test } from './fixtures';

/** How long a page must have been open before the prompt may open over it (contract/feedback.ts). */
const PAGE_SETTLED_MS = FEEDBACK_PROMPT.pageSettledMs;

/**
 * While a modal dialog is open, Radix hides the rest of the page (the toast region too) from the
 * accessibility tree, so a toast shown over the dialog is found by its text.
 */
async function expectVisibleText(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
}

/** The feedback page (docs/product/feedback.md#feedback-page), for a signed-in user. */
test('a person sends feedback from the /feedback page with detailed ratings', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);
  const daily = page.waitForResponse((response) => response.url().includes('/api/wellness/daily-message'));
  await page.goto('/feedback');
  await page.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor({ state: 'visible' });
  await page.getByRole('heading', { name: 'Share Your Feedback' }).waitFor({ state: 'visible' });

  // The daily inspiration shows the server's quote (the card's failure path is a client unit test).
  const dailyResponse = await daily;
  expect(dailyResponse.status()).toBe(200);
  const message = (await dailyResponse.json()) as { quote: string; affirmation: string };
  const inspiration = page.getByRole('region', { name: 'Daily Inspiration' });
  await inspiration.getByText(message.affirmation).waitFor({ state: 'visible' });
  await inspiration.getByText(message.quote, { exact: false }).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/feedback');

  // Failure path: too short a feedback.
  const overall = page.getByRole('group', { name: /How would you rate your overall experience/ });
  await overall.getByRole('radio', { name: '4 stars, Good' }).click();
  await overall.getByText('Good', { exact: true }).waitFor({ state: 'visible' });
  await page.getByLabel('Category').selectOption('suggestion');
  await page.getByLabel('Your Feedback', { exact: true }).fill('Too short');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await page.getByText('Please share at least 10 characters of feedback').waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/feedback (too short)');

  // The whole form, with the eight per-feature ratings.
  await page.getByLabel('Subject (optional)').fill('Sleep and symptoms together');
  await page
    .getByLabel('Your Feedback', { exact: true })
    .fill('I would love to see my sleep hours next to my headache days on one chart.');
  const detailed = page.getByRole('checkbox', { name: 'Rate specific features (optional)' });
  await detailed.click();
  expect(await detailed.getAttribute('aria-checked')).toBe('true');
  const ratings = [5, 4, 4, 5, 3, 2, 4, 3];
  for (const [index, key] of FEATURE_RATING_KEYS.entries()) {
    const stars = ratings[index] ?? 3;
    await page
      .getByRole('group', { name: FEATURE_RATING_LABELS[key], exact: true })
      .getByRole('radio', { name: `${stars} stars` })
      .click();
  }
  // Nothing is answered for the person: neither Yes nor No until they pick.
  const recommend = page.getByRole('group', { name: /recommend/ });
  expect(await recommend.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(false);
  expect(await recommend.getByRole('radio', { name: 'No' }).isChecked()).toBe(false);
  await recommend.getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('What do you like most? (optional)').fill('The symptom log');
  await page.getByLabel('What do you like least? (optional)').fill('Waiting for chat replies');
  await page.getByLabel('How could we improve? (optional)').fill('A weekly summary');
  await page.getByLabel('What features would you like to see? (optional)').fill('Medication reminders');
  const contact = page.getByRole('checkbox', { name: 'You may contact me about this feedback' });
  expect(await contact.getAttribute('aria-checked')).toBe('false');
  await contact.click();
  await expectNoSeriousA11yViolations(page, '/feedback (detailed ratings)');

  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/api/feedback') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({
    source: 'page',
    rating: 4,
    category: 'suggestion',
    subject: 'Sleep and symptoms together',
    easeOfUse: 5,
    aiChat: 2,
    community: 3,
    wouldRecommend: true,
    mostLikedFeature: 'The symptom log',
    contactForFollowup: true,
  });
  await expectToast(page, FEEDBACK_MESSAGES.pageSuccessTitle, FEEDBACK_MESSAGES.pageSuccessDescription);
  await page.getByRole('heading', { name: 'Thank you for your feedback!' }).waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Submit Feedback' }).waitFor({ state: 'detached' });
  await expectNoSeriousA11yViolations(page, '/feedback (thank you)');

  // The form comes back reset.
  await page.getByRole('button', { name: 'Share More Feedback' }).click();
  expect(await page.getByLabel('Your Feedback', { exact: true }).inputValue()).toBe('');
  expect(await page.getByLabel('Category').inputValue()).toBe('');
  expect(
    await page
      .getByRole('checkbox', { name: 'Rate specific features (optional)' })
      .getAttribute('aria-checked'),
  ).toBe('false');
  expect(pageErrors).toEqual([]);
});

/** The feedback button's three steps (docs/product/feedback.md#widget). */
test('a person sends feedback through the feedback button', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);
  await page.goto('/symptoms');
  await page.getByRole('heading', { level: 1, name: 'Symptom Tracking' }).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/symptoms with the feedback button');

  await page.getByRole('button', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByText('Step 1 of 3: Rating').waitFor({ state: 'visible' });

  // Next needs a rating.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expectVisibleText(page, FEEDBACK_MESSAGES.widgetRatingRequiredTitle);
  await dialog.getByText('Step 1 of 3: Rating').waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, 'the feedback widget (rating required)');

  await dialog.getByRole('radio', { name: '5 stars, Excellent!' }).click();
  await dialog.getByText('Excellent!', { exact: true }).waitFor({ state: 'visible' });
  await dialog.getByRole('button', { name: 'Next' }).click();

  await dialog.getByText('Step 2 of 3: Details').waitFor({ state: 'visible' });
  expect(await dialog.getByRole('radio', { name: 'Medium' }).isChecked()).toBe(true);
  await dialog.getByRole('radio', { name: 'Feature Request' }).check();
  await dialog.getByLabel('Category (optional)').selectOption('Mobile Experience');
  await expectNoSeriousA11yViolations(page, 'the feedback widget (details)');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await dialog.getByText('Step 3 of 3: Message').waitFor({ state: 'visible' });
  // Back is allowed and keeps the choices.
  await dialog.getByRole('button', { name: 'Back', exact: true }).click();
  expect(await dialog.getByLabel('Category (optional)').inputValue()).toBe('Mobile Experience');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  await expectVisibleText(page, FEEDBACK_MESSAGES.widgetMessageRequiredTitle);

  await dialog.getByLabel('Your feedback').fill('   A dark mode for evening check-ins, please.   ');
  await dialog.getByLabel('Email (optional)').fill('avery@example.com');
  await expectNoSeriousA11yViolations(page, 'the feedback widget (message)');
  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/api/feedback/submit') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    type: 'feature',
    rating: 5,
    message: 'A dark mode for evening check-ins, please.',
    email: 'avery@example.com',
    category: 'Mobile Experience',
    priority: 'medium',
  });
  await dialog.waitFor({ state: 'detached' });
  await expectToast(page, FEEDBACK_MESSAGES.widgetSuccessTitle, FEEDBACK_MESSAGES.widgetSuccessDescription);
  expect(pageErrors).toEqual([]);
});

/** Whether two boxes overlap (touching edges do not). */
function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
type Box = { x: number; y: number; width: number; height: number };

/**
 * The feedback button covers nothing (docs/product/feedback.md#screens): at 390×844, on the screens
 * with the most controls near the bottom, its box meets no field, button or link but itself, at the
 * top of the page and scrolled to the bottom.
 */
test('the feedback button overlaps no field or button on /chat and /symptoms', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);
  for (const [path, heading] of [
    ['/chat', 'AI Health Assistant'],
    ['/symptoms', 'Symptom Tracking'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ state: 'visible' });
    for (const scroll of ['top', 'bottom'] as const) {
      await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.body.scrollHeight), scroll);
      const overlaps = await page.evaluate(() => {
        const button = document.querySelector('button[aria-label="Send feedback"]');
        if (!button) return ['no feedback button'];
        const own = button.getBoundingClientRect();
        const hits: string[] = [];
        for (const control of document.querySelectorAll('input, textarea, select, button, a[href]')) {
          if (control === button) continue;
          const box = control.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          const overlap =
            own.left < box.right && box.left < own.right && own.top < box.bottom && box.top < own.bottom;
          if (overlap)
            hits.push(`${control.tagName} ${control.getAttribute('aria-label') ?? control.textContent}`);
        }
        return hits;
      });
      expect(overlaps, `${path} scrolled to the ${scroll}`).toEqual([]);
    }
    // The top bar holds brand, feedback and 'Sign Out' on one row without spilling over the edge.
    const topBar = await page.getByRole('navigation', { name: 'Account' }).evaluate((nav) => ({
      scroll: nav.scrollWidth,
      client: nav.clientWidth,
      height: nav.getBoundingClientRect().height,
    }));
    expect(topBar.scroll).toBeLessThanOrEqual(topBar.client);
    expect(topBar.height).toBeLessThanOrEqual(56);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The composer and the navigation are where the floating button used to sit.
    const feedbackBox = await page.getByRole('button', { name: 'Send feedback' }).boundingBox();
    const navBox = await page.getByRole('navigation', { name: 'Primary' }).boundingBox();
    expect(feedbackBox).not.toBeNull();
    expect(navBox).not.toBeNull();
    expect(intersects(feedbackBox as Box, navBox as Box)).toBe(false);
  }
  expect(pageErrors).toEqual([]);
});

/**
 * A new account is never prompted (the prompt once opened 2.5 minutes after sign-up): the server
 * counts the visits and says not due, and nothing opens however long the person stays. The page's
 * clock is the test's, so a minute passes at once.
 */
test('a new account is not prompted for feedback', async ({ page, context, baseUrl, pageErrors }) => {
  await signedInContext(context, baseUrl);
  await page.clock.install();
  const visit = page.waitForResponse((r) => r.url().endsWith('/api/feedback/prompt/visit'));
  await page.goto('/');
  expect(await (await visit).json()).toEqual({ visitCount: 1, due: false });
  await page.getByRole('button', { name: 'Send feedback' }).waitFor({ state: 'visible' });
  // Reloads within 30 minutes are the same visit.
  const again = page.waitForResponse((r) => r.url().endsWith('/api/feedback/prompt/visit'));
  await page.reload();
  expect(await (await again).json()).toEqual({ visitCount: 1, due: false });
  await page.clock.fastForward(60_000);
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(pageErrors).toEqual([]);
});

/**
 * When the server says the prompt is due (its rule is tested in
 * server/features/feedback/prompt.int.test.ts, where the clock can move a day), the browser still
 * waits: never over a flow (Premium), never on a page opened in the last 5 seconds; closing it is
 * told to the real server. The visit's answer is the only thing replaced here.
 */
test('a due prompt waits for a settled page outside any flow, and closing it is recorded', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);
  await page.route('**/api/feedback/prompt/visit', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"visitCount":5,"due":true}' }),
  );
  await page.clock.install();
  await page.goto('/premium');
  await page.getByRole('button', { name: 'Send feedback' }).waitFor({ state: 'visible' });
  await page.clock.fastForward(60_000);
  expect(await page.getByRole('dialog').count()).toBe(0);

  // To Home through the navigation: a new page, not yet settled.
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.clock.fastForward(PAGE_SETTLED_MS - 2_000);
  expect(await page.getByRole('dialog').count()).toBe(0);
  await page.clock.fastForward(3_000);
  const prompt = page.getByRole('dialog', { name: 'How is Infinite Wellness working for you?' });
  await prompt.waitFor({ state: 'visible' });
  // Proactive mode: no close button in the header; 'Not now' and Escape close it.
  expect(await prompt.getByRole('button', { name: 'Close' }).count()).toBe(0);
  await prompt.getByRole('button', { name: 'Not now' }).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, 'the feedback prompt');

  const closed = page.waitForResponse((r) => r.url().endsWith('/api/feedback/prompt/closed'));
  await page.keyboard.press('Escape');
  await prompt.waitFor({ state: 'detached' });
  expect((await closed).status()).toBe(204);
  await page.clock.fastForward(60_000);
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(pageErrors).toEqual([]);
});
