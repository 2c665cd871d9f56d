import { FEEDBACK_PROMPT, RATING_LABELS } from '../contract/feedback';

/** The feedback widget's rating label (docs/product/feedback.md). */

export function ratingLabel(rating: number): string | undefined {
  return RATING_LABELS[rating as keyof typeof RATING_LABELS];
}

/** The account's side of the feedback prompt, as the server keeps it. */
export type FeedbackPromptAccount = {
  /** Visits counted so far, this one included. */
  visitCount: number;
  /** The visit count when the prompt was last closed; null when never prompted. */
  lastPromptVisit: number | null;
  /** Any feedback sent, from the page or the widget, ends the prompts. */
  feedbackGiven: boolean;
  signedUpAt: Date;
  now: Date;
};

/**
 * Whether the prompt is due for the account (docs/product/feedback.md#when-the-prompt-opens): never
 * after feedback was given; the first time on the fifth visit or later and at least a day after
 * sign-up; after that, at least 10 visits after the last prompt (a last prompt above the count, from
 * a counter since reset, counts as none).
 */
export function isFeedbackPromptDue(account: FeedbackPromptAccount): boolean {
  if (account.feedbackGiven) return false;
  if (account.visitCount < FEEDBACK_PROMPT.minVisits) return false;
  if (account.now.getTime() - account.signedUpAt.getTime() < FEEDBACK_PROMPT.minAccountAgeMs) return false;
  const last = account.lastPromptVisit;
  if (last === null || last > account.visitCount) return true;
  return account.visitCount - last >= FEEDBACK_PROMPT.minVisitsBetween;
}

/**
 * Screens where the person is in the middle of something (sign-up, onboarding, the tour, a purchase
 * or trial start, the feedback page itself): the prompt never opens over them, nor over anything
 * under them.
 */
export const FEEDBACK_PROMPT_QUIET_PATHS: readonly string[] = [
  '/feedback',
  '/onboarding',
  '/onboarding-tour',
  '/premium',
  '/premium-trial',
  '/nutrition-premium',
  '/checkout',
  '/payment-success',
  '/provider-signup',
  '/signup',
  '/signin',
  '/forgot-password',
  '/reset-password',
  '/admin-login',
];

export function isQuietPath(path: string): boolean {
  return FEEDBACK_PROMPT_QUIET_PATHS.some((quiet) => path === quiet || path.startsWith(`${quiet}/`));
}

/** What the screen looks like at the moment the prompt would open. */
export type FeedbackPromptMoment = {
  /** The server said the prompt is due for this visit. */
  due: boolean;
  /** The current address's path. */
  path: string;
  /** How long the current page has been open. */
  pageOpenForMs: number;
  /** Typed into a field not yet sent or saved on this page. */
  hasUnsavedInput: boolean;
  /** The focus is in a field (typing, a chat message being composed). */
  isTyping: boolean;
  /** A dialog is open (the feedback widget included). */
  hasOpenDialog: boolean;
};

/** Whether the prompt may open at this moment; the client asks again every second until it may. */
export function mayPromptNow(moment: FeedbackPromptMoment): boolean {
  return (
    moment.due &&
    !isQuietPath(moment.path) &&
    moment.pageOpenForMs >= FEEDBACK_PROMPT.pageSettledMs &&
    !moment.hasUnsavedInput &&
    !moment.isTyping &&
    !moment.hasOpenDialog
  );
}
