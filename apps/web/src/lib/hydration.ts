import { useSyncExternalStore } from 'react';

/**
 * Whether the page's first render is over: false on the server and while the browser hydrates
 * the server's HTML, true after (and from the start in a page the browser renders alone). A part
 * whose hydration was put off (HydrateWhenVisible) hydrates later in a render of its own: `late`
 * counts those renders, which read as hydrating too, so they draw what the server drew.
 *
 * A store of our own rather than useSyncExternalStore's server snapshot: Preact's compatibility
 * layer (decision 0077) reads only the client snapshot, on the server and while hydrating
 * alike, so the phase must be in the snapshot itself. src/main.tsx marks the hydration.
 */
let hydrated = typeof document !== 'undefined';
let late = 0;
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
  return !hydrated || late > 0;
}

/**
 * Called as a part put off by HydrateWhenVisible starts hydrating the server's HTML (in its
 * render): what renders until the current task's synchronous work is over (that render and its
 * commit) reads as hydrating, so it draws what the server drew. A microtask ends the window
 * rather than the part's commit, so no error or unmount midway can leave the page reading as
 * hydrating for good; then the subscribers are told, as at the end of the page's hydration, and
 * those whose answer changed draw the browser's (decision 0087).
 */
export function lateHydrationStarts(): void {
  late++;
  queueMicrotask(() => {
    late--;
    if (late === 0) for (const listener of listeners) listener();
  });
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
  return useSyncExternalStore(subscribe, () => hydrated && late === 0 && test(), serverSnapshot);
}
