import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLICATION_STATE as S } from '@spesa/domain';
import { createTestApp, TEST_NOW, type TestApp } from './helpers/app.js';
import { DEMO, MINUTE, call, errorCode, loginToken, mutableClock, session } from './helpers/accounts.js';
import { as, newSlot, readyShoppers, type Shopper } from './helpers/checkout.js';
import { newPriceList } from './helpers/price-lists.js';

// Approval and publication (decision 0116): two approvals racing give one; an approved proposal
// with a future start is scheduled and published by its job at its first minute (Europe/Rome),
// ending the list it replaces; the prices read check the dates, so a late job shows no old price.
// Both databases (on PostgreSQL the job is graphile-worker's, brought to its minute as
// jobs-postgres.test.ts does).

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('approval and scheduled publication', () => {
  const clock = mutableClock(TEST_NOW); // 2026-11-23 11:00 in Rome
  let t: TestApp;
  let proposer: string;
  let approver: string;
  let approver2: string;
  let shopper: Shopper;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    proposer = await loginToken(t, 'listini@example.com', DEMO.password, '198.51.100.61');
    approver = await loginToken(t, 'approvatore@example.com', DEMO.password, '198.51.100.62');
    const second = await t.db.kysely
      .selectFrom('user_account')
      .select('user_id')
      .where('email', '=', DEMO.staffComo)
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('price_list_role')
      .values({ user_id: second.user_id, role: 'price_list_approve', warehouse_id: null })
      .execute();
    approver2 = await loginToken(t, DEMO.staffComo, DEMO.password, '198.51.100.63');
    [shopper] = await readyShoppers(t.db, 1, await newSlot(t.db, 10), { business: true });
  });
  afterAll(() => t.close());

  const pl = (token: string) => (method: 'GET' | 'POST', url: string, body?: unknown) =>
    call<Any>(t, method, `price-list-proposal/${url}`, { headers: session(token), body });
  const stateOf = async (id: number) =>
    (
      await t.db.kysely
        .selectFrom('price_list_proposal')
        .select('publication_state_id')
        .where('price_list_proposal_id', '=', id)
        .executeTakeFirstOrThrow()
    ).publication_state_id;

  const newList = (name: string) => newPriceList(t.db, name, 1, 0, clock.now().toISOString());

  async function submitted(
    listId: number,
    from: string,
    prices: Record<number, string>,
    replaced?: number,
  ): Promise<number> {
    const extra = replaced ? `&replaced_price_list_id=${replaced}` : '';
    const id = (
      await pl(proposer)('GET', `insert?name=Prova&price_list_id=${listId}&from_date=${from}${extra}`)
    ).body.data.priceListProposalId;
    for (const [productId, price] of Object.entries(prices))
      await pl(proposer)('POST', 'add-product-price', {
        price_list_proposal_id: id,
        product_id: Number(productId),
        price,
      });
    expect(
      (await pl(proposer)('GET', `confirm-proposal?price_list_proposal_id=${id}`)).body.data
        .publicationStateId,
    ).toBe(S.inValidation);
    return id;
  }

  it('two approvals racing: one publishes, the other is refused, one history row each move', async () => {
    const id = await submitted(await newList('Gara'), '2026-11-01', { 21: '1' });
    const answers = await Promise.all([
      pl(approver)('POST', 'approve', { price_list_proposal_id: id }),
      pl(approver2)('POST', 'approve', { price_list_proposal_id: id }),
      pl(approver)('POST', 'approve', { price_list_proposal_id: id }),
    ]);
    const won = answers.filter((a) => a.body.response.status === 0);
    expect(won).toHaveLength(1);
    expect(won[0]!.body.data.publicationStateId).toBe(S.published);
    for (const a of answers.filter((x) => x.body.response.status !== 0)) {
      expect(a.status).toBeLessThan(500);
      expect(errorCode(a)).toBe('PRICE_LIST_STATE_REFUSED');
    }
    const history = await t.db.kysely
      .selectFrom('price_list_proposal_history')
      .select(['from_state_id', 'to_state_id'])
      .where('price_list_proposal_id', '=', id)
      .orderBy('history_id')
      .execute();
    expect(history).toEqual([
      { from_state_id: null, to_state_id: S.inProgress },
      { from_state_id: S.inProgress, to_state_id: S.inValidation },
      { from_state_id: S.inValidation, to_state_id: S.approved },
      { from_state_id: S.approved, to_state_id: S.published },
    ]);
  });

  it('a refusal racing an approval: exactly one of them moves the proposal', async () => {
    const id = await submitted(await newList('Gara 2'), '2026-11-01', { 21: '1' });
    const [a, r] = await Promise.all([
      pl(approver)('POST', 'approve', { price_list_proposal_id: id }),
      pl(approver2)('POST', 'refuse', { price_list_proposal_id: id, reason: 'No' + 'n va' }),
    ]);
    expect([a.body.response.status, r.body.response.status].filter((x) => x === 0)).toHaveLength(1);
    expect([S.published, S.notApproved]).toContain(await stateOf(id));
  });

  it('scheduled at approval, published by its job at its first minute; the replaced list ends the day before', async () => {
    const old = await newList('Vecchio');
    await t.db.kysely
      .insertInto('price_list_customer')
      .values({ price_list_id: old, user_id: shopper.userId })
      .execute();
    await submitted(old, '2026-11-01', { 21: '1,50' });
    await pl(approver)('POST', 'approve', {
      price_list_proposal_id: (
        await t.db.kysely
          .selectFrom('price_list_proposal')
          .select('price_list_proposal_id')
          .where('price_list_id', '=', old)
          .executeTakeFirstOrThrow()
      ).price_list_proposal_id,
    });
    const next = await newList('Nuovo');
    await t.db.kysely
      .insertInto('price_list_customer')
      .values({ price_list_id: next, user_id: shopper.userId })
      .execute();
    const id = await submitted(next, '25/11/2026', { 21: '1,25' }, old);
    const approved = await pl(approver)('POST', 'approve', { price_list_proposal_id: id });
    expect(approved.body.data.publicationStateId).toBe(S.scheduled);
    expect(approved.body.data.history.map((h: Any) => h.toStateId)).toEqual([
      S.inProgress,
      S.inValidation,
      S.approved,
      S.scheduled,
    ]);
    const unit21 = async () =>
      (await as(t, shopper).get('cart/view')).body.data.cartItems.find((i: Any) => i.product.productId === 21)
        .unitPrice;
    expect(await unit21()).toBe(1.5);

    // 25/11 00:00 in Rome is 24/11 23:00 UTC. The minute before: nothing due, nothing changes.
    const start = Date.parse('2026-11-24T23:00:00Z');
    clock.advance(start - MINUTE - clock.now().getTime());
    if (onPostgres) {
      const [job] = (
        await sql<Any>`select id, run_at from graphile_worker.jobs where task_identifier = 'price-list-publish'`.execute(
          t.db.kysely,
        )
      ).rows;
      expect(new Date(job.run_at).toISOString()).toBe('2026-11-24T23:00:00.000Z');
    } else await t.app.jobs.runDue();
    expect(await stateOf(id)).toBe(S.scheduled);
    expect(await unit21()).toBe(1.5);

    // Its first minute: before the job has run, the prices read already follow the dates ...
    clock.advance(MINUTE);
    expect(await unit21()).toBe(1.25);
    // ... and the job publishes it and ends the list it replaces on the day before.
    if (onPostgres) {
      const [job] = (
        await sql<Any>`select id from graphile_worker.jobs where task_identifier = 'price-list-publish'`.execute(
          t.db.kysely,
        )
      ).rows;
      // Its run_at is in the real clock's future: brought a minute into the past, clear of any clock edge.
      const past = sql`now() - interval '1 minute'`;
      await sql`select graphile_worker.reschedule_jobs(array[${job.id}]::bigint[], run_at := ${past})`.execute(
        t.db.kysely,
      );
    }
    await t.app.jobs.runDue();
    expect(await stateOf(id)).toBe(S.published);
    const ended = await t.db.kysely
      .selectFrom('price_list')
      .select('to_date')
      .where('price_list_id', '=', old)
      .executeTakeFirstOrThrow();
    expect(ended.to_date).toBe('2026-11-24');
    const history = await t.db.kysely
      .selectFrom('price_list_proposal_history')
      .selectAll()
      .where('price_list_proposal_id', '=', id)
      .orderBy('history_id')
      .execute();
    expect(history.at(-1)).toMatchObject({
      from_state_id: S.scheduled,
      to_state_id: S.published,
      actor_user_id: null,
    });
    expect(await unit21()).toBe(1.25);
    // Running the job again changes nothing.
    await t.app.jobs.runDue();
    expect(await stateOf(id)).toBe(S.published);
  });
});
