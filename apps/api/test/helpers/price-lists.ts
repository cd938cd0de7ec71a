/* eslint-disable @typescript-eslint/no-explicit-any */
import { afterAll, beforeAll, expect } from 'vitest';
import { PUBLICATION_STATE as S } from '@spesa/domain';
import type { Db } from '../../src/db/database.js';
import { createTestApp, TEST_NOW, type TestApp } from './app.js';
import { DEMO, call, loginToken, session } from './accounts.js';

// Price lists for the tests (decision 0116): a list straight in the database, and a proposal of it
// made, filled, sent and approved through the calls, so it is published as the shop publishes one.

/** An active list for every warehouse from 1 January 2026, open-ended, written `at`; answers its id. */
export async function newPriceList(
  db: Db,
  name: string,
  priority: number,
  applyPromotions = 0,
  at = TEST_NOW,
): Promise<number> {
  const row = await db.kysely
    .insertInto('price_list')
    .values({
      name,
      warehouse_id: null,
      from_date: '2026-01-01',
      to_date: null,
      status_id: 1,
      priority,
      apply_promotions: applyPromotions,
      created_at: at,
      updated_at: at,
    })
    .returning('price_list_id')
    .executeTakeFirstOrThrow();
  return row.price_list_id;
}

/** Assigns the list to these customers. */
export async function assignPriceList(db: Db, priceListId: number, userIds: number[]): Promise<void> {
  await db.kysely
    .insertInto('price_list_customer')
    .values(userIds.map((user_id) => ({ price_list_id: priceListId, user_id })))
    .execute();
}

/**
 * A proposal of `listId` with these prices (product id: price as typed, '1,11'), made and sent by
 * `proposer`, approved by `approver`: published at once. Answers the proposal id.
 */
export async function publishPrices(
  t: TestApp,
  who: { proposer: string; approver: string },
  listId: number,
  prices: Record<number, string>,
  extra = '',
): Promise<number> {
  const pl = (token: string) => (method: 'GET' | 'POST', url: string, body?: unknown) =>
    call<any>(t, method, `price-list-proposal/${url}`, { headers: session(token), body });
  const made = await pl(who.proposer)('GET', `insert?name=Test&price_list_id=${listId}&from_date=01/11/2026${extra}`);
  const id = made.body.data.priceListProposalId;
  for (const [productId, price] of Object.entries(prices))
    expect(
      (
        await pl(who.proposer)('POST', 'add-product-price', {
          price_list_proposal_id: id,
          product_id: Number(productId),
          price,
        })
      ).body.response.status,
    ).toBe(0);
  expect(
    (await pl(who.proposer)('GET', `confirm-proposal?price_list_proposal_id=${id}`)).body.data.publicationStateId,
  ).toBe(S.inValidation);
  expect(
    (await pl(who.approver)('POST', 'approve', { price_list_proposal_id: id })).body.data.publicationStateId,
  ).toBe(S.published);
  return id;
}

type Any = any;

/**
 * The price-list proposal tests' app (pricelists-proposals and pricelists-states): the seeded demo
 * with the proposer (listini@), the approver (approvatore@), the business customer and a picker
 * logged in, the customer's own list and three products of warehouse 5; with the calls as each
 * person, a proposal's state and a new proposal of that list made by the proposer.
 */
export function useProposalsApp() {
  const p = {
    t: undefined as unknown as TestApp,
    proposer: '',
    approver: '',
    customer: '',
    staff: '',
    ownList: 0,
    products: [] as number[],
    as: (token: string) => (method: 'GET' | 'POST', url: string, body?: unknown) =>
      call<Any>(p.t, method, `price-list-proposal/${url}`, { headers: session(token), body }),
    stateOf: async (id: number) =>
      (
        await p.t.db.kysely
          .selectFrom('price_list_proposal')
          .select('publication_state_id')
          .where('price_list_proposal_id', '=', id)
          .executeTakeFirstOrThrow()
      ).publication_state_id,
    async newProposal(name = 'Prova'): Promise<number> {
      const r = await p.as(p.proposer)(
        'GET',
        `insert?name=${encodeURIComponent(name)}&price_list_id=${p.ownList}&from_date=01/11/2026`,
      );
      expect(r.body.response.status).toBe(0);
      expect(r.body.data.publicationStateId).toBe(S.inProgress);
      return r.body.data.priceListProposalId;
    },
  };
  beforeAll(async () => {
    p.t = await createTestApp();
    p.proposer = await loginToken(p.t, 'listini@example.com', DEMO.password, '198.51.100.41');
    p.approver = await loginToken(p.t, 'approvatore@example.com', DEMO.password, '198.51.100.42');
    p.customer = await loginToken(p.t, DEMO.ristorante, DEMO.password, '198.51.100.43');
    p.staff = await loginToken(p.t, DEMO.staff, DEMO.password, '198.51.100.44');
    p.ownList = (
      await p.t.db.kysely
        .selectFrom('price_list')
        .select('price_list_id')
        .where('name', '=', 'Ristorante Il Gusto')
        .executeTakeFirstOrThrow()
    ).price_list_id;
    p.products = (
      await p.t.db.kysely
        .selectFrom('product_warehouse')
        .select('product_id')
        .where('warehouse_id', '=', 5)
        .orderBy('product_id', 'desc')
        .limit(3)
        .execute()
    ).map((r) => r.product_id);
  });
  afterAll(() => p.t.close());
  return p;
}
