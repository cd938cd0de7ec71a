import type { DeliveryAddress } from '@spesa/domain';

/** 'Via Dante 12, 20121 Milano (MI)'. */
export function formatAddress(
  a: Pick<DeliveryAddress, 'address1' | 'addressNumber' | 'postalcode' | 'city' | 'province'>,
): string {
  const street = [a.address1, a.addressNumber].filter(Boolean).join(' ');
  const place = [a.postalcode, a.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ') + (a.province ? ` (${a.province})` : '');
}

const norm = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Spec: the search matches the address name, the street or the city. */
export function matchesSearch(a: DeliveryAddress, query: string): boolean {
  const q = norm(query.trim());
  if (!q) return true;
  return [a.addressName, a.address1, a.city].some((f) => norm(f).includes(q));
}
