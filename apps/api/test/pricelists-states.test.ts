import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLICATION_STATE as S, PRICE_LIST_TRANSITIONS } from '@spesa/domain';
import { inTransaction } from '../src/db/transaction.js';
import { moveProposal } from '../src/modules/pricelists/price-list-proposals.repository.js';
import type { TestApp } from './helpers/app.js';
import { errorCode } from './helpers/accounts.js';
import { useProposalsApp } from './helpers/price-lists.js';

// A price-list proposal's states (decision 0116, PRICE_LIST_TRANSITIONS): confirmed by its author,
// approved or refused by another person, read-only once published, withdrawn; every move through
// the one door. The seeded demo, both databases.

const LISTINI = 'listini@example.com';
const APPROVATORE = 'approvatore@example.com';

describe('price-list proposals: the state moves', () => {
  const p = useProposalsApp();
  const { as, stateOf, newProposal } = p;
  let t: TestApp;
  let proposer: string;
  let approver: string;
  let products: number[];
  beforeAll(() => void ({ t, proposer, approver, products } = p));

  it('confirms (in progress -> in validation), refuses an empty one, then no edit is allowed', async () => {
    const empty = await newProposal('Vuota');
    expect(errorCode(await as(proposer)('GET', `confirm-proposal?price_list_proposal_id=${empty}`))).toBe(
      'PRICE_LIST_EMPTY',
    );
    expect(await stateOf(empty)).toBe(S.inProgress);

    const id = await newProposal();
    await as(proposer)('POST', 'add-product-price', {
      price_list_proposal_id: id,
      product_id: products[0],
      price: '5',
    });
    const sent = await as(proposer)('GET', `confirm-proposal?price_list_proposal_id=${id}`);
    expect(sent.body.data.publicationStateId).toBe(S.inValidation);
    expect(sent.body.data.history.at(-1)).toMatchObject({
      fromStateId: S.inProgress,
      toStateId: S.inValidation,
    });
    for (const r of [
      await as(proposer)('GET', `modify?price_list_proposal_id=${id}&name=Dopo`),
      await as(proposer)('GET', `delete?price_list_proposal_id=${id}`),
      await as(proposer)('POST', 'add-product-price', {
        price_list_proposal_id: id,
        product_id: products[1],
        price: '1',
      }),
    ])
      expect(errorCode(r)).toBe('PRICE_LIST_NOT_EDITABLE');
    // Confirming again is a move the table does not allow from "in validation".
    expect(errorCode(await as(proposer)('GET', `confirm-proposal?price_list_proposal_id=${id}`))).toBe(
      'PRICE_LIST_STATE_REFUSED',
    );
    expect(await stateOf(id)).toBe(S.inValidation);
  });

  it('an approver refuses with a reason; the author cannot approve their own; refused goes back to edit', async () => {
    const id = await newProposal();
    await as(proposer)('POST', 'add-product-price', {
      price_list_proposal_id: id,
      product_id: products[0],
      price: '5',
    });
    await as(proposer)('GET', `confirm-proposal?price_list_proposal_id=${id}`);
    // The proposer lacks the approver role; given it, still not on their own proposal.
    expect(errorCode(await as(proposer)('POST', 'approve', { price_list_proposal_id: id }))).toBe(
      'PRICE_LIST_ROLE_REQUIRED',
    );
    const me = await t.db.kysely
      .selectFrom('user_account')
      .select('user_id')
      .where('email', '=', LISTINI)
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('price_list_role')
      .values({ user_id: me.user_id, role: 'price_list_approve', warehouse_id: null })
      .execute();
    expect(errorCode(await as(proposer)('POST', 'approve', { price_list_proposal_id: id }))).toBe(
      'PRICE_LIST_OWN_PROPOSAL',
    );
    await t.db.kysely
      .deleteFrom('price_list_role')
      .where('user_id', '=', me.user_id)
      .where('role', '=', 'price_list_approve')
      .execute();

    expect(errorCode(await as(approver)('POST', 'refuse', { price_list_proposal_id: id, reason: ' ' }))).toBe(
      'PRICE_LIST_REASON_REQUIRED',
    );
    const refused = await as(approver)('POST', 'refuse', {
      price_list_proposal_id: id,
      reason: 'Margine troppo basso',
    });
    expect(refused.body.data).toMatchObject({
      publicationStateId: S.notApproved,
      refusalReason: 'Margine troppo basso',
    });
    const approverId = (
      await t.db.kysely
        .selectFrom('user_account')
        .select('user_id')
        .where('email', '=', APPROVATORE)
        .executeTakeFirstOrThrow()
    ).user_id;
    expect(refused.body.data.history.at(-1)).toMatchObject({
      toStateId: S.notApproved,
      actorUserId: approverId,
      reason: 'Margine troppo basso',
    });
    // A refused proposal cannot be approved (4 -> 5 is not in the table) ...
    expect(errorCode(await as(approver)('POST', 'approve', { price_list_proposal_id: id }))).toBe(
      'PRICE_LIST_STATE_REFUSED',
    );
    expect(await stateOf(id)).toBe(S.notApproved);
    // ... but its author can edit it and send it again.
    await as(proposer)('POST', 'add-product-price', {
      price_list_proposal_id: id,
      product_id: products[1],
      price: '4',
    });
    expect(
      (await as(proposer)('GET', `confirm-proposal?price_list_proposal_id=${id}`)).body.data
        .publicationStateId,
    ).toBe(S.inValidation);
  });

  it('a published proposal cannot be edited, confirmed or approved again', async () => {
    const published = (await as(proposer)('GET', `list?publication_state_id=${S.published}`)).body.data
      .proposals[0].priceListProposalId;
    for (const r of [
      await as(proposer)('GET', `modify?price_list_proposal_id=${published}&name=Cambiato`),
      await as(proposer)('POST', 'update-product-price', {
        price_list_proposal_id: published,
        price_id: 1,
        price: '1',
      }),
      await as(proposer)('POST', 'delete-product-price', { price_list_proposal_id: published, price_id: 1 }),
    ])
      expect(errorCode(r)).toBe('PRICE_LIST_NOT_EDITABLE');
    expect(errorCode(await as(proposer)('GET', `confirm-proposal?price_list_proposal_id=${published}`))).toBe(
      'PRICE_LIST_STATE_REFUSED',
    );
    expect(errorCode(await as(approver)('POST', 'approve', { price_list_proposal_id: published }))).toBe(
      'PRICE_LIST_STATE_REFUSED',
    );
    expect(await stateOf(published)).toBe(S.published);
  });

  it('the one door refuses a move the table forbids and writes nothing; a stray source is a bug', async () => {
    const published = (await as(proposer)('GET', `list?publication_state_id=${S.published}`)).body.data
      .proposals[0].priceListProposalId;
    const historyCount = async () =>
      (
        await t.db.kysely
          .selectFrom('price_list_proposal_history')
          .select('history_id')
          .where('price_list_proposal_id', '=', published)
          .execute()
      ).length;
    const before = await historyCount();
    const at = new Date().toISOString();
    for (const to of [S.inValidation, S.approved, S.scheduled, S.inProgress, S.notApproved])
      expect(
        await inTransaction(t.db, (tx) => moveProposal(tx, published, to, { at, actorId: null })),
      ).toBeUndefined();
    await expect(
      inTransaction(t.db, (tx) =>
        moveProposal(tx, published, S.inValidation, { at, actorId: null, onlyFrom: [S.published] }),
      ),
    ).rejects.toThrow(/not in PRICE_LIST_TRANSITIONS/);
    expect(await stateOf(published)).toBe(S.published);
    expect(await historyCount()).toBe(before);
  });

  it('an approver withdraws a published proposal (-> removed, history kept); the author cannot', async () => {
    const id = await newProposal('Da ritirare');
    await as(proposer)('POST', 'add-product-price', {
      price_list_proposal_id: id,
      product_id: products[0],
      price: '5',
    });
    await as(proposer)('GET', `confirm-proposal?price_list_proposal_id=${id}`);
    expect(
      (await as(approver)('POST', 'approve', { price_list_proposal_id: id })).body.data.publicationStateId,
    ).toBe(S.published);
    expect(errorCode(await as(proposer)('GET', `delete?price_list_proposal_id=${id}`))).toBe(
      'PRICE_LIST_NOT_EDITABLE',
    );
    expect(await stateOf(id)).toBe(S.published);
    expect((await as(approver)('GET', `delete?price_list_proposal_id=${id}`)).body.data).toEqual({
      priceListProposalId: id,
    });
    expect(await stateOf(id)).toBe(S.removed);
    const view = await as(approver)('GET', `view?price_list_proposal_id=${id}`);
    expect(view.body.data.history.at(-1)).toMatchObject({ fromStateId: S.published, toStateId: S.removed });
    // Removed is final.
    expect(errorCode(await as(approver)('GET', `delete?price_list_proposal_id=${id}`))).toBe(
      'PRICE_LIST_NOT_EDITABLE',
    );
  });

  it('the transition table names every state, and removed is final', () => {
    expect(
      Object.keys(PRICE_LIST_TRANSITIONS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([-1, 0, 1, 2, 3, 4, 5, 6]);
    expect(PRICE_LIST_TRANSITIONS[S.removed]).toEqual([]);
    expect(PRICE_LIST_TRANSITIONS[S.published]).toEqual([S.removed]);
  });

});
