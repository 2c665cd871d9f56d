import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

/** At most one toast is visible; a new one replaces the old. */
const TOAST_LIMIT = 1;
/** How long a closed toast stays mounted so Radix can finish its exit. */
const REMOVE_DELAY_MS = 1000;

export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
};

export type ToastItem = ToastOptions & {
  id: string;
  open: boolean;
  /** Date.now() when it was shown. */
  shownAt: number;
  /** Whether a change of page has already happened while it was showing. */
  survivedNavigation: boolean;
};

/**
 * A toast belongs to the page it was shown on and ends when the person moves on
 * (docs/product/README.md#rules-that-hold-everywhere). One exception: a toast shown just before the
 * app itself moves to the next page (saved, then taken home; signed up, then taken to the tour) reports
 * the outcome of what led there, so it stays across that first change of page when it is younger than
 * this, and ends at the next one.
 */
export const TOAST_NAVIGATION_GRACE_MS = 2000;

/** What happens to each open toast when the page changes: the ids to close, and those that stay. */
export function toastsEndingOnNavigation(
  current: readonly Pick<ToastItem, 'id' | 'open' | 'shownAt' | 'survivedNavigation'>[],
  now: number,
): { close: string[]; keep: string[] } {
  const close: string[] = [];
  const keep: string[] = [];
  for (const item of current) {
    if (!item.open) continue;
    const isFresh = now - item.shownAt <= TOAST_NAVIGATION_GRACE_MS;
    if (isFresh && !item.survivedNavigation) keep.push(item.id);
    else close.push(item.id);
  }
  return { close, keep };
}

let items: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const noToasts: ToastItem[] = [];

function setItems(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissToast(id?: string) {
  setItems(items.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => {
    setItems(items.filter((item) => item.open || (id !== undefined && item.id !== id)));
  }, REMOVE_DELAY_MS);
}

/** The page changed: closes the toasts that belonged to the page left behind. */
export function endToastsOnNavigation(now: number = Date.now()): void {
  const { close, keep } = toastsEndingOnNavigation(items, now);
  if (close.length === 0 && keep.length === 0) return;
  setItems(items.map((item) => (keep.includes(item.id) ? { ...item, survivedNavigation: true } : item)));
  for (const id of close) dismissToast(id);
}

/** Removes every toast at once (sign-out, tests). */
export function clearToasts() {
  setItems([]);
}

export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  counter += 1;
  const id = `toast-${counter}`;
  const shown: ToastItem = { ...options, id, open: true, shownAt: Date.now(), survivedNavigation: false };
  setItems([shown, ...items].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function useToast() {
  const toasts = useSyncExternalStore(
    subscribe,
    () => items,
    () => noToasts,
  );
  return { toasts, toast, dismiss: dismissToast };
}
