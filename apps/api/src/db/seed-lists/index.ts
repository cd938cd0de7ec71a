import { sql } from 'kysely';
import type { Db } from '../database.js';

/** Demo shopping lists of mario.rossi@example.com (README "Demo accounts"); quantities in thousandths. */
export const DEMO_LISTS: ReadonlyArray<{ name: string; isDefault: boolean; items: Array<[productId: number, milli: number]> }> = [
  // Pezzo, Sfuso (0.75 kg), Confezione of 6 and more pieces.
  { name: 'Spesa della settimana', isDefault: true, items: [[21, 2000], [69, 1000], [1, 750], [146, 6000], [163, 2000]] },
  { name: 'Grigliata di sabato', isDefault: false, items: [[356, 4000], [378, 2000], [426, 2000]] },
];
const OWNER = 'mario.rossi@example.com';

/**
 * Inserts the demo lists that are missing (by owner and name) with their lines; safe to run at
 * every start. Products not in the catalogue (an empty demo catalogue) are skipped.
 */
export async function seedListsDemo(db: Db): Promise<void> {
  const owner = await db.kysely.selectFrom('user_account').select('user_id').where('email', '=', OWNER).executeTakeFirst();
  if (!owner) return;
  const at = new Date().toISOString();
  for (const list of DEMO_LISTS) {
    // One statement: a list of that name is created only when the owner has none yet.
    const made = await db.kysely
      .insertInto('wishlist')
      .columns(['user_id', 'name', 'is_default', 'created_at', 'updated_at'])
      .expression(
        db.kysely
          .selectNoFrom((eb) => [
            sql.lit(owner.user_id).as('user_id'),
            eb.val(list.name).as('name'),
            sql.lit(list.isDefault ? 1 : 0).as('is_default'),
            eb.val(at).as('created_at'),
            eb.val(at).as('updated_at'),
          ])
          .where((eb) =>
            eb.not(
              eb.exists(
                eb.selectFrom('wishlist').select('wishlist_id').where('user_id', '=', owner.user_id).where('name', '=', list.name),
              ),
            ),
          ),
      )
      .returning('wishlist_id')
      .executeTakeFirst();
    if (!made) continue;
    const known = await db.kysely
      .selectFrom('product')
      .select('product_id')
      .where('product_id', 'in', list.items.map(([id]) => id))
      .execute();
    const ids = new Set(known.map((k) => k.product_id));
    const rows = list.items
      .filter(([id]) => ids.has(id))
      .map(([product_id, quantity_milli]) => ({
        wishlist_id: made.wishlist_id,
        product_id,
        quantity_milli,
        params_json: '{}',
        created_at: at,
        updated_at: at,
      }));
    if (rows.length > 0) await db.kysely.insertInto('wishlist_item').values(rows).execute();
  }
}
