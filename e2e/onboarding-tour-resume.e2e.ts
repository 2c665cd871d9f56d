import type { Page } from 'playwright-core';
import { expect, signedInContext, test } from './fixtures';

/**
 * The guided tour resumes where it was (docs/product/onboarding.md#resuming-the-tour): the step and
 * the answers so far are saved on the server, so a reload comes back to the same step with the same
 * answers.
 */

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

test('a reload of the tour resumes at the same step with the answers given', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);
  await page.goto('/onboarding-tour');
  await stepHeading(page, 'Welcome').waitFor();
  await nextButton(page).click();
  await stepHeading(page, 'Health History & Symptoms').waitFor();

  await page.getByLabel('Age').fill('38');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State').fill('CA');
  await page.getByLabel('ZIP code').fill('94110');
  await page.getByRole('checkbox', { name: 'Headache' }).check();
  await page.getByLabel('Describe your symptoms').fill('A pounding headache behind my eyes for three days');
  await page.getByLabel('How long have you had them?').fill('3 days');

  // Next validates step 1 and saves step 2 with the answers.
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/onboarding-tour/progress') &&
      response.request().method() === 'PUT' &&
      (response.request().postDataJSON() as { step: number }).step === 2,
  );
  await nextButton(page).click();
  await stepHeading(page, 'AI Health Analysis').waitFor();
  expect((await saved).status()).toBe(200);
  await page.getByText('Step 3 of 6').waitFor();

  await page.reload();
  await stepHeading(page, 'AI Health Analysis').waitFor();
  await page.getByText('Step 3 of 6').waitFor();
  // The analysis runs again on the saved answers.
  await page.getByText('Suggested next step').waitFor();

  // Back on step 1, the answers are there.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await stepHeading(page, 'Health History & Symptoms').waitFor();
  expect(await page.getByLabel('City').inputValue()).toBe('San Francisco');
  expect(await page.getByLabel('ZIP code').inputValue()).toBe('94110');
  expect(await page.getByLabel('Describe your symptoms').inputValue()).toBe(
    'A pounding headache behind my eyes for three days',
  );
  expect(pageErrors).toEqual([]);
});
