import { useEffect } from 'react';

export const APP_NAME = 'Infinite Wellness';
/** The landing page's title; also the static <title> in index.html. */
export const DEFAULT_TITLE = 'Infinite Wellness – AI Health Assistant & Symptom Tracker';

export function pageTitle(title?: string): string {
  return title ? `${title} – ${APP_NAME}` : DEFAULT_TITLE;
}

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
