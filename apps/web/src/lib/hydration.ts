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
 * True on the server and while the browser hydrates the server's HTML, read once without
 * subscribing: for a component that only needs the phase of its first render (a dormant part, a
 * sheet left in the server's head). A subscription would cost each instance a store and effects,
 * and a render again once hydration is over, which such a component does not need (decision 0086).
 */
export function isFirstRenderHydrating(): boolean {
  return !hydrated;
}

/**
 * `test()` once the page has hydrated, false before (on the server and while hydrating), for what
 * only the browser knows (web storage, the screen): the browser's first render then matches the
 * server's. One snapshot, `hydrated && test()`, so the component draws again at the end of
 * hydration only when the answer changes (decision 0086); a subscription to the phase alone drew
 * every user again, even when the answer stayed false (a phone's listing: the wide-screen query;
 * a visitor: the login hint), and its children with it. `test` is not called while hydrating.
 */
export function useHydratedAnd(test: () => boolean): boolean {
  return useSyncExternalStore(subscribe, () => hydrated && test(), serverSnapshot);
}
