import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { providerSignupPayload } from '../server/features/provider-signup/testing';
import { checkInPayload, symptomPayload } from '../server/test/factories';
import {
  apiAs,
  expect,
  expectNoSeriousA11yViolations,
  newContext,
  PHONE_VIEWPORT,
  signedInContext,
  signInAdminViaApi,
  signInViaApi,
  signUpViaApi,
  test,
} from './fixtures';

/**
 * The main screens at phone width in the light and the dark theme (docs/design.md): each is
 * readable by axe in both schemes, uses the self-hosted font, and is saved to reports/screens/ for
 * a person to look at. The user has a check-in with a high stress and a high energy, and a severe
 * symptom, so the metric colours have something to show.
 */

const SCREENS_DIR = path.resolve(import.meta.dirname, '../reports/screens');

const SCREENS = [
  { name: 'home', path: '/', heading: /^Good (morning|afternoon|evening), / },
  { name: 'symptoms', path: '/symptoms', heading: 'Symptom Tracking' },
  { name: 'chat', path: '/chat', heading: 'AI Health Assistant' },
  { name: 'nutrition', path: '/nutrition-premium', heading: 'Premium Nutrition Assistant' },
  { name: 'community', path: '/community', heading: 'Community' },
  { name: 'practitioners', path: '/practitioners', heading: 'Find Practitioners' },
  { name: 'profile', path: '/profile', heading: 'Profile' },
  { name: 'insights', path: '/insights', heading: 'Wellness Insights' },
  { name: 'journey', path: '/wellness-journey', heading: 'Your Wellness Journey' },
  { name: 'progress', path: '/progress', heading: 'Your Progress' },
  { name: 'achievements', path: '/achievements', heading: 'Achievements' },
  { name: 'exercise', path: '/exercise-plans', heading: 'Exercise Plans' },
  { name: 'success-stories', path: '/success-stories', heading: 'Success Stories' },
  { name: 'shop', path: '/wellness-shop', heading: 'Wellness Shop' },
  { name: 'library', path: '/wellness-library', heading: 'Wellness Library' },
  {
    name: 'article',
    path: '/wellness-library/pacing-and-the-energy-envelope',
    heading: 'Pacing and the energy envelope',
  },
  { name: 'challenges', path: '/wellness-challenges', heading: 'Wellness Challenges' },
  { name: 'premium', path: '/premium', heading: 'Premium' },
  { name: 'checkout', path: '/checkout', heading: 'Checkout' },
] as const;

/** The page background each scheme's `surface` token gives the body. */
const SURFACE = { light: 'rgb(248, 250, 252)', dark: 'rgb(11, 17, 32)' } as const;

test('the main screens are readable in the light and the dark theme, in the self-hosted font', async ({
  browser,
  baseUrl,
}) => {
  await mkdir(SCREENS_DIR, { recursive: true });
  const user = await signUpViaApi(baseUrl);
  expect((await apiAs(baseUrl, user, 'POST', '/api/premium/start-trial')).status).toBeLessThan(300);
  const checkIn = checkInPayload({ stress: 8, energy: 8, mood: 5, fatigueLevel: 2, sleepQuality: 5.5 });
  expect((await apiAs(baseUrl, user, 'POST', '/api/health-metrics', checkIn)).status).toBe(201);
  expect((await apiAs(baseUrl, user, 'POST', '/api/symptoms', symptomPayload({ severity: 8 }))).status).toBe(
    201,
  );

  await shootScreens(browser, baseUrl, user, SCREENS);
}, 240_000);

type Screen = { name: string; path: string; heading: string | RegExp };

/** Opens each screen as `user` in both schemes, checks it and saves its screenshot. */
async function shootScreens(
  browser: Parameters<typeof newContext>[0],
  baseUrl: string,
  user: Awaited<ReturnType<typeof signUpViaApi>>,
  screens: readonly Screen[],
) {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await newContext(browser, baseUrl, { colorScheme, viewport: PHONE_VIEWPORT });
    try {
      await signedInContext(context, baseUrl, user);
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      for (const screen of screens) {
        await page.goto(screen.path);
        await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor({ state: 'visible' });
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);

        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), screen.name).toBe(
          SURFACE[colorScheme],
        );
        expect(
          await page.evaluate(() => document.fonts.check('16px "Inter Variable"')),
          `${screen.name}: Inter loaded`,
        ).toBe(true);
        const file = path.join(SCREENS_DIR, `${screen.name}-${colorScheme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        expect((await stat(file)).size, file).toBeGreaterThan(0);
        await expectNoSeriousA11yViolations(page, `${screen.path} (${colorScheme} first)`);
      }
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }
}

/** The practice side's screens, as a practitioner who has just signed up sees them. */
const PRACTICE_SCREENS = [
  { name: 'provider-dashboard', path: '/provider-dashboard', heading: 'Provider Dashboard' },
  { name: 'practitioner-profile', path: '/practitioner-profile', heading: 'Practitioner Profile' },
  { name: 'practice-settings', path: '/practitioner-settings', heading: 'Practice Settings' },
  {
    name: 'provider-landing',
    path: '/provider-landing',
    heading: 'Grow Your Practice with Infinite Wellness',
  },
] as const;

test('the practice screens are readable in the light and the dark theme', async ({ browser, baseUrl }) => {
  await mkdir(SCREENS_DIR, { recursive: true });
  const signup = providerSignupPayload();
  const created = await fetch(`${baseUrl}/api/providers/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(signup),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  await shootScreens(browser, baseUrl, await signInViaApi(baseUrl, signup), PRACTICE_SCREENS);
}, 180_000);

/** The admin tools (docs/product/admin.md), seen by an admin signed in with the second factor. */
const ADMIN_SCREENS = [
  { name: 'admin-menu', path: '/admin', heading: 'Admin' },
  { name: 'analytics-dashboard', path: '/analytics-dashboard', heading: 'Analytics Dashboard' },
  { name: 'ab-testing', path: '/ab-testing-dashboard', heading: 'A/B Testing Dashboard' },
  { name: 'admin-email-setup', path: '/admin-email-setup', heading: 'Daily Email Reports' },
  { name: 'seo-optimizer', path: '/seo-optimizer', heading: 'SEO Magic Studio' },
  { name: 'community-reports', path: '/admin/community-reports', heading: 'Community Reports' },
  { name: 'feedback-queue', path: '/admin/feedback', heading: 'Feedback' },
] as const;

test('the admin screens are readable in the light and the dark theme', async ({ browser, baseUrl }) => {
  await mkdir(SCREENS_DIR, { recursive: true });
  await shootScreens(browser, baseUrl, await signInAdminViaApi(baseUrl), ADMIN_SCREENS);
}, 180_000);
