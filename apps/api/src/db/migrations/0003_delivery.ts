import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { SpesaMigration } from './index.js';
import { DELIVERY_SERVICES, NATIONAL_HOLIDAYS } from './0003_delivery.reference.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;
type Id = 'serial' | 'integer';

const ts = 'varchar(30)';

/** Delivery services and which stores offer them; the store table gains its shop details. */
async function servicesAndStores(db: K) {
  await db.schema
    .createTable('delivery_service')
    .addColumn('delivery_service_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('descr', 'varchar(500)', (c) => c.notNull())
    .addColumn('slug', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('address_type_id', 'integer', (c) => c.notNull())
    .addColumn('show_tab', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // ALTER, not a new table: the catalogue already refers to store (one column per statement,
  // as SQLite requires; NOT NULL needs a default there).
  await db.schema.alterTable('store').addColumn('phone', 'varchar(30)').execute();
  await db.schema.alterTable('store').addColumn('opening_hours_json', 'text').execute();
  await db.schema
    .alterTable('store')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('store_delivery_service')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('store.store_id'))
    .addColumn('delivery_service_id', 'integer', (c) =>
      c.notNull().references('delivery_service.delivery_service_id'),
    )
    .addColumn('show_tab', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('store_delivery_service_pk', ['store_id', 'delivery_service_id'])
    .execute();
  await db.schema
    .createIndex('store_delivery_service_service_idx')
    .on('store_delivery_service')
    .columns(['delivery_service_id', 'store_id'])
    .execute();
}

/** Home delivery coverage: zones served by a store, each covering CAP ranges of one province. */
async function coverage(db: K, id: Id) {
  await db.schema
    .createTable('delivery_zone')
    .addColumn('zone_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('store.store_id'))
    .execute();
  await db.schema
    .createTable('delivery_zone_cap')
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('delivery_zone.zone_id'))
    .addColumn('province', 'varchar(2)', (c) => c.notNull())
    .addColumn('cap_from', 'varchar(5)', (c) => c.notNull())
    .addColumn('cap_to', 'varchar(5)', (c) => c.notNull())
    .addPrimaryKeyConstraint('delivery_zone_cap_pk', ['zone_id', 'cap_from'])
    .execute();
  await db.schema
    .createIndex('delivery_zone_cap_range_idx')
    .on('delivery_zone_cap')
    .columns(['cap_from', 'cap_to'])
    .execute();
  await db.schema
    .createTable('address_enable_request')
    .addColumn('request_id', id, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('user_account.user_id'))
    .addColumn('email', 'varchar(254)')
    .addColumn('address1', 'varchar(200)', (c) => c.notNull())
    .addColumn('address_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('province', 'varchar(2)', (c) => c.notNull())
    .addColumn('postalcode', 'varchar(5)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('address_enable_request_cap_idx')
    .on('address_enable_request')
    .column('postalcode')
    .execute();
}

/** Every place a cart can be sent to or collected from: home addresses, pickup points, lockers. */
async function addresses(db: K, id: Id) {
  let t = db.schema
    .createTable('address')
    .addColumn('address_id', id, (c) => c.primaryKey())
    .addColumn('address_type_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('user_account.user_id'))
    .addColumn('store_id', 'integer', (c) => c.references('store.store_id'))
    .addColumn('zone_id', 'integer', (c) => c.references('delivery_zone.zone_id'));
  for (const [col, type] of [
    ['address_name', 'varchar(100)'],
    ['address1', 'varchar(200)'],
    ['address_number', 'varchar(20)'],
    ['city', 'varchar(100)'],
    ['province', 'varchar(2)'],
    ['postalcode', 'varchar(5)'],
  ] as const) {
    t = t.addColumn(col, type, (c) => c.notNull());
  }
  await t
    .addColumn('phone', 'varchar(30)')
    .addColumn('doorbell', 'varchar(100)')
    .addColumn('notes', 'varchar(500)')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('validated', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('address_user_idx')
    .on('address')
    .columns(['user_id', 'address_type_id'])
    .execute();
  await db.schema
    .createIndex('address_store_idx')
    .on('address')
    .columns(['store_id', 'address_type_id'])
    .execute();
  // One location (pickup point) per store.
  await db.schema
    .createIndex('address_store_location_idx')
    .on('address')
    .column('store_id')
    .unique()
    .where(sql.ref('address_type_id'), '=', 3)
    .execute();
}

/** Weekly templates, the materialised slots (capacity, bookings) and closing days. */
async function timeslots(db: K, id: Id) {
  await db.schema
    .createTable('timeslot_template')
    .addColumn('template_id', id, (c) => c.primaryKey())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('store.store_id'))
    .addColumn('delivery_service_id', 'integer', (c) =>
      c.notNull().references('delivery_service.delivery_service_id'),
    )
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('begin_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('cutoff_minutes', 'integer', (c) => c.notNull())
    .addUniqueConstraint('timeslot_template_uq', ['store_id', 'delivery_service_id', 'weekday', 'begin_time'])
    .execute();
  await db.schema
    .createTable('timeslot')
    .addColumn('timeslot_id', id, (c) => c.primaryKey())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('store.store_id'))
    .addColumn('delivery_service_id', 'integer', (c) =>
      c.notNull().references('delivery_service.delivery_service_id'),
    )
    .addColumn('slot_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('begin_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('begins_at', ts, (c) => c.notNull())
    .addColumn('cutoff_at', ts, (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
    // The unique key makes lazy materialisation idempotent (insert-or-ignore).
    .addUniqueConstraint('timeslot_uq', ['store_id', 'delivery_service_id', 'slot_date', 'begin_time'])
    // Last line of defence: a booking can never push a slot over its capacity.
    .addCheckConstraint('timeslot_booked_ck', sql`booked >= 0 and booked <= capacity`)
    .execute();
  await db.schema
    .createTable('shop_closure')
    .addColumn('closure_id', id, (c) => c.primaryKey())
    .addColumn('closure_date', 'varchar(10)', (c) => c.notNull())
    // null: every store is closed (national holiday).
    .addColumn('store_id', 'integer', (c) => c.references('store.store_id'))
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shop_closure_date_idx')
    .on('shop_closure')
    .columns(['closure_date', 'store_id'])
    .execute();
}

async function feesAndCart(db: K, id: Id) {
  await db.schema
    .createTable('delivery_fee_rule')
    .addColumn('rule_id', 'integer', (c) => c.primaryKey())
    .addColumn('delivery_service_id', 'integer', (c) =>
      c.notNull().references('delivery_service.delivery_service_id'),
    )
    .addColumn('min_total_cents', 'integer', (c) => c.notNull())
    .addColumn('fee_cents', 'integer', (c) => c.notNull())
    .addUniqueConstraint('delivery_fee_rule_uq', ['delivery_service_id', 'min_total_cents'])
    .execute();
  await db.schema
    .createTable('cart')
    .addColumn('cart_id', id, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.user_id'))
    .addColumn('cart_status_id', 'integer', (c) => c.notNull())
    .addColumn('delivery_service_id', 'integer', (c) => c.references('delivery_service.delivery_service_id'))
    .addColumn('address_id', 'integer', (c) => c.references('address.address_id'))
    .addColumn('store_id', 'integer', (c) => c.references('store.store_id'))
    .addColumn('warehouse_id', 'integer', (c) => c.references('warehouse.warehouse_id'))
    .addColumn('timeslot_id', 'integer', (c) => c.references('timeslot.timeslot_id'))
    .addColumn('timeslot_date', 'varchar(10)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  // One cart not yet closed per user: concurrent first requests cannot create two.
  await db.schema
    .createIndex('cart_open_user_idx')
    .on('cart')
    .column('user_id')
    .unique()
    .where(sql.ref('cart_status_id'), '<>', 9)
    .execute();
  await db.schema.createIndex('cart_address_idx').on('cart').column('address_id').execute();
}

export const m0003Delivery: SpesaMigration = {
  name: '0003_delivery',
  async up(db: K, dialect: Dialect) {
    const id: Id = dialect === 'postgres' ? 'serial' : 'integer';
    await servicesAndStores(db);
    await coverage(db, id);
    await addresses(db, id);
    await timeslots(db, id);
    await feesAndCart(db, id);
    // Reference data, needed with or without the demo data: the services and the national holidays.
    await db.insertInto('delivery_service').values(DELIVERY_SERVICES).execute();
    await db
      .insertInto('shop_closure')
      .values(NATIONAL_HOLIDAYS.map(([closure_date, reason]) => ({ closure_date, reason, store_id: null })))
      .execute();
  },
};
