import type pg from 'pg';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { PRACTICE_MESSAGES } from '../contract/practice';
import { practitionerProfilePayload } from '../server/test/practice-fixtures';
import {
  type ApiUser,
  apiAs,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  signedInContext,
  signInViaApi,
  signUpViaApi,
  test,
  withAppDatabase,
} from './fixtures';

/**
 * The practitioner's own profile screen, /practitioner-profile (docs/product/practice.md#profile-and-review):
 * the four tabs with an error in each, the first submission into review, the photo, and the edit of a
 * reviewed profile.
 */

/** A statement on the server's embedded PostgreSQL, as an operator would run it. */
function sql(text: string, values: unknown[]): Promise<pg.QueryResult> {
  return withAppDatabase((client) => client.query(text, values));
}

/** A member made a practitioner by their role (as an operator does), signed in afresh. */
async function practitioner(baseUrl: string): Promise<ApiUser> {
  const member = await signUpViaApi(baseUrl);
  await sql(`UPDATE users SET role = 'practitioner' WHERE id = $1`, [member.userId]);
  return signInViaApi(baseUrl, member);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

test('a practitioner fills in the four tabs, sees each tab’s errors and submits the profile for review', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const me = await signedInContext(context, baseUrl, await practitioner(baseUrl));
  await page.goto('/practitioner-profile');
  await page.getByRole('heading', { level: 1, name: 'Practitioner Profile' }).waitFor();
  await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Avery');
  await expectNoSeriousA11yViolations(page, 'profile form');

  // Submitting the nearly empty form marks the tabs with errors and focuses the first invalid field.
  await page.getByLabel('First name').fill('A');
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  for (const name of ['Basic Info', 'Professional', 'Practice']) {
    await expect.poll(() => tab(page, name).textContent()).toContain('(has errors)');
  }
  // Additional starts valid: English is chosen and the website may stay empty.
  expect(await tab(page, 'Additional').textContent()).toBe('Additional');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('practice-firstName');
  await page.getByText(PRACTICE_MESSAGES.firstNameMin).waitFor();
  await expectNoSeriousA11yViolations(page, 'profile form with errors');

  // Basic Info.
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Phone').fill('415-555-0142');
  await page.getByLabel('Bio').fill(practitionerProfilePayload().bio);
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#1496a0' } })
    .png()
    .toBuffer();
  await page
    .getByTestId('practice-photo-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('img', { name: 'You, as patients will see you' }).waitFor();

  // Professional: its own error, then the pick-lists hide what is chosen.
  await tab(page, 'Professional').click();
  await page.getByText(PRACTICE_MESSAGES.specialtiesMin).waitFor();
  const specialties = page.getByLabel('Specialties', { exact: true });
  await specialties.selectOption('Functional Medicine');
  await page.getByRole('button', { name: 'Remove Functional Medicine' }).waitFor();
  expect(await specialties.locator('option', { hasText: 'Functional Medicine' }).count()).toBe(0);
  await specialties.selectOption('Gastroenterology');
  await page.getByLabel('Certifications', { exact: true }).selectOption('MD');
  await page.getByLabel('Years of experience').fill('12');
  await page.getByLabel('Education').fill('MD, University of California San Francisco');
  await page.getByLabel('Licence state').selectOption('CA');
  await page.getByLabel('Licence number').fill('A123456');

  // Practice.
  await tab(page, 'Practice').click();
  await page.getByText(PRACTICE_MESSAGES.locationMin).waitFor();
  await page.getByLabel('Practice address').fill('450 Sutter St, San Francisco, CA');
  await page.getByLabel('ZIP code').fill('94108');
  expect(await page.getByLabel('Consultation fee ($)').getAttribute('step')).toBe('0.01');
  await page.getByLabel('Consultation fee ($)').fill('175.50');
  await page.getByLabel('Available hours').fill('Mon-Thu 9am-5pm');
  await page.getByLabel('I offer video (telehealth) consultations').check();

  // Additional: English is there and cannot be removed while it is the only language.
  await tab(page, 'Additional').click();
  await page.getByLabel('Website (optional)').fill('example');
  expect(await page.getByRole('button', { name: 'Remove English' }).count()).toBe(0);
  await page.getByLabel('Languages', { exact: true }).selectOption('Spanish');
  await page.getByRole('button', { name: 'Remove English' }).waitFor();
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await page.getByText(PRACTICE_MESSAGES.website).waitFor();
  await expect.poll(() => tab(page, 'Additional').textContent()).toContain('(has errors)');
  await expect.poll(() => tab(page, 'Professional').textContent()).not.toContain('(has errors)');
  await page.getByLabel('Website (optional)').fill('https://avery.example.com');

  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expectToast(page, PRACTICE_MESSAGES.profileCreated, PRACTICE_MESSAGES.profileCreatedDescription);
  await page.getByRole('heading', { name: PRACTICE_MESSAGES.underReview }).waitFor();
  await page.getByText(PRACTICE_MESSAGES.reviewTime).waitFor();
  await page.getByText(/^Submitted on /).waitFor();
  await page.getByText('Functional Medicine, Gastroenterology').waitFor();
  await page.getByText('$175.50').waitFor();
  await expectNoSeriousA11yViolations(page, 'profile under review');

  const saved = await (await apiAs(baseUrl, me, 'GET', '/api/practitioners/profile')).json();
  expect(saved).toMatchObject({
    status: 'pending',
    firstName: 'Avery',
    languagesSpoken: ['English', 'Spanish'],
    consultationFee: 175.5,
    telehealth: true,
  });
  expect(saved.profileImage).toMatch(/^\/api\/practitioner-photos\//);
  expect(pageErrors).toEqual([]);
});

test('an approved profile is live and editable; the edit goes back to review and a rejection shows its reason', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const me = await signedInContext(context, baseUrl, await practitioner(baseUrl));
  const created = await apiAs(
    baseUrl,
    me,
    'POST',
    '/api/practitioners/profile',
    practitionerProfilePayload(),
  );
  expect(created.status).toBe(201);
  const { practitionerId } = (await created.json()) as { practitionerId: string };
  await sql(`UPDATE practitioner_profiles SET status = 'approved', reviewed_at = now() WHERE user_id = $1`, [
    me.userId,
  ]);
  await sql('UPDATE practitioners SET is_approved = true, is_verified = true WHERE id = $1', [
    practitionerId,
  ]);

  await page.goto('/practitioner-profile');
  await page.getByRole('heading', { name: 'Live in the directory' }).waitFor();
  expect(await page.getByRole('link', { name: 'View your public profile' }).getAttribute('href')).toBe(
    `/practitioner-profile/${practitionerId}`,
  );
  await expectNoSeriousA11yViolations(page, 'approved profile');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Priya');
  await page.getByLabel('First name').fill('Priyanka');
  await page.getByRole('button', { name: 'Save and Submit for Review' }).click();
  await expectToast(page, PRACTICE_MESSAGES.profileUpdated, PRACTICE_MESSAGES.profileUpdatedDescription);
  await page.getByRole('heading', { name: PRACTICE_MESSAGES.underReview }).waitFor();
  await page.getByText('Until then, the directory keeps showing the version approved before.').waitFor();
  const listing = await sql('SELECT first_name FROM practitioners WHERE id = $1', [practitionerId]);
  expect(listing.rows[0]?.first_name).toBe('Priya');

  await sql(
    `UPDATE practitioner_profiles SET status = 'rejected', rejection_reason = 'The licence number does not match the state board.' WHERE user_id = $1`,
    [me.userId],
  );
  await page.reload();
  await page.getByRole('heading', { name: 'Your profile was not approved' }).waitFor();
  await page.getByText('The licence number does not match the state board.').waitFor();
  await expectNoSeriousA11yViolations(page, 'rejected profile');
  expect(pageErrors).toEqual([]);
});

test('a member opening the screen is told it is for practitioners', async ({ page, context, baseUrl }) => {
  await signedInContext(context, baseUrl);
  await page.goto('/practitioner-profile');
  await page.getByRole('heading', { name: 'This page is for practitioners' }).waitFor();
  expect(await page.getByRole('button', { name: 'Submit for Review' }).count()).toBe(0);
});
