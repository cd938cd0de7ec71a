import type { Selectable } from 'kysely';
import type { DbOrTx } from '../../db/transaction.js';
import type { OrderNoteTable } from '../../db/schema.js';

export type OrderNoteRow = Selectable<OrderNoteTable>;

/**
 * Adds a note to the shopper's order only while the order takes notes (`open` statuses) and has
 * fewer than `max` notes, in one INSERT ... SELECT (no read-then-write of the status). Two adds at
 * the same instant may both see max - 1 notes: the count limits abuse, it is not a quota.
 */
export async function addNote(
  db: DbOrTx,
  n: { orderId: number; userId: number; body: string; at: string; open: readonly number[]; max: number },
): Promise<OrderNoteRow | undefined> {
  return db.kysely
    .insertInto('order_note')
    .columns(['order_id', 'user_id', 'body', 'created_at', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('customer_order as o')
        .select([
          'o.order_id',
          'o.user_id',
          eb.val(n.body).as('body'),
          eb.val(n.at).as('created_at'),
          eb.val(n.at).as('updated_at'),
        ])
        .where('o.order_id', '=', n.orderId)
        .where('o.user_id', '=', n.userId)
        .where('o.order_status_id', 'in', [...n.open])
        .where(
          (w) =>
            w
              .selectFrom('order_note as c')
              .select((c) => c.fn.countAll<number>().as('n'))
              .whereRef('c.order_id', '=', 'o.order_id'),
          '<',
          n.max,
        ),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Changes the text of one of the shopper's notes while its order takes notes. */
export async function updateNote(
  db: DbOrTx,
  n: { noteId: number; orderId: number; userId: number; body: string; at: string; open: readonly number[] },
): Promise<OrderNoteRow | undefined> {
  return db.kysely
    .updateTable('order_note')
    .set({ body: n.body, updated_at: n.at })
    .where('note_id', '=', n.noteId)
    .where('order_id', '=', n.orderId)
    .where('user_id', '=', n.userId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('customer_order as o')
          .select('o.order_id')
          .where('o.order_id', '=', n.orderId)
          .where('o.order_status_id', 'in', [...n.open]),
      ),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function notesOf(db: DbOrTx, orderId: number): Promise<OrderNoteRow[]> {
  return db.kysely
    .selectFrom('order_note')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('note_id')
    .execute();
}

export async function noteExists(
  db: DbOrTx,
  noteId: number,
  orderId: number,
  userId: number,
): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('order_note')
    .select('note_id')
    .where('note_id', '=', noteId)
    .where('order_id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
