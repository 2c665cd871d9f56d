export const DISCUSSIONS_HEADING_ID = 'discussions-title';

/** After the focused control disappears (a deleted item), keep keyboard users in place. */
export function focusById(id: string): void {
  // After the refreshed list has rendered.
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
