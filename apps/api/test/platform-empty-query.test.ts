/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/accounts.js';
import { useTestApp } from './helpers/setup.js';
import { newSlot, type Shopper } from './helpers/checkout.js';
import { shopperWithOrder } from './helpers/orders.js';
import { withoutEmptyValues } from '../src/http/empty-query.js';

/**
 * An optional query parameter sent empty is a parameter not sent (decision 0099), on every route:
 * the original clients send `user_payment_auth_id=` when the shopper has no saved card, and so on.
 * One row per call of the spec (section 7 of both documents) with the optional parameters it names:
 * each is sent empty, alone, with the call's required parameters: a read answers exactly as without
 * the parameter, a write is not refused as malformed (400 VALIDATION_ERROR). Where the parameter
 * has a type, the same call with a wrong value is refused (400): the call did reach its check.
 */
const t = useTestApp();
const onPg = Boolean(process.env.TEST_DATABASE_URL);
let s: Shopper;
let orderId = 0;
let listId = 0;

beforeAll(async () => {
  const slot = await newSlot(t.db, 100);
  const placed = await shopperWithOrder(t, slot);
  s = placed.s;
  orderId = placed.order.orderId;
  const list = await call<any>(t, 'POST', 'wishlist/insert', {
    headers: { cookie: s.cookie },
    body: { name: 'Spesa del sabato' },
  });
  listId = list.body.data.listId;
});

interface Row {
  method: 'GET' | 'POST';
  path: string;
  /** The call's required parameters, with valid values. */
  required?: () => Record<string, string>;
  /** The optional parameters the spec names, each with a value of the wrong type (or null: any text). */
  optional: Record<string, string | null>;
}

const order = () => ({ order_id: String(orderId) });

const ROWS: Row[] = [
  // Addresses and stores
  {
    method: 'GET',
    path: 'user-address/delivery-service-list',
    optional: {
      address_type: 'roof',
      delivery_service_id: 'x',
      latitude: 'x',
      longitude: 'x',
      distance: 'x',
    },
  },
  {
    method: 'GET',
    path: 'user-address/preview',
    required: () => ({ address_id: '1' }),
    optional: { address_type: 'roof', delivery_service_id: 'x' },
  },
  { method: 'GET', path: 'user-address/list', optional: { address_type: 'roof' } },
  { method: 'GET', path: 'store-proximity/list', optional: { services: 'x', orderby: 'x' } },
  {
    method: 'GET',
    path: 'store-proximity/localize',
    required: () => ({ latitude: '45.46', longitude: '9.19' }),
    optional: { services: 'x', orderby: 'x' },
  },
  {
    method: 'GET',
    path: 'warehouse/find-by-coordinates',
    required: () => ({ latitude: '45.46', longitude: '9.19' }),
    optional: { distance: 'x' },
  },
  // Timeslots
  { method: 'GET', path: 'timeslot/list', optional: { 'show-closed': null, 'check-locker': null } },
  // Orders
  { method: 'GET', path: 'order/view', required: order, optional: { show_replaced: null } },
  {
    method: 'GET',
    path: 'token-order/view',
    required: () => ({ ...order(), access_token: 'nessuno' }),
    optional: { show_replaced: null },
  },
  {
    method: 'GET',
    path: 'order/list',
    optional: {
      page: 'x',
      page_size: 'x',
      fetch_detail: null,
      show_pending: null,
      show_replaced: null,
      from_date: 'x',
      to_date: 'x',
      from_gross_total: 'x',
      to_gross_total: 'x',
      order_type: null,
    },
  },
  ...['order/list-for-all-user-shipping-addresses', 'order/list-for-all-person-orders'].map((path): Row => ({
    method: 'GET',
    path,
    optional: {
      page: 'x',
      page_size: 'x',
      order_id_filter: 'x',
      order_from_date_filter: 'x',
      order_to_date_filter: 'x',
      suborder_id_filter: null,
      suborder_warehouseid_filter: null,
      suborder_delivery_from_date_filter: null,
      suborder_delivery_to_date_filter: null,
      shipping_address_id_filter: 'x',
      fetch_only_suborders_matching_filter: null,
    },
  })),
  {
    method: 'POST',
    path: 'order/modify-payment-type',
    required: () => ({ ...order(), payment_type_id: '2' }),
    optional: { user_payment_auth_id: 'x', payment_data: null },
  },
  {
    method: 'POST',
    path: 'order/payment',
    required: order,
    optional: { user_payment_auth_id: 'x', payment_data: null },
  },
  // Payment and cart closing
  {
    method: 'POST',
    path: 'checkout/buy',
    required: () => ({ payment_type_id: '2' }),
    optional: { user_payment_auth_id: 'x', payment_data: null },
  },
  { method: 'GET', path: 'checkout/prebilled-amount', optional: { payment_type_id: 'x', order_id: 'x' } },
  { method: 'GET', path: 'payment-type/list-auth', optional: { payment_type_id: 'x' } },
  { method: 'GET', path: 'cart/view', optional: { show_sectors: null } },
  // Lists
  {
    method: 'GET',
    path: 'wishlist/view',
    required: () => ({ list_id: String(listId) }),
    optional: { calculate_stock: null, show_sectors: null, wishlist_type_id: 'x' },
  },
  { method: 'GET', path: 'wishlist/list', optional: { page: 'x', pageSize: 'x' } },
  // Registration, disclaimers, auth
  { method: 'GET', path: 'registration/user_anonymize', optional: { mfa_token: null } },
  {
    method: 'GET',
    path: 'registration-disclaimer/list',
    optional: { store_id: 'x', registration_module_type_id: 'x' },
  },
  { method: 'GET', path: 'auth/test', optional: { operation: null } },
  // Products, categories, content blocks
  {
    method: 'GET',
    path: 'products',
    optional: { parent_category_id: 'x', page_size: 'x', page: 'x', slug: null, product_id: 'x', q: null },
  },
  {
    method: 'GET',
    path: 'category',
    optional: { slug: null, filtered: null, depth: 'x', categoryId: 'x', q: null, skip_cache: null },
  },
  {
    method: 'GET',
    path: 'adv',
    optional: { layout: null, limit: 'x', shuffle: null, promo: null, product_id: 'x', category_id: 'x' },
  },
];

const url = (path: string, params: Record<string, string>) => {
  const q = Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return q ? `${path}?${q}` : path;
};

const send = (row: Row, params: Record<string, string>) =>
  call<any>(t, row.method, url(row.path, params), { headers: { cookie: s.cookie } });

const cases = ROWS.flatMap((row) => Object.keys(row.optional).map((param) => ({ row, param })));

describe(`an empty optional query parameter is absent, on ${onPg ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('the rule itself: empty values go, others stay (also inside a repeated parameter)', () => {
    expect(withoutEmptyValues({ a: '', b: '1', c: ['', '2'], d: [''] })).toEqual({ b: '1', c: ['2'] });
    const same = { a: '1' };
    expect(withoutEmptyValues(same)).toBe(same);
  });

  it.each(cases.map((c) => [`${c.row.method} ${c.row.path} ${c.param}=`, c] as const))('%s', async (_, c) => {
    const base = c.row.required?.() ?? {};
    const empty = await send(c.row, { ...base, [c.param]: '' });
    if (c.row.method === 'GET') {
      const absent = await send(c.row, base);
      const outcome = (a: typeof empty) => ({
        http: a.status,
        status: a.body?.response?.status,
        codes: (a.body?.response?.errorsMessage ?? []).map((m: any) => m.code),
      });
      expect(outcome(empty)).toEqual(outcome(absent));
    } else {
      expect(empty.status, JSON.stringify(empty.body?.response)).not.toBe(400);
      expect(empty.body?.response?.errorsMessage?.[0]?.code).not.toBe('VALIDATION_ERROR');
    }
    const wrong = c.row.optional[c.param];
    if (wrong !== null) {
      const refused = await send(c.row, { ...base, [c.param]: wrong });
      expect(refused.status, `${c.param}=${wrong} should be checked`).toBe(400);
    }
  });

  it('checkout/buy as a client without saved cards sends it: the order is placed', async () => {
    const slot = await newSlot(t.db, 10);
    const other = await shopperWithOrder(t, slot, {
      payment_type_id: 2,
      user_payment_auth_id: '',
      payment_data: '{}',
    });
    expect(other.order.orderId).toBeGreaterThan(0);
    expect(other.order.paymentTypeId).toBe(2);
  });

  it('a required parameter sent empty is still refused, naming it', async () => {
    const res = await call<any>(t, 'GET', 'order/view?order_id=', { headers: { cookie: s.cookie } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.response)).toContain('order_id');
  });
});
