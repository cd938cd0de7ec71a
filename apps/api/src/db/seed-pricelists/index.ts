import { PRICE_LIST_ROLE, PUBLICATION_STATE as S } from '@spesa/domain';
import type { Db } from '../database.js';
import { inTransaction, type Tx } from '../transaction.js';

// Demo price lists (README "Demo accounts", decision 0116): ristorante@example.com pays its own
// list's prices (and its group's where its own has none) in every store; listini@example.com
// writes proposals and approvatore@example.com approves them. Seeded once, at the first start
// that has the accounts and a catalogue; fixed dates, open-ended, so the demo never depends on the day.

const AT = '2026-01-15T09:00:00.000Z';
const FROM = '2026-01-01';
/** A scheduled proposal's start: far enough that the demo shows it scheduled. */
const SCHEDULED_FROM = '2027-06-01';

/** Products the demo prices: the first of the catalogue sold in the default warehouse. */
const LISTED = 12;

export async function seedPriceListsDemo(db: Db): Promise<void> {
  if (await db.kysely.selectFrom('price_list').select('price_list_id').limit(1).executeTakeFirst()) return;
  const users = await db.kysely
    .selectFrom('user_account')
    .select(['user_id', 'email'])
    .where('email', 'in', ['ristorante@example.com', 'listini@example.com', 'approvatore@example.com'])
    .execute();
  const id = (email: string) => users.find((u) => u.email === email)?.user_id;
  const [customer, proposer, approver] = [
    id('ristorante@example.com'),
    id('listini@example.com'),
    id('approvatore@example.com'),
  ];
  if (customer === undefined || proposer === undefined || approver === undefined) return;
  // The lowest base price of each product in any warehouse: the list stays below it everywhere.
  const products = await db.kysely
    .selectFrom('product_warehouse')
    .select(['product_id', (eb) => eb.fn.min<number>('price_cents').as('low')])
    .where('product_id', 'in', (eb) =>
      eb
        .selectFrom('product_warehouse')
        .select('product_id')
        .where('warehouse_id', '=', 5)
        .where('price_cents', '>', 100),
    )
    .groupBy('product_id')
    .orderBy('product_id')
    .limit(LISTED)
    .execute();
  if (products.length < LISTED) return;
  await inTransaction(db, async (tx) => {
    await tx.kysely
      .insertInto('price_list_role')
      .values([
        { user_id: proposer, role: PRICE_LIST_ROLE.create, warehouse_id: null },
        { user_id: approver, role: PRICE_LIST_ROLE.approve, warehouse_id: null },
      ])
      .execute();
    const group = await tx.kysely
      .insertInto('customer_group')
      .values({ name: 'Ristorazione' })
      .returning('customer_group_id')
      .executeTakeFirstOrThrow();
    await tx.kysely
      .insertInto('customer_group_member')
      .values({ customer_group_id: group.customer_group_id, user_id: customer })
      .execute();

    const own = await insertList(tx, 'Ristorante Il Gusto', 10);
    const ofGroup = await insertList(tx, 'Ristorazione', 5);
    const summer = await insertList(tx, 'Catering estate', 1);
    await tx.kysely
      .insertInto('price_list_customer')
      .values({ price_list_id: own, user_id: customer })
      .execute();
    await tx.kysely
      .insertInto('price_list_customer_group')
      .values({ price_list_id: ofGroup, customer_group_id: group.customer_group_id })
      .execute();

    const low = (i: number, pct: number) => Math.max(1, Math.round((Number(products[i].low) * pct) / 100));
    const first = products.slice(0, 8).map((p, i) => [p.product_id, low(i, 80)] as const);
    const group8 = products.slice(4, 12).map((p, i) => [p.product_id, low(i + 4, 90)] as const);
    const people = { proposer, approver };
    await insertProposal(
      tx,
      own,
      'Listino Il Gusto 2026',
      FROM,
      [S.inProgress, S.inValidation, S.approved, S.published],
      first,
      people,
    );
    await insertProposal(
      tx,
      ofGroup,
      'Ristorazione 2026',
      FROM,
      [S.inProgress, S.inValidation, S.approved, S.published],
      group8,
      people,
    );
    await insertProposal(
      tx,
      summer,
      'Catering estate 2027',
      SCHEDULED_FROM,
      [S.inProgress, S.inValidation, S.approved, S.scheduled],
      first.slice(0, 3),
      people,
    );
    await insertProposal(
      tx,
      own,
      'Il Gusto: revisione bevande',
      FROM,
      [S.inProgress, S.inValidation],
      first.slice(0, 2),
      people,
    );
    await insertProposal(
      tx,
      ofGroup,
      'Ristorazione: prova',
      FROM,
      [S.inProgress, S.inValidation, S.notApproved],
      group8.slice(0, 2),
      people,
      'Prezzi sotto il costo di acquisto',
    );
    await insertProposal(tx, own, 'Il Gusto: bozza', FROM, [S.inProgress], first.slice(2, 4), people);
  });
}

async function insertList(tx: Tx, name: string, priority: number): Promise<number> {
  const row = await tx.kysely
    .insertInto('price_list')
    .values({
      name,
      warehouse_id: null,
      from_date: FROM,
      to_date: null,
      status_id: 1,
      priority,
      apply_promotions: 1,
      created_at: AT,
      updated_at: AT,
    })
    .returning('price_list_id')
    .executeTakeFirstOrThrow();
  return row.price_list_id;
}

/** A proposal that went through `states` in order (the history a real one would have), with its prices. */
async function insertProposal(
  tx: Tx,
  priceListId: number,
  name: string,
  from: string,
  states: number[],
  prices: ReadonlyArray<readonly [number, number]>,
  people: { proposer: number; approver: number },
  refusal?: string,
): Promise<void> {
  const last = states[states.length - 1];
  const approved = states.includes(S.approved) || states.includes(S.notApproved);
  const row = await tx.kysely
    .insertInto('price_list_proposal')
    .values({
      name,
      price_list_id: priceListId,
      replaced_price_list_id: null,
      from_date: from,
      to_date: null,
      warehouse_id: null,
      publication_state_id: last,
      previous_state_id: states.length > 1 ? states[states.length - 2] : null,
      author_user_id: people.proposer,
      approver_user_id: approved ? people.approver : null,
      refusal_reason: refusal ?? null,
      created_at: AT,
      updated_at: AT,
    })
    .returning('price_list_proposal_id')
    .executeTakeFirstOrThrow();
  const proposalId = row.price_list_proposal_id;
  await tx.kysely
    .insertInto('price_list_proposal_price')
    .values(
      prices.map(([product_id, price_cents]) => ({
        price_list_proposal_id: proposalId,
        product_id,
        price_cents,
        reference_price_id: null,
        reference_warehouse_id: null,
      })),
    )
    .execute();
  await tx.kysely
    .insertInto('price_list_proposal_history')
    .values(
      states.map((to, i) => ({
        price_list_proposal_id: proposalId,
        from_state_id: i === 0 ? null : states[i - 1],
        to_state_id: to,
        actor_user_id: to === S.inProgress || to === S.inValidation ? people.proposer : people.approver,
        reason: to === S.notApproved ? (refusal ?? null) : null,
        at: AT,
      })),
    )
    .execute();
}
