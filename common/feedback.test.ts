import { FEEDBACK_PROMPT } from '@contract/feedback';
import { describe, expect, it } from 'vitest';
import {
  type FeedbackPromptAccount,
  type FeedbackPromptMoment,
  isFeedbackPromptDue,
  isQuietPath,
  mayPromptNow,
  ratingLabel,
} from './feedback';

describe('ratingLabel', () => {
  it('labels the ratings 5 Excellent! to 1 Poor', () => {
    expect(ratingLabel(5)).toBe('Excellent!');
    expect(ratingLabel(0)).toBeUndefined();
  });
});

const HOUR = 60 * 60 * 1000;
const signedUpAt = new Date('2026-11-20T09:00:00Z');
const dayLater = new Date(signedUpAt.getTime() + 24 * HOUR);

function account(change: Partial<FeedbackPromptAccount> = {}): FeedbackPromptAccount {
  return { visitCount: 5, lastPromptVisit: null, feedbackGiven: false, signedUpAt, now: dayLater, ...change };
}

describe('isFeedbackPromptDue', () => {
  it('uses the product’s numbers: the fifth visit, a day after sign-up, 10 visits apart', () => {
    expect(FEEDBACK_PROMPT.minVisits).toBe(5);
    expect(FEEDBACK_PROMPT.minAccountAgeMs).toBe(24 * HOUR);
    expect(FEEDBACK_PROMPT.minVisitsBetween).toBe(10);
  });

  it('is due on the fifth visit a day after sign-up', () => {
    expect(isFeedbackPromptDue(account())).toBe(true);
  });

  it.each([0, 1, 2, 3, 4])('is not due on visit %i', (visitCount) => {
    expect(isFeedbackPromptDue(account({ visitCount }))).toBe(false);
  });

  it('is not due within a day of sign-up, however many visits (the prompt 2.5 minutes in)', () => {
    const soon = new Date(signedUpAt.getTime() + 150_000);
    expect(isFeedbackPromptDue(account({ visitCount: 40, now: soon }))).toBe(false);
    expect(isFeedbackPromptDue(account({ now: new Date(dayLater.getTime() - 1) }))).toBe(false);
  });

  it('stays due on later visits until it was shown once', () => {
    expect(isFeedbackPromptDue(account({ visitCount: 7 }))).toBe(true);
  });

  it('waits 10 visits after the last prompt', () => {
    expect(isFeedbackPromptDue(account({ visitCount: 14, lastPromptVisit: 5 }))).toBe(false);
    expect(isFeedbackPromptDue(account({ visitCount: 15, lastPromptVisit: 5 }))).toBe(true);
    expect(isFeedbackPromptDue(account({ visitCount: 5, lastPromptVisit: 5 }))).toBe(false);
  });

  it('treats a last prompt above the visit count as none', () => {
    expect(isFeedbackPromptDue(account({ visitCount: 6, lastPromptVisit: 40 }))).toBe(true);
  });

  it('is never due once feedback was given', () => {
    expect(isFeedbackPromptDue(account({ feedbackGiven: true }))).toBe(false);
    expect(isFeedbackPromptDue(account({ visitCount: 100, lastPromptVisit: 5, feedbackGiven: true }))).toBe(
      false,
    );
  });
});

describe('mayPromptNow', () => {
  const calm: FeedbackPromptMoment = {
    due: true,
    path: '/progress',
    pageOpenForMs: FEEDBACK_PROMPT.pageSettledMs,
    hasUnsavedInput: false,
    isTyping: false,
    hasOpenDialog: false,
  };

  it('may prompt when due, on a settled page, with nothing going on', () => {
    expect(mayPromptNow(calm)).toBe(true);
  });

  it('never prompts when not due', () => {
    expect(mayPromptNow({ ...calm, due: false })).toBe(false);
  });

  it('never lands on a page opened in the last few seconds', () => {
    expect(mayPromptNow({ ...calm, pageOpenForMs: FEEDBACK_PROMPT.pageSettledMs - 1 })).toBe(false);
    expect(mayPromptNow({ ...calm, pageOpenForMs: 0 })).toBe(false);
  });

  it('never interrupts unsaved input, typing or an open dialog', () => {
    expect(mayPromptNow({ ...calm, hasUnsavedInput: true })).toBe(false);
    expect(mayPromptNow({ ...calm, isTyping: true })).toBe(false);
    expect(mayPromptNow({ ...calm, hasOpenDialog: true })).toBe(false);
  });

  it.each([
    '/feedback',
    '/onboarding',
    '/onboarding-tour',
    '/premium',
    '/premium-trial',
    '/checkout',
    '/provider-signup',
  ])('never opens over a flow: %s', (path) => {
    expect(mayPromptNow({ ...calm, path })).toBe(false);
  });

  it('matches a flow and its sub-pages, not look-alike paths', () => {
    expect(isQuietPath('/onboarding-tour/step-2')).toBe(true);
    expect(isQuietPath('/premiumish')).toBe(false);
    expect(isQuietPath('/')).toBe(false);
    expect(isQuietPath('/symptoms')).toBe(false);
  });
});
