import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { NUTRITION_MESSAGES } from '../contract/nutrition-analysis';
import {
  type ApiUser,
  apiAs,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  newContext,
  signedInContext,
  signUpViaApi,
  test,
} from './fixtures';

/**
 * A trial user analyses a typed meal, a nutrition-label photo and a spoken meal on
 * /nutrition-premium, each with its failure path, and sees the recent analyses. The voice test
 * gives Chromium a fake microphone; the server's speech endpoint is the e2e replay server
 * (e2e/global-setup.ts), used only after the person switches on the external AI service.
 */

const LABELS_DIR = path.resolve(import.meta.dirname, '../eval/nutrition-labels');

async function apiCall(
  baseUrl: string,
  user: ApiUser,
  method: 'POST' | 'PATCH',
  url: string,
  body?: unknown,
) {
  const response = await apiAs(baseUrl, user, method, url, body);
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
}

async function trialUser(baseUrl: string): Promise<ApiUser> {
  const user = await signUpViaApi(baseUrl);
  await apiCall(baseUrl, user, 'POST', '/api/premium/start-trial');
  return user;
}

async function openAnalyser(page: Page) {
  await page.goto('/nutrition-premium');
  await page.getByRole('heading', { level: 1, name: 'Premium Nutrition Assistant' }).waitFor();
  await page.locator('#meal-analyser').getByRole('heading', { name: 'Meal analysis' }).waitFor();
}

const results = (page: Page) => page.getByRole('region', { name: 'Analysis results' });
const recent = (page: Page) => page.getByRole('region', { name: 'Recent analyses' });

test('a trial user analyses a typed meal and a label photo, with their failure paths', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const user = await trialUser(baseUrl);
  await signedInContext(context, baseUrl, user);
  await openAnalyser(page);
  await recent(page).getByText('No analyses yet. Your first one will appear here.').waitFor();
  await expectNoSeriousA11yViolations(page, '/nutrition-premium (analyser, empty)');

  // Text: blank → the 'Input Required' toast; nothing is sent.
  await page.getByRole('button', { name: 'Analyze Meal' }).click();
  await expectToast(page, NUTRITION_MESSAGES.inputRequiredTitle, NUTRITION_MESSAGES.inputRequired);

  // Text: the server fails → 'Analysis Failed' with its message, and the error text.
  await page.route('**/api/nutrition/analyze-premium', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'INTERNAL', message: 'The service is busy. Please try again.' },
      }),
    }),
  );
  await page.getByLabel('What did you eat?').fill('2 eggs and a slice of whole wheat toast');
  await page.getByRole('button', { name: 'Analyze Meal' }).click();
  await expectToast(page, NUTRITION_MESSAGES.analysisFailedTitle, 'The service is busy. Please try again.');
  await page.getByRole('alert').filter({ hasText: NUTRITION_MESSAGES.failedToAnalyze }).waitFor();
  await page.unroute('**/api/nutrition/analyze-premium');

  // Text: analysed from USDA data.
  await page.getByRole('button', { name: 'Analyze Meal' }).click();
  await expectToast(page, NUTRITION_MESSAGES.analysisCompleteTitle, NUTRITION_MESSAGES.analysisComplete);
  await results(page).waitFor();
  const foods = results(page).getByRole('list', { name: 'Foods' }).getByRole('listitem');
  expect(await foods.count()).toBe(2);
  await results(page).getByText('Values from USDA SR24 food composition data.').waitFor();
  await recent(page).getByText('2 eggs and a slice of whole wheat toast').waitFor();
  expect(await page.getByLabel('What did you eat?').inputValue()).toBe('');
  await expectNoSeriousA11yViolations(page, '/nutrition-premium (text result)');

  // Photo: no file → the 'Image Required' toast; a file that is not an image is refused in the browser.
  await page.getByRole('tab', { name: 'Photo' }).click();
  await page.getByRole('button', { name: 'Analyze Photo' }).click();
  await expectToast(page, NUTRITION_MESSAGES.imageRequiredTitle, NUTRITION_MESSAGES.imageRequired);
  const fileInput = page.getByLabel('Photo of a nutrition label');
  await fileInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expectToast(page, NUTRITION_MESSAGES.imageRequiredTitle, NUTRITION_MESSAGES.imageOnly);

  // Photo: a nutrition-facts label read offline.
  const labels = JSON.parse(fs.readFileSync(path.join(LABELS_DIR, 'labels.json'), 'utf8')) as {
    file: string;
    expected: { calories: number };
  }[];
  const label = labels[0];
  if (!label) throw new Error('no label photos in eval/nutrition-labels');
  await fileInput.setInputFiles(path.join(LABELS_DIR, label.file));
  await page.getByRole('img', { name: 'Preview of what you chose to analyze' }).waitFor();
  await page.getByRole('button', { name: 'Analyze Photo' }).click();
  await expectToast(page, NUTRITION_MESSAGES.analysisCompleteTitle);
  await results(page).getByText('Values read from the nutrition label.').waitFor();
  await results(page).getByText(`${label.expected.calories} kcal`, { exact: true }).first().waitFor();
  await recent(page).getByText('Nutrition label').waitFor();
  await expectNoSeriousA11yViolations(page, '/nutrition-premium (label result)');
  expect(pageErrors).toEqual([]);
});

test('a trial user says what they ate; a denied microphone and a missing recording get their toasts', async ({
  baseUrl,
}) => {
  // A fake microphone that Chromium grants without asking.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
    headless: true,
  });
  try {
    const user = await trialUser(baseUrl);

    // Without the external AI service switched on, voice needs the browser's own recognition;
    // headless Chromium has none that works offline, so the page says so before any recording.
    {
      const context = await newContext(browser, baseUrl);
      await context.addInitScript(() => {
        const w = window as unknown as Record<string, unknown>;
        delete w.webkitSpeechRecognition;
        delete w.SpeechRecognition;
      });
      await signedInContext(context, baseUrl, user);
      const page = await context.newPage();
      await openAnalyser(page);
      await page.getByRole('tab', { name: 'Voice' }).click();
      await page.getByText(NUTRITION_MESSAGES.transcriptionUnavailable).waitFor();
      expect(await page.getByRole('button', { name: 'Start Recording' }).count()).toBe(0);
      await context.close();
    }

    await apiCall(baseUrl, user, 'PATCH', '/api/user/privacy', { aiRemoteConsent: true });

    // A denied microphone → 'Recording Failed'.
    {
      const context = await newContext(browser, baseUrl);
      await context.addInitScript(() => {
        navigator.mediaDevices.getUserMedia = () =>
          Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      });
      await signedInContext(context, baseUrl, user);
      const page = await context.newPage();
      await openAnalyser(page);
      await page.getByRole('tab', { name: 'Voice' }).click();
      await page.getByRole('button', { name: 'Start Recording' }).click();
      await expectToast(page, NUTRITION_MESSAGES.recordingFailedTitle, NUTRITION_MESSAGES.recordingFailed);
      await context.close();
    }

    // Record, stop, transcribe on the server, confirm and analyse.
    const context = await newContext(browser, baseUrl);
    await signedInContext(context, baseUrl, user);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openAnalyser(page);
    await page.getByRole('tab', { name: 'Voice' }).click();
    await page.getByRole('button', { name: 'Analyze What I Said' }).click();
    await expectToast(page, NUTRITION_MESSAGES.recordingRequiredTitle, NUTRITION_MESSAGES.recordingRequired);

    await page.getByRole('button', { name: 'Start Recording' }).click();
    await page.getByText(/Recording… \d+s of 30s/).waitFor();
    await expectNoSeriousA11yViolations(page, '/nutrition-premium (recording)');
    // Some sound to send: the counter has passed its first second.
    await page.getByText(/Recording… [1-9]\d*s of 30s/).waitFor();
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await page.getByText('Recorded', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Transcribe Recording' }).click();
    const heard = page.getByLabel('What we heard — correct it if needed');
    await expect.poll(() => heard.inputValue()).toBe('I had two eggs and a slice of toast for breakfast.');
    await page.getByRole('button', { name: 'Analyze What I Said' }).click();
    await expectToast(page, NUTRITION_MESSAGES.analysisCompleteTitle);
    await results(page).waitFor();
    expect(await results(page).getByRole('list', { name: 'Foods' }).getByRole('listitem').count()).toBe(2);
    await recent(page).getByText('Voice', { exact: false }).first().waitFor();
    await expectNoSeriousA11yViolations(page, '/nutrition-premium (voice result)');
    expect(pageErrors).toEqual([]);
    await context.close();
  } finally {
    await browser.close();
  }
});
