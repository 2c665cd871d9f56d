// @vitest-environment jsdom

import { prepareDomEnvironment, resetBrowserState } from '@client/test-utils';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderElement, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LandingPage } from './landing-page';

// Other trial terms than the product's: what the page says must come from the server's constants.
vi.mock('@contract/subscription', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@contract/subscription')>();
  return {
    ...actual,
    TRIAL_DAYS: 21,
    TRIAL_LIMITS: { ...actual.TRIAL_LIMITS, nutritionAnalysis: 4, waterTracking: 12, fastingTracking: 3 },
  };
});

/** The page's SEO Magic box uses the app's query client. */
const render = (element: ReactElement) =>
  renderElement(<QueryClientProvider client={new QueryClient()}>{element}</QueryClientProvider>);

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

describe('landing page offer', () => {
  it('states the trial length and each feature’s trial allowance from the trial constants', () => {
    const view = render(<LandingPage />);
    const premium = within(view.getByRole('region', { name: 'Infinite Wellness Premium' }));
    expect(premium.getByText(/^Try Premium free for 21 days, with a set number of uses/)).toBeTruthy();
    expect(premium.getByText('4 nutrition analyses in the free trial, unlimited with Premium')).toBeTruthy();
    expect(premium.getByText('12 water entries in the free trial, unlimited with Premium')).toBeTruthy();
    expect(premium.getByText('3 fasts in the free trial, unlimited with Premium')).toBeTruthy();
    expect(premium.getByRole('link', { name: 'Start 21-Day Free Trial' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(view.getByText('Free plan, no credit card needed. Includes a 21-day premium trial.')).toBeTruthy();
  });

  it('promises no unlimited trial and no feature that does not exist', () => {
    const view = render(<LandingPage />);
    const text = view.getByRole('region', { name: 'Infinite Wellness Premium' }).textContent ?? '';
    expect(text).not.toMatch(/Unlimited AI nutrition|every premium feature|Cancel any time/i);
    expect(text).not.toMatch(/predictive|telehealth|meal plans/i);
    expect(text).not.toContain('30');
  });
});
