import { useSyncExternalStore } from 'react';

/**
 * Whether the page's first render is over: false on the server and while the browser hydrates
 * the server's HTML, true after (and from the start in a page the browser renders alone).
 *
 * A store of our own rather than useSyncExternalStore's server snapshot: Preact's compatibility
 * layer (decision 0077) reads only the client snapshot, on the server and while hydrating
 * alike, so the phase must be in the snapshot itself. src/main.tsx marks the hydration.
 */
let hydrated = typeof document !== 'undefined';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => hydrated;
const serverSnapshot = () => false;

/** Runs `render` (a synchronous hydration of the server's HTML) as the first render. */
export function hydrating(render: () => void): void {
  hydrated = false;
  try {
    render();
  } finally {
    hydrated = true;
    for (const listener of listeners) listener();
  }
}

/**
 * False while the server renders a page and while the browser hydrates that HTML, true after
 * (and from the start in a page the browser renders alone). What only the browser knows (web
 * storage: cookie choice, the 'logged in' hint) waits for true, so the first client render
 * matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
