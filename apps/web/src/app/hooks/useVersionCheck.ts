import { useEffect } from 'react';
import { siteConfig } from '../../lib/config';
import { notify } from '../../lib/events';
import { t } from '../../lib/i18n';

/** The deployed version from /version.json (served from public/ by the web build), or null. */
export async function fetchDeployedVersion(): Promise<string | null> {
  try {
    const res = await fetch('/version.json', { cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) return null;
    const body = (await res.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

/**
 * Every checkVersionInterval (10 minutes) compare the deployed version with this bundle's; when
 * they differ, tell the shopper once (or reload, per siteConfig.versionMismatch) so nobody
 * keeps running code that talks to an API that has moved on.
 */
export function useVersionCheck(
  current: string = siteConfig.version,
  intervalMs: number = siteConfig.checkVersionInterval,
): void {
  useEffect(() => {
    let announced: string | null = null;
    const check = async () => {
      const deployed = await fetchDeployedVersion();
      if (!deployed || deployed === current || deployed === announced) return;
      announced = deployed;
      if (siteConfig.versionMismatch === 'reload') {
        window.location.reload();
        return;
      }
      notify({
        variant: 'info',
        message: t('version.newAvailable'),
        persist: true,
        action: { label: t('version.update'), onClick: () => window.location.reload() },
      });
    };
    const id = window.setInterval(() => void check(), intervalMs);
    return () => window.clearInterval(id);
  }, [current, intervalMs]);
}
