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
 * (docs/product/README.md#rules-that-hold-everywhere). One exception: when the app itself moves to the
 * next page after showing it (saved, then taken home; signed up, then taken to the tour), with no tap,
 * click or key press of the person's since it appeared, it reports the outcome of what led there and
 * stays across that one change of page; it ends at the next.
 */
export function toastsEndingOnNavigation(
  current: readonly Pick<ToastItem, 'id' | 'open' | 'shownAt' | 'survivedNavigation'>[],
  lastInteractionAt: number,
): { close: string[]; keep: string[] } {
  const close: string[] = [];
  const keep: string[] = [];
  for (const item of current) {
    if (!item.open) continue;
    const isAppsOwnMove = lastInteractionAt < item.shownAt;
    if (isAppsOwnMove && !item.survivedNavigation) keep.push(item.id);
    else close.push(item.id);
  }
  return { close, keep };
}

let lastInteractionAt = 0;

/** A tap, click, key press or history step of the person's (the Toaster listens for them). */
export function recordInteraction(at: number = Date.now()): void {
  lastInteractionAt = at;
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
export function endToastsOnNavigation(): void {
  const { close, keep } = toastsEndingOnNavigation(items, lastInteractionAt);
  if (close.length === 0 && keep.length === 0) return;
  setItems(items.map((item) => (keep.includes(item.id) ? { ...item, survivedNavigation: true } : item)));
  for (const id of close) dismissToast(id);
}

/** Removes every toast at once (sign-out, tests). */
export function clearToasts() {
  setItems([]);
  lastInteractionAt = 0;
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
