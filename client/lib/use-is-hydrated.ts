import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False during the server render and while hydrating prerendered HTML, true afterwards. Forms keep
 * their submit button disabled until then, so nothing is submitted natively before React handles it.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
