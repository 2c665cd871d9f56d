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

/** The /chat conversation (role="log"). */
function conversation(page: Page) {
  return page.getByRole('log', { name: 'Conversation' });
}

async function openChat(page: Page): Promise<void> {
  await page.goto('/chat');
  await page.getByRole('heading', { level: 1, name: 'AI Health Assistant' }).waitFor({ state: 'visible' });
}

/**
 * The home assistant chat (docs/product/assistant.md#chat) with the real server, engine and database.
 */
test('a person describes a symptom, reads the reply, and finds both again after reloading', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);
  await openChat(page);
  await page.getByText(CHAT_MESSAGES.welcome).waitFor({ state: 'visible' });
  await page.getByText(ASSISTANT_DISCLAIMER).waitFor({ state: 'visible' });
  const input = page.getByLabel('Message the assistant');
  const send = page.getByRole('button', { name: 'Send', exact: true });
  expect(await send.isDisabled()).toBe(true);
  await expectNoSeriousA11yViolations(page, '/chat (empty)');

  // Blank is not sent.
  await input.fill('   ');
  expect(await send.isDisabled()).toBe(true);

  // Hold the answer back until the typing indicator and the disabled input have been seen.
  const held = await holdRequests(page, '**/api/chat', { method: 'POST' });
  const text = "I've had a headache for 3 days, about 6/10, worse with bright light";
  await input.fill(text);
  await send.click();
  await held.requested;
  await page.getByText('The assistant is typing...').waitFor({ state: 'attached' });
  expect(await input.isDisabled()).toBe(true);
  await expectNoSeriousA11yViolations(page, '/chat (sending)');
  held.release();

  const log = conversation(page);
  await log.getByText(text).waitFor({ state: 'visible' });
  await expect.poll(() => log.getByRole('listitem').count()).toBe(2);
  const reply = (await log.getByRole('listitem').nth(1).textContent()) ?? '';
  expect(reply.toLowerCase()).toContain('headache');
  await expect.poll(() => input.inputValue()).toBe('');
  await expect.poll(() => input.isEnabled()).toBe(true);
  expect(await page.getByText(CHAT_MESSAGES.welcome).count()).toBe(0);
  expect(JSON.parse((await localStorageOf(page)).completedSteps ?? '[]')).toContain('ai_chat_used');
  await expectNoSeriousA11yViolations(page, '/chat (one exchange)');

  // Stored by the server: the same conversation after a reload.
  const address = page.url();
  expect(new URL(address).searchParams.get('session')).toMatch(/^\d+$/);
  await page.reload();
  await conversation(page).getByText(text).waitFor({ state: 'visible' });
  await expect.poll(() => conversation(page).getByRole('listitem').count()).toBe(2);
  expect(page.url()).toBe(address);
  await expectNoSeriousA11yViolations(page, '/chat (reloaded)');

  // A new chat starts empty.
  await page.getByRole('button', { name: 'New chat' }).click();
  await page.getByText(CHAT_MESSAGES.welcome).waitFor({ state: 'visible' });
  expect(page.url()).not.toBe(address);
  expect(pageErrors).toEqual([]);
});

test("a failed send shows 'Error sending message' with the server's message and keeps the text", async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);
  await openChat(page);
  await page.getByText(CHAT_MESSAGES.welcome).waitFor({ state: 'visible' });
  await page.route('**/api/chat', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
          }),
        })
      : route.continue(),
  );
  const input = page.getByLabel('Message the assistant');
  await input.fill('My joints ache every morning');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expectToast(page, CHAT_MESSAGES.sendFailed, 'Something went wrong on our side. Please try again.');
  expect(await input.inputValue()).toBe('My joints ache every morning');
  expect(await input.isEnabled()).toBe(true);
  expect(await conversation(page).getByRole('listitem').count()).toBe(0);
  await expectNoSeriousA11yViolations(page, '/chat (send failed)');
  expect(pageErrors).toEqual([]);
});

test('an emergency description gets the fixed reply in an emergency banner with a 911 call link', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);
  await openChat(page);
  await page.getByLabel('Message the assistant').fill('crushing chest pain spreading to my left arm');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const banner = conversation(page).getByRole('alert');
  await banner.waitFor({ state: 'visible' });
  await banner.getByText(EMERGENCY_REPLY).waitFor({ state: 'visible' });
  expect(await banner.getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911');
  await expectNoSeriousA11yViolations(page, '/chat (emergency)');
  expect(pageErrors).toEqual([]);
});
