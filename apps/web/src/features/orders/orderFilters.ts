import type { OrderListFilters } from './api/orderListApi';

// The list's filters live in the address bar (/profile/orders?from_date=...&page=2): a filtered
// list can be bookmarked, and Back returns to the page of the list the shopper came from. Whatever
// is typed in the address bar is checked here; what does not make sense is left out, never sent.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Euros with at most two decimals, comma or dot (spec: 'decimal with comma'). */
const EUROS = /^\d{1,7}([.,]\d{1,2})?$/;
/** The order list's order_type: home delivery, or pickup (store and locker). */
export const ORDER_TYPES = ['delivery', 'pickup'] as const;

function isRealDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

/** '25,5' -> '25.5'; undefined when it is not an amount in euros. */
export function parseEuros(text: string): string | undefined {
  const s = text.trim();
  return EUROS.test(s) ? s.replace(',', '.') : undefined;
}

/** The filters an address bar asks for; anything malformed is dropped. */
export function filtersFromSearch(search: URLSearchParams): OrderListFilters {
  const page = Number(search.get('page'));
  const date = (k: string) => {
    const v = search.get(k) ?? '';
    return isRealDate(v) ? v : undefined;
  };
  const euros = (k: string) => parseEuros(search.get(k) ?? '');
  const type = search.get('order_type') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    from_date: date('from_date'),
    to_date: date('to_date'),
    from_gross_total: euros('from_gross_total'),
    to_gross_total: euros('to_gross_total'),
    order_type: (ORDER_TYPES as readonly string[]).includes(type) ? type : undefined,
    show_pending: search.get('show_pending') === 'true' ? true : undefined,
  };
}

/** The address bar's query for these filters (page 1 and empty values left out). */
export function searchFromFilters(f: OrderListFilters): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) {
    if (v === undefined || v === '' || v === false) continue;
    if (k === 'page' && v === 1) continue;
    out.set(k, String(v));
  }
  return out;
}

/** Whether any filter (not the page) narrows the list. */
export function isFiltered(f: OrderListFilters): boolean {
  return Object.entries(f).some(([k, v]) => k !== 'page' && v !== undefined);
}
