import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login } from './helpers/accounts.js';
import { deliveryErasureSteps } from '../src/modules/delivery/index.js';
import { caller, loginCookie, pickupOf, saveHome, selectHome, type Caller } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';

const t = useTestApp();
const anon = caller(t);
let mario: Caller;
beforeAll(async () => {
  mario = caller(t, await loginCookie(t, DEMO.mario));
});

describe('delivery-fee/view', () => {
  it('answers the home delivery bands and the fee of an empty cart', async () => {
    const res = await anon('GET', 'delivery-fee/view');
    expect(res.body.data).toEqual({
      deliveryServiceId: 2,
      cartTotal: 0,
      fee: 4.9,
      freeDeliveryFrom: 100,
      missingForNextFee: 50,
      rules: [
        { fromTotal: 0, toTotal: 49.99, fee: 4.9 },
        { fromTotal: 50, toTotal: 99.99, fee: 2.9 },
        { fromTotal: 100, toTotal: null, fee: 0 },
      ],
    });
  });

  it('follows the cart service: store pickup is free', async () => {
    const pickup = await pickupOf(mario, 13);
    await mario('POST', `user-address/select?address_type=drive&address_id=${pickup}&delivery_service_id=1`);
    const res = await mario('GET', 'delivery-fee/view');
    expect(res.body.data).toMatchObject({ deliveryServiceId: 1, fee: 0, freeDeliveryFrom: 0 });
    expect((await mario('GET', 'delivery-fee/view?delivery_service_id=3')).body.data.fee).toBe(1.9);
  });
});

describe('cart/view and login', () => {
  it('asks a visitor to log in to see the cart', async () => {
    const res = await anon('GET', 'cart/view');
    expect(res.body.response.status).not.toBe(0);
    expect(res.body.response.errorsMessage[0]).toEqual({
      code: 'NOT_LOGGED_IN',
      message: "E' necessario autenticarsi per visualizzare il carrello",
    });
  });

  it('answers the cart fields, and login tells the cart id', async () => {
    const res = await mario('GET', 'cart/view');
    expect(res.body.data).toMatchObject({
      user: { userId: expect.any(Number) },
      cartStatusId: 1,
      cartItems: [],
      totalItems: 0,
    });
    const again = await login(t, { login: DEMO.mario, password: DEMO.password });
    expect(again.body.data.cartId).toBe(res.body.data.cartId);
  });
});

describe('service pictures', () => {
  it.each(['ritiro-in-negozio', 'consegna-a-domicilio', 'ritiro-al-locker'])(
    'serves /img/services/%s.svg',
    async (slug) => {
      const res = await t.inject({ method: 'GET', url: `/img/services/${slug}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toMatch(/^<svg /);
    },
  );

  it('answers 404 for an unknown picture', async () => {
    expect((await t.inject({ method: 'GET', url: '/img/services/nave.svg' })).statusCode).toBe(404);
  });
});

describe('the open cart', () => {
  it('starts on the default store with nothing chosen, and is created once under concurrent calls', async () => {
    const luca = caller(t, await loginCookie(t, DEMO.ristorante));
    const answers = await Promise.all(Array.from({ length: 8 }, () => luca('GET', 'cart/view')));
    const ids = new Set(answers.map((a) => (a.body.data as { cartId: number }).cartId));
    expect(ids.size).toBe(1);
    expect(answers[0].body.data).toMatchObject({
      store: { storeId: 5, name: 'Store Globale' },
      warehouse: { warehouseId: 5 },
      shippingAddress: null,
      timeslot: null,
      selectedService: null,
    });
  });
});

describe('GDPR erasure of the delivery data', () => {
  it('keeps only town and CAP of the home addresses', async () => {
    const home = await saveHome(mario, { addressName: 'Da cancellare' });
    await selectHome(mario, home);
    const row = await t.db.kysely
      .selectFrom('address')
      .select('user_id')
      .where('address_id', '=', home)
      .executeTakeFirstOrThrow();
    const at = '2026-11-23T10:00:00.000Z';
    await deliveryErasureSteps[0].run(t.db, { userId: row.user_id!, email: DEMO.mario, at });
    const erased = await t.db.kysely
      .selectFrom('address')
      .selectAll()
      .where('address_id', '=', home)
      .executeTakeFirstOrThrow();
    expect(erased).toMatchObject({
      address_name: 'Anonimo',
      address1: '',
      phone: null,
      doorbell: null,
      active: 0,
      city: 'Milano',
      postalcode: '20121',
    });
  });
});
