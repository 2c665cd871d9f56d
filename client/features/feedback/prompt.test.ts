// @vitest-environment jsdom

import { STORAGE_KEYS } from '@client/lib/storage';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FEEDBACK_PROMPT,
  readFeedbackPromptState,
  recordFeedbackGiven,
  recordPromptClosed,
  recordVisit,
  shouldShowFeedbackPrompt,
} from './prompt';

const never = { lastPrompt: null, feedbackGiven: false };

describe('shouldShowFeedbackPrompt', () => {
  it('uses the product’s numbers: 3 s, visit 3, multiples of 10, 10 visits apart', () => {
    expect(FEEDBACK_PROMPT).toEqual({
      delayMs: 3000,
      firstVisit: 3,
      visitMultiple: 10,
      minVisitsBetween: 10,
    });
  });

  it('prompts on visit 3 when never prompted', () => {
    expect(shouldShowFeedbackPrompt({ visitCount: 3, ...never })).toBe(true);
  });

  it.each([0, 1, 2])('does not prompt on visit %i', (visitCount) => {
    expect(shouldShowFeedbackPrompt({ visitCount, ...never })).toBe(false);
  });

  it.each([4, 5, 6, 7, 8, 9])('does not prompt on visit %i', (visitCount) => {
    expect(shouldShowFeedbackPrompt({ visitCount, ...never })).toBe(false);
  });

  it('prompts on visit 10 when never prompted', () => {
    expect(shouldShowFeedbackPrompt({ visitCount: 10, ...never })).toBe(true);
  });

  it('does not prompt on visit 10 when the last prompt was on visit 3 (only 7 visits since)', () => {
    expect(shouldShowFeedbackPrompt({ visitCount: 10, lastPrompt: 3, feedbackGiven: false })).toBe(false);
  });

  it.each([11, 13, 15, 19, 21, 25, 33])(
    'does not prompt on visit %i (not a multiple of 10)',
    (visitCount) => {
      expect(shouldShowFeedbackPrompt({ visitCount, ...never })).toBe(false);
      expect(shouldShowFeedbackPrompt({ visitCount, lastPrompt: 3, feedbackGiven: false })).toBe(false);
    },
  );

  it('prompts on visit 20 after a last prompt on visit 10 (exactly 10 visits since)', () => {
    expect(shouldShowFeedbackPrompt({ visitCount: 20, lastPrompt: 10, feedbackGiven: false })).toBe(true);
  });

  it('prompts on visit 20 after a last prompt on visit 3', () => {
    expect(shouldShowFeedbackPrompt({ visitCount: 20, lastPrompt: 3, feedbackGiven: false })).toBe(true);
  });

  it('does not prompt again on the visit it was last closed on', () => {
    expect(shouldShowFeedbackPrompt({ visitCount: 20, lastPrompt: 20, feedbackGiven: false })).toBe(false);
    expect(shouldShowFeedbackPrompt({ visitCount: 3, lastPrompt: 3, feedbackGiven: false })).toBe(false);
  });

  it('prompts on every later multiple of 10 once 10 visits have passed', () => {
    for (const visitCount of [30, 40, 100, 1000]) {
      expect(
        shouldShowFeedbackPrompt({ visitCount, lastPrompt: visitCount - 10, feedbackGiven: false }),
      ).toBe(true);
      expect(shouldShowFeedbackPrompt({ visitCount, lastPrompt: visitCount - 9, feedbackGiven: false })).toBe(
        false,
      );
    }
  });

  it('treats a last prompt above the visit count (a reset counter) as never prompted', () => {
    expect(shouldShowFeedbackPrompt({ visitCount: 3, lastPrompt: 40, feedbackGiven: false })).toBe(true);
  });

  it('never prompts after feedback was given', () => {
    for (const visitCount of [3, 10, 20, 30, 100]) {
      expect(shouldShowFeedbackPrompt({ visitCount, lastPrompt: null, feedbackGiven: true })).toBe(false);
      expect(shouldShowFeedbackPrompt({ visitCount, lastPrompt: visitCount - 10, feedbackGiven: true })).toBe(
        false,
      );
    }
  });
});

describe('the prompt’s browser storage', () => {
  afterEach(() => window.localStorage.clear());

  it('starts at zero visits, never prompted, no feedback given', () => {
    expect(readFeedbackPromptState()).toEqual({ visitCount: 0, lastPrompt: null, feedbackGiven: false });
  });

  it('counts visits, stores the visit count as the last prompt on close, and the feedback given', () => {
    expect(recordVisit()).toBe(1);
    expect(recordVisit()).toBe(2);
    expect(recordVisit()).toBe(3);
    expect(window.localStorage.getItem(STORAGE_KEYS.feedbackVisitCount)).toBe('3');
    recordPromptClosed();
    expect(window.localStorage.getItem(STORAGE_KEYS.feedbackLastPrompt)).toBe('3');
    recordFeedbackGiven();
    expect(readFeedbackPromptState()).toEqual({ visitCount: 3, lastPrompt: 3, feedbackGiven: true });
  });

  it('reads damaged values as absent', () => {
    window.localStorage.setItem(STORAGE_KEYS.feedbackVisitCount, 'banana');
    window.localStorage.setItem(STORAGE_KEYS.feedbackLastPrompt, '-4');
    window.localStorage.setItem(STORAGE_KEYS.feedbackGiven, 'yes');
    expect(readFeedbackPromptState()).toEqual({ visitCount: 0, lastPrompt: null, feedbackGiven: false });
    expect(recordVisit()).toBe(1);
  });
});
