import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;
type Id = 'serial' | 'integer';

const ts = 'varchar(30)';

/**
 * The cart's lines as rows (issue 13), its version, its properties (need_invoice ...), and gift
 * codes with their single-use redemptions. Quantities are integer thousandths of the selling unit;
 * prices are not stored on lines: the cart is priced from its warehouse each time it is shown.
 */
async function cartVersion(db: K) {
  // Grows with every change of the lines, under the same conditional update that checks the cart
  // is open: two tabs see each other's changes, and a client can send the version it saw.
  await db.schema
    .alterTable('cart')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

async function cartItems(db: K, id: Id) {
  await db.schema
    .createTable('cart_item')
    // Never reused (AUTOINCREMENT on SQLite; serial never goes back): a stale itemId from another
    // tab can never hit a newer line.
    .addColumn('item_id', id, (c) => (id === 'integer' ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('cart.cart_id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id'))
    .addColumn('quantity_milli', 'integer', (c) => c.notNull())
    .addColumn('is_package', 'integer', (c) => c.notNull().defaultTo(0))
    // Options chosen, as canonical JSON (keys sorted): part of the line's identity.
    .addColumn('params_json', 'varchar(1000)', (c) => c.notNull().defaultTo('{}'))
    .addColumn('use_wpid', 'integer')
    .addColumn('accept_alternatives', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'varchar(1000)')
    .addColumn('custom_weight_milli', 'integer')
    .addColumn('insertion_type_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    // One line per product, pack flag and options: an add is an atomic upsert on this key.
    .addUniqueConstraint('cart_item_line_uq', ['cart_id', 'product_id', 'is_package', 'params_json'])
    .addCheckConstraint('cart_item_quantity_ck', sql`quantity_milli > 0`)
    .execute();
}

async function cartInfos(db: K) {
  await db.schema
    .createTable('cart_info')
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('cart.cart_id'))
    .addColumn('property', 'varchar(50)', (c) => c.notNull())
    .addColumn('value', 'varchar(1000)', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_info_pk', ['cart_id', 'property'])
    .execute();
}

async function giftCodes(db: K, id: Id) {
  await db.schema
    .createTable('gift_certificate')
    .addColumn('gift_certificate_id', id, (c) => c.primaryKey())
    // Stored upper case; codes are typed by people and compared without case.
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    /** 'percent' or 'fixed'. */
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('perc', 'integer')
    .addColumn('amount_cents', 'integer')
    .addColumn('min_goods_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('single_use', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('valid_to', 'varchar(10)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The codes put on a cart; `cart_gift_id` is the contract's userGiftCertificateId.
  await db.schema
    .createTable('cart_gift_code')
    .addColumn('cart_gift_id', id, (c) => c.primaryKey())
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('cart.cart_id'))
    .addColumn('gift_certificate_id', 'integer', (c) =>
      c.notNull().references('gift_certificate.gift_certificate_id'),
    )
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('cart_gift_code_uq', ['cart_id', 'gift_certificate_id'])
    .execute();
  // A single-use code is taken by exactly one cart: the primary key makes two concurrent
  // redemptions end with one row, whatever the timing.
  await db.schema
    .createTable('gift_redemption')
    .addColumn('gift_certificate_id', 'integer', (c) =>
      c.primaryKey().references('gift_certificate.gift_certificate_id'),
    )
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('cart.cart_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.user_id'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
}

export const m0007CartItems: SpesaMigration = {
  name: '0007_cart_items',
  async up(db: K, dialect: Dialect) {
    const id: Id = dialect === 'postgres' ? 'serial' : 'integer';
    await cartVersion(db);
    await cartItems(db, id);
    await db.schema.createIndex('cart_item_product_idx').on('cart_item').column('product_id').execute();
    await cartInfos(db);
    await giftCodes(db, id);
  },
};
