import type { Cart, CartAddBody, EnvelopeMessage, LeanCart } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { withConnection } from '../../db/connection.js';
import { inTransaction, type Tx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { CartGiftsService } from './cart-gifts.service.js';
import {
  CartLinesService,
  type CartLines,
  type CartTarget,
  type OrderedTodayPort,
  type OrderLinesPort,
} from './cart-lines.service.js';
import { cartMessage } from './cart.messages.js';
import type { CartOwner, CartService } from './cart.service.js';

/** Which answer a change gives: departments or not, the whole cart or the lean one (decision 0068). */
export interface AnswerChoice {
  sectors: boolean;
  lean: boolean;
}

/** A change's answer: the cart (whole or lean) as the change left it, with its notices. */
export type ChangeAnswer =
  | { lean: false; cart: Cart; infos: EnvelopeMessage[] }
  | { lean: true; cart: LeanCart; infos: EnvelopeMessage[] };

/** What a change answers besides the cart: notices, and the lines it read and wrote (reused). */
type Changed = { infos?: EnvelopeMessage[]; lines?: CartLines } | void;

type Items<K extends 'update' | 'updateInfos'> = Parameters<CartLinesService[K]>[2];

/**
 * The cart calls the routes make (spec sections 7 of both documents), each on the connection it
 * needs: a change and its answer in one transaction (one wait for SQLite's connection, the answer
 * is the state the change left), the cart claimed first and the lines it left kept for the cart's
 * next change once it has committed (decision 0076); a read of several statements on one held
 * connection (decision 0030). The routes parse, call this and answer.
 */
export class CartCalls {
  private readonly lines: CartLinesService;
  private readonly gifts: CartGiftsService;

  constructor(
    private readonly db: Db,
    clock: Clock,
    private readonly carts: CartService,
    orderedToday: OrderedTodayPort,
  ) {
    this.lines = new CartLinesService(clock, carts.products, orderedToday, carts.keptLines);
    this.gifts = new CartGiftsService(clock, carts.products);
  }

  add(owner: CartOwner, choice: AnswerChoice, body: CartAddBody): Promise<ChangeAnswer> {
    return this.change(owner, choice, async (tx, cart) => ({ lines: await this.lines.add(tx, cart, body) }));
  }

  /** Reorder (decision 0044): a result per line in the notices, the rest added in one transaction. */
  addAllFromOrder(userId: number, choice: AnswerChoice, orderLines: OrderLinesPort, orderId: number) {
    return this.change({ userId }, choice, async (tx, cart) => {
      const found = await orderLines.linesOfOrder(tx, userId, orderId);
      if (!found) throw new AppError('ORDER_NOT_FOUND');
      const results = await this.lines.addEach(tx, cart, found);
      return { infos: results.map((r) => ({ code: r.code, message: r.message })) };
    });
  }

  update(owner: CartOwner, choice: AnswerChoice, items: Items<'update'>, version?: number) {
    return this.change(owner, choice, async (tx, cart) => ({
      lines: await this.lines.update(tx, cart, items, version),
    }));
  }

  remove(owner: CartOwner, choice: AnswerChoice, itemIds: number[] | undefined, version?: number) {
    return this.change(owner, choice, async (tx, cart) => {
      await this.lines.remove(tx, cart, itemIds, version);
    });
  }

  updateCartInfo(userId: number, choice: AnswerChoice, property: string, value: string | boolean) {
    return this.change({ userId }, choice, (tx, cart) =>
      this.lines.updateCartInfo(tx, cart, property, value),
    );
  }

  updateInfos(owner: CartOwner, choice: AnswerChoice, items: Items<'updateInfos'>) {
    return this.change(owner, choice, (tx, cart) => this.lines.updateInfos(tx, cart, items));
  }

  addGiftCode(userId: number, choice: AnswerChoice, code: string) {
    return this.change({ userId }, choice, async (tx, cart) => {
      const name = await this.gifts.add(tx, cart, code);
      return { infos: [{ code: 'GIFT_CODE_ADDED', message: cartMessage('GIFT_CODE_ADDED', { name }) }] };
    });
  }

  removeGiftCode(userId: number, choice: AnswerChoice, code: string) {
    return this.change({ userId }, choice, (tx, cart) => this.gifts.remove(tx, cart, code));
  }

  /** cart/view: an account's cart (made when missing). */
  view(owner: CartOwner, sectors: boolean): Promise<Cart> {
    return withConnection(this.db, (c) => this.carts.view(c, owner, sectors));
  }

  /** cart/view of a visitor: null when the visitor has no cart yet (a view creates nothing). */
  visitorView(visitorSessionId: string, sectors: boolean): Promise<Cart | null> {
    return withConnection(this.db, (c) => this.carts.visitorView(c, visitorSessionId, sectors));
  }

  restrictions(userId: number) {
    return withConnection(this.db, async (c) =>
      this.lines.restrictions(c, await this.carts.target(c, { userId })),
    );
  }

  checkGiftCode(userId: number, code: string) {
    return withConnection(this.db, async (c) =>
      this.gifts.check(c, await this.carts.target(c, { userId }), code),
    );
  }

  /**
   * A change and its answer in one transaction: the cart claimed first, in the statement that
   * reads it (the change's later reads are current); the lines as the change left them kept for
   * the cart's next change (decision 0076, once committed); the answer priced from them.
   */
  private change(
    owner: CartOwner,
    choice: AnswerChoice,
    run: (tx: Tx, cart: CartTarget) => Promise<Changed>,
  ): Promise<ChangeAnswer> {
    return inTransaction(this.db, async (tx) => {
      const cart = await this.carts.claim(tx, owner);
      const { infos = [], lines } = (await run(tx, cart)) ?? {};
      if (lines) await this.carts.keptLines.keep(tx, cart.cartId, lines.rows);
      if (choice.lean)
        return { lean: true, cart: await this.carts.leanView(tx, owner, choice.sectors, cart, lines), infos };
      return { lean: false, cart: await this.carts.view(tx, owner, choice.sectors, cart, lines), infos };
    });
  }
}
