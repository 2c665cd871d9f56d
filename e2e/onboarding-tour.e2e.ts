import type { Page, Request } from 'playwright-core';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  holdRequests,
  localStorageOf,
  signedInContext,
  test,
} from './fixtures';

/**
 * The guided onboarding (`/onboarding-tour`, docs/product/onboarding.md#guided-tour): Welcome → Health
 * History & Symptoms (questionnaire, or the AI Assistant filling it) → analysis → tests → doctors →
 * communities → Complete → / with the welcome toast, on the real calls; axe on every step.
 */

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

async function openStepOne(page: Page) {
  await page.goto('/onboarding-tour');
  await page.getByRole('heading', { level: 1, name: 'Health Assessment' }).waitFor();
  await stepHeading(page, 'Welcome').waitFor();
  await nextButton(page).click();
  await stepHeading(page, 'Health History & Symptoms').waitFor();
}

test('a new user goes from Welcome to Complete on real analysis and lands home', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);

  // Step 0: welcome, four tiles, progress 1 of 6, Back disabled.
  await page.goto('/onboarding-tour');
  await page.getByRole('heading', { level: 1, name: 'Health Assessment' }).waitFor();
  await stepHeading(page, 'Welcome').waitFor();
  await page.getByText('Step 1 of 6').waitFor();
  const progress = page.getByRole('progressbar', { name: 'Health assessment progress' });
  expect(await progress.getAttribute('aria-valuenow')).toBe('1');
  expect(await page.getByRole('heading', { level: 3 }).count()).toBe(4);
  expect(await page.getByRole('button', { name: 'Back', exact: true }).isDisabled()).toBe(true);
  await expectNoSeriousA11yViolations(page, '/onboarding-tour (welcome)');

  // Step 1: focus moves to the step's title.
  await nextButton(page).click();
  const historyHeading = stepHeading(page, 'Health History & Symptoms');
  await historyHeading.waitFor();
  await expect.poll(() => historyHeading.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await progress.getAttribute('aria-valuenow')).toBe('2');

  // The failure path: Next with the form empty (the ZIP from sign-up is prefilled: clear it too).
  await page.getByLabel('ZIP code').fill('');
  await nextButton(page).click();
  await expectToast(
    page,
    'Please complete required fields',
    'Fill out the required information before proceeding.',
  );
  await historyHeading.waitFor();
  for (const message of [
    'City is required',
    'State is required',
    'Valid zip code required',
    'Please provide detailed symptom description',
    'Duration is required',
  ]) {
    await page.getByText(message, { exact: true }).waitFor();
  }
  await expectNoSeriousA11yViolations(page, '/onboarding-tour (questionnaire with errors)');

  // The questionnaire.
  await page.getByLabel('Age').fill('38');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State').fill('CA');
  await page.getByLabel('ZIP code').fill('94110');
  await page.getByRole('checkbox', { name: 'Migraines' }).check();
  await page.getByLabel('Current medications (optional)').fill('ibuprofen');
  await page.getByRole('checkbox', { name: 'Fatigue' }).check();
  await page.getByRole('checkbox', { name: 'Headache' }).check();
  await page.getByRole('checkbox', { name: 'Sleep Issues' }).check();
  await page
    .getByLabel('Describe your symptoms')
    .fill('Exhausted every afternoon, throbbing headaches and I wake up unrefreshed.');
  const severity = page.getByRole('slider', { name: 'Severity (1–10)' });
  await severity.focus();
  await page.keyboard.press('ArrowRight');
  expect(await severity.inputValue()).toBe('6');
  await page.getByLabel('How long have you had them?').fill('2 months');
  await page.getByLabel('Triggers (optional)').fill('stress, poor sleep');
  await page.getByLabel('What makes them worse? (optional)').fill('bright light');

  // Step 2: the real analysis; the main button waits for it (held until that is seen).
  const analysis = await holdRequests(page, '**/api/health/analyze-symptoms');
  await nextButton(page).click();
  await stepHeading(page, 'AI Health Analysis').waitFor();
  await analysis.requested;
  expect(await nextButton(page).isDisabled()).toBe(true);
  analysis.release();
  const conditions = page.locator('li').filter({ hasText: /\d+% match/ });
  await conditions.first().waitFor();
  expect(await conditions.count()).toBeGreaterThan(0);
  await page.getByRole('heading', { name: 'Recommended next steps' }).waitFor();
  await page.getByText('Suggested next step').waitFor();
  await page.getByText('not medical advice', { exact: false }).first().waitFor();
  await expect.poll(() => nextButton(page).isEnabled()).toBe(true);
  await expectNoSeriousA11yViolations(page, '/onboarding-tour (analysis)');

  // Step 3: tests with urgency, category, cost and the disclaimer.
  await nextButton(page).click();
  await stepHeading(page, 'Suggested Diagnostic Tests').waitFor();
  await page.getByText('Estimated cost:').first().waitFor();
  await page
    .getByText(/urgency$/)
    .first()
    .waitFor();
  await page.getByText(/consult a healthcare provider/).waitFor();
  expect(await page.getByText(/\$\d/).count()).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page, '/onboarding-tour (tests)');

  // Step 4: practitioners near 94110, nearest first, with Contact.
  await nextButton(page).click();
  await stepHeading(page, 'Connect with Doctors').waitFor();
  await page.getByText('Nearest to 94110 first.').waitFor();
  const contacts = page.getByRole('link', { name: /^Contact / });
  await contacts.first().waitFor();
  expect(await contacts.first().getAttribute('href')).toMatch(/^\/practitioners\?q=/);
  const distances = (await page.getByText(/miles? away$/).allTextContents()).map((text) =>
    text.startsWith('Under 0.1') ? 0 : Number.parseFloat(text.replace(/,/g, '')),
  );
  expect(distances.every((d) => Number.isFinite(d))).toBe(true);
  expect(distances.length).toBeGreaterThan(0);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  await page
    .getByText(/Accepting Patients|Limited Availability/)
    .first()
    .waitFor();
  await page
    .getByText(/\(\d+ reviews?\)/)
    .first()
    .waitFor();
  await expectNoSeriousA11yViolations(page, '/onboarding-tour (doctors)');

  // Step 5: communities; the button reads Complete.
  await nextButton(page).click();
  await stepHeading(page, 'Join Communities').waitFor();
  const fatigue = page.getByRole('link', { name: 'Join Fatigue Support' });
  await fatigue.waitFor();
  expect(await fatigue.getAttribute('href')).toBe('/community-enhanced?topic=Fatigue%20Support');
  await page.getByText('Medically Moderated').first().waitFor();
  await page
    .getByText(/\d+ posts? this week/)
    .first()
    .waitFor();
  await page
    .getByText(/\d+ members?$/)
    .first()
    .waitFor();
  expect(await nextButton(page).count()).toBe(0);
  await expectNoSeriousA11yViolations(page, '/onboarding-tour (communities)');

  // Back keeps the answers (no new questions), then forward again.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await stepHeading(page, 'Connect with Doctors').waitFor();
  await nextButton(page).click();
  await stepHeading(page, 'Join Communities').waitFor();

  // Complete: flags, the welcome toast, and / after a second.
  await page.getByRole('button', { name: 'Complete' }).click();
  await expectToast(page, 'Welcome to Infinite Wellness!', 'Your personalized health journey starts now.');
  await page.waitForURL((url) => url.pathname === '/');
  const storage = await localStorageOf(page);
  expect(storage.hasSeenOnboarding).toBe('true');
  expect(storage.onboardingCompleted).toBe('true');

  // The checklist's onboarding item is complete.
  await page.goto('/progress');
  await page.locator('li[data-item="onboarding_tour"]').getByText('Completed').waitFor({ state: 'attached' });

  // Join opens the community on that topic.
  await page.goto('/community-enhanced?topic=Fatigue%20Support');
  await page.getByRole('heading', { level: 1, name: 'Community Discussions' }).waitFor();
  expect(
    await page.getByRole('radio', { name: 'Fatigue Support', exact: true }).getAttribute('aria-checked'),
  ).toBe('true');
  expect(pageErrors).toEqual([]);
});

test('the AI Assistant fills the questionnaire, shows emergencies and survives a failed reply', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);
  await openStepOne(page);

  await page.getByRole('button', { name: 'AI Assistant' }).click();
  expect(await page.getByRole('button', { name: 'AI Assistant' }).getAttribute('aria-pressed')).toBe('true');
  const input = page.getByLabel('Message the AI Assistant');
  const log = page.getByRole('log', { name: 'Conversation with the AI Assistant' });

  // A blank message is not sent: the first call the chat makes is the next, real message's.
  const chatCalls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/ai/health-chat')) chatCalls.push(request);
  });
  await input.fill('   ');
  await input.press('Enter');
  expect(await input.inputValue()).toBe('   ');

  // A failed reply: the toast, nothing appended, the text kept.
  await page.route('**/api/ai/health-chat', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"INTERNAL","message":"x"}}',
    }),
  );
  const message = 'I have been exhausted for two months and get headaches, about 6/10';
  await input.fill(message);
  await input.press('Enter');
  await expectToast(page, 'AI Assistant Error', 'Unable to process your message. Please try again.');
  expect(chatCalls.map((request) => request.postDataJSON().message)).toEqual([message]);
  expect(await input.inputValue()).toBe(message);
  expect(await log.getByText(message).count()).toBe(0);
  await page.unroute('**/api/ai/health-chat');

  // Enter sends; both entries appear after the reply, and the input is cleared then.
  await input.press('Enter');
  await log.getByText('Added to your answers:').first().waitFor();
  await log.getByText(message).waitFor();
  expect(await input.inputValue()).toBe('');

  await input.fill("I'm 38, female, I live in San Francisco, CA 94110");
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect.poll(() => log.getByText('Added to your answers:').count()).toBe(2);
  await expectNoSeriousA11yViolations(page, '/onboarding-tour (AI Assistant)');

  // An emergency: the fixed reply in a banner with 911.
  await input.fill('I have crushing chest pain spreading to my left arm');
  await input.press('Enter');
  const banner = page.getByRole('alert').filter({ hasText: 'Call 911 now' });
  await banner.waitFor();
  expect(await banner.getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911');
  await expectNoSeriousA11yViolations(page, '/onboarding-tour (AI Assistant, emergency)');

  // The questionnaire holds what the chat understood (switching keeps the values).
  await page.getByRole('button', { name: 'Questionnaire' }).click();
  expect(await page.getByRole('checkbox', { name: 'Fatigue' }).isChecked()).toBe(true);
  expect(await page.getByRole('checkbox', { name: 'Headache' }).isChecked()).toBe(true);
  expect(await page.getByRole('slider', { name: 'Severity (1–10)' }).inputValue()).toBe('6');
  expect(await page.getByLabel('How long have you had them?').inputValue()).toBe('2 months');
  expect(await page.getByLabel('Age').inputValue()).toBe('38');
  expect(await page.getByLabel('Gender').inputValue()).toBe('female');
  expect(await page.getByLabel('City').inputValue()).toBe('San Francisco');
  expect(await page.getByLabel('State').inputValue()).toBe('CA');
  expect(await page.getByLabel('ZIP code').inputValue()).toBe('94110');
  expect(await page.getByLabel('Describe your symptoms').inputValue()).toContain(message);

  // Back to the chat: the conversation is still there.
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  await log.getByText(message).waitFor();

  // The form is complete enough to go on; the analysis puts the emergency described in chat first.
  await nextButton(page).click();
  await stepHeading(page, 'AI Health Analysis').waitFor();
  const emergency = page.getByRole('alert').filter({ hasText: 'medical emergency' });
  await emergency.waitFor();
  expect(await emergency.getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911');
  await expectNoSeriousA11yViolations(page, '/onboarding-tour (analysis, emergency)');
  expect(pageErrors).toEqual([]);
});
