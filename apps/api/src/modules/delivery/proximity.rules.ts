/**
 * Distances for the store locator and the pickup lists. Haversine on a sphere of the Earth's mean
 * radius: within 0.5 % of the ellipsoidal distance, far below what matters for "which store is
 * nearest" at town scale, and it needs no database extension on either dialect.
 */
export interface Point {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function haversineMeters(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

interface Located {
  latitude: number | null;
  longitude: number | null;
}

/**
 * The items with a location, each with its whole-metre distance from `from`, nearest first (ties
 * keep their order); with `maxMeters`, only those within it.
 */
export function nearestFirst<T extends Located>(
  items: readonly T[],
  from: Point,
  maxMeters?: number,
): Array<T & { distance: number }> {
  const withDistance: Array<T & { distance: number }> = [];
  for (const item of items) {
    if (item.latitude === null || item.longitude === null) continue;
    const distance = Math.round(
      haversineMeters(from, { latitude: item.latitude, longitude: item.longitude }),
    );
    if (maxMeters === undefined || distance <= maxMeters) withDistance.push({ ...item, distance });
  }
  return withDistance.sort((a, b) => a.distance - b.distance);
}

/**
 * Every item, nearest first from `from` (each located one with its whole-metre distance), those
 * without a location after them in their own order: for lists sorted, not filtered, by distance.
 */
export function byDistance<T extends Located>(
  items: readonly T[],
  from: Point,
): Array<T & { distance?: number }> {
  const located = nearestFirst(items, from);
  return [...located, ...items.filter((i) => i.latitude === null || i.longitude === null)];
}
