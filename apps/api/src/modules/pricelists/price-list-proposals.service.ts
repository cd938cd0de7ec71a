import { EDITABLE_PROPOSAL_STATES, PRICE_LIST_ROLE, PUBLICATION_STATE, listPriceCents } from '@spesa/domain';
import type { DbOrTx, Tx } from '../../db/transaction.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { shopDate, type Clock } from '../../lib/clock.js';
import type { JobQueue } from '../jobs/index.js';
import * as proposals from './price-list-proposals.repository.js';
import type { ProposalReader, ProposalFields } from './price-list-proposals.repository.js';
import * as lists from './price-lists.repository.js';
import { checkOrder, dayBefore, dayOf, romeMidnight } from './price-lists.rules.js';

/** The job that publishes a scheduled proposal at its start (decision 0116). */
export const PUBLISH_JOB = 'price-list-publish';

/** What a caller may do with price lists: read from `price_list_role`. */
export interface PriceListActor extends ProposalReader {
  /** Warehouses the proposer may write lists for: 'all' or ids (empty: not a proposer). */
  createsIn: 'all' | number[];
}

type Row = NonNullable<Awaited<ReturnType<typeof proposals.proposalById>>>;

export interface InsertParams {
  name: string;
  price_list_id: number;
  replaced_price_list_id?: number;
  from_date: string;
  to_date?: string;
  warehouse_id?: number;
}

export interface ModifyParams {
  price_list_proposal_id: number;
  price_list_id?: number;
  name?: string;
  from_date?: string;
  to_date?: string;
}

const isApprover = (actor: PriceListActor) => actor.approves === 'all' || actor.approves.length > 0;

const covers = (scope: 'all' | number[], warehouseId: number | null) =>
  scope === 'all' || (warehouseId !== null && scope.includes(warehouseId));

/** The proposal calls of the spec and the approver's (decision 0116). */
export class PriceListProposalsService {
  constructor(
    private readonly clock: Clock,
    private readonly jobs: JobQueue,
  ) {}

  private now() {
    return this.clock.now().toISOString();
  }

  /** The caller's roles; a caller without any refused (PRICE_LIST_ROLE_REQUIRED). */
  async actor(db: DbOrTx, userId: number): Promise<PriceListActor> {
    const roles = await lists.rolesOf(db, userId);
    const scope = (role: string): 'all' | number[] => {
      const mine = roles.filter((r) => r.role === role);
      if (mine.some((r) => r.warehouse_id === null)) return 'all';
      return mine.map((r) => r.warehouse_id as number);
    };
    const createsIn = scope(PRICE_LIST_ROLE.create);
    const approves = scope(PRICE_LIST_ROLE.approve);
    const creates = createsIn === 'all' || createsIn.length > 0;
    if (!creates && approves !== 'all' && approves.length === 0)
      throw new AppError('PRICE_LIST_ROLE_REQUIRED');
    return { userId, creates, createsIn, approves };
  }

  private requireCreator(actor: PriceListActor): void {
    if (!actor.creates) throw new AppError('PRICE_LIST_ROLE_REQUIRED');
  }

  private requireApprover(actor: PriceListActor): void {
    if (actor.approves !== 'all' && actor.approves.length === 0)
      throw new AppError('PRICE_LIST_ROLE_REQUIRED');
  }

  /** A proposal the actor may see; any other id answers as if it did not exist. */
  async readable(db: DbOrTx, actor: PriceListActor, proposalId: number): Promise<Row> {
    const row = await proposals.proposalById(db, proposalId);
    if (!row || !proposals.readable(actor, row)) throw new AppError('PRICE_LIST_PROPOSAL_NOT_FOUND');
    return row;
  }

  async list(db: DbOrTx, actor: PriceListActor, stateId: number | undefined) {
    return (await proposals.listProposals(db, actor, stateId)).map(toProposal);
  }

  async view(db: DbOrTx, actor: PriceListActor, proposalId: number) {
    const row = await this.readable(db, actor, proposalId);
    return { ...toProposal(row), history: (await proposals.historyOf(db, proposalId)).map(toHistory) };
  }

  async listPrices(db: DbOrTx, actor: PriceListActor, proposalId: number, page: number, pageSize: number) {
    await this.readable(db, actor, proposalId);
    const { rows, total } = await proposals.pricesPage(db, proposalId, page, pageSize);
    return {
      prices: rows.map((r) => ({
        priceId: r.price_id,
        productId: r.product_id,
        productName: r.product_name,
        price: r.price_cents / 100,
        priceDisplay: r.price_cents / 100,
        referencePriceId: r.reference_price_id,
        referenceWarehouseId: r.reference_warehouse_id,
      })),
      page: { selPage: page, itemsPerPage: pageSize, totItems: total, totPages: Math.ceil(total / pageSize) },
    };
  }

  /** The actor's own proposal, for a write (whether it is still editable, the write itself checks). */
  private async writable(db: DbOrTx, actor: PriceListActor, proposalId: number): Promise<Row> {
    this.requireCreator(actor);
    const row = await this.readable(db, actor, proposalId);
    if (row.author_user_id !== actor.userId) throw new AppError('PRICE_LIST_PROPOSAL_NOT_FOUND');
    return row;
  }

  async addPrice(
    db: DbOrTx,
    actor: PriceListActor,
    p: {
      price_list_proposal_id: number;
      product_id: number;
      price: unknown;
      reference_price_id?: number;
      reference_warehouse_id?: number;
    },
  ) {
    await this.writable(db, actor, p.price_list_proposal_id);
    const cents = listPriceCents(p.price);
    if (cents === null) throw new AppError('PRICE_LIST_PRICE_INVALID', undefined, { field: 'price' });
    if (!(await lists.productExists(db, p.product_id))) throw new AppError('PRODUCT_NOT_FOUND');
    if (
      p.reference_warehouse_id !== undefined &&
      !(await lists.warehouseExists(db, p.reference_warehouse_id))
    )
      throw new AppError('PRICE_LIST_WAREHOUSE_NOT_FOUND', undefined, { field: 'reference_warehouse_id' });
    const priceId = await proposals.insertPrice(db, p.price_list_proposal_id, actor.userId, {
      product_id: p.product_id,
      price_cents: cents,
      reference_price_id: p.reference_price_id ?? null,
      reference_warehouse_id: p.reference_warehouse_id ?? null,
    });
    if (priceId === undefined) throw await this.whyNotWritten(db, p.price_list_proposal_id, p.product_id);
    return { priceId, priceDisplay: cents / 100 };
  }

  async updatePrice(
    db: DbOrTx,
    actor: PriceListActor,
    p: { price_list_proposal_id: number; price_id: number; price: unknown },
  ) {
    await this.writable(db, actor, p.price_list_proposal_id);
    const cents = listPriceCents(p.price);
    if (cents === null) throw new AppError('PRICE_LIST_PRICE_INVALID', undefined, { field: 'price' });
    if (!(await proposals.updatePrice(db, p.price_list_proposal_id, actor.userId, p.price_id, cents)))
      throw await this.whyNotWritten(db, p.price_list_proposal_id);
    return { priceId: p.price_id, priceDisplay: cents / 100 };
  }

  async deletePrice(
    db: DbOrTx,
    actor: PriceListActor,
    p: { price_list_proposal_id: number; price_id: number },
  ) {
    await this.writable(db, actor, p.price_list_proposal_id);
    if (!(await proposals.deletePrice(db, p.price_list_proposal_id, actor.userId, p.price_id)))
      throw await this.whyNotWritten(db, p.price_list_proposal_id);
    return { priceId: p.price_id };
  }

  /** Why a guarded write touched nothing, read after it: the state, a duplicate, or no such price. */
  private async whyNotWritten(db: DbOrTx, proposalId: number, productId?: number): Promise<AppError> {
    const row = await proposals.proposalById(db, proposalId);
    if (!row) return new AppError('PRICE_LIST_PROPOSAL_NOT_FOUND');
    if (!EDITABLE_PROPOSAL_STATES.includes(row.publication_state_id))
      return new AppError('PRICE_LIST_NOT_EDITABLE');
    if (productId !== undefined && (await proposals.priceOfProduct(db, proposalId, productId)))
      return new AppError('PRICE_LIST_PRODUCT_TWICE', undefined, { field: 'product_id' });
    return new AppError('PRICE_LIST_PRICE_NOT_FOUND', undefined, { field: 'price_id' });
  }

  /** Checks a list the actor may write for, and answers it. */
  private async workableList(db: DbOrTx, actor: PriceListActor, priceListId: number, field: string) {
    const list = await lists.priceListById(db, priceListId);
    if (!list || !covers(actor.createsIn, list.warehouse_id))
      throw new AppError('PRICE_LIST_NOT_FOUND', undefined, { field });
    return list;
  }

  async insert(db: DbOrTx, actor: PriceListActor, p: InsertParams) {
    this.requireCreator(actor);
    const name = p.name.trim();
    if (name.length < 1 || name.length > 100)
      throw new AppError('PRICE_LIST_NAME_INVALID', undefined, { field: 'name' });
    const list = await this.workableList(db, actor, p.price_list_id, 'price_list_id');
    if (p.replaced_price_list_id !== undefined)
      await this.workableList(db, actor, p.replaced_price_list_id, 'replaced_price_list_id');
    const warehouseId = p.warehouse_id ?? list.warehouse_id;
    // A list of one warehouse takes proposals for that warehouse only.
    const outside = list.warehouse_id !== null && warehouseId !== list.warehouse_id;
    if (
      warehouseId !== null &&
      (outside || !covers(actor.createsIn, warehouseId) || !(await lists.warehouseExists(db, warehouseId)))
    )
      throw new AppError('PRICE_LIST_WAREHOUSE_NOT_FOUND', undefined, { field: 'warehouse_id' });
    const fields: ProposalFields = {
      name,
      price_list_id: p.price_list_id,
      replaced_price_list_id: p.replaced_price_list_id ?? null,
      from_date: dayOf(p.from_date, 'from_date'),
      to_date: p.to_date === undefined ? null : dayOf(p.to_date, 'to_date'),
      warehouse_id: warehouseId,
    };
    checkOrder(fields.from_date, fields.to_date);
    const id = await inTransaction(db, (tx) =>
      proposals.insertProposal(tx, fields, actor.userId, this.now()),
    );
    return this.view(db, actor, id);
  }

  async modify(db: DbOrTx, actor: PriceListActor, p: ModifyParams) {
    const row = await this.writable(db, actor, p.price_list_proposal_id);
    const fields: Partial<ProposalFields> = {};
    if (p.name !== undefined) {
      const name = p.name.trim();
      if (name.length < 1 || name.length > 100)
        throw new AppError('PRICE_LIST_NAME_INVALID', undefined, { field: 'name' });
      fields.name = name;
    }
    if (p.price_list_id !== undefined) {
      await this.workableList(db, actor, p.price_list_id, 'price_list_id');
      fields.price_list_id = p.price_list_id;
    }
    if (p.from_date !== undefined) fields.from_date = dayOf(p.from_date, 'from_date');
    if (p.to_date !== undefined) fields.to_date = dayOf(p.to_date, 'to_date');
    checkOrder(
      fields.from_date ?? row.from_date,
      fields.to_date === undefined ? row.to_date : fields.to_date,
    );
    if (!(await proposals.modifyProposal(db, row.price_list_proposal_id, actor.userId, fields, this.now())))
      throw new AppError('PRICE_LIST_NOT_EDITABLE');
    return this.view(db, actor, row.price_list_proposal_id);
  }

  /**
   * delete: the author deletes an editable proposal (with its prices); an approver withdraws a
   * scheduled or published one (-> removed, kept with its history), whose prices stop at once.
   */
  async remove(db: DbOrTx, actor: PriceListActor, proposalId: number) {
    const row = await this.readable(db, actor, proposalId);
    const mine = actor.creates && row.author_user_id === actor.userId;
    if (mine && (await proposals.deleteEditable(db, proposalId, actor.userId)))
      return { priceListProposalId: proposalId };
    const live: number[] = [PUBLICATION_STATE.scheduled, PUBLICATION_STATE.published];
    if (!isApprover(actor) || !live.includes(row.publication_state_id))
      throw new AppError('PRICE_LIST_NOT_EDITABLE');
    const moved = await inTransaction(db, (tx) =>
      proposals.moveProposal(tx, proposalId, PUBLICATION_STATE.removed, {
        at: this.now(),
        actorId: actor.userId,
        onlyFrom: live,
      }),
    );
    if (!moved) throw new AppError('PRICE_LIST_STATE_REFUSED');
    return { priceListProposalId: proposalId };
  }

  /** confirm-proposal: the author sends a proposal with at least one price to validation. */
  async confirm(db: DbOrTx, actor: PriceListActor, proposalId: number) {
    await this.writable(db, actor, proposalId);
    const { total } = await proposals.pricesPage(db, proposalId, 1, 1);
    if (total === 0) throw new AppError('PRICE_LIST_EMPTY');
    const moved = await inTransaction(db, (tx) =>
      proposals.moveProposal(tx, proposalId, PUBLICATION_STATE.inValidation, {
        at: this.now(),
        actorId: actor.userId,
        author: actor.userId,
        set: { refusal_reason: null },
      }),
    );
    if (!moved) throw new AppError('PRICE_LIST_STATE_REFUSED');
    return this.view(db, actor, proposalId);
  }

  /**
   * An approver (never the author) approves a proposal in validation: in the same transaction it is
   * published when its start has come, else scheduled with a job at its start.
   */
  async approve(db: DbOrTx, actor: PriceListActor, proposalId: number) {
    this.requireApprover(actor);
    const row = await this.readable(db, actor, proposalId);
    if (row.author_user_id === actor.userId) throw new AppError('PRICE_LIST_OWN_PROPOSAL');
    const at = this.now();
    const today = shopDate(this.clock.now());
    await inTransaction(db, async (tx) => {
      const approved = await proposals.moveProposal(tx, proposalId, PUBLICATION_STATE.approved, {
        at,
        actorId: actor.userId,
        notAuthor: actor.userId,
        set: { approver_user_id: actor.userId },
      });
      if (!approved) throw new AppError('PRICE_LIST_STATE_REFUSED');
      if (approved.from_date <= today) await this.publish(tx, proposalId, actor.userId, at);
      else {
        await proposals.moveProposal(tx, proposalId, PUBLICATION_STATE.scheduled, {
          at,
          actorId: actor.userId,
        });
        await this.jobs.enqueue(
          tx,
          PUBLISH_JOB,
          { proposalId },
          { runAt: romeMidnight(approved.from_date), key: `publish:${proposalId}` },
        );
      }
    });
    return this.view(db, actor, proposalId);
  }

  async refuse(db: DbOrTx, actor: PriceListActor, proposalId: number, reason: string) {
    this.requireApprover(actor);
    const why = reason.trim();
    if (why.length < 3 || why.length > 500)
      throw new AppError('PRICE_LIST_REASON_REQUIRED', undefined, { field: 'reason' });
    const row = await this.readable(db, actor, proposalId);
    if (row.author_user_id === actor.userId) throw new AppError('PRICE_LIST_OWN_PROPOSAL');
    const moved = await inTransaction(db, (tx) =>
      proposals.moveProposal(tx, proposalId, PUBLICATION_STATE.notApproved, {
        at: this.now(),
        actorId: actor.userId,
        notAuthor: actor.userId,
        reason: why,
        set: { approver_user_id: actor.userId, refusal_reason: why },
      }),
    );
    if (!moved) throw new AppError('PRICE_LIST_STATE_REFUSED');
    return this.view(db, actor, proposalId);
  }

  /** approved or scheduled -> published, and the list it replaces ends the day before its start. */
  private async publish(tx: Tx, proposalId: number, actorId: number | null, at: string, startedBy?: string) {
    const published = await proposals.moveProposal(tx, proposalId, PUBLICATION_STATE.published, {
      at,
      actorId,
      startedBy,
    });
    if (published?.replaced_price_list_id)
      await lists.endReplacedList(tx, published.replaced_price_list_id, dayBefore(published.from_date), at);
    return published !== undefined;
  }

  /**
   * The publication job: every scheduled proposal whose start has come (the one it was enqueued
   * for and any other a late or lost job left), each in its own transaction. Answers how many.
   */
  async publishDue(db: DbOrTx): Promise<number> {
    const today = shopDate(this.clock.now());
    let published = 0;
    for (const id of await proposals.dueScheduled(db, today))
      if (await inTransaction(db, (tx) => this.publish(tx, id, null, this.now(), today))) published++;
    return published;
  }

  async suggestedWarehouses(db: DbOrTx, actor: PriceListActor, priceListId: number) {
    this.requireCreator(actor);
    const list = await this.workableList(db, actor, priceListId, 'price_list_id');
    const found = await lists.warehouses(
      db,
      list.warehouse_id === null ? actor.createsIn : [list.warehouse_id],
    );
    return { warehouses: found.map(toWarehouse) };
  }

  async warehouseList(db: DbOrTx, actor: PriceListActor) {
    const scope =
      actor.createsIn === 'all' || actor.approves === 'all' ? 'all' : [...actor.createsIn, ...actor.approves];
    return { warehouses: (await lists.warehouses(db, scope)).map(toWarehouse) };
  }

  /** The lists the actor may work on (spec "Price list (as listed)"). */
  async priceLists(db: DbOrTx, actor: PriceListActor) {
    const scope =
      actor.createsIn === 'all' || actor.approves === 'all' ? 'all' : [...actor.createsIn, ...actor.approves];
    const rows = await lists.listsIn(db, scope);
    return {
      priceLists: rows.map((l) => ({
        priceListId: l.price_list_id,
        name: l.name,
        fromDate: l.from_date,
        toDate: l.to_date,
        warehouseId: l.warehouse_id,
        statusId: l.status_id,
        priority: l.priority,
      })),
    };
  }
}

function toWarehouse(w: { warehouse_id: number; name: string }) {
  return { warehouseId: w.warehouse_id, name: w.name };
}

function toProposal(r: Row) {
  return {
    priceListProposalId: r.price_list_proposal_id,
    name: r.name,
    priceListId: r.price_list_id,
    replacedPriceListId: r.replaced_price_list_id,
    fromDate: r.from_date,
    toDate: r.to_date,
    warehouseId: r.warehouse_id,
    publicationStateId: r.publication_state_id,
    itemCount: Number(r.item_count ?? 0),
    authorUserId: r.author_user_id,
    approverUserId: r.approver_user_id,
    refusalReason: r.refusal_reason,
    priceList: { name: r.list_name, fromDate: r.list_from_date, toDate: r.list_to_date },
  };
}

function toHistory(h: Awaited<ReturnType<typeof proposals.historyOf>>[number]) {
  return {
    fromStateId: h.from_state_id,
    toStateId: h.to_state_id,
    actorUserId: h.actor_user_id,
    reason: h.reason,
    at: h.at,
  };
}
