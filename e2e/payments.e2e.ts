import type { Page } from 'playwright-core';
import { BILLING_MESSAGES } from '../contract/billing';
import { SUBSCRIPTION_MESSAGES } from '../contract/subscription';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  outboxTo,
  signedInContext,
  test,
} from './fixtures';

/**
 * Paying for Premium with the built-in test processor (docs/product/payments.md#screens): the
 * checkout, the simulated bank page, /payment-success and the premium page's subscription card.
 */

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(date);

async function payWithCard(page: Page, cardNumber: string) {
  await page.getByRole('heading', { name: BILLING_MESSAGES.checkoutTitle }).waitFor();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill(`12${String((new Date().getFullYear() + 3) % 100)}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: BILLING_MESSAGES.payNow }).click();
}

test('a trial user upgrades with 4242…, gets the receipt, then cancels and resumes', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const user = await signedInContext(context, baseUrl);

  await page.goto('/premium');
  await page.getByRole('button', { name: 'Start 30-Day Free Trial' }).click();
  await expectToast(page, SUBSCRIPTION_MESSAGES.trialStarted);
  await page.getByRole('heading', { name: 'Your free trial is active' }).waitFor();

  // No saved card: the upgrade goes to the checkout.
  await page.getByRole('button', { name: SUBSCRIPTION_MESSAGES.upgradeButton }).click();
  await page.waitForURL('**/checkout?plan=premium_monthly');
  await page.getByRole('heading', { name: BILLING_MESSAGES.checkoutTitle }).waitFor();
  await page.getByRole('region', { name: BILLING_MESSAGES.testModeLabel }).waitFor();
  const summary = page.locator('dl').first();
  expect(await summary.textContent()).toContain('Infinite Wellness Premium (monthly)');
  expect(await summary.textContent()).toContain('$9.99');
  await expectNoSeriousA11yViolations(page, '/checkout');

  // The card form formats and checks before sending.
  const number = page.getByLabel('Card number');
  await number.fill('4242424242424241');
  expect(await number.inputValue()).toBe('4242 4242 4242 4241');
  await page.getByRole('button', { name: BILLING_MESSAGES.payNow }).click();
  await page.getByText('Your card number is incorrect. Check the digits and try again.').waitFor();
  await expectNoSeriousA11yViolations(page, '/checkout (card errors)');

  await payWithCard(page, '4242 4242 4242 4242');
  await expectToast(page, BILLING_MESSAGES.paymentSuccessful, BILLING_MESSAGES.paymentSuccessfulDescription);
  await page.waitForURL('**/payment-success?payment=*');
  await page.getByRole('heading', { level: 1, name: BILLING_MESSAGES.paymentSuccessful }).waitFor();
  await page.getByRole('heading', { name: BILLING_MESSAGES.paymentSuccessfulDescription }).waitFor();
  const paid = page.locator('dl');
  await paid.getByText(/^IW-/).waitFor();
  await paid.getByText('Visa ending in 4242').waitFor({ state: 'attached' });
  expect(await paid.textContent()).toContain('Renews on');
  expect(
    await page.getByRole('link', { name: 'Open Premium Nutrition Assistant' }).getAttribute('href'),
  ).toBe('/nutrition-premium');
  await expectNoSeriousA11yViolations(page, '/payment-success');

  // The receipt waits in the outbox (no SMTP in this run).
  await expect
    .poll(async () => (await outboxTo(user.email)).map((mail) => mail.subject).join('\n'))
    .toMatch(/receipt IW-/);
  const receipt = (await outboxTo(user.email)).find((mail) => /receipt/.test(mail.subject));
  expect(receipt?.subject).toContain(BILLING_MESSAGES.testModeLabel);
  expect(receipt?.text).toContain('4242');
  expect(receipt?.text).not.toContain('4242 4242 4242 4242');

  // The premium page: active, with the subscription card.
  await page.getByRole('link', { name: 'Your subscription' }).click();
  await page.waitForURL('**/premium');
  await page.getByRole('heading', { name: 'Premium is active' }).waitFor();
  const subscription = page.locator('#subscription');
  const renewal = subscription.getByText(/^Renews on /);
  await renewal.waitFor();
  const renewsText = (await renewal.textContent()) ?? '';
  const inAMonth = new Date();
  inAMonth.setMonth(inAMonth.getMonth() + 1);
  expect([longDate(inAMonth), longDate(new Date(inAMonth.getTime() + 86_400_000))]).toContain(
    renewsText.replace('Renews on ', ''),
  );
  await subscription.getByText('Visa ending in 4242').waitFor({ state: 'attached' });
  expect(await subscription.getByRole('list', { name: 'Invoices' }).getByRole('listitem').count()).toBe(1);
  await subscription.getByText(BILLING_MESSAGES.testModeLabel).waitFor();
  await expectNoSeriousA11yViolations(page, '/premium (paid)');

  // Cancel, after the confirmation.
  await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await dialog.waitFor();
  await expectNoSeriousA11yViolations(page, '/premium (cancel dialog)');
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expectToast(page, 'Subscription cancelled');
  await subscription.getByText(`Premium ends on ${renewsText.replace('Renews on ', '')}`).waitFor();
  await page.getByRole('heading', { name: 'Premium is active' }).waitFor();

  // Resume.
  await subscription.getByRole('button', { name: 'Resume subscription' }).click();
  await expectToast(page, 'Subscription resumed');
  await subscription.getByText(renewsText).waitFor();
  expect(await subscription.getByRole('button', { name: 'Resume subscription' }).count()).toBe(0);

  expect(pageErrors).toEqual([]);
});

test("a declined card shows 'Payment Failed' with the decline message and keeps the form", async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);
  await page.goto('/checkout');
  await payWithCard(page, '4000 0000 0000 0002');
  await expectToast(page, BILLING_MESSAGES.paymentFailed, 'Your card was declined.');
  expect(new URL(page.url()).pathname).toBe('/checkout');
  expect(await page.getByLabel('Card number').inputValue()).toBe('4000 0000 0000 0002');

  // The next attempt runs on a new session: a good card then succeeds.
  await page.getByRole('button', { name: /Use test card 4242 4242 4242 4242/ }).click();
  await page.getByRole('button', { name: BILLING_MESSAGES.payNow }).click();
  await page.waitForURL('**/payment-success?payment=*');
  await page.getByRole('heading', { level: 1, name: BILLING_MESSAGES.paymentSuccessful }).waitFor();

  expect(pageErrors).toEqual([]);
});

test('a card that asks for authentication goes through the simulated bank page', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  await signedInContext(context, baseUrl);

  // Failing the bank's step comes back to the checkout with the toast.
  await page.goto('/checkout');
  await payWithCard(page, '4000 0025 0000 3155');
  await page.waitForURL('**/checkout/authenticate?payment=*');
  await page.getByRole('heading', { name: 'Simulated bank authentication' }).waitFor();
  await page.getByRole('region', { name: BILLING_MESSAGES.testModeLabel }).waitFor();
  await page.getByText('$9.99').waitFor();
  await expectNoSeriousA11yViolations(page, '/checkout/authenticate');
  await page.getByRole('button', { name: 'Fail authentication' }).click();
  await expectToast(page, BILLING_MESSAGES.paymentFailed);
  await page.waitForURL('**/checkout?plan=premium_monthly');

  // Completing it pays.
  await payWithCard(page, '4000 0025 0000 3155');
  await page.waitForURL('**/checkout/authenticate?payment=*');
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await page.waitForURL('**/payment-success?payment=*');
  await page.getByRole('heading', { level: 1, name: BILLING_MESSAGES.paymentSuccessful }).waitFor();

  await page.goto('/premium');
  await page.getByRole('heading', { name: 'Premium is active' }).waitFor();

  expect(pageErrors).toEqual([]);
});
