import { useEffect, useSyncExternalStore } from 'react';

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

// True from just before the browser hydrates the server's HTML until that first render has been
// committed (main.tsx). Parts rendered in that window may keep the server's markup and hydrate
// later (components/ui/lazy-hydration); anything rendered after it renders at once.
let initialHydration = false;

export function startInitialHydration(): void {
  initialHydration = true;
}

export function isInitialHydration(): boolean {
  return initialHydration;
}

/** Rendered last in the hydrated tree: its effect runs once the first render is committed. */
export function InitialHydrationEnd(): null {
  useEffect(() => {
    initialHydration = false;
  }, []);
  return null;
}
