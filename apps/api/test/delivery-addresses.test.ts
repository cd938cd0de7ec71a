/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  errorCode,
  homeAddress,
  saveHome,
  status,
  warningCodes,
  warningText,
  infoCodes,
  type Caller,
} from './helpers/delivery.js';
import { loginMarioAndLuca, useTestApp } from './helpers/setup.js';

const t = useTestApp();
const anon = caller(t);
let mario: Caller;
let luca: Caller;
beforeAll(async () => {
  ({ mario, luca } = await loginMarioAndLuca(t));
});

const ids = (res: any) => res.body.data.addresses.map((a: any) => a.addressId);

describe('user-address/delivery-service-list', () => {
  it('lists store pickup points by default, to visitors too', async () => {
    const res = await anon('GET', 'user-address/delivery-service-list');
    expect(status(res)).toBe(0);
    const list = res.body.data.addresses;
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(new Set(list.map((a: any) => a.addressTypeId))).toEqual(new Set([3]));
    expect(
      list.every((a: any) => a.addressType === 'drive' && a.deliveryServiceId === 1 && a.storeId > 0),
    ).toBe(true);
    expect(new Set(list.map((a: any) => a.province))).toEqual(
      new Set(['CO', 'SO', 'LC', 'BG', 'MB', 'MI', 'BS']),
    );
  });

  it('orders by distance around coordinates, within 10 km by default or the given distance', async () => {
    const near = await anon(
      'GET',
      'user-address/delivery-service-list?address_type=drive&latitude=45.4642&longitude=9.19',
    );
    const d = near.body.data.addresses.map((a: any) => a.distance);
    expect(d.length).toBeGreaterThanOrEqual(2);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect(Math.max(...d)).toBeLessThanOrEqual(10_000);
    expect(near.body.data.addresses[0].city).toBe('Milano');
    const wide = await anon(
      'GET',
      'user-address/delivery-service-list?latitude=45.4642&longitude=9.19&distance=50000',
    );
    expect(wide.body.data.addresses.length).toBeGreaterThan(d.length);
    expect(wide.body.data.addresses.map((a: any) => a.city)).toContain('Como');
  });

  it('lists lockers by service id and by type', async () => {
    const byService = await anon('GET', 'user-address/delivery-service-list?delivery_service_id=3');
    expect(byService.body.data.addresses.length).toBeGreaterThanOrEqual(4);
    expect(
      byService.body.data.addresses.every((a: any) => a.addressTypeId === 5 && a.addressType === 'locker'),
    ).toBe(true);
    const byType = await anon('GET', 'user-address/delivery-service-list?address_type=locker');
    expect(ids(byType)).toEqual(ids(byService));
    expect(errorCode(await anon('GET', 'user-address/delivery-service-list?delivery_service_id=99'))).toBe(
      'SERVICE_NOT_FOUND',
    );
  });

  it('lists the customer own home addresses for home delivery, and asks a visitor to log in', async () => {
    const id = await saveHome(mario, { addressName: 'Lista' });
    const res = await mario('GET', 'user-address/delivery-service-list?address_type=home');
    expect(ids(res)).toContain(id);
    expect(res.body.data.addresses.every((a: any) => a.addressTypeId === 2)).toBe(true);
    expect(ids(await luca('GET', 'user-address/delivery-service-list?address_type=home'))).not.toContain(id);
    const visitor = await anon('GET', 'user-address/delivery-service-list?address_type=home');
    expect([status(visitor), errorCode(visitor)]).toEqual([1, 'NOT_LOGGED_IN']);
  });

  it.each([
    ['latitude=91&longitude=9', 'latitude'],
    ['latitude=-90.5&longitude=9', 'latitude'],
    ['latitude=45&longitude=181', 'longitude'],
    ['latitude=45&longitude=-180.01', 'longitude'],
    ['latitude=abc&longitude=9', 'latitude'],
    ['latitude=45&longitude=nove', 'longitude'],
    ['latitude=45', 'longitude'],
    ['longitude=9', 'latitude'],
    ['latitude=45&longitude=9&distance=-5', 'distance'],
    ['address_type=boat', 'address_type'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await anon('GET', `user-address/delivery-service-list?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.response.errors[0].field).toBe(field);
    expect(errorCode(res)).toBe('VALIDATION_ERROR');
  });
});

describe('user-address/update and check', () => {
  it('creates a home address with an info message, then edits it', async () => {
    const res = await mario(
      'POST',
      'user-address/update',
      homeAddress({ province: 'mi', postalcode: ' 20122 ' }),
    );
    expect(status(res)).toBe(0);
    expect(infoCodes(res)).toEqual(['addresses.setAddress']);
    expect(res.body.data.address).toMatchObject({
      addressName: 'Casa',
      province: 'MI',
      postalcode: '20122',
      addressType: 'home',
      addressTypeId: 2,
      deliveryServiceId: 2,
      zoneId: 6,
      storeId: 11,
      validated: true,
    });
    const id = res.body.data.address.addressId;
    const edit = await mario(
      'POST',
      'user-address/update',
      homeAddress({
        addressId: id,
        addressName: 'Ufficio',
        city: 'Monza',
        province: 'MB',
        postalcode: '20900',
      }),
    );
    expect(edit.body.data.address).toMatchObject({
      addressId: id,
      addressName: 'Ufficio',
      zoneId: 5,
      storeId: 17,
    });
    expect((await mario('GET', `user-address/view?address_id=${id}`)).body.data.address.city).toBe('Monza');
  });

  it.each([
    [{ addressName: '' }, 'addressName', 'Campo obbligatorio'],
    [{ address1: undefined }, 'address1', 'Campo obbligatorio'],
    [{ postalcode: '123' }, 'postalcode', 'Il CAP deve essere di 4 o 5 cifre'],
    [{ postalcode: '20l21' }, 'postalcode', 'Il CAP deve essere di 4 o 5 cifre'],
    [{ province: 'Milano' }, 'province', 'Digitare la sigla di una provincia italiana (es. MI)'],
    [{ phone: 'abc' }, 'phone', 'Digitare un numero di telefono valido'],
    [{ city: '   ' }, 'city', 'Campo obbligatorio'],
  ])('refuses %j with 400 on %s', async (overrides, field, message) => {
    const res = await mario('POST', 'user-address/update', homeAddress(overrides));
    expect(res.status).toBe(400);
    expect(res.body.response.errors[0]).toMatchObject({ field, error: message });
  });

  it('refuses an address outside coverage (province, or CAP of a covered province) with a clear message', async () => {
    const rome = await mario(
      'POST',
      'user-address/update',
      homeAddress({ city: 'Roma', province: 'RM', postalcode: '00184' }),
    );
    expect([rome.status, status(rome), errorCode(rome)]).toEqual([200, 1, 'ADDRESS_NOT_COVERED']);
    expect(rome.body.response.errorsMessage[0].message).toContain('provincia di RM');
    const livigno = await mario(
      'POST',
      'user-address/check',
      homeAddress({ city: 'Livigno', province: 'SO', postalcode: '23041' }),
    );
    expect([status(livigno), errorCode(livigno)]).toEqual([1, 'ADDRESS_NOT_COVERED']);
    expect(livigno.body.response.errorsMessage[0].message).toContain('CAP 23041');
  });

  it('checks coverage for visitors too: status 0 when served', async () => {
    const res = await anon('POST', 'user-address/check', {
      address1: 'Via Roma',
      addressNumber: '1',
      city: 'Como',
      province: 'CO',
      postalcode: '22100',
    });
    expect(status(res)).toBe(0);
    expect(res.body.data).toEqual({ covered: true, validated: true, zoneId: 1, storeId: 10 });
    expect(res.body.response.warningsMessage).toEqual([]);
  });

  it('warns about an address it could not verify, and saves it anyway when asked', async () => {
    const odd = homeAddress({ city: 'Bergamo', province: 'BG', postalcode: '24047' });
    const check = await mario('POST', 'user-address/check', odd);
    expect(status(check)).toBe(0);
    expect(check.body.data.validated).toBe(false);
    expect(warningCodes(check)).toEqual(['ADDRESS_NOT_VALIDATED']);
    expect(warningText(check)).toMatch(/Vuoi salvarlo comunque\?$/);
    const save = await mario('POST', 'user-address/update', odd);
    expect(status(save)).toBe(0);
    expect(save.body.data.address.validated).toBe(false);
    expect(warningCodes(save)).toEqual(['ADDRESS_NOT_VALIDATED']);
    const mismatch = await mario('POST', 'user-address/check', homeAddress({ postalcode: '24122' }));
    expect(warningText(mismatch)).toContain('non corrisponde alla provincia MI');
  });

  it('needs a login to save', async () => {
    const res = await anon('POST', 'user-address/update', homeAddress());
    expect([status(res), errorCode(res)]).toEqual([1, 'NOT_LOGGED_IN']);
  });
});
