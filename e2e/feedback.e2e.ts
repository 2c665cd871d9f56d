import type { Page } from 'playwright-core';
import { FEATURE_RATING_KEYS, FEATURE_RATING_LABELS, FEEDBACK_MESSAGES } from '../contract/feedback';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  localStorageOf,
  signedInContext,
  test,
} from './fixtures';

/** How long into a prompting visit the feedback prompt opens (client/features/feedback/prompt.ts). */
const PROMPT_DELAY_MS = 3_000;

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
  const recommend = page.getByRole('group', { name: /recommend/ });
  expect(await recommend.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
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

/** The floating widget's three steps (docs/product/feedback.md#widget). */
test('a person sends feedback through the floating widget', async ({
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
  expect((await localStorageOf(page)).feedbackGiven).toBe('true');
  expect(pageErrors).toEqual([]);
});

/**
 * The prompt 3 s into the 3rd visit; closing it records the last prompt. The page's clock is the
 * test's, so the 3 s pass at once; the exact delay is checked in
 * client/features/feedback/components/feedback-prompt.test.tsx.
 */
test('the feedback prompt appears on the third visit and closing it records the last prompt', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl, undefined, { allowFeedbackPrompt: true });
  await page.clock.install();
  const visits = async () => (await localStorageOf(page)).feedbackVisitCount;
  await page.goto('/');
  await page.getByRole('button', { name: 'Send feedback' }).waitFor({ state: 'visible' });
  await expect.poll(visits).toBe('1');

  await page.evaluate(() => window.localStorage.setItem('feedbackVisitCount', '2'));
  await page.reload();
  await page.getByRole('button', { name: 'Send feedback' }).waitFor({ state: 'visible' });
  // The effect that counts the visit starts the prompt's timer.
  await expect.poll(visits).toBe('3');
  await page.clock.fastForward(PROMPT_DELAY_MS);
  const prompt = page.getByRole('dialog', { name: 'How is Infinite Wellness working for you?' });
  await prompt.waitFor({ state: 'visible' });
  // Proactive mode: no close button in the header; 'Not now' and Escape close it.
  expect(await prompt.getByRole('button', { name: 'Close' }).count()).toBe(0);
  await prompt.getByRole('button', { name: 'Not now' }).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, 'the feedback prompt');
  expect((await localStorageOf(page)).feedbackLastPrompt).toBeUndefined();

  await page.keyboard.press('Escape');
  await prompt.waitFor({ state: 'detached' });
  const stored = await localStorageOf(page);
  expect(stored.feedbackLastPrompt).toBe('3');
  expect(stored.feedbackGiven).toBeUndefined();

  // Visit 4: no prompt, however long the person stays.
  await page.reload();
  await page.getByRole('button', { name: 'Send feedback' }).waitFor({ state: 'visible' });
  await expect.poll(visits).toBe('4');
  // Opened and closed by hand first, the dialog's code is loaded: a prompt would render at once
  // when its timer fires inside fastForward, so its absence right after is meaningful.
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const manual = page.getByRole('dialog', { name: 'Send Feedback' });
  await manual.getByRole('button', { name: 'Close' }).waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await manual.waitFor({ state: 'detached' });
  await page.clock.fastForward(60_000);
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect((await localStorageOf(page)).feedbackLastPrompt).toBe('3');
  expect(pageErrors).toEqual([]);
});
