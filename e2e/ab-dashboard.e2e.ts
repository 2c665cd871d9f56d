import { AB_MESSAGES } from '../contract/ab-testing';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  signedInContext,
  signInAdminViaApi,
  test,
} from './fixtures';

/**
 * The A/B Testing Dashboard (docs/product/ab-testing.md#the-screen): an admin creates an experiment
 * through the form, finds it among the recent experiments, pauses, resumes and ends it (the page
 * reloads after each), and opens its results, which wait for participants ('Calculating...').
 */

test('an admin creates an experiment, pauses, resumes and ends it, and opens its results', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const tag = Date.now().toString(36);
  const key = `e2e_${tag}`;
  const name = `Check-in button ${tag}`;

  await signedInContext(context, baseUrl, await signInAdminViaApi(baseUrl));
  await page.goto('/ab-testing-dashboard');
  await page.getByRole('heading', { level: 1, name: 'A/B Testing Dashboard' }).waitFor({ state: 'visible' });
  const newButton = page.getByRole('button', { name: 'New experiment' });
  await newButton.waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, 'the dashboard');

  // Create through the form: the contract's message first, then a valid experiment.
  await newButton.click();
  const dialog = page.getByRole('dialog', { name: 'New experiment' });
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByLabel('Key', { exact: true }).fill('Not a key');
  await dialog.getByRole('button', { name: 'Create experiment' }).click();
  await dialog.getByText('Use lower-case letters, digits, - and _').waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, 'the create form with its errors');
  await dialog.getByLabel('Key', { exact: true }).fill(key);
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Description').fill('Does a warmer label get more check-ins?');
  await dialog.getByLabel('Primary metric').fill('check_in');
  await dialog.getByLabel('Name of variant 2').fill('Warm label');
  await dialog.getByRole('button', { name: 'Add config value to variant 2' }).click();
  await dialog.getByLabel('Config key 1').fill('label');
  await dialog.getByLabel('Config value 1').fill('How are you today?');
  await dialog.getByRole('button', { name: 'Create experiment' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expectToast(page, 'Experiment created', `${name} is active and assigning participants.`);

  // The same key again is refused with the server's message.
  await newButton.click();
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByLabel('Key', { exact: true }).fill(key);
  await dialog.getByLabel('Name', { exact: true }).fill('Twice');
  await dialog.getByLabel('Primary metric').fill('check_in');
  await dialog.getByRole('button', { name: 'Create experiment' }).click();
  await dialog.getByText(AB_MESSAGES.keyTaken).waitFor({ state: 'visible' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // Overview: among the recent experiments, active.
  const recent = page
    .getByRole('tabpanel', { name: 'Overview' })
    .getByRole('region', { name: 'Recent experiments' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await recent.waitFor({ state: 'visible' });
  expect(await recent.textContent()).toContain('Active');
  await expectNoSeriousA11yViolations(page, 'the overview');

  const openExperiments = async () => {
    await page.getByRole('tab', { name: 'Experiments' }).click();
    const card = page.getByRole('tabpanel', { name: 'Experiments' }).getByRole('article', { name });
    await card.waitFor({ state: 'visible' });
    return card;
  };
  /** Clicks and waits for the page the action's reload brings. */
  const actAndReload = async (click: () => Promise<void>) => {
    await Promise.all([page.waitForEvent('load'), click()]);
    await page
      .getByRole('heading', { level: 1, name: 'A/B Testing Dashboard' })
      .waitFor({ state: 'visible' });
  };

  let card = await openExperiments();
  expect(await card.textContent()).toContain('Warm label');
  expect(await card.textContent()).toContain('label: How are you today?');
  await expectNoSeriousA11yViolations(page, 'the experiments');

  await actAndReload(() => card.getByRole('button', { name: `Pause: ${name}` }).click());
  card = await openExperiments();
  await card.getByText('Paused', { exact: true }).waitFor({ state: 'visible' });

  await actAndReload(() => card.getByRole('button', { name: `Resume: ${name}` }).click());
  card = await openExperiments();
  await card.getByText('Active', { exact: true }).waitFor({ state: 'visible' });

  await card.getByRole('button', { name: `End: ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `End ${name}?` });
  await confirm.waitFor({ state: 'visible' });
  await confirm.getByText('Ending is final', { exact: false }).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, 'the end confirmation');
  await actAndReload(() => confirm.getByRole('button', { name: 'End experiment' }).click());
  card = await openExperiments();
  await card.getByText('Ended', { exact: true }).waitFor({ state: 'visible' });
  expect(await card.getByRole('button').count()).toBe(0);

  // Results: nobody has taken part yet, so no verdict.
  await page.getByRole('tab', { name: 'Results' }).click();
  const results = page.getByRole('tabpanel', { name: 'Results' });
  await results.getByLabel('Experiment', { exact: true }).selectOption({ label: name });
  const variant = results.getByRole('article', { name: 'Warm label' });
  await variant.waitFor({ state: 'visible' });
  await variant.getByText(AB_MESSAGES.calculating).waitFor({ state: 'visible' });
  expect(await variant.textContent()).toContain('0.0%');
  await results.getByRole('article', { name: 'Control Control' }).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, 'the results');

  expect(pageErrors).toEqual([]);
});
