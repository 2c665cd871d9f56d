import { readFlag, STORAGE_KEYS, writeFlag } from '@client/lib/storage';

/**
 * The feedback prompt for signed-in users (docs/product/feedback.md#when-the-prompt-opens). A visit counter
 * increments on each app load; the prompt appears after 3 s on visit 3, or on a visit above 3 that is a
 * multiple of 10, when at least 10 visits have passed since the last prompt and feedback has not been given.
 */
export const FEEDBACK_PROMPT = {
  delayMs: 3000,
  firstVisit: 3,
  visitMultiple: 10,
  minVisitsBetween: 10,
} as const;

export type FeedbackPromptState = {
  visitCount: number;
  /** The visit count stored when the prompt was last closed; null when never prompted. */
  lastPrompt: number | null;
  feedbackGiven: boolean;
};

export function shouldShowFeedbackPrompt({
  visitCount,
  lastPrompt,
  feedbackGiven,
}: FeedbackPromptState): boolean {
  if (feedbackGiven) return false;
  const isPromptVisit =
    visitCount === FEEDBACK_PROMPT.firstVisit ||
    (visitCount > FEEDBACK_PROMPT.firstVisit && visitCount % FEEDBACK_PROMPT.visitMultiple === 0);
  if (!isPromptVisit) return false;
  // Never prompted, or a last prompt from a counter that was since reset: allowed.
  if (lastPrompt === null || lastPrompt > visitCount) return true;
  return visitCount - lastPrompt >= FEEDBACK_PROMPT.minVisitsBetween;
}

function readCount(key: typeof STORAGE_KEYS.feedbackVisitCount | typeof STORAGE_KEYS.feedbackLastPrompt) {
  const raw = readFlag(key);
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

export function readFeedbackPromptState(): FeedbackPromptState {
  return {
    visitCount: readCount(STORAGE_KEYS.feedbackVisitCount) ?? 0,
    lastPrompt: readCount(STORAGE_KEYS.feedbackLastPrompt),
    feedbackGiven: readFlag(STORAGE_KEYS.feedbackGiven) === 'true',
  };
}

/** Adds one visit and returns the new count. */
export function recordVisit(): number {
  const next = (readCount(STORAGE_KEYS.feedbackVisitCount) ?? 0) + 1;
  writeFlag(STORAGE_KEYS.feedbackVisitCount, String(next));
  return next;
}

let visitOfThisLoad: number | undefined;

/**
 * Counts this page load once, however often the signed-in shell mounts (StrictMode, sign-out and
 * back in): the counter is of app loads, not of renders.
 */
export function countThisLoadOnce(): number {
  visitOfThisLoad ??= recordVisit();
  return visitOfThisLoad;
}

/** Closing the prompt stores the current visit count as the last prompt. */
export function recordPromptClosed(): void {
  writeFlag(STORAGE_KEYS.feedbackLastPrompt, String(readFeedbackPromptState().visitCount));
}

/** Any successful feedback (widget or page) ends the prompts for this browser. */
export function recordFeedbackGiven(): void {
  writeFlag(STORAGE_KEYS.feedbackGiven, 'true');
}
