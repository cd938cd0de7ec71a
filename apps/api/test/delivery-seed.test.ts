import { describe, expect, it } from 'vitest';
import { seedDeliveryDemo } from '../src/db/seed-delivery/index.js';
import { useTestApp } from './helpers/setup.js';

/** The delivery demo data is consistent with itself and with the catalogue's warehouses. */
const t = useTestApp();

const k = () => t.db.kysely;
const offered = async (serviceId: number) =>
  new Set(
    (
      await k()
        .selectFrom('store_delivery_service')
        .select('store_id')
        .where('delivery_service_id', '=', serviceId)
        .execute()
    ).map((r) => r.store_id),
  );

describe('delivery demo data', () => {
  it('has the three services and the national holidays without demo data too (migration)', async () => {
    const services = await k()
      .selectFrom('delivery_service')
      .selectAll()
      .orderBy('delivery_service_id')
      .execute();
    expect(services.map((s) => [s.delivery_service_id, s.name, s.address_type_id])).toEqual([
      [1, 'Ritiro in negozio', 3],
      [2, 'Consegna a domicilio', 2],
      [3, 'Ritiro al locker', 5],
    ]);
    const holidays = await k()
      .selectFrom('shop_closure')
      .select('closure_date')
      .where('store_id', 'is', null)
      .execute();
    expect(holidays.map((h) => h.closure_date)).toEqual(
      expect.arrayContaining(['2026-04-06', '2027-03-29', '2026-12-08', '2027-12-26']),
    );
    expect(holidays).toHaveLength(22);
  });

  it('gives every store a location and every offered service templates; stores use existing warehouses', async () => {
    const stores = await k().selectFrom('store').selectAll().where('store_id', '<>', 5).execute();
    expect(stores.length).toBeGreaterThanOrEqual(12);
    expect(new Set(stores.map((s) => s.warehouse_id))).toEqual(new Set([10, 11, 12]));
    const located = await k()
      .selectFrom('address')
      .select('store_id')
      .where('address_type_id', '=', 3)
      .execute();
    expect(new Set(located.map((a) => a.store_id))).toEqual(new Set(stores.map((s) => s.store_id)));
    const links = await k()
      .selectFrom('store_delivery_service')
      .selectAll()
      .where('store_id', '<>', 5)
      .execute();
    for (const link of links) {
      const n = await k()
        .selectFrom('timeslot_template')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('store_id', '=', link.store_id)
        .where('delivery_service_id', '=', link.delivery_service_id)
        .executeTakeFirstOrThrow();
      expect(Number(n.n), `store ${link.store_id} service ${link.delivery_service_id}`).toBeGreaterThan(0);
    }
  });

  it('serves zones from stores offering home delivery, lockers from stores offering lockers', async () => {
    const home = await offered(2);
    for (const z of await k().selectFrom('delivery_zone').selectAll().execute())
      expect(home.has(z.store_id), z.name).toBe(true);
    const lockers = await offered(3);
    for (const l of await k().selectFrom('address').selectAll().where('address_type_id', '=', 5).execute()) {
      expect(lockers.has(l.store_id!), l.address_name).toBe(true);
    }
  });

  it('has CAP ranges that do not overlap', async () => {
    const ranges = await k().selectFrom('delivery_zone_cap').selectAll().orderBy('cap_from').execute();
    for (let i = 1; i < ranges.length; i++) expect(ranges[i].cap_from > ranges[i - 1].cap_to).toBe(true);
  });

  it('is seeded once: a second call changes nothing', async () => {
    const count = async () =>
      (await k().selectFrom('timeslot_template').select('template_id').execute()).length;
    const before = await count();
    await seedDeliveryDemo(t.db);
    expect(await count()).toBe(before);
  });
});
