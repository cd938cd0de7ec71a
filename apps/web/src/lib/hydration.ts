import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that HTML, true after
 * (and from the start in a page the browser renders alone). What only the browser knows (web
 * storage: cookie choice, the 'logged in' hint) waits for true, so the first client render
 * matches the server's HTML and React reports no hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
