import sharp from 'sharp';
import { PROFILE_MESSAGES, PROFILE_TOASTS } from '../contract/profile';
import { expect, expectNoSeriousA11yViolations, expectToast, signedInContext, test } from './fixtures';

/** The Profile screen, its first two tabs and the avatar chooser (docs/product/profile.md). */
test('a signed-in user edits their profile, privacy settings and avatar', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const user = await signedInContext(context, baseUrl);
  await page.goto('/profile');
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor({ state: 'visible' });
  const firstName = page.getByLabel('First name');
  await expect.poll(() => firstName.inputValue()).toBe(user.firstName);
  await expectNoSeriousA11yViolations(page, '/profile (Profile Information)');

  // Failure path: an invalid email shows the contract's message and saves nothing.
  const email = page.getByLabel('Email', { exact: true });
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await page.getByText(PROFILE_MESSAGES.email, { exact: true }).waitFor({ state: 'visible' });

  // Edit and save.
  await email.fill(user.email);
  await firstName.fill('Jordan');
  await page.getByLabel('Allergies').fill('Penicillin, Peanuts');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(page, PROFILE_TOASTS.updated.title);
  await page.getByText('Jordan Tester').waitFor({ state: 'visible' });

  // Reloaded, the saved values come back (the list joined by commas).
  await page.reload();
  await expect.poll(() => page.getByLabel('Allergies').inputValue()).toBe('Penicillin, Peanuts');

  // Privacy & Security: a consent switch saves on toggle.
  await page.getByRole('tab', { name: 'Privacy & Security' }).click();
  const analytics = page.getByRole('switch', { name: 'Usage analytics' });
  await expect.poll(() => analytics.getAttribute('aria-checked')).toBe('false');
  await analytics.click();
  await expectToast(page, PROFILE_TOASTS.privacySaved.title);
  await expect.poll(() => analytics.getAttribute('aria-checked')).toBe('true');
  await page.getByText('This device').waitFor({ state: 'visible' });

  // Change password with a wrong current password: the field says so, nothing changes.
  await page.getByLabel('Current password', { exact: true }).fill('Wrong-Pass-1');
  await page.getByLabel('New password', { exact: true }).fill('Brand1New2');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Brand1New2');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page
    .getByText(PROFILE_MESSAGES.currentPasswordWrong, { exact: true })
    .first()
    .waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/profile (Privacy & Security)');

  // Data Management tab (built in its own area) is reachable.
  await page.getByRole('tab', { name: 'Data Management' }).click();
  await page.getByRole('tabpanel', { name: 'Data Management' }).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/profile (Data Management)');
  await page.getByRole('tab', { name: 'Profile Information' }).click();

  // Avatar: an emoji closes the dialog.
  await page.getByRole('button', { name: 'Change avatar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your avatar' });
  await dialog.waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/profile (avatar dialog)');
  await dialog.getByRole('button', { name: /^Lotus:/ }).click();
  await expectToast(page, PROFILE_TOASTS.avatarChosen.title);
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('img', { name: 'Avatar: Lotus' }).waitFor({ state: 'visible' });

  // A file that is not an image is refused before upload.
  await page.getByRole('button', { name: 'Change avatar' }).click();
  await dialog.waitFor({ state: 'visible' });
  const fileInput = dialog.getByLabel('Upload a photo', { exact: true });
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  // The toast region sits behind the modal dialog (inert), so the dialog repeats the message.
  await dialog
    .getByRole('alert')
    .filter({ hasText: PROFILE_TOASTS.avatarNotImage.title })
    .waitFor({ state: 'visible' });
  await page
    .getByText(PROFILE_TOASTS.avatarNotImage.title, { exact: true })
    .first()
    .waitFor({ state: 'attached' });

  // A small PNG uploads, and the picture shows.
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expectToast(page, PROFILE_TOASTS.avatarUploaded.title);
  await dialog.waitFor({ state: 'hidden' });
  const picture = page.getByRole('img', { name: 'You' });
  await picture.waitFor({ state: 'visible' });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

  expect(pageErrors).toEqual([]);
});
