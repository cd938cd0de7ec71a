import { LEAFLET_COVER_FORMAT } from '@spesa/domain';

// Pure rules of the flyers: which key a route parameter is, whether a flyer is valid.

/** The Flyer route's parameter: the flyer's slug, else its numeric id as text (spec). */
export function leafletKey(param: string): { id: number } | { slug: string } {
  return /^\d{1,9}$/.test(param) ? { id: Number(param) } : { slug: param };
}

export interface Validity {
  validity_date: string;
  expire_date: string;
  warehouse_id: number | null;
}

/** 'ok', or why a shopper of this warehouse cannot use the flyer today. */
export function leafletUsable(l: Validity, warehouseId: number, today: string): 'ok' | 'expired' | 'other-store' {
  if (l.validity_date > today || l.expire_date < today) return 'expired';
  if (l.warehouse_id !== null && l.warehouse_id !== warehouseId) return 'other-store';
  return 'ok';
}

export { LEAFLET_COVER_FORMAT };
