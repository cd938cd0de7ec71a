import { useEffect } from 'react';
import { siteConfig } from '../../lib/config';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Cart and payment pages keep their state: a reload there could lose a checkout in progress. */
export function isReloadExcluded(
  pathname: string,
  excluded: readonly string[] = siteConfig.reloadExcludedPaths,
): boolean {
  // '/cart' itself counts as '/cart/'.
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return excluded.some((p) => path.startsWith(p));
}

export function shouldReload(
  idleMs: number,
  pathname: string,
  reloadAfterMillis: number = siteConfig.reloadAfterMillis,
): boolean {
  return idleMs > reloadAfterMillis && !isReloadExcluded(pathname);
}

/**
 * Spec section 4: when the shopper comes back after more than reloadAfterMillis (30 minutes)
 * without activity, reload so prices, slots and the session are fresh. The check runs on the
 * first interaction or when the tab becomes visible again, so nobody's page jumps under them
 * while they read.
 */
export function useInactivityReload(reload: () => void = () => window.location.reload()): void {
  useEffect(() => {
    let lastActive = Date.now();
    const check = () => {
      const now = Date.now();
      if (shouldReload(now - lastActive, window.location.pathname)) reload();
      else lastActive = now;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    ACTIVITY_EVENTS.forEach((e) => window.addEventListener(e, check, { passive: true, capture: true }));
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      ACTIVITY_EVENTS.forEach((e) => window.removeEventListener(e, check, { capture: true }));
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [reload]);
}
