/* eslint-disable @typescript-eslint/no-explicit-any */
import { describe, expect, it } from 'vitest';
import { ADDRESS_TYPE_ID } from '@spesa/domain';
import { sql } from 'kysely';
import { compiledOnce } from '../src/db/precompiled.js';
import { inTransaction } from '../src/db/transaction.js';
import { findSession } from '../src/modules/accounts/session.repository.js';
import * as items from '../src/modules/cart/cart-items.repository.js';
import { claimOpenCartOf, openCartOf } from '../src/modules/cart/cart.repository.js';
import {
  cartVersions,
  loadWarehouseOffers,
  promotionInForceSql,
  warehouseOffersVersion,
} from '../src/modules/catalogue/products.repository.js';
import { visibleAddress } from '../src/modules/delivery/addresses.repository.js';
import { slotById } from '../src/modules/delivery/timeslots.repository.js';
import { modifiedOrderOfCart } from '../src/modules/orders/order-modification.repository.js';
import { P, add, shoppers } from './helpers/cart.js';
import { newSlot } from './helpers/checkout.js';
import { useTestApp } from './helpers/setup.js';

/**
 * The statements compiled once (db/precompiled.ts `compiledOnce`, decisions 0055 and 0115) answer
 * what the same query built by Kysely on each run answers: for every length of a list, past the
 * shapes kept, with constants in the query, and for each statement the cart's changes run.
 */
const t = useTestApp();
const on = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const shopper = shoppers(t, '10.57.1.');
const today = '2026-11-23';

describe(`compiledOnce on ${on}`, () => {
  const offersBuilt = (k: any, p: { ids: number[]; warehouseId: number; min: number }) =>
    k
      .selectFrom('product_warehouse')
      .select(['product_id', 'price_cents', 'available_milli'])
      .where('warehouse_id', '=', p.warehouseId)
      .where('product_id', 'in', p.ids)
      // Constants of the query: a literal and a bound value the statement keeps as they are.
      .where('price_cents', '>', p.min)
      .where('available_milli', '>=', sql.lit(0))
      .where('price_cents', '<', 1_000_000)
      .orderBy('product_id');
  const offers = compiledOnce(offersBuilt);

  it('answers as the built query for lists of every length, past the 64 shapes it keeps', async () => {
    for (let n = 1; n <= 70; n++) {
      const p = {
        ids: Array.from({ length: n }, (_, i) => 1 + ((i * 37) % 600)),
        warehouseId: 5,
        min: n * 3,
      };
      expect(await offers(t.db, p)).toEqual(await offersBuilt(t.db.kysely, p).execute());
    }
    // The shapes kept earlier were dropped past 64: the first lengths compiled again answer alike.
    const again = { ids: [P.voucher], warehouseId: 5, min: 0 };
    expect(await offers(t.db, again)).toEqual(await offersBuilt(t.db.kysely, again).execute());
    expect((await offers(t.db, again)).length).toBe(1);
  });

  it('takes the properties by name, in whatever order they come', async () => {
    const a = await offers(t.db, { ids: [P.voucher, P.percent], warehouseId: 5, min: 0 });
    const b = await offers(t.db, { min: 0, warehouseId: 5, ids: [P.percent, P.voucher] });
    expect(b).toEqual(a);
    expect(a.map((r: any) => r.product_id).sort()).toEqual([P.voucher, P.percent].sort());
  });

  it('refuses a statement that leaves a property out of the query', async () => {
    const careless = compiledOnce((k, p: { id: number; unused: number }) =>
      k.selectFrom('product').select('product_id').where('product_id', '=', p.id),
    );
    await expect(careless(t.db, { id: 1, unused: 2 })).rejects.toThrow(/not a value of the query/);
  });
});

describe(`the cart's compiled statements on ${on}`, () => {
  it('read the cart, its lines, properties and codes as the built queries do', async () => {
    const anna = await shopper();
    await add(anna, P.voucher, 2);
    await add(anna, P.percent, 1);
    await anna('POST', 'cart/update-cart-info', { property: 'need_invoice', value: 'true' });
    const userId = (
      await t.db.kysely
        .selectFrom('user_account')
        .select('user_id')
        .where('email', '=', anna.email)
        .executeTakeFirstOrThrow()
    ).user_id;
    const cart = await openCartOf(t.db, userId);
    expect(cart).toEqual(
      await t.db.kysely
        .selectFrom('cart')
        .selectAll()
        .where('user_id', '=', userId)
        .where('cart_status_id', '<>', 9)
        .executeTakeFirst(),
    );
    const cartId = cart!.cart_id;
    const built = await t.db.kysely
      .selectFrom('cart_item')
      .selectAll()
      .where('cart_id', '=', cartId)
      .orderBy('item_id')
      .execute();
    expect(built).toHaveLength(2);
    expect(await items.itemsOf(t.db, cartId)).toEqual(built);
    expect(await items.linesVersionOf(t.db, cartId)).toBe(
      Number(
        (
          await t.db.kysely
            .selectFrom('cart')
            .select('lines_version')
            .where('cart_id', '=', cartId)
            .executeTakeFirstOrThrow()
        ).lines_version,
      ),
    );
    const infos = await t.db.kysely
      .selectFrom('cart_info')
      .select(['property', 'value'])
      .where('cart_id', '=', cartId)
      .execute();
    expect(await items.cartInfosOf(t.db, cartId)).toEqual(
      Object.fromEntries(infos.map((r) => [r.property, r.value])),
    );
    const extras = await items.extrasOfCart(t.db, cartId);
    expect(extras.cartInfos).toEqual(await items.cartInfosOf(t.db, cartId));
    expect(extras.gifts).toEqual(await items.giftsOfCart(t.db, cartId));
    expect(await modifiedOrderOfCart(t.db, cartId)).toBeUndefined();

    // The writes: the claim, the upsert and the guarded quantity answer the rows as stored.
    await inTransaction(t.db, async (tx) => {
      const claimed = await claimOpenCartOf(tx, { userId }, '2026-11-23T10:00:00.000Z');
      expect(claimed).toEqual(
        await tx.kysely.selectFrom('cart').selectAll().where('cart_id', '=', cartId).executeTakeFirst(),
      );
      expect(claimed!.version).toBe(cart!.version + 1);
      const line = built.find((l) => l.product_id === P.voucher)!;
      const upserted = await items.upsertLine(tx, {
        cart_id: cartId,
        product_id: P.voucher,
        quantity_milli: 1000,
        is_package: line.is_package,
        params_json: line.params_json,
        use_wpid: null,
        accept_alternatives: 0,
        note: null,
        custom_weight_milli: null,
        insertion_type_id: 1,
        at: '2026-11-23T10:00:01.000Z',
      });
      expect(upserted.item_id).toBe(line.item_id);
      expect(upserted.quantity_milli).toBe(line.quantity_milli + 1000);
      expect(upserted).toEqual(
        await tx.kysely
          .selectFrom('cart_item')
          .selectAll()
          .where('item_id', '=', line.item_id)
          .executeTakeFirst(),
      );
      const moved = await items.setLineQuantity(tx, {
        cartId,
        itemId: line.item_id,
        from: upserted.quantity_milli,
        to: 5000,
        at: '2026-11-23T10:00:02.000Z',
        useWpid: null,
      });
      expect(moved).toEqual(
        await tx.kysely
          .selectFrom('cart_item')
          .selectAll()
          .where('item_id', '=', line.item_id)
          .executeTakeFirst(),
      );
      // Guarded: from a quantity the line no longer has, nothing moves.
      expect(
        await items.setLineQuantity(tx, {
          cartId,
          itemId: line.item_id,
          from: 1,
          to: 2,
          at: '2026-11-23T10:00:03.000Z',
        }),
      ).toBeUndefined();
    });
  });

  it("read a warehouse's versions and offers as the built queries do", async () => {
    for (const warehouseId of [5, 10, 11, 999]) {
      const version = await t.db.kysely
        .selectFrom('warehouse_offer_version')
        .select('version')
        .where('warehouse_id', '=', warehouseId)
        .executeTakeFirst();
      const refs = await t.db.kysely
        .selectFrom('reference_version')
        .select('version')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      expect(await warehouseOffersVersion(t.db, warehouseId)).toEqual({
        warehouseId,
        version: Number(version?.version ?? 0),
      });
      expect(await cartVersions(t.db, warehouseId)).toEqual({
        offersVersion: { warehouseId, version: Number(version?.version ?? 0) },
        referencesVersion: Number(refs.version),
      });
      const ids = [P.voucher, P.percent, P.sfuso, P.options, 99_999];
      const kept = await loadWarehouseOffers(t.db, ids, warehouseId, today);
      const offersBuilt = await t.db.kysely
        .selectFrom('product_warehouse')
        .select(['product_id', 'price_cents', 'available_milli', 'warehouse_id'])
        .where('warehouse_id', '=', warehouseId)
        .where('product_id', 'in', ids)
        .execute();
      expect([...kept.values()].map((v) => v.offer).sort((a, b) => a.product_id - b.product_id)).toEqual(
        offersBuilt.sort((a, b) => a.product_id - b.product_id),
      );
      const promosBuilt = await t.db.kysely
        .selectFrom('warehouse_promo as wp')
        .selectAll()
        .where('product_id', 'in', ids)
        .where(promotionInForceSql(warehouseId, today))
        .execute();
      for (const [id, v] of kept)
        if (v.promo)
          expect(
            promosBuilt.some(
              (p) => p.warehouse_promo_id === v.promo!.warehouse_promo_id && p.product_id === id,
            ),
          ).toBe(true);
        else expect(promosBuilt.some((p) => p.product_id === id)).toBe(false);
    }
  });

  it('read a session as the built query does', async () => {
    const anna = await shopper();
    await anna('GET', 'cart/view');
    const session = await t.db.kysely
      .selectFrom('session as s')
      .innerJoin('user_account as u', 'u.user_id', 's.user_id')
      .select('s.session_id')
      .where('u.email', '=', anna.email)
      .executeTakeFirstOrThrow();
    const found = await findSession(t.db, session.session_id);
    const built = await t.db.kysely
      .selectFrom('session as s')
      .leftJoin('user_account as u', (j) =>
        j.onRef('u.user_id', '=', 's.user_id').on('u.anonymized_at', 'is', null),
      )
      .select([
        's.session_id',
        's.user_id',
        's.last_seen_at',
        's.idle_expires_at',
        's.absolute_expires_at',
        's.remember_me',
        's.revoked_at',
        's.backoffice',
        's.acting_user_id',
      ])
      .select(['u.user_id as account_id', 'u.email', 'u.user_type_id', 'u.staff_role'])
      .leftJoin('user_account as a', (j) =>
        j.onRef('a.user_id', '=', 's.acting_user_id').on('a.anonymized_at', 'is', null),
      )
      .select([
        'a.user_id as acting_id',
        'a.email as acting_email',
        'a.user_type_id as acting_user_type_id',
        'a.staff_role as acting_staff_role',
        'a.staff_assistance as acting_assistance',
      ])
      .where('s.session_id', '=', session.session_id)
      .executeTakeFirst();
    expect(found).toEqual(built);
    expect(found?.email).toBe(anna.email);
    expect(await findSession(t.db, 'no-such-session')).toBeUndefined();
  });

  it("read a cart's address and slot as the built queries do", async () => {
    const slot = await newSlot(t.db, 5);
    const builtSlot = await t.db.kysely
      .selectFrom('timeslot')
      .selectAll()
      .where('timeslot_id', '=', slot.timeslotId)
      .executeTakeFirst();
    expect(await slotById(t.db, slot.timeslotId)).toEqual(builtSlot);
    expect(await slotById(t.db, 999_999)).toBeUndefined();
    const rows = await t.db.kysely
      .selectFrom('address')
      .select(['address_id', 'user_id', 'address_type_id', 'active'])
      .orderBy('address_id')
      .limit(40)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows)
      for (const userId of [r.user_id, null, 999_999]) {
        const built = await t.db.kysely
          .selectFrom('address')
          .select('address_id')
          .where('address_id', '=', r.address_id)
          .where('active', '=', 1)
          .where((eb) =>
            eb.or([
              eb('address_type_id', '<>', ADDRESS_TYPE_ID.home),
              eb.and([eb('address_type_id', '=', ADDRESS_TYPE_ID.home), eb('user_id', '=', userId ?? -1)]),
            ]),
          )
          .executeTakeFirst();
        expect((await visibleAddress(t.db, r.address_id, userId))?.address_id).toBe(built?.address_id);
      }
  });
});
