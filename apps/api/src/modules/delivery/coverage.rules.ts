/**
 * Home delivery coverage (decision 0011). Coverage comes from the zones table (CAP ranges per
 * province, each zone served by a store); plausibility comes from the reference data below. An
 * address is:
 * - refused when its province has no zone, or its CAP is in no zone (not covered);
 * - accepted with a warning when the CAP does not belong to its province or to its town (not
 *   validated: the customer may save it anyway);
 * - accepted otherwise.
 */
import { CAP_RANGES_BY_PROVINCE, PROVINCE_TOWN, TOWNS } from './coverage.towns.js';

export interface ZoneCapRange {
  zoneId: number;
  storeId: number;
  province: string;
  capFrom: string;
  capTo: string;
}

export interface PlaceInput {
  city: string;
  province: string;
  postalcode: string;
}

export type Coverage =
  | { covered: false; reason: 'province' | 'cap' }
  | { covered: true; zoneId: number; storeId: number; validated: true }
  | { covered: true; zoneId: number; storeId: number; validated: false; problem: 'province' | 'city' };

/** Lower case, no accents or apostrophes, single spaces: 'Cantù' and "cantu'" are the same town. */
export function normalizeTown(city: string): string {
  return city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const inRange = (cap: string, from: string, to: string) => cap.length === 5 && cap >= from && cap <= to;

/** The zone whose ranges contain the CAP (Italian CAPs have 5 digits; a 4-digit one is never covered). */
export function zoneOfCap(ranges: readonly ZoneCapRange[], cap: string): ZoneCapRange | undefined {
  return ranges.find((r) => inRange(cap, r.capFrom, r.capTo));
}

/** Does the CAP fit the province and, for a town we know, the town? */
export function plausibility(place: PlaceInput): 'ok' | 'province' | 'city' {
  const provinceRanges = CAP_RANGES_BY_PROVINCE[place.province];
  if (provinceRanges && !provinceRanges.some(([from, to]) => inRange(place.postalcode, from, to))) {
    return 'province';
  }
  const town = TOWNS.find((t) => t.province === place.province && t.name === normalizeTown(place.city));
  if (town && !inRange(place.postalcode, town.capFrom, town.capTo)) return 'city';
  return 'ok';
}

export function assessCoverage(ranges: readonly ZoneCapRange[], place: PlaceInput): Coverage {
  if (!ranges.some((r) => r.province === place.province)) return { covered: false, reason: 'province' };
  const zone = zoneOfCap(ranges, place.postalcode);
  if (!zone) return { covered: false, reason: 'cap' };
  const problem = plausibility(place);
  const served = { covered: true as const, zoneId: zone.zoneId, storeId: zone.storeId };
  return problem === 'ok' ? { ...served, validated: true } : { ...served, validated: false, problem };
}

/** The Italian message of a refusal or a warning. */
export function coverageMessage(c: Coverage, place: PlaceInput): string | null {
  if (!c.covered) {
    const where =
      c.reason === 'province' ? `nella provincia di ${place.province}` : `per il CAP ${place.postalcode}`;
    return `Ci dispiace, la consegna a domicilio non è ancora attiva ${where}. Puoi chiederci di attivarla per il tuo indirizzo.`;
  }
  if (c.validated) return null;
  const what = c.problem === 'province' ? `alla provincia ${place.province}` : `al comune di ${place.city}`;
  return `Non è stato possibile verificare l'indirizzo: il CAP ${place.postalcode} non corrisponde ${what}. Vuoi salvarlo comunque?`;
}

/**
 * Where an address without coordinates is taken to be, for "nearest store first": its own
 * coordinates when it has them, else the centre of its town found by CAP, else by name within its
 * province, else its province's main town; undefined outside the towns this shop knows.
 */
export function placePoint(place: {
  postalcode: string;
  city: string;
  province: string;
  latitude?: number | null;
  longitude?: number | null;
}): { latitude: number; longitude: number } | undefined {
  if (place.latitude != null && place.longitude != null)
    return { latitude: place.latitude, longitude: place.longitude };
  const cap = place.postalcode.trim();
  const name = normalizeTown(place.city);
  const province = place.province.trim().toUpperCase();
  const town =
    TOWNS.find((t) => inRange(cap, t.capFrom, t.capTo)) ??
    TOWNS.find((t) => t.name === name && (province === '' || t.province === province)) ??
    TOWNS.find((t) => t.name === PROVINCE_TOWN[province]);
  return town && { latitude: town.latitude, longitude: town.longitude };
}
