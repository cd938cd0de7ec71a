import { sql, type Kysely, type Selectable } from 'kysely';
import { CART_STATUS } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import { compiledOnce } from '../../db/precompiled.js';
import type { Database } from '../../db/schema.js';
import type { CartItemTable, GiftCertificateTable } from '../../db/schema.js';

// Cart lines, cart properties and gift codes (migration 0007). Line changes run inside one
// transaction that starts with `claimCart`: that conditional update takes the cart row's lock on
// PostgreSQL (SQLite has one writer), so the reads that follow see every earlier change.

export type CartItemRow = Selectable<CartItemTable>;
export type GiftCertificateRow = Selectable<GiftCertificateTable>;

/**
 * Bumps the version of an open cart (and, with `expectedVersion`, only of that version). Answers
 * the new version, or undefined when the cart is not open or has moved on.
 */
export async function claimCart(
  db: DbOrTx,
  cartId: number,
  at: string,
  expectedVersion?: number,
): Promise<number | undefined> {
  let q = db.kysely
    .updateTable('cart')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: at }))
    .where('cart_id', '=', cartId)
    .where('cart_status_id', '=', CART_STATUS.open);
  if (expectedVersion !== undefined) q = q.where('version', '=', expectedVersion);
  const row = await q.returning('version').executeTakeFirst();
  return row?.version;
}

export async function cartVersion(db: DbOrTx, cartId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('cart')
    .select('version')
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  return row?.version ?? 0;
}

export async function itemsOf(db: DbOrTx, cartId: number): Promise<CartItemRow[]> {
  return itemsOfCart(db, { cartId });
}

/** The cart's lines version (migration 0025): what CartLinesCache keeps its lines under. */
export async function linesVersionOf(db: DbOrTx, cartId: number): Promise<number | undefined> {
  const row = (await linesVersionRow(db, { cartId }))[0];
  return row === undefined ? undefined : Number(row.lines_version);
}
const linesVersionRow = compiledOnce((k, { cartId }: { cartId: number }) =>
  k.selectFrom('cart').select('lines_version').where('cart_id', '=', cartId),
);

// The statements of every cart change are compiled once (db/precompiled.ts, decisions 0055, 0115).
const itemsOfCart = compiledOnce((k, { cartId }: { cartId: number }) =>
  k.selectFrom('cart_item').selectAll().where('cart_id', '=', cartId).orderBy('item_id'),
);

/** The line of a product with these options (either pack flag): at most one exists. */
export async function lineOf(db: DbOrTx, cartId: number, productId: number, paramsJson: string) {
  return db.kysely
    .selectFrom('cart_item')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('product_id', '=', productId)
    .where('params_json', '=', paramsJson)
    .executeTakeFirst();
}

export async function itemOf(db: DbOrTx, cartId: number, itemId: number) {
  return db.kysely
    .selectFrom('cart_item')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}

export type NewLine = Omit<CartItemTable, 'item_id' | 'created_at' | 'updated_at'>;

/** A new line and when it is written. */
export type NewLineAt = NewLine & { at: string };

/** Inserts a line, or adds to the same line's quantity in one statement (atomic upsert); answers the line. */
export async function upsertLine(db: DbOrTx, line: NewLineAt): Promise<CartItemRow> {
  const [row] = await upsert(db, {
    cart_id: line.cart_id,
    product_id: line.product_id,
    quantity_milli: line.quantity_milli,
    is_package: line.is_package,
    params_json: line.params_json,
    use_wpid: line.use_wpid,
    accept_alternatives: line.accept_alternatives,
    note: line.note,
    custom_weight_milli: line.custom_weight_milli,
    insertion_type_id: line.insertion_type_id,
    at: line.at,
  });
  if (!row) throw new Error('cart line not answered by its upsert');
  return row;
}

const upsert = compiledOnce((k, { at, ...line }: NewLineAt) =>
  k
    .insertInto('cart_item')
    .values({ ...line, created_at: at, updated_at: at })
    .onConflict((oc) =>
      oc.columns(['cart_id', 'product_id', 'is_package', 'params_json']).doUpdateSet((eb) => ({
        quantity_milli: sql<number>`${eb.ref('cart_item.quantity_milli')} + ${eb.ref('excluded.quantity_milli')}`,
        use_wpid: eb.ref('excluded.use_wpid'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returningAll(),
);

/** A line's quantity moved from `from` to `to` at `at`; with `useWpid`, its promotion set too. */
export interface QuantityMove {
  cartId: number;
  itemId: number;
  from: number;
  to: number;
  at: string;
  useWpid?: number | null;
}

/**
 * Sets a line's quantity only if it still is `from`: a change made meanwhile makes it a no-op
 * (undefined) rather than a lost update. Answers the line as it now is.
 */
export async function setLineQuantity(db: DbOrTx, move: QuantityMove): Promise<CartItemRow | undefined> {
  const { cartId, itemId, from, to, at } = move;
  const rows =
    move.useWpid !== undefined
      ? await setQuantityAndPromo(db, { cartId, itemId, from, to, at, useWpid: move.useWpid })
      : await setQuantity(db, { cartId, itemId, from, to, at });
  return rows[0];
}

type Guard = { cartId: number; itemId: number; from: number };
const quantityGuarded = (k: Kysely<Database>, { cartId, itemId, from }: Guard) =>
  k
    .updateTable('cart_item')
    .where('cart_id', '=', cartId)
    .where('item_id', '=', itemId)
    .where('quantity_milli', '=', from);
const setQuantity = compiledOnce((k, m: Guard & { to: number; at: string }) =>
  quantityGuarded(k, m).set({ quantity_milli: m.to, updated_at: m.at }).returningAll(),
);
const setQuantityAndPromo = compiledOnce((k, m: Guard & { to: number; at: string; useWpid: number | null }) =>
  quantityGuarded(k, m).set({ quantity_milli: m.to, updated_at: m.at, use_wpid: m.useWpid }).returningAll(),
);

/** cart/update across QTY_MULT: the line is (or stops being) a pack line. */
export async function setPackageFlag(
  db: DbOrTx,
  cartId: number,
  itemId: number,
  isPackage: number,
): Promise<void> {
  await db.kysely
    .updateTable('cart_item')
    .set({ is_package: isPackage })
    .where('cart_id', '=', cartId)
    .where('item_id', '=', itemId)
    .execute();
}

export async function deleteItems(db: DbOrTx, cartId: number, itemIds?: number[]): Promise<number> {
  let q = db.kysely.deleteFrom('cart_item').where('cart_id', '=', cartId);
  if (itemIds) {
    if (itemIds.length === 0) return 0;
    q = q.where('item_id', 'in', itemIds);
  }
  return Number((await q.executeTakeFirst()).numDeletedRows);
}

export async function updateItemInfos(
  db: DbOrTx,
  cartId: number,
  itemId: number,
  infos: Partial<Pick<CartItemTable, 'accept_alternatives' | 'note' | 'custom_weight_milli'>>,
  at: string,
): Promise<boolean> {
  const res = await db.kysely
    .updateTable('cart_item')
    .set({ ...infos, updated_at: at })
    .where('cart_id', '=', cartId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

// ---- cart properties ----

export async function cartInfosOf(db: DbOrTx, cartId: number): Promise<Record<string, string>> {
  const rows = await infosOfCart(db, { cartId });
  return Object.fromEntries(rows.map((r) => [r.property, r.value]));
}

const infosOfCart = compiledOnce((k, { cartId }: { cartId: number }) =>
  k.selectFrom('cart_info').select(['property', 'value']).where('cart_id', '=', cartId).orderBy('property'),
);

export async function setCartInfo(
  db: DbOrTx,
  cartId: number,
  property: string,
  value: string,
): Promise<void> {
  await db.kysely
    .insertInto('cart_info')
    .values({ cart_id: cartId, property, value })
    .onConflict((oc) => oc.columns(['cart_id', 'property']).doUpdateSet({ value }))
    .execute();
}

// ---- gift codes ----

export async function giftByCode(db: DbOrTx, code: string): Promise<GiftCertificateRow | undefined> {
  return db.kysely
    .selectFrom('gift_certificate')
    .selectAll()
    .where('code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
}

export async function giftsOfCart(db: DbOrTx, cartId: number) {
  return giftsOf(db, { cartId });
}

const giftsOf = compiledOnce((k, { cartId }: { cartId: number }) =>
  k
    .selectFrom('cart_gift_code as cg')
    .innerJoin('gift_certificate as g', 'g.gift_certificate_id', 'cg.gift_certificate_id')
    .selectAll('g')
    .select('cg.cart_gift_id')
    .where('cg.cart_id', '=', cartId)
    .orderBy('cg.cart_gift_id'),
);

export type CartGiftRow = Awaited<ReturnType<typeof giftsOfCart>>[number];

/**
 * The cart's properties and gift codes together, in one statement (issue 13: every priced answer
 * read them in two): the rows of both tables in one list, a property row with its `property` set,
 * a code row with its `cart_gift_id` set; properties by name, codes in the order they were added.
 */
export async function extrasOfCart(
  db: DbOrTx,
  cartId: number,
): Promise<{ cartInfos: Record<string, string>; gifts: CartGiftRow[] }> {
  const cartInfos: Record<string, string> = {};
  const gifts: CartGiftRow[] = [];
  for (const r of await extrasOf(db, { infoCartId: cartId, giftCartId: cartId })) {
    if (r.property !== null) cartInfos[r.property] = r.value!;
    else gifts.push(giftOfExtra(r));
  }
  return { cartInfos, gifts };
}

type ExtraRow = Awaited<ReturnType<typeof extrasOf>>[number];

/** A code row of extrasOf as giftsOfCart answers it. */
const giftOfExtra = (r: ExtraRow): CartGiftRow => ({
  gift_certificate_id: r.gift_certificate_id!,
  code: r.code!,
  name: r.name!,
  kind: r.kind!,
  perc: r.perc,
  amount_cents: r.amount_cents,
  min_goods_cents: r.min_goods_cents!,
  single_use: r.single_use!,
  valid_from: r.valid_from!,
  valid_to: r.valid_to!,
  active: r.active!,
  cart_gift_id: r.cart_gift_id!,
});

// A typed null of each column the other half of the union fills (both dialects take a bare null).
const nul = <T>() => sql<T | null>`null`;

const extrasOf = compiledOnce((k, { infoCartId, giftCartId }: { infoCartId: number; giftCartId: number }) =>
  k
    .selectFrom('cart_info')
    .select((eb) => [
      // Nullable in the union: the code rows have none.
      eb.ref('property').$castTo<string | null>().as('property'),
      eb.ref('value').$castTo<string | null>().as('value'),
      nul<number>().as('cart_gift_id'),
      nul<number>().as('gift_certificate_id'),
      nul<string>().as('code'),
      nul<string>().as('name'),
      nul<GiftCertificateRow['kind']>().as('kind'),
      nul<number>().as('perc'),
      nul<number>().as('amount_cents'),
      nul<number>().as('min_goods_cents'),
      nul<number>().as('single_use'),
      nul<string>().as('valid_from'),
      nul<string>().as('valid_to'),
      nul<number>().as('active'),
    ])
    .where('cart_id', '=', infoCartId)
    .unionAll((eb) =>
      eb
        .selectFrom('cart_gift_code as cg')
        .innerJoin('gift_certificate as g', 'g.gift_certificate_id', 'cg.gift_certificate_id')
        .select([
          nul<string>().as('property'),
          nul<string>().as('value'),
          'cg.cart_gift_id',
          'g.gift_certificate_id',
          'g.code',
          'g.name',
          'g.kind',
          'g.perc',
          'g.amount_cents',
          'g.min_goods_cents',
          'g.single_use',
          'g.valid_from',
          'g.valid_to',
          'g.active',
        ])
        .where('cg.cart_id', '=', giftCartId),
    )
    .orderBy('property')
    .orderBy('cart_gift_id'),
);

/**
 * Takes a single-use code for a cart. The primary key on the code decides between concurrent
 * takers; answers true when this cart holds it (now or already).
 */
export async function redeemOnce(
  db: DbOrTx,
  giftId: number,
  cartId: number,
  userId: number,
  at: string,
): Promise<boolean> {
  await db.kysely
    .insertInto('gift_redemption')
    .values({ gift_certificate_id: giftId, cart_id: cartId, user_id: userId, created_at: at })
    .onConflict((oc) => oc.column('gift_certificate_id').doNothing())
    .execute();
  return (await redemptionHolder(db, giftId)) === cartId;
}

/** The cart holding a single-use code, if any. */
export async function redemptionHolder(db: DbOrTx, giftId: number): Promise<number | undefined> {
  const row = await db.kysely
    .selectFrom('gift_redemption')
    .select('cart_id')
    .where('gift_certificate_id', '=', giftId)
    .executeTakeFirst();
  return row?.cart_id;
}

export async function addGiftToCart(db: DbOrTx, cartId: number, giftId: number, at: string): Promise<void> {
  await db.kysely
    .insertInto('cart_gift_code')
    .values({ cart_id: cartId, gift_certificate_id: giftId, created_at: at })
    .onConflict((oc) => oc.columns(['cart_id', 'gift_certificate_id']).doNothing())
    .execute();
}

/** Takes a code off a cart and frees its single-use redemption, if this cart held it. */
export async function removeGiftFromCart(db: DbOrTx, cartId: number, giftId: number): Promise<boolean> {
  const res = await db.kysely
    .deleteFrom('cart_gift_code')
    .where('cart_id', '=', cartId)
    .where('gift_certificate_id', '=', giftId)
    .executeTakeFirst();
  await db.kysely
    .deleteFrom('gift_redemption')
    .where('gift_certificate_id', '=', giftId)
    .where('cart_id', '=', cartId)
    .execute();
  return Number(res.numDeletedRows) === 1;
}

/** Erasure: deletes the lines, properties and codes of every cart of the user. */
export async function eraseCartContentsOf(db: DbOrTx, userId: number): Promise<void> {
  // The carts' rows first, as a cart change claims them before its lines: each line deleted raises
  // its cart's lines version (migration 0025), and taking the two locks in the other order could
  // deadlock with a change of the same cart on PostgreSQL (decision 0076).
  await db.kysely
    .updateTable('cart')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('user_id', '=', userId)
    .execute();
  const carts = db.kysely.selectFrom('cart').select('cart_id').where('user_id', '=', userId);
  await db.kysely.deleteFrom('cart_item').where('cart_id', 'in', carts).execute();
  await db.kysely.deleteFrom('cart_info').where('cart_id', 'in', carts).execute();
  await db.kysely.deleteFrom('cart_gift_code').where('cart_id', 'in', carts).execute();
}
