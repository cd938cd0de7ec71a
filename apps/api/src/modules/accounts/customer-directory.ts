import type { DbOrTx } from '../../db/transaction.js';

/** A customer as another customer may see them: when a shopping list is shared (decision 0048). */
export interface CustomerCard {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
}

const columns = ['user_id', 'first_name', 'last_name', 'email'] as const;
const toCard = (r: { user_id: number; first_name: string; last_name: string; email: string }): CustomerCard => ({
  userId: r.user_id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
});

/**
 * Finding customers for the lists area, which never reads the account tables itself: by e-mail
 * (the address a list is shared with) and by ids (the names shown beside shared lists). Erased
 * accounts are nobody.
 */
export const customerDirectory = {
  async byEmail(db: DbOrTx, email: string): Promise<CustomerCard | undefined> {
    const row = await db.kysely
      .selectFrom('user_account')
      .select(columns)
      .where('email', '=', email.trim().toLowerCase())
      .where('anonymized_at', 'is', null)
      .executeTakeFirst();
    return row && toCard(row);
  },

  async byIds(db: DbOrTx, ids: number[]): Promise<Map<number, CustomerCard>> {
    if (ids.length === 0) return new Map();
    const rows = await db.kysely
      .selectFrom('user_account')
      .select(columns)
      .where('user_id', 'in', [...new Set(ids)])
      .where('anonymized_at', 'is', null)
      .execute();
    return new Map(rows.map((r) => [r.user_id, toCard(r)]));
  },
};
