/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  chooseSlot,
  errorCode,
  pickupOf,
  saveHome,
  selectHome,
  selectPickup,
  slotsOf,
  status,
  timeslotDays,
  warningCodes,
  warningText,
  type Caller,
} from './helpers/delivery.js';
import { loginMarioAndLuca, useTestApp } from './helpers/setup.js';

// The tests live on Monday 2026-11-23 at 11:00 in Rome (TEST_NOW, 10:00 UTC).
const t = useTestApp();
const anon = caller(t);
let mario: Caller;
let luca: Caller;
let marioHome: number;
beforeAll(async () => {
  ({ mario, luca } = await loginMarioAndLuca(t));
  marioHome = await saveHome(mario);
});

const setBooked = (id: number, booked: number) =>
  t.db.kysely.updateTable('timeslot').set({ booked }).where('timeslot_id', '=', id).execute();

describe('timeslot/list before a choice', () => {
  it('answers a visitor with the not-logged-in status and userId -1', async () => {
    const res = await anon('GET', 'timeslot/list');
    expect(status(res)).not.toBe(0);
    expect(errorCode(res)).toBe('NOT_LOGGED_IN');
    expect(res.body.data).toEqual({
      user: { userId: -1 },
      data: { deliveryServiceId: null, storeId: null, days: [] },
    });
  });

  it('asks a customer to choose service and address first', async () => {
    const res = await luca('GET', 'timeslot/list');
    expect(errorCode(res)).toBe('TIMESLOT_NO_ADDRESS');
    expect(res.body.data.user.userId).toBeGreaterThan(0);
    expect(res.body.data.data.days).toEqual([]);
    expect(errorCode(await luca('GET', 'timeslot/select?sel_date=2026-11-24&timeslot_id=1'))).toBe(
      'TIMESLOT_NO_ADDRESS',
    );
  });
});

describe('timeslot/list for home delivery (Milano, store 11)', () => {
  beforeAll(async () => {
    expect(status(await selectHome(mario, marioHome))).toBe(0);
  });

  it('offers two-hour slots from tomorrow (today is past the 12-hour cut-off), none on Sunday', async () => {
    const res = await mario('GET', 'timeslot/list');
    expect(res.body.data.user.userId).toBeGreaterThan(0);
    expect(res.body.data.data).toMatchObject({ deliveryServiceId: 2, storeId: 11 });
    const days = res.body.data.data.days;
    expect(days[0].dateIso).toBe('2026-11-24');
    expect(days.map((d: any) => d.dateIso)).not.toContain('2026-11-29');
    expect(days).toHaveLength(11);
    expect(days.at(-1).dateIso).toBe('2026-12-05');
    expect(days[0].timeslots.map((s: any) => s.name)).toEqual([
      '08:00 - 10:00',
      '10:00 - 12:00',
      '12:00 - 14:00',
      '14:00 - 16:00',
      '16:00 - 18:00',
      '18:00 - 20:00',
    ]);
    expect(days[0].timeslots[0]).toMatchObject({
      beginTime: '08:00',
      endTime: '10:00',
      status: 'empty',
      active: 1,
      selected: false,
    });
  });

  it('with show-closed lists the 14 days, closed slots inactive and closed days empty', async () => {
    const days = await timeslotDays(mario, '?show-closed=true');
    expect(days).toHaveLength(14);
    expect(days[0]).toMatchObject({ dateIso: '2026-11-23', weekday: 1 });
    expect(days[0].timeslots.every((s: any) => s.active === 0)).toBe(true);
    expect(slotsOf(days, '2026-11-29')).toEqual([]);
  });

  it('materialises once: listing again, even concurrently, adds no slot', async () => {
    const count = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('timeslot')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('store_id', '=', 11)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(before).toBe(12 * 6);
    await Promise.all(Array.from({ length: 5 }, () => timeslotDays(mario)));
    expect(await count()).toBe(before);
  });

  it('shows the fill status: under 70 % empty, then intermediate, full not choosable', async () => {
    const [a, b, c] = slotsOf(await timeslotDays(mario), '2026-11-25');
    await setBooked(a.timeslotId, 5);
    await setBooked(b.timeslotId, 6);
    await setBooked(c.timeslotId, 8);
    const [a2, b2, c2] = slotsOf(await timeslotDays(mario), '2026-11-25');
    expect([a2.status, a2.active]).toEqual(['empty', 1]);
    expect([b2.status, b2.active]).toEqual(['intermediate', 1]);
    expect([c2.status, c2.active]).toEqual(['full', 0]);
  });

  it('selects a slot onto the cart; cart/view and the list show it', async () => {
    const slot = slotsOf(await timeslotDays(mario), '2026-11-26')[2];
    const res = await chooseSlot(mario, '2026-11-26', slot.timeslotId);
    expect(status(res)).toBe(0);
    const expected = {
      date: '2026-11-26',
      dateIso: '2026-11-26',
      timeslotId: slot.timeslotId,
      beginTime: '12:00',
      endTime: '14:00',
      name: '12:00 - 14:00',
      autoAssigned: false,
    };
    expect(res.body.data.timeslot).toEqual(expected);
    expect((await mario('GET', 'cart/view')).body.data.timeslot).toEqual(expected);
    const again = slotsOf(await timeslotDays(mario), '2026-11-26');
    expect(again.filter((s: any) => s.selected).map((s: any) => s.timeslotId)).toEqual([slot.timeslotId]);
  });

  it('refuses a full slot, a wrong date, a bad date and an unknown id with clear messages', async () => {
    const full = slotsOf(await timeslotDays(mario), '2026-11-25')[2];
    const res = await chooseSlot(mario, '2026-11-25', full.timeslotId);
    expect([status(res), errorCode(res)]).toEqual([1, 'TIMESLOT_FULL']);
    expect(res.body.response.errorsMessage[0].message).toBe(
      "La fascia oraria scelta è esaurita: scegline un'altra.",
    );
    expect(errorCode(await chooseSlot(mario, '2026-11-27', full.timeslotId))).toBe('TIMESLOT_NOT_FOUND');
    expect(errorCode(await chooseSlot(mario, '2026-11-25', 999999))).toBe('TIMESLOT_NOT_FOUND');
    const bad = await mario('GET', 'timeslot/select?sel_date=25/11/2026&timeslot_id=1');
    expect([bad.status, bad.body.response.errors[0].field]).toEqual([400, 'sel_date']);
  });

  it('refuses a slot of another store', async () => {
    expect(status(await selectPickup(luca, 12))).toBe(0);
    const lucaSlot = (await timeslotDays(luca))[0].timeslots[0];
    const res = await chooseSlot(mario, (await timeslotDays(luca))[0].dateIso, lucaSlot.timeslotId);
    expect(errorCode(res)).toBe('TIMESLOT_OTHER_STORE');
    expect(res.body.response.errorsMessage[0].message).toContain('non è disponibile');
  });

  it('hides a day closed after the slots were made, and refuses its slots', async () => {
    const slot = slotsOf(await timeslotDays(mario), '2026-11-27')[0];
    await t.db.kysely
      .insertInto('shop_closure')
      .values({ closure_date: '2026-11-27', store_id: 11, reason: 'Inventario' })
      .execute();
    expect((await timeslotDays(mario)).map((d) => d.dateIso)).not.toContain('2026-11-27');
    expect(errorCode(await chooseSlot(mario, '2026-11-27', slot.timeslotId))).toBe('TIMESLOT_CLOSED_DAY');
  });

  it('keeps the slot when the new address is served by the same store and service', async () => {
    const office = await saveHome(mario, {
      addressName: 'Ufficio',
      address1: 'Via Torino',
      postalcode: '20123',
    });
    const res = await selectHome(mario, office);
    expect([status(res), warningCodes(res)]).toEqual([0, []]);
    expect(res.body.data.timeslot).not.toBeNull();
    expect(res.body.data.shippingAddress.addressId).toBe(office);
  });

  it('clears the slot, with a warning, when the address changes to another store', async () => {
    const preview = await mario(
      'GET',
      `user-address/preview?address_type=drive&address_id=${await pickupOf(mario, 10)}`,
    );
    expect(preview.body.data.timeslotKept).toBe(false);
    const res = await selectPickup(mario, 10);
    expect(status(res)).toBe(0);
    expect(warningCodes(res)).toEqual(['TIMESLOT_CLEARED']);
    expect(warningText(res)).toContain("scegli un'altra fascia oraria");
    expect(res.body.data).toMatchObject({
      store: { storeId: 10 },
      warehouse: { warehouseId: 10 },
      selectedService: { deliveryServiceId: 1 },
      timeslot: null,
    });
    expect((await mario('GET', 'cart/view')).body.data.timeslot).toBeNull();
  });

  it('refuses changes while the cart is locked for payment (status 7)', async () => {
    await t.db.kysely.updateTable('cart').set({ cart_status_id: 7 }).where('store_id', '=', 10).execute();
    const slot = (await timeslotDays(mario))[0].timeslots[0];
    expect(errorCode(await chooseSlot(mario, (await timeslotDays(mario))[0].dateIso, slot.timeslotId))).toBe(
      'CART_LOCKED',
    );
    expect(errorCode(await selectHome(mario, marioHome))).toBe('CART_LOCKED');
    await t.db.kysely.updateTable('cart').set({ cart_status_id: 1 }).where('store_id', '=', 10).execute();
  });
});
