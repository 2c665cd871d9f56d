import type { Page } from 'playwright-core';
import { EXERCISE_MESSAGES } from '../contract/exercise';
import { expect, expectNoSeriousA11yViolations, expectToast, signedInContext, test } from './fixtures';

/** The workout cards of the 'All Workouts' list, as their headings. */
async function listedTitles(page: Page): Promise<string[]> {
  const list = page.getByRole('region', { name: 'All Workouts' }).getByRole('article');
  return (await list.getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.trim());
}

async function waitForCount(page: Page, count: number) {
  await page.getByText(`${count} workouts shown`, { exact: true }).waitFor({ state: 'attached' });
}

test('a new member opens Exercise Plans, filters, completes a workout with the player and sees their progress', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);
  await page.clock.install();
  await page.goto('/exercise-plans');
  await page.getByRole('heading', { level: 1, name: 'Exercise Plans' }).waitFor({ state: 'visible' });

  // Nothing yet: the summary says so, the challenge is at 0, the picks start gently.
  await page.getByText('No workouts yet this week').waitFor({ state: 'visible' });
  const challenge = page.getByRole('region', { name: 'Weekly Challenge' });
  await challenge.getByText('Move gently on 3 days this week').waitFor({ state: 'visible' });
  await challenge.getByText('0 of 3 days').waitFor({ state: 'visible' });
  const recommended = page.getByRole('region', { name: 'Recommended for You' });
  await recommended.getByRole('article').first().waitFor({ state: 'visible' });
  expect(await recommended.getByRole('article').count()).toBe(3);
  expect(await recommended.getByText(EXERCISE_MESSAGES.startGently, { exact: true }).count()).toBe(3);
  await expectNoSeriousA11yViolations(page, '/exercise-plans (new member)');

  // Filters: Advanced, then Advanced cardio, then back to all.
  const all = (await listedTitles(page)).length;
  expect(all).toBeGreaterThanOrEqual(30);
  await page
    .getByRole('radiogroup', { name: 'Filter by difficulty' })
    .getByRole('radio', { name: 'Advanced' })
    .click();
  await page
    .getByRole('radiogroup', { name: 'Filter by type' })
    .getByRole('radio', { name: 'Cardio' })
    .click();
  await waitForCount(page, 2);
  expect(await listedTitles(page)).toEqual(['Thirty-Minute Walk', 'Standing Low-Impact Cardio']);
  await page.getByRole('radiogroup', { name: 'Filter by type' }).getByRole('radio', { name: 'All' }).click();
  await page
    .getByRole('radiogroup', { name: 'Filter by difficulty' })
    .getByRole('radio', { name: 'All' })
    .click();
  await waitForCount(page, all);

  // The detail: steps, who should skip it, the safety line.
  await page.getByRole('button', { name: 'View steps for Chair Yoga', exact: true }).last().click();
  const title = page.getByRole('heading', { level: 1, name: 'Chair Yoga', exact: true });
  await title.waitFor({ state: 'visible' });
  expect(await title.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.getByText(/^Skip if you have had recent spine surgery/).waitFor({ state: 'visible' });
  await page.getByText(EXERCISE_MESSAGES.safety).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, 'workout detail');

  // The player: the timer runs, pauses, and Finish carries its minutes to the form.
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByText('Step 1 of 5 · about 2 min').waitFor({ state: 'visible' });
  await page.clock.runFor(6 * 60_000);
  await page.getByRole('timer').filter({ hasText: '6:00' }).waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.clock.runFor(60_000);
  expect(await page.getByRole('timer').textContent()).toBe('6:00');
  await page.getByRole('button', { name: 'Resume' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Step 2 of 5 · about 2 min').waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, 'workout player');
  await page.getByRole('button', { name: 'Finish early' }).click();

  await page.getByRole('heading', { level: 1, name: 'Complete: Chair Yoga' }).waitFor({ state: 'visible' });
  const minutes = page.getByLabel('Duration (minutes)');
  expect(await minutes.inputValue()).toBe('6');
  await minutes.fill('0');
  await page.getByRole('button', { name: 'Save Workout' }).click();
  await page.getByText(EXERCISE_MESSAGES.durationRange).waitFor({ state: 'visible' });
  await minutes.fill('8');
  await page.getByLabel(/A bit better/).check();
  await expectNoSeriousA11yViolations(page, 'completion form');
  await page.getByRole('button', { name: 'Save Workout' }).click();
  await expectToast(page, EXERCISE_MESSAGES.completed, 'Chair Yoga: 8 min');

  // Back on the list: the summary, the challenge and the card show it.
  await page.getByRole('heading', { level: 1, name: 'Exercise Plans' }).waitFor({ state: 'visible' });
  const summary = page.getByRole('region', { name: 'This Week' });
  await summary.getByText('+8 vs last week').waitFor({ state: 'visible' });
  expect(await summary.getByText('1 week in a row with at least one workout.').count()).toBe(1);
  await challenge.getByText('1 of 3 days').waitFor({ state: 'visible' });
  const card = page
    .getByRole('region', { name: 'All Workouts' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Chair Yoga', exact: true }) });
  await card.getByText('Done this week').waitFor({ state: 'visible' });
  await card.getByText('Done 1 time this week (50% of twice a week)').waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/exercise-plans (after a workout)');
  expect(pageErrors).toEqual([]);
});
