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

export type ToastItem = ToastOptions & { id: string; open: boolean };

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

/** Removes every toast at once (sign-out, tests). */
export function clearToasts() {
  setItems([]);
}

export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  counter += 1;
  const id = `toast-${counter}`;
  setItems([{ ...options, id, open: true }, ...items].slice(0, TOAST_LIMIT));
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
