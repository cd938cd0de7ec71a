/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  errorCode,
  homeAddress,
  pickupOf,
  saveHome,
  status,
  infoCodes,
  type Caller,
} from './helpers/delivery.js';
import { loginMarioAndLuca, useTestApp } from './helpers/setup.js';

const t = useTestApp();
const anon = caller(t);
let mario: Caller;
let luca: Caller;
let lucaCookie: string;
beforeAll(async () => {
  ({ mario, luca, lucaCookie } = await loginMarioAndLuca(t));
});

const ids = (res: any) => res.body.data.addresses.map((a: any) => a.addressId);

describe("another customer's addresses", () => {
  it('are invisible: the same answer as an id that does not exist', async () => {
    const id = await saveHome(mario, { addressName: 'Privata' });
    const missing = await luca('GET', 'user-address/view?address_id=999999');
    for (const res of [
      await luca('GET', `user-address/view?address_id=${id}`),
      await luca('GET', `user-address/delete?address_id=${id}`),
      await luca('POST', `user-address/select?address_type=home&address_id=${id}&delivery_service_id=2`),
      await luca('GET', `user-address/preview?address_type=home&address_id=${id}`),
      await luca('POST', 'user-address/update', homeAddress({ addressId: id, addressName: 'Mia' })),
    ]) {
      expect(res.body.response).toEqual(missing.body.response);
      expect(res.body.data).toBeNull();
    }
    expect((await mario('GET', `user-address/view?address_id=${id}`)).body.data.address.addressName).toBe(
      'Privata',
    );
  });
});

describe('user-address/list, list-store, view, preview', () => {
  it('lists by type: home for the customer, pickup points and lockers for everyone', async () => {
    const home = await mario('GET', 'user-address/list');
    expect(home.body.data.addresses.every((a: any) => a.addressTypeId === 2)).toBe(true);
    const lockers = await anon('GET', 'user-address/list?address_type=locker');
    expect(lockers.body.data.addresses.every((a: any) => a.addressTypeId === 5)).toBe(true);
    expect((await anon('GET', 'user-address/list')).body.response.errorsMessage[0].code).toBe(
      'NOT_LOGGED_IN',
    );
  });

  it('lists the pickup point and lockers of a store', async () => {
    const res = await anon('GET', 'user-address/list-store?store_id=11');
    const types = res.body.data.addresses.map((a: any) => a.addressTypeId).sort();
    expect(types).toEqual([3, 5]);
    expect(res.body.data.addresses.every((a: any) => a.storeId === 11)).toBe(true);
    expect((await anon('GET', 'user-address/list-store?store_id=999')).body.data.addresses).toEqual([]);
  });

  it('views a pickup point and previews its selection without changing the cart', async () => {
    const pickup = await pickupOf(mario, 12);
    const view = await mario('GET', `user-address/view?address_id=${pickup}`);
    expect(view.body.data.address).toMatchObject({ addressTypeId: 3, storeId: 12, city: 'Bergamo' });
    const preview = await mario(
      'GET',
      `user-address/preview?address_type=drive&address_id=${pickup}&delivery_service_id=1`,
    );
    expect(preview.body.data).toMatchObject({
      shippingAddress: {
        addressId: pickup,
        addressType: 'drive',
        addressTypeId: 3,
        deliveryServiceId: 1,
        autoAssigned: false,
      },
      store: { storeId: 12 },
      warehouse: { warehouseId: 12 },
      selectedService: { deliveryServiceId: 1 },
      timeslotKept: true,
    });
    const mismatch = await mario('GET', `user-address/preview?address_type=home&address_id=${pickup}`);
    expect(errorCode(mismatch)).toBe('ADDRESS_SERVICE_MISMATCH');
  });
});

describe('user-address/delete', () => {
  it('deletes an unused address and answers the remaining list', async () => {
    const keep = await saveHome(luca, {
      addressName: 'Resta',
      city: 'Bergamo',
      province: 'BG',
      postalcode: '24122',
    });
    const gone = await saveHome(luca, {
      addressName: 'Via',
      city: 'Bergamo',
      province: 'BG',
      postalcode: '24122',
    });
    const res = await luca('GET', `user-address/delete?address_id=${gone}`);
    expect(status(res)).toBe(0);
    expect(ids(res)).toContain(keep);
    expect(ids(res)).not.toContain(gone);
    expect(errorCode(await luca('GET', `user-address/view?address_id=${gone}`))).toBe('ADDRESS_NOT_FOUND');
  });

  it('refuses the address in use on the cart with an error code containing "error"', async () => {
    const used = await saveHome(luca, {
      addressName: 'Carrello',
      city: 'Bergamo',
      province: 'BG',
      postalcode: '24122',
    });
    expect(
      status(
        await luca('POST', `user-address/select?address_type=home&address_id=${used}&delivery_service_id=2`),
      ),
    ).toBe(0);
    const res = await luca('GET', `user-address/delete?address_id=${used}`);
    expect(status(res)).not.toBe(0);
    expect(errorCode(res)).toContain('error');
    expect(res.body.response.errorsMessage[0].message).toBe(
      "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
    );
    expect(ids(await luca('GET', 'user-address/list'))).toContain(used);
  });

  it('is a state-changing GET: refused without the client header', async () => {
    const id = await saveHome(luca, { city: 'Bergamo', province: 'BG', postalcode: '24122' });
    const res = await t.inject({
      method: 'GET',
      url: `/ebsn/api/user-address/delete?address_id=${id}`,
      headers: { cookie: lucaCookie },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('eurospin-address-form/save-new-address', () => {
  it('stores a request to enable delivery, from a customer or from a visitor with an e-mail', async () => {
    const place = {
      address1: 'Via Roma',
      addressNumber: '3',
      city: 'Livigno',
      province: 'SO',
      postalcode: '23041',
    };
    const res = await mario('POST', 'eurospin-address-form/save-new-address', place);
    expect(status(res)).toBe(0);
    expect(infoCodes(res)).toEqual(['profile.addresses.deliveryNotifySuccess']);
    const noMail = await anon('POST', 'eurospin-address-form/save-new-address', place);
    expect([noMail.status, noMail.body.response.errors[0].field]).toEqual([400, 'email']);
    expect(
      status(
        await anon('POST', 'eurospin-address-form/save-new-address', { ...place, email: 'anna@example.com' }),
      ),
    ).toBe(0);
    const rows = await t.db.kysely
      .selectFrom('address_enable_request')
      .selectAll()
      .where('postalcode', '=', '23041')
      .execute();
    expect(rows.map((r) => [r.user_id !== null, r.email])).toEqual([
      [true, null],
      [false, 'anna@example.com'],
    ]);
  });
});
