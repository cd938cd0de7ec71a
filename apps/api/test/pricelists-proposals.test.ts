import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLICATION_STATE as S } from '@spesa/domain';
import type { TestApp } from './helpers/app.js';
import { DEMO, call, errorCode, loginToken, session } from './helpers/accounts.js';
import { useProposalsApp } from './helpers/price-lists.js';

// The spec's price-list proposal calls (decision 0116), on the seeded demo: listini@example.com
// proposes, approvatore@example.com approves; their state moves are pricelists-states.test.ts.
// Both databases.

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('price-list proposals: the calls', () => {
  const p = useProposalsApp();
  const { as, newProposal } = p;
  let t: TestApp;
  let proposer: string;
  let approver: string;
  let customer: string;
  let staff: string;
  let ownList: number;
  let products: number[];
  beforeAll(() => void ({ t, proposer, approver, customer, staff, ownList, products } = p));

  it('refuses every call to a visitor, a customer and a picker without a price-list role', async () => {
    expect((await call(t, 'GET', 'price-list-proposal/list')).body.response.errorsMessage[0].code).toBe(
      'NOT_LOGGED_IN',
    );
    for (const who of [customer, staff]) {
      const r = await as(who)('GET', 'list');
      expect(r.status).toBe(403);
      expect(errorCode(r)).toBe('PRICE_LIST_ROLE_REQUIRED');
      expect(r.body.response.errorsMessage[0].message).toMatch(/autorizzazioni/);
    }
  });

  it("names the account's price-list roles on its user (auth/test), and none on a customer's", async () => {
    const rolesOf = async (token: string) =>
      (await call<Any>(t, 'GET', 'auth/test', { headers: session(token) })).body.data.user.roles;
    expect(await rolesOf(proposer)).toEqual(['price_list_create']);
    expect(await rolesOf(approver)).toEqual(['price_list_approve']);
    expect(await rolesOf(customer)).toBeUndefined();
  });

  it("lists the proposer's own proposals, filtered by state, and the approver the submitted ones", async () => {
    const mine = (await as(proposer)('GET', 'list')).body.data.proposals as Any[];
    expect(mine.map((p) => p.publicationStateId).sort()).toEqual(
      [S.inProgress, S.published, S.published, S.scheduled, S.inValidation, S.notApproved].sort(),
    );
    const inValidation = (await as(proposer)('GET', `list?publication_state_id=${S.inValidation}`)).body.data
      .proposals as Any[];
    expect(inValidation.map((p) => p.name)).toEqual(['Il Gusto: revisione bevande']);
    expect(inValidation[0].priceList.name).toBe('Ristorante Il Gusto');
    const approverSees = (await as(approver)('GET', 'list')).body.data.proposals as Any[];
    // Not the draft still in progress.
    expect(approverSees.some((p) => p.publicationStateId === S.inProgress)).toBe(false);
    expect(approverSees).toHaveLength(5);
    const bad = await as(proposer)('GET', 'list?publication_state_id=9');
    expect(bad.status).toBe(400);
    expect(errorCode(bad)).toBe('VALIDATION_ERROR');
  });

  it('inserts, views, modifies and deletes a proposal; wrong input gets coded Italian messages', async () => {
    const id = await newProposal('Listino di prova');
    const view = await as(proposer)('GET', `view?price_list_proposal_id=${id}`);
    expect(view.body.data).toMatchObject({
      name: 'Listino di prova',
      priceListId: ownList,
      fromDate: '2026-11-01',
      toDate: null,
      itemCount: 0,
    });
    expect(view.body.data.history).toMatchObject([{ fromStateId: null, toStateId: S.inProgress }]);

    const modified = await as(proposer)(
      'GET',
      `modify?price_list_proposal_id=${id}&from_date=2026-12-01&to_date=31/12/2026&name=Nuovo`,
    );
    expect(modified.body.data).toMatchObject({ name: 'Nuovo', fromDate: '2026-12-01', toDate: '2026-12-31' });

    for (const [query, code] of [
      [`name=x&price_list_id=${ownList}&from_date=31/02/2026`, 'PRICE_LIST_DATE_INVALID'],
      [`name=x&price_list_id=${ownList}&from_date=ieri`, 'PRICE_LIST_DATE_INVALID'],
      [`name=x&price_list_id=${ownList}&from_date=2026-12-10&to_date=2026-12-01`, 'PRICE_LIST_DATES_ORDER'],
      [`name=%20&price_list_id=${ownList}&from_date=2026-12-10`, 'PRICE_LIST_NAME_INVALID'],
      [`name=x&price_list_id=999999&from_date=2026-12-10`, 'PRICE_LIST_NOT_FOUND'],
      [
        `name=x&price_list_id=${ownList}&from_date=2026-12-10&warehouse_id=999999`,
        'PRICE_LIST_WAREHOUSE_NOT_FOUND',
      ],
    ]) {
      const r = await as(proposer)('GET', `insert?${query}`);
      expect(r.status, query).toBeLessThan(500);
      expect(errorCode(r), query).toBe(code);
      expect(r.body.response.errorsMessage[0].message).toMatch(/[a-z]/);
    }
    const missing = await as(proposer)('GET', `insert?price_list_id=${ownList}`);
    expect(missing.status).toBe(400);

    const gone = await as(proposer)('GET', `delete?price_list_proposal_id=${id}`);
    expect(gone.body.data).toEqual({ priceListProposalId: id });
    expect(errorCode(await as(proposer)('GET', `view?price_list_proposal_id=${id}`))).toBe(
      'PRICE_LIST_PROPOSAL_NOT_FOUND',
    );
  });

  it('adds, lists, updates and deletes prices; refuses bad prices and a product twice', async () => {
    const id = await newProposal();
    const add = (product_id: number, price: unknown) =>
      as(proposer)('POST', 'add-product-price', { price_list_proposal_id: id, product_id, price });
    const first = await add(products[0], '3,50');
    expect(first.body.data.priceDisplay).toBe(3.5);
    await add(products[1], 12);
    for (const bad of ['0', '-1', '1,234', 'abc', '100000000', 0, '']) {
      const r = await add(products[2], bad);
      expect(r.status, String(bad)).toBeLessThan(500);
      expect(errorCode(r), String(bad)).toBe('PRICE_LIST_PRICE_INVALID');
      expect(r.body.response.errorsMessage[0].message).toBe(
        'Accetta solo numeri interi o decimali separati da virgola > 0',
      );
    }
    expect(errorCode(await add(products[0], '2'))).toBe('PRICE_LIST_PRODUCT_TWICE');
    expect(errorCode(await add(999999, '2'))).toBe('PRODUCT_NOT_FOUND');

    const page = await as(proposer)('GET', `list-product-prices?price_list_proposal_id=${id}&page_size=1`);
    expect(page.body.data.page).toMatchObject({ selPage: 1, itemsPerPage: 1, totItems: 2, totPages: 2 });
    expect(page.body.data.prices[0]).toMatchObject({ productId: products[0], price: 3.5 });
    const defaults = await as(proposer)('GET', `list-product-prices?price_list_proposal_id=${id}`);
    expect(defaults.body.data.page).toMatchObject({ selPage: 1, itemsPerPage: 50 });

    const priceId = first.body.data.priceId;
    const upd = await as(proposer)('POST', 'update-product-price', {
      price_list_proposal_id: id,
      price_id: priceId,
      price: '2.99',
    });
    expect(upd.body.data).toEqual({ priceId, priceDisplay: 2.99 });
    expect(
      errorCode(
        await as(proposer)('POST', 'update-product-price', {
          price_list_proposal_id: id,
          price_id: priceId,
          price: '-2',
        }),
      ),
    ).toBe('PRICE_LIST_PRICE_INVALID');
    expect(
      errorCode(
        await as(proposer)('POST', 'update-product-price', {
          price_list_proposal_id: id,
          price_id: 999999,
          price: '2',
        }),
      ),
    ).toBe('PRICE_LIST_PRICE_NOT_FOUND');
    const del = await as(proposer)('POST', 'delete-product-price', {
      price_list_proposal_id: id,
      price_id: priceId,
    });
    expect(del.body.response.status).toBe(0);
    const rows = await t.db.kysely
      .selectFrom('price_list_proposal_price')
      .select(['product_id', 'price_cents'])
      .where('price_list_proposal_id', '=', id)
      .execute();
    expect(rows).toEqual([{ product_id: products[1], price_cents: 1200 }]);
  });

  it("answers another user's proposal ids as if they did not exist, and changes nothing", async () => {
    const id = await newProposal('Segreta');
    await as(proposer)('POST', 'add-product-price', {
      price_list_proposal_id: id,
      product_id: products[0],
      price: '5',
    });
    // The approver does not see a proposal still in progress; a second proposer never sees it.
    const other = await t.db.kysely
      .selectFrom('user_account')
      .select('user_id')
      .where('email', '=', DEMO.staffComo)
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('price_list_role')
      .values({ user_id: other.user_id, role: 'price_list_create', warehouse_id: null })
      .execute();
    const stranger = await loginToken(t, DEMO.staffComo, DEMO.password, '198.51.100.45');
    for (const who of [approver, stranger]) {
      for (const r of [
        await as(who)('GET', `view?price_list_proposal_id=${id}`),
        await as(who)('GET', `list-product-prices?price_list_proposal_id=${id}`),
        await as(who)('GET', `modify?price_list_proposal_id=${id}&name=Presa`),
        await as(who)('GET', `delete?price_list_proposal_id=${id}`),
        await as(who)('GET', `confirm-proposal?price_list_proposal_id=${id}`),
        await as(who)('POST', 'add-product-price', {
          price_list_proposal_id: id,
          product_id: products[1],
          price: '1',
        }),
      ]) {
        expect([200, 403]).toContain(r.status);
        expect(['PRICE_LIST_PROPOSAL_NOT_FOUND', 'PRICE_LIST_ROLE_REQUIRED']).toContain(errorCode(r));
        expect(JSON.stringify(r.body.data ?? null)).not.toContain('Segreta');
      }
      expect(
        (await as(who)('GET', 'list')).body.data.proposals.some((p: Any) => p.priceListProposalId === id),
      ).toBe(false);
    }
    const row = await t.db.kysely
      .selectFrom('price_list_proposal')
      .selectAll()
      .where('price_list_proposal_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Segreta', publication_state_id: S.inProgress });
    expect(errorCode(await as(proposer)('GET', 'view?price_list_proposal_id=999999'))).toBe(
      'PRICE_LIST_PROPOSAL_NOT_FOUND',
    );
  });

  it('describes every price-list call in the OpenAPI document', async () => {
    const res = await t.inject({ method: 'GET', url: '/ebsn/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const c of [
      'list',
      'view',
      'list-product-prices',
      'add-product-price',
      'update-product-price',
      'delete-product-price',
      'insert',
      'modify',
      'delete',
      'confirm-proposal',
      'approve',
      'refuse',
      'get-suggested-warehouse-list',
      'warehouse-list',
      'get_price',
    ])
      expect(paths).toContain(`/ebsn/api/price-list-proposal/${c}`);
    expect(paths).toContain('/ebsn/api/price-list/explain-price');
  });

  it('answers the warehouses, the suggested ones and get_price', async () => {
    const all = await as(proposer)('GET', 'warehouse-list');
    expect(all.body.data.warehouses.length).toBeGreaterThan(1);
    const suggested = await as(proposer)('GET', `get-suggested-warehouse-list?price_list_id=${ownList}`);
    expect(suggested.body.data.warehouses.map((w: Any) => w.warehouseId)).toEqual(
      all.body.data.warehouses.map((w: Any) => w.warehouseId),
    );
    expect(errorCode(await as(proposer)('GET', 'get-suggested-warehouse-list?price_list_id=999999'))).toBe(
      'PRICE_LIST_NOT_FOUND',
    );

    const id = await newProposal();
    const added = await as(proposer)('POST', 'add-product-price', {
      price_list_proposal_id: id,
      product_id: products[0],
      price: '5',
    });
    const price = await as(proposer)(
      'GET',
      `get_price?product_id=${products[0]}&warehouse_id=5&price_type_id=4&price_list_proposal_id=${id}`,
    );
    expect(price.body.data).toMatchObject({ priceId: added.body.data.priceId, proposalPrice: 5 });
    expect(price.body.data.priceDisplay).toBeGreaterThan(0);
    const none = await as(proposer)(
      'GET',
      `get_price?product_id=${products[1]}&warehouse_id=5&price_type_id=4&price_list_proposal_id=${id}`,
    );
    expect(none.body.data.priceId).toBe(-1);
    // The approver does not see a proposal in progress: its prices are not told either.
    const hidden = await as(approver)(
      'GET',
      `get_price?product_id=${products[0]}&warehouse_id=5&price_type_id=4&price_list_proposal_id=${id}`,
    );
    expect(errorCode(hidden)).toBe('PRICE_LIST_PROPOSAL_NOT_FOUND');
    expect(hidden.body.data).toBeNull();
  });
});

