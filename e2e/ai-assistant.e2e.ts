import type { Page } from 'playwright-core';
import { ASSISTANT_DISCLAIMER, EMERGENCY_REPLY } from '../contract/assistant';
import { CHAT_MESSAGES } from '../contract/chat';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  holdRequests,
  localStorageOf,
  signedInContext,
  test,
} from './fixtures';

/** The conversation's assistant messages (the sr-only prefix names them). */
function assistantMessages(page: Page) {
  return page
    .getByRole('region', { name: 'Conversation', exact: true })
    .getByRole('listitem')
    .filter({ hasText: 'Assistant said:' });
}

/** Waits until the reply in progress has completed (the live region reads it, the input is back). */
async function waitForReply(page: Page, count: number): Promise<void> {
  await expect.poll(() => assistantMessages(page).count(), { timeout: 15_000 }).toBe(count);
  await expect
    .poll(() => page.getByLabel('Message the assistant').isEnabled(), { timeout: 15_000 })
    .toBe(true);
  await expect
    .poll(
      () =>
        page
          .getByRole('status')
          .filter({ hasText: /^Assistant: / })
          .count(),
      { timeout: 15_000 },
    )
    .toBe(1);
}

/**
 * The /ai-assistant screen (docs/product/assistant.md#ai-assistant), with the real server, engine and
 * database.
 */
test('a person asks about a symptom, follows up, acts on the advice and finds the conversation again', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);
  await page.goto('/ai-assistant');
  await page.getByRole('heading', { level: 1, name: 'AI Health Assistant' }).waitFor({ state: 'visible' });
  await page.getByRole('heading', { name: 'Start a conversation' }).waitFor({ state: 'visible' });
  await page.getByText(ASSISTANT_DISCLAIMER).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/ai-assistant (empty)');

  // Hold the answer back until the typing indicator and the disabled input have been seen.
  const held = await holdRequests(page, '**/api/chat/message');
  const input = page.getByLabel('Message the assistant');
  await input.fill("I've had a headache for 3 days");
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/chat/message') && response.request().method() === 'POST',
  );
  await input.press('Enter');
  await held.requested;
  await page.getByText('The assistant is typing').waitFor({ state: 'attached' });
  expect(await input.isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Stop reply' }).waitFor({ state: 'visible' });
  held.release();
  const response = await answer;
  expect(response.headers()['content-type']).toContain('text/event-stream');

  await waitForReply(page, 1);
  expect(await input.inputValue()).toBe('');
  const firstReply = (await assistantMessages(page).first().textContent()) ?? '';
  expect(firstReply.length).toBeGreaterThan(40);
  expect((await localStorageOf(page)).completedSteps).toContain('ai_chat_used');
  await expectNoSeriousA11yViolations(page, '/ai-assistant (a reply)');

  // A suggested follow-up: tapping it sends it in the same conversation.
  const chips = page.getByRole('list', { name: 'Suggested replies' }).getByRole('button');
  await chips.first().waitFor({ state: 'visible' });
  const chipText = (await chips.first().textContent()) ?? '';
  expect(chipText).not.toBe('');
  await chips.first().click();
  await waitForReply(page, 2);
  await page
    .getByRole('region', { name: 'Conversation', exact: true })
    .getByText(chipText, { exact: true })
    .first()
    .waitFor({ state: 'visible' });

  // After a reload the conversation comes back from the server, and it is in the list.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'AI Health Assistant' }).waitFor({ state: 'visible' });
  await expect.poll(() => assistantMessages(page).count(), { timeout: 15_000 }).toBe(2);
  await page
    .getByRole('region', { name: 'Conversation', exact: true })
    .getByText("I've had a headache for 3 days", { exact: true })
    .waitFor({ state: 'visible' });
  const toggle = page.getByRole('button', { name: /Previous conversations \(1\)/ });
  await toggle.click();
  const current = page
    .getByRole('region', { name: 'Your conversations' })
    .locator('button[aria-current="true"]');
  await current.waitFor({ state: 'visible' });
  expect(await current.textContent()).toContain("I've had a headache for 3 days");
  await expectNoSeriousA11yViolations(page, '/ai-assistant (history)');

  // Links from the advice to actions in the app: a practitioner of the right kind, then the tracker.
  const findLink = page.getByRole('link', { name: /^Find an? .+ near me$/ });
  await findLink.waitFor({ state: 'visible' });
  expect(await findLink.getAttribute('href')).toMatch(/^\/practitioners\?specialty=/);
  await findLink.click();
  await page.waitForURL('**/practitioners?specialty=*');
  await page.getByRole('heading', { level: 1, name: 'Find Practitioners' }).waitFor({ state: 'visible' });
  await page.goBack();
  await page.waitForURL('**/ai-assistant');
  const logLink = page.getByRole('link', { name: /Log your headache/i }).last();
  await logLink.click();
  await page.waitForURL('**/symptoms');
  await page.getByRole('heading', { level: 1, name: 'Symptom Tracking' }).waitFor({ state: 'visible' });

  expect(pageErrors).toEqual([]);
});

test('an emergency phrase shows the emergency banner with the fixed reply', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);
  await page.goto('/ai-assistant');
  await page.getByRole('heading', { name: 'Start a conversation' }).waitFor({ state: 'visible' });
  await page.getByLabel('Message the assistant').fill('I have crushing chest pain spreading to my left arm');
  await page.getByRole('button', { name: 'Send message' }).click();

  const banner = page.getByRole('alert').filter({ hasText: 'This may be a medical emergency' });
  await banner.waitFor({ state: 'visible' });
  expect(await banner.getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911');
  await page.getByText(EMERGENCY_REPLY).first().waitFor({ state: 'visible' });
  await waitForReply(page, 1);
  await expectNoSeriousA11yViolations(page, '/ai-assistant (emergency)');
  expect(pageErrors).toEqual([]);
});

test("a failed send shows 'Error sending message' and keeps the typed text", async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);
  await page.goto('/ai-assistant');
  await page.getByRole('heading', { name: 'Start a conversation' }).waitFor({ state: 'visible' });

  await page.route('**/api/chat/message', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }),
    }),
  );
  const input = page.getByLabel('Message the assistant');
  await input.fill('My knees ache every morning');
  await input.press('Enter');
  await expectToast(page, CHAT_MESSAGES.sendFailed, 'Something went wrong on our side.');
  await expect.poll(() => input.inputValue()).toBe('My knees ache every morning');
  expect(await input.isEnabled()).toBe(true);
  expect(await assistantMessages(page).count()).toBe(0);
  await expectNoSeriousA11yViolations(page, '/ai-assistant (send failed)');
  await page.unroute('**/api/chat/message');

  // The same words go through once the server answers again.
  await input.press('Enter');
  await waitForReply(page, 1);
  expect(pageErrors).toEqual([]);
});
