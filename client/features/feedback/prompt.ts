import { apiJson } from '@client/api/http';
import type { TFeedbackPromptVisit } from '@contract/feedback';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * The feedback prompt's client side (docs/product/feedback.md#when-the-prompt-opens). The server counts
 * visits and says whether the prompt is due (common/feedback.ts `isFeedbackPromptDue`); the screen
 * adds what only it knows, read here and decided by `mayPromptNow` in common/feedback.ts.
 */

/** Counts this app load as a visit (the server folds loads within 30 minutes into one). */
export function recordVisit(): Promise<TFeedbackPromptVisit> {
  return apiJson<TFeedbackPromptVisit>('POST', '/api/feedback/prompt/visit');
}

/** The prompt was closed, in any way: the server stores this visit as the last prompt. */
export function recordPromptClosed(): Promise<void> {
  return apiJson<void>('POST', '/api/feedback/prompt/closed');
}

let feedbackSentThisLoad = false;

/**
 * Feedback was sent from the page or the widget: the server will not call the prompt due again, and
 * this load stops waiting for a moment to show it.
 */
export function recordFeedbackGiven(): void {
  feedbackSentThisLoad = true;
}

export function wasFeedbackSentThisLoad(): boolean {
  return feedbackSentThisLoad;
}

const TEXT_LIKE_INPUT = /^(text|search|email|tel|url|number|password|date|datetime-local|time|month|week)$/;

/** The focus is in a field the person types into (a chat message, a form). */
export function isTypingIn(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && TEXT_LIKE_INPUT.test(element.type);
}

/** A dialog is on screen: the feedback widget, a confirmation, a chooser. */
export function hasOpenDialog(doc: Document = document): boolean {
  return doc.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null;
}

/**
 * How long the current page has been open and whether the person has typed, ticked or chosen
 * anything on it since (unsaved input: the prompt must not push it aside). Both start again when the
 * page changes. Read through the returned function, so a timer always sees the latest.
 */
export function usePageActivity(): () => { pageOpenForMs: number; hasUnsavedInput: boolean } {
  const [location] = useLocation();
  const openedAt = useRef(Date.now());
  const hasInput = useRef(false);
  const shownLocation = useRef(location);

  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    openedAt.current = Date.now();
    hasInput.current = false;
  }, [location]);

  useEffect(() => {
    const onInput = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      // Only the page's own fields; the feedback dialog's are its own business.
      if (target.closest('main') === null || target.closest('[role="dialog"]') !== null) return;
      hasInput.current = true;
    };
    document.addEventListener('input', onInput, true);
    document.addEventListener('change', onInput, true);
    return () => {
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('change', onInput, true);
    };
  }, []);

  return useCallback(
    () => ({ pageOpenForMs: Date.now() - openedAt.current, hasUnsavedInput: hasInput.current }),
    [],
  );
}
