/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './helpers/accounts.js';
import {
  caller,
  errorCode,
  loginCookie,
  saveHome,
  status,
  warningCodes,
  type Caller,
} from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';
import { expectedPrice } from './helpers/prices.js';

const t = useTestApp();
const anon = caller(t);
let mario: Caller;
let marioCookie: string;
beforeAll(async () => {
  marioCookie = await loginCookie(t, DEMO.mario);
  mario = caller(t, marioCookie);
});

const storeIds = (res: any) => res.body.data.stores.map((s: any) => s.storeId);

describe('store/list and store/view', () => {
  it('lists at least 12 located stores in the covered provinces, by name', async () => {
    const res = await anon('GET', 'store/list');
    const stores = res.body.data.stores;
    expect(stores.length).toBeGreaterThanOrEqual(12);
    expect(new Set(stores.map((s: any) => s.province))).toEqual(
      new Set(['CO', 'SO', 'LC', 'BG', 'MB', 'MI', 'BS']),
    );
    const names = stores.map((s: any) => s.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(
      stores.every(
        (s: any) => s.latitude !== null && s.addressId !== null && [10, 11, 12].includes(s.warehouseId),
      ),
    ).toBe(true);
  });

  it('shows a store with its services, opening hours and location', async () => {
    const res = await anon('GET', 'store/view?store_id=14');
    expect(res.body.data.store).toMatchObject({
      storeId: 14,
      name: 'Spesa Erba',
      city: 'Erba',
      province: 'CO',
      latitude: 45.8108,
      warehouseId: 10,
    });
    const store = res.body.data.store;
    expect(store.deliveryServices.map((s: any) => [s.deliveryServiceId, s.showTab])).toEqual([[1, true]]);
    expect(store.deliveryServices[0]).toMatchObject({
      name: 'Ritiro in negozio',
      iconSource: '/img/services/ritiro-in-negozio.svg',
      addressTypeId: 3,
    });
    expect(store.openingHours).toHaveLength(7);
    expect(store.openingHours[0]).toEqual({
      weekday: 1,
      name: 'Lunedì',
      hours: [{ open: '08:00', close: '20:00' }],
      closed: false,
    });
    expect(store.openingHours[6]).toMatchObject({ name: 'Domenica', closed: true, hours: [] });
  });

  it('shows the default store, whose services are the tabs a visitor sees', async () => {
    const res = await anon('GET', 'store/view?store_id=5');
    expect(res.body.data.store).toMatchObject({ storeId: 5, name: 'Store Globale', addressId: null });
    expect(res.body.data.store.deliveryServices.map((s: any) => s.deliveryServiceId).sort()).toEqual([
      1, 2, 3,
    ]);
  });

  it('answers an unknown store with a coded failure and a bad id with 400', async () => {
    expect(errorCode(await anon('GET', 'store/view?store_id=999'))).toBe('STORE_NOT_FOUND');
    expect((await anon('GET', 'store/view?store_id=abc')).status).toBe(400);
  });
});

describe('store-proximity', () => {
  it('lists stores offering the services asked for', async () => {
    const lockers = await anon('GET', 'store-proximity/list?services=3');
    expect(storeIds(lockers).sort((a: number, b: number) => a - b)).toEqual([10, 11, 12, 16, 19, 21]);
    const either = await anon('GET', 'store-proximity/list?services=2,3&orderby=name');
    expect(storeIds(either).length).toBeGreaterThan(storeIds(lockers).length);
    expect((await anon('GET', 'store-proximity/list?services=uno')).status).toBe(400);
  });

  it('localizes: nearest first with distances in metres', async () => {
    const res = await anon('GET', 'store-proximity/localize?latitude=45.6983&longitude=9.6773&services=1');
    const stores = res.body.data.stores;
    expect(stores[0]).toMatchObject({ storeId: 12, distance: 0 });
    const d = stores.map((s: any) => s.distance);
    expect(d).toEqual([...d].sort((a: number, b: number) => a - b));
    expect(stores[1].storeId).toBe(20);
    const byName = await anon(
      'GET',
      'store-proximity/localize?latitude=45.6983&longitude=9.6773&orderby=name',
    );
    expect(byName.body.data.stores[0].name).toBe('Spesa Bergamo Città Alta');
    expect(byName.body.data.stores.every((s: any) => typeof s.distance === 'number')).toBe(true);
  });

  it.each([
    ['latitude=100&longitude=9', 'latitude'],
    ['latitude=45&longitude=200', 'longitude'],
    ['longitude=9', 'latitude'],
    ['latitude=x&longitude=9', 'latitude'],
  ])('localize refuses %s naming %s', async (query, field) => {
    const res = await anon('GET', `store-proximity/localize?${query}`);
    expect([res.status, res.body.response.errors[0].field]).toEqual([400, field]);
  });
});

describe('warehouse/find-by-coordinates', () => {
  it('finds the warehouse of the nearest store within the distance', async () => {
    const res = await anon('GET', 'warehouse/find-by-coordinates?latitude=45.70&longitude=9.67');
    expect(res.body.data.warehouse).toMatchObject({ warehouseId: 12, storeId: 12 });
    const rome = await anon('GET', 'warehouse/find-by-coordinates?latitude=41.9&longitude=12.5');
    expect(rome.body.data.warehouse).toBeNull();
    const far = await anon(
      'GET',
      'warehouse/find-by-coordinates?latitude=41.9&longitude=12.5&distance=1000000',
    );
    expect(far.body.data.warehouse.warehouseId).toBeGreaterThan(0);
    expect((await anon('GET', 'warehouse/find-by-coordinates?latitude=91&longitude=9')).status).toBe(400);
  });
});

describe('store/select and the catalogue warehouse', () => {
  it('sets store and warehouse on the cart, and the catalogue prices for that warehouse', async () => {
    const res = await mario('POST', 'store/select?store_id=21');
    expect(status(res)).toBe(0);
    expect(res.body.data).toMatchObject({
      store: { storeId: 21, name: 'Spesa Brescia' },
      warehouse: { warehouseId: 12 },
    });
    const cart = await mario('GET', 'cart/view');
    expect(cart.body.data).toMatchObject({
      store: { storeId: 21 },
      warehouse: { warehouseId: 12 },
      shippingAddress: null,
    });
    // A product priced differently in warehouse 12 (Bergamo) and warehouse 5 (the default store's).
    const differing = await t.db.kysely
      .selectFrom('product_warehouse as b')
      .innerJoin('product_warehouse as g', (j) =>
        j.onRef('g.product_id', '=', 'b.product_id').on('g.warehouse_id', '=', 5),
      )
      .select(['b.product_id', 'b.price_cents', 'g.price_cents as default_cents'])
      .where('b.warehouse_id', '=', 12)
      .whereRef('b.price_cents', '<>', 'g.price_cents')
      .orderBy('b.product_id')
      .executeTakeFirstOrThrow();
    const url = `products?product_id=${differing.product_id}`;
    // The base prices differ; what is shown is each one with the promotion in force (decision 0096).
    const shown = async (warehouseId: number) =>
      (await expectedPrice(t.db, differing.product_id, warehouseId)).unitCents / 100;
    expect((await mario('GET', url)).body.data.products[0].priceDisplay).toBe(await shown(12));
    expect((await anon('GET', url)).body.data.products[0].priceDisplay).toBe(await shown(5));
  });

  it('clears an address of another store with a warning; store-proximity/select is a guarded GET', async () => {
    const home = await saveHome(mario);
    await mario('POST', `user-address/select?address_type=home&address_id=${home}&delivery_service_id=2`);
    const same = await mario('GET', 'store-proximity/select?store_id=11');
    expect([status(same), warningCodes(same)]).toEqual([0, []]);
    expect(same.body.data.shippingAddress.addressId).toBe(home);
    const other = await mario('GET', 'store-proximity/select?store_id=10');
    expect(warningCodes(other)).toEqual(['ADDRESS_CLEARED']);
    expect(other.body.data).toMatchObject({
      store: { storeId: 10 },
      shippingAddress: null,
      selectedService: null,
      timeslot: null,
    });
    const bare = await t.inject({
      method: 'GET',
      url: '/ebsn/api/store-proximity/select?store_id=11',
      headers: { cookie: marioCookie },
    });
    expect(bare.statusCode).toBe(403);
    expect(errorCode(await mario('POST', 'store/select?store_id=999'))).toBe('STORE_NOT_FOUND');
    expect(errorCode(await anon('POST', 'store/select?store_id=10'))).toBe('NOT_LOGGED_IN');
  });
});
