import type { Page } from 'playwright-core';
import { PRACTICE_MESSAGES, type TProviderSignupResponse } from '../contract/practice';
import type { TPractitionerPage } from '../contract/practitioners';
import { providerSignupPayload } from '../server/features/provider-signup/testing';
import {
  apiAs,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  newContext,
  signedInContext,
  signInAdminViaApi,
  signUpViaApi,
  test,
} from './fixtures';

/**
 * The practice side from end to end (docs/product/practice.md): a practitioner signs up, completes
 * and submits the profile, an admin approves it, a member nearby finds it in the directory with its
 * distance and asks for a consultation, the practitioner accepts on the dashboard, the member sees
 * the acceptance, and when the practice stops taking new patients the member's directory says so.
 */

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** Chooses `option` in a pick-list unless it is chosen already (the list then hides it). */
async function pick(page: Page, list: string, option: string) {
  if ((await page.getByRole('button', { name: `Remove ${option}` }).count()) > 0) return;
  await page.getByLabel(list, { exact: true }).selectOption(option);
  await page.getByRole('button', { name: `Remove ${option}` }).waitFor();
}

const REASON = 'Fatigue after meals and bloating most days for three months.';

test('a practitioner joins, is approved, is found and asked for a consultation, accepts it, and closes to new patients', async ({
  browser,
  baseUrl,
  pageErrors,
}) => {
  const tag = Date.now().toString(36);
  const lastName = `Journey${tag}`;

  // Provider signup through its four steps.
  const practice = await newContext(browser, baseUrl);
  const pp = await practice.newPage();
  pp.on('pageerror', (error) => pageErrors.push(error.message));
  const signupPayload = providerSignupPayload({ lastName });
  await pp.goto('/provider-signup');
  await pp.getByRole('heading', { name: 'Create Your Account' }).waitFor();
  await pp.getByLabel('First Name').fill(signupPayload.firstName);
  await pp.getByLabel('Last Name').fill(lastName);
  await pp.getByLabel('Email Address').fill(signupPayload.email);
  await pp.getByLabel('Password', { exact: true }).fill(signupPayload.password);
  await pp.getByLabel('Confirm Password').fill(signupPayload.password);
  await pp.getByRole('button', { name: 'Continue' }).click();
  await pp.getByRole('heading', { name: 'Professional Information' }).waitFor();
  await pp.getByLabel('Specialty').selectOption({ label: 'Functional Medicine' });
  await pp.getByLabel('Credentials').fill('MD');
  await pp.getByRole('button', { name: 'Continue' }).click();
  await pp.getByRole('heading', { name: 'Your Practice' }).waitFor();
  await pp.getByRole('checkbox', { name: 'I offer video consultations' }).click();
  await pp.getByRole('button', { name: 'Continue' }).click();
  await pp.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
  await pp.getByRole('checkbox', { name: /Terms of Service/ }).click();
  await pp.getByRole('checkbox', { name: /Privacy Policy/ }).click();
  const created = pp.waitForResponse((r) => r.url().endsWith('/api/providers/signup') && r.status() === 201);
  await pp.getByRole('button', { name: 'Create Account & Start Trial' }).click();
  const { practitionerId } = (await (await created).json()) as TProviderSignupResponse;
  await expectToast(pp, PRACTICE_MESSAGES.signupSucceeded, PRACTICE_MESSAGES.signupSucceededDescription);
  await pp.waitForURL('**/provider-dashboard');

  // The practitioner completes the profile started at signup, tab by tab, and submits it.
  await pp.goto('/practitioner-profile');
  await pp.getByRole('heading', { level: 1, name: 'Practitioner Profile' }).waitFor();
  await expect.poll(() => pp.getByLabel('Last name').inputValue()).toBe(lastName);
  await pp.getByLabel('Phone').fill('415-555-0142');
  await pp
    .getByLabel('Bio')
    .fill(
      'I help people with IBS and long-standing fatigue find the causes behind their symptoms, one step at a time.',
    );
  await tab(pp, 'Professional').click();
  await pick(pp, 'Specialties', 'Functional Medicine');
  await pick(pp, 'Certifications', 'MD');
  await pp.getByLabel('Years of experience').fill('12');
  await pp.getByLabel('Education').fill('MD, University of California San Francisco');
  await pp.getByLabel('Licence state').selectOption('CA');
  await pp.getByLabel('Licence number').fill('A123456');
  await tab(pp, 'Practice').click();
  await pp.getByLabel('Practice address').fill('450 Sutter St, San Francisco, CA');
  await pp.getByLabel('ZIP code').fill('94108');
  await pp.getByLabel('Consultation fee ($)').fill('175.50');
  await pp.getByLabel('Available hours').fill('Mon-Thu 9am-5pm');
  const video = pp.getByLabel('I offer video (telehealth) consultations');
  if (!(await video.isChecked())) await video.check();
  await tab(pp, 'Additional').click();
  await pp.getByRole('button', { name: 'Submit for Review' }).click();
  await expectToast(pp, PRACTICE_MESSAGES.profileCreated, PRACTICE_MESSAGES.profileCreatedDescription);
  await pp.getByRole('heading', { name: PRACTICE_MESSAGES.underReview }).waitFor();

  // Not in the directory before an admin approves it.
  const member = await signUpViaApi(baseUrl);
  const search = async () =>
    (await (
      await apiAs(baseUrl, member, 'GET', `/api/practitioners?q=${lastName}`)
    ).json()) as TPractitionerPage;
  expect((await search()).items).toHaveLength(0);

  // An admin approves the application.
  const adminContext = await newContext(browser, baseUrl);
  await signedInContext(adminContext, baseUrl, await signInAdminViaApi(baseUrl));
  const ap = await adminContext.newPage();
  ap.on('pageerror', (error) => pageErrors.push(error.message));
  await ap.goto('/admin/practitioner-applications');
  await ap.getByRole('heading', { level: 1, name: 'Practitioner Applications' }).waitFor();
  const application = ap
    .getByRole('tabpanel', { name: /^Pending/ })
    .getByRole('article', { name: new RegExp(lastName) });
  await application.getByRole('button', { name: /^Approve/ }).click();
  const confirm = ap.getByRole('dialog', { name: /^Approve / });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expectToast(
    ap,
    PRACTICE_MESSAGES.applicationApproved,
    PRACTICE_MESSAGES.applicationApprovedDescription,
  );
  await adminContext.close();

  // A member whose ZIP code (94110) is near the practice's (94108) finds it with its distance.
  const memberContext = await newContext(browser, baseUrl);
  await signedInContext(memberContext, baseUrl, member);
  const mp = await memberContext.newPage();
  mp.on('pageerror', (error) => pageErrors.push(error.message));
  await mp.goto(`/practitioners?q=${lastName}`);
  const card = mp.getByRole('article', { name: `Priya ${lastName}` });
  await card.waitFor();
  expect(await card.textContent()).toMatch(/\d+(\.\d)? miles away · San Francisco, CA/);
  expect(await card.textContent()).toContain('$175.50 per session');
  expect(await card.textContent()).not.toContain('Not accepting new patients');

  // The card leads to the public profile, with the distance too.
  await mp.goto(`/practitioner-profile/${practitionerId}`);
  await mp.getByRole('heading', { level: 1, name: new RegExp(lastName) }).waitFor();
  await mp
    .getByText(/miles away · /)
    .first()
    .waitFor();

  // The member asks for a consultation on the practitioner's page.
  await mp.getByRole('button', { name: 'Request a consultation' }).click();
  const dialog = mp.getByRole('dialog', { name: 'Request a consultation' });
  await dialog.getByLabel('What would you like help with?').fill(REASON);
  await dialog.getByLabel('Preferred times').fill('Weekday mornings before 11');
  await dialog.getByLabel('Video').check();
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expectToast(mp, PRACTICE_MESSAGES.requestSent, PRACTICE_MESSAGES.requestSentDescription);
  await mp.getByText('Waiting for an answer').waitFor();

  // The practitioner accepts it on the dashboard.
  await pp.goto('/provider-dashboard');
  await pp.getByRole('heading', { level: 1, name: 'Provider Dashboard' }).waitFor();
  await pp.getByText('Live in the directory').waitFor();
  const item = pp
    .getByRole('list', { name: 'Consultation requests' })
    .getByRole('listitem')
    .filter({ hasText: REASON });
  await item.getByRole('button', { name: /^Accept/ }).click();
  const accept = pp.getByRole('dialog', { name: 'Accept request' });
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await accept
    .getByLabel('Proposed time')
    .fill(`${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T10:30`);
  await accept.getByLabel('Note (optional)').fill('See you by video; the link comes by email.');
  await accept.getByRole('button', { name: 'Accept Request' }).click();
  await expectToast(pp, 'Request Accepted');

  // The member sees the acceptance on their profile.
  await mp.goto('/profile');
  const mine = mp.getByRole('region', { name: 'My consultation requests' });
  await mine.getByText(/^Accepted — proposed time /).waitFor();
  await mine.getByText('See you by video; the link comes by email.').waitFor();

  // The practitioner stops taking new patients in Practice Settings.
  await pp.goto('/practitioner-settings');
  await pp.getByRole('heading', { level: 1, name: 'Practice Settings' }).waitFor();
  const accepting = pp.getByRole('switch', { name: 'Accepting New Patients' });
  await expect.poll(() => accepting.getAttribute('aria-checked')).toBe('true');
  await expectNoSeriousA11yViolations(pp, '/practitioner-settings (light)');
  await pp.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(pp, '/practitioner-settings (dark)');
  await pp.emulateMedia({ colorScheme: 'light' });
  await accepting.click();
  await pp.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(pp, PRACTICE_MESSAGES.settingsUpdated, PRACTICE_MESSAGES.settingsUpdatedDescription);
  await pp.getByText('Not Accepting', { exact: true }).waitFor();

  // The member's directory says so at once, and a new request is turned away.
  await mp.goto(`/practitioners?q=${lastName}`);
  await card.getByText('Not accepting new patients').waitFor();
  expect(await card.textContent()).toMatch(/miles away/);
  await mp.goto(`/practitioner-profile/${practitionerId}`);
  await mp.getByRole('heading', { level: 1, name: new RegExp(lastName) }).waitFor();
  await mp.getByText('Not accepting new patients').first().waitFor();
  const another = await signUpViaApi(baseUrl);
  const refused = await apiAs(
    baseUrl,
    another,
    'POST',
    `/api/practitioners/${practitionerId}/consultation-requests`,
    {
      reason: REASON,
      preferredTimes: 'Any afternoon',
      mode: 'video',
    },
  );
  expect(refused.status).toBe(409);
  expect(await refused.text()).toContain(PRACTICE_MESSAGES.requestNotAccepting);

  await memberContext.close();
  await practice.close();
  expect(pageErrors).toEqual([]);
}, 180_000);
