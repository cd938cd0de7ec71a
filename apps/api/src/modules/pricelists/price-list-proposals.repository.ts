import { sql } from 'kysely';
import { EDITABLE_PROPOSAL_STATES, PUBLICATION_STATE, proposalSourcesOf } from '@spesa/domain';
import type { DbOrTx, Tx } from '../../db/transaction.js';

// Proposals, their prices and their history (decision 0116). A proposal's state is changed only
// by `moveProposal`, the one door; prices change only while the proposal is editable and only by
// its author, checked inside the same statement that writes them (no read first).

export interface ProposalFields {
  name: string;
  price_list_id: number;
  replaced_price_list_id: number | null;
  from_date: string;
  to_date: string | null;
  warehouse_id: number | null;
}

export type ProposalRow = Awaited<ReturnType<typeof proposalById>> & object;

export async function proposalById(db: DbOrTx, proposalId: number) {
  return db.kysely
    .selectFrom('price_list_proposal as p')
    .innerJoin('price_list as l', 'l.price_list_id', 'p.price_list_id')
    .selectAll('p')
    .select([
      'l.name as list_name',
      'l.from_date as list_from_date',
      'l.to_date as list_to_date',
      (eb) =>
        eb
          .selectFrom('price_list_proposal_price as pp')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('pp.price_list_proposal_id', '=', 'p.price_list_proposal_id')
          .as('item_count'),
    ])
    .where('p.price_list_proposal_id', '=', proposalId)
    .executeTakeFirst();
}

/** Who may see which proposals: the author their own; an approver the submitted ones of their warehouses. */
export interface ProposalReader {
  userId: number;
  creates: boolean;
  /** The warehouses an approver covers: 'all', some ids, or none (not an approver). */
  approves: 'all' | number[];
}

const NOT_SUBMITTED = [PUBLICATION_STATE.inProgress, PUBLICATION_STATE.importCompleted];

export async function listProposals(db: DbOrTx, reader: ProposalReader, stateId: number | undefined) {
  let q = db.kysely
    .selectFrom('price_list_proposal as p')
    .innerJoin('price_list as l', 'l.price_list_id', 'p.price_list_id')
    .selectAll('p')
    .select([
      'l.name as list_name',
      'l.from_date as list_from_date',
      'l.to_date as list_to_date',
      (eb) =>
        eb
          .selectFrom('price_list_proposal_price as pp')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('pp.price_list_proposal_id', '=', 'p.price_list_proposal_id')
          .as('item_count'),
    ])
    .where((eb) => {
      const mine = reader.creates ? [eb('p.author_user_id', '=', reader.userId)] : [];
      const approvable =
        reader.approves === 'all'
          ? [eb('p.publication_state_id', 'not in', NOT_SUBMITTED)]
          : reader.approves.length > 0
            ? [
                eb.and([
                  eb('p.publication_state_id', 'not in', NOT_SUBMITTED),
                  eb('p.warehouse_id', 'in', reader.approves),
                ]),
              ]
            : [];
      const any = [...mine, ...approvable];
      return any.length > 0 ? eb.or(any) : sql<boolean>`1 = 0`;
    });
  if (stateId !== undefined) q = q.where('p.publication_state_id', '=', stateId);
  return q.orderBy('p.price_list_proposal_id', 'desc').limit(500).execute();
}

/** Whether `reader` may see the proposal (the same rule as `listProposals`, on one row). */
export function readable(
  reader: ProposalReader,
  p: { author_user_id: number; publication_state_id: number; warehouse_id: number | null },
): boolean {
  if (reader.creates && p.author_user_id === reader.userId) return true;
  if ((NOT_SUBMITTED as number[]).includes(p.publication_state_id)) return false;
  if (reader.approves === 'all') return true;
  return p.warehouse_id !== null && reader.approves.includes(p.warehouse_id);
}

export async function insertProposal(
  tx: Tx,
  fields: ProposalFields,
  authorId: number,
  at: string,
): Promise<number> {
  const row = await tx.kysely
    .insertInto('price_list_proposal')
    .values({
      ...fields,
      publication_state_id: PUBLICATION_STATE.inProgress,
      previous_state_id: null,
      author_user_id: authorId,
      approver_user_id: null,
      refusal_reason: null,
      created_at: at,
      updated_at: at,
    })
    .returning('price_list_proposal_id')
    .executeTakeFirstOrThrow();
  await insertHistory(tx, row.price_list_proposal_id, null, PUBLICATION_STATE.inProgress, authorId, null, at);
  return row.price_list_proposal_id;
}

/** Changes an editable proposal of its author; answers whether it was changed. */
export async function modifyProposal(
  db: DbOrTx,
  proposalId: number,
  authorId: number,
  fields: Partial<ProposalFields>,
  at: string,
): Promise<boolean> {
  const r = await db.kysely
    .updateTable('price_list_proposal')
    .set({ ...fields, updated_at: at })
    .where('price_list_proposal_id', '=', proposalId)
    .where('author_user_id', '=', authorId)
    .where('publication_state_id', 'in', EDITABLE_PROPOSAL_STATES)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** What `moveProposal` checks and writes besides the transition table. */
export interface ProposalMove {
  at: string;
  actorId: number | null;
  /** Only from these states (a subset of the table's sources; anything else is a bug). */
  onlyFrom?: readonly number[];
  /** Only the author's proposal. */
  author?: number;
  /** Never the author's (an approval is a second person's). */
  notAuthor?: number;
  reason?: string;
  /** Only when its start has come (the scheduled publication). */
  startedBy?: string;
  /** Columns written with the move. */
  set?: { approver_user_id?: number; refusal_reason?: string | null };
}

/**
 * The only writer of a proposal's state (decision 0116, as decision 0103 for orders): one
 * conditional update from a state PRICE_LIST_TRANSITIONS allows for `to`, which copies the state
 * it leaves into `previous_state_id`, then the history row with the actor. Of two moves racing, the
 * loser's update finds the state changed and touches nothing. Answers the moved row, or undefined.
 */
export async function moveProposal(tx: Tx, proposalId: number, to: number, move: ProposalMove) {
  const from = allowedSources(to, move.onlyFrom);
  let q = tx.kysely
    .updateTable('price_list_proposal')
    .set((eb) => ({
      previous_state_id: eb.ref('publication_state_id'),
      publication_state_id: to,
      updated_at: move.at,
      ...move.set,
    }))
    .where('price_list_proposal_id', '=', proposalId)
    .where('publication_state_id', 'in', from);
  if (move.author !== undefined) q = q.where('author_user_id', '=', move.author);
  if (move.notAuthor !== undefined) q = q.where('author_user_id', '!=', move.notAuthor);
  if (move.startedBy !== undefined) q = q.where('from_date', '<=', move.startedBy);
  const moved = await q.returningAll().executeTakeFirst();
  if (moved)
    await insertHistory(
      tx,
      proposalId,
      moved.previous_state_id,
      to,
      move.actorId,
      move.reason ?? null,
      move.at,
    );
  return moved;
}

function allowedSources(to: number, onlyFrom: readonly number[] | undefined): number[] {
  const table = proposalSourcesOf(to);
  if (!onlyFrom) return table;
  const stray = onlyFrom.filter((f) => !table.includes(f));
  if (stray.length > 0 || onlyFrom.length === 0)
    throw new Error(`proposal move ${onlyFrom.join(',')} -> ${to} is not in PRICE_LIST_TRANSITIONS`);
  return table.filter((f) => onlyFrom.includes(f));
}

async function insertHistory(
  tx: Tx,
  proposalId: number,
  from: number | null,
  to: number,
  actorId: number | null,
  reason: string | null,
  at: string,
): Promise<void> {
  await tx.kysely
    .insertInto('price_list_proposal_history')
    .values({
      price_list_proposal_id: proposalId,
      from_state_id: from,
      to_state_id: to,
      actor_user_id: actorId,
      reason,
      at,
    })
    .execute();
}

export async function historyOf(db: DbOrTx, proposalId: number) {
  return db.kysely
    .selectFrom('price_list_proposal_history')
    .select(['from_state_id', 'to_state_id', 'actor_user_id', 'reason', 'at'])
    .where('price_list_proposal_id', '=', proposalId)
    .orderBy('history_id')
    .execute();
}

/** Scheduled proposals whose start has come: what the publication job publishes. */
export async function dueScheduled(db: DbOrTx, today: string): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('price_list_proposal')
    .select('price_list_proposal_id')
    .where('publication_state_id', '=', PUBLICATION_STATE.scheduled)
    .where('from_date', '<=', today)
    .execute();
  return rows.map((r) => r.price_list_proposal_id);
}

// ---- Prices of a proposal ----------------------------------------------------------------------

/** The editable proposal of this author, as a subquery: the guard every price write carries. */
function editableOf(db: DbOrTx, proposalId: number, authorId: number) {
  return db.kysely
    .selectFrom('price_list_proposal')
    .select('price_list_proposal_id')
    .where('price_list_proposal_id', '=', proposalId)
    .where('author_user_id', '=', authorId)
    .where('publication_state_id', 'in', EDITABLE_PROPOSAL_STATES);
}

export interface PriceFields {
  product_id: number;
  price_cents: number;
  reference_price_id: number | null;
  reference_warehouse_id: number | null;
}

/**
 * Adds a price to an editable proposal of its author in one statement; a product already priced
 * there is left alone (the unique key). Answers the new price id, or undefined when nothing was added.
 */
export async function insertPrice(
  db: DbOrTx,
  proposalId: number,
  authorId: number,
  f: PriceFields,
): Promise<number | undefined> {
  const row = await db.kysely
    .insertInto('price_list_proposal_price')
    .columns([
      'price_list_proposal_id',
      'product_id',
      'price_cents',
      'reference_price_id',
      'reference_warehouse_id',
    ])
    .expression(
      editableOf(db, proposalId, authorId)
        .clearSelect()
        .select((eb) => [
          eb.val(proposalId).as('a'),
          eb.val(f.product_id).as('b'),
          eb.val(f.price_cents).as('c'),
          eb.val(f.reference_price_id).as('d'),
          eb.val(f.reference_warehouse_id).as('e'),
        ]),
    )
    .onConflict((oc) => oc.columns(['price_list_proposal_id', 'product_id']).doNothing())
    .returning('price_id')
    .executeTakeFirst();
  return row?.price_id;
}

export async function updatePrice(
  db: DbOrTx,
  proposalId: number,
  authorId: number,
  priceId: number,
  priceCents: number,
): Promise<boolean> {
  const r = await db.kysely
    .updateTable('price_list_proposal_price')
    .set({ price_cents: priceCents })
    .where('price_id', '=', priceId)
    .where('price_list_proposal_id', 'in', editableOf(db, proposalId, authorId))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deletePrice(
  db: DbOrTx,
  proposalId: number,
  authorId: number,
  priceId: number,
): Promise<boolean> {
  const r = await db.kysely
    .deleteFrom('price_list_proposal_price')
    .where('price_id', '=', priceId)
    .where('price_list_proposal_id', 'in', editableOf(db, proposalId, authorId))
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Deletes an editable proposal of its author with its prices (cascade); answers whether it did. */
export async function deleteEditable(db: DbOrTx, proposalId: number, authorId: number): Promise<boolean> {
  const r = await db.kysely
    .deleteFrom('price_list_proposal')
    .where('price_list_proposal_id', '=', proposalId)
    .where('author_user_id', '=', authorId)
    .where('publication_state_id', 'in', EDITABLE_PROPOSAL_STATES)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export async function pricesPage(db: DbOrTx, proposalId: number, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db.kysely
      .selectFrom('price_list_proposal_price as pp')
      .innerJoin('product as p', 'p.product_id', 'pp.product_id')
      .selectAll('pp')
      .select('p.name as product_name')
      .where('pp.price_list_proposal_id', '=', proposalId)
      .orderBy('pp.price_id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db.kysely
      .selectFrom('price_list_proposal_price')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('price_list_proposal_id', '=', proposalId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function priceOfProduct(db: DbOrTx, proposalId: number, productId: number) {
  return db.kysely
    .selectFrom('price_list_proposal_price')
    .selectAll()
    .where('price_list_proposal_id', '=', proposalId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
}
