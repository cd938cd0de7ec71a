import type { Store } from '@spesa/domain';

export interface Place {
  label: string;
  latitude: number;
  longitude: number;
}

const norm = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function centre(stores: Store[], label: string): Place | null {
  const located = stores.filter((s) => s.latitude !== null && s.longitude !== null);
  if (located.length === 0) return null;
  const lat = located.reduce((sum, s) => sum + (s.latitude ?? 0), 0) / located.length;
  const lon = located.reduce((sum, s) => sum + (s.longitude ?? 0), 0) / located.length;
  return { label, latitude: Math.round(lat * 1000) / 1000, longitude: Math.round(lon * 1000) / 1000 };
}

/**
 * Resolves a typed town or CAP to a point using the stores' own addresses: the shop has no
 * geocoding service (and the demo runs offline). Exact CAP or town first, then the CAP's first
 * three digits (same postal area), then the province sigla; null when nothing matches.
 */
export function resolvePlace(stores: Store[], typed: string): Place | null {
  const q = norm(typed);
  if (!q) return null;
  const label = typed.trim();
  if (/^\d{4,5}$/.test(q)) {
    const cap = q.padStart(5, '0');
    const exact = stores.filter((s) => s.postalcode === cap);
    if (exact.length) return centre(exact, label);
    const area = stores.filter((s) => s.postalcode?.slice(0, 3) === cap.slice(0, 3));
    return area.length ? centre(area, label) : null;
  }
  const town = stores.filter((s) => norm(s.city) === q);
  if (town.length) return centre(town, label);
  const partial = stores.filter((s) => norm(s.city).startsWith(q) || norm(s.name).includes(q));
  if (partial.length) return centre(partial, label);
  const province = stores.filter((s) => norm(s.province) === q);
  return province.length ? centre(province, label) : null;
}

/** ISO weekday (1 Monday ... 7 Sunday) in the shop's time zone. */
export function romeWeekday(now: Date = new Date()): number {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'Europe/Rome' }).format(now);
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name) + 1;
}
