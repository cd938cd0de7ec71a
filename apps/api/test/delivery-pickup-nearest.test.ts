/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/accounts.js';
import { useTestApp } from './helpers/setup.js';
import { newSlot, readyShoppers, type Shopper } from './helpers/checkout.js';

// "Ritiro in negozio" (issue 40): the stores come nearest first from the shopper's own address
// (its coordinates, else its town's centre by CAP, name or province), not alphabetically; a point
// sent by the client (the browser's position) still decides; a visitor gets them by name.

const t = useTestApp();
const onPg = Boolean(process.env.TEST_DATABASE_URL);
let s: Shopper;
let addressId: number;

beforeAll(async () => {
  const slot = await newSlot(t.db, 10);
  [s] = (await readyShoppers(t.db, 1, slot)) as [Shopper];
  const cart = await t.db.kysely
    .selectFrom('cart')
    .select('address_id')
    .where('cart_id', '=', s.cartId)
    .executeTakeFirstOrThrow();
  addressId = cart.address_id!;
});

const moveHome = (city: string, postalcode: string, province: string) =>
  t.db.kysely
    .updateTable('address')
    .set({ city, postalcode, province, address1: 'Via Milano', address_number: '3' })
    .where('address_id', '=', addressId)
    .execute();

const stores = async (query = '', as: 'shopper' | 'visitor' = 'shopper') => {
  const res = await call<any>(t, 'GET', `user-address/delivery-service-list?address_type=drive${query}`, {
    headers: as === 'shopper' ? { cookie: s.cookie } : {},
  });
  expect(res.body.response.status).toBe(0);
  return res.body.data.addresses as any[];
};

describe(`pickup stores nearest first on ${onPg ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('from a Como address: Como first, Bergamo not before it, distances growing', async () => {
    await moveHome('Como', '22100', 'CO');
    const list = await stores();
    expect(list[0].addressName).toBe('Spesa Como Centro');
    const names = list.map((a) => a.addressName);
    expect(names.indexOf('Spesa Bergamo Città Alta')).toBeGreaterThan(names.indexOf('Spesa Cantù'));
    const distances = list.filter((a) => a.distance !== undefined).map((a) => a.distance);
    expect(distances.length).toBeGreaterThan(1);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it('from a Bergamo address: Bergamo first', async () => {
    await moveHome('Bergamo', '24121', 'BG');
    expect((await stores())[0].addressName).toBe('Spesa Bergamo Città Alta');
  });

  it('a town not listed is placed by its province', async () => {
    await moveHome('Brunate', '22034', 'CO');
    expect((await stores())[0].addressName).toBe('Spesa Como Centro');
  });

  it("the client's point still decides, and a visitor gets the stores by name", async () => {
    await moveHome('Como', '22100', 'CO');
    const nearMilano = await stores('&latitude=45.4642&longitude=9.19&distance=1000000');
    expect(nearMilano[0].city).toBe('Milano');
    const visitor = await stores('', 'visitor');
    const names = visitor.map((a) => a.addressName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
