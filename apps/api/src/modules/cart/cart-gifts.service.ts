import { formatEuro } from '@spesa/domain';
import { inTransaction, type DbOrTx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { shopDate, type Clock } from '../../lib/clock.js';
import { euros, type ProductBundles } from '../catalogue/index.js';
import * as items from './cart-items.repository.js';
import type { CartTarget } from './cart-lines.service.js';
import { giftCents, goodsTotalCents } from './cart-pricing.service.js';
import { cartMessage } from './cart.messages.js';

/**
 * Gift codes and certificates on the cart (cart-giftcertificate/check, add_code, remove_code). A
 * single-use code is taken by one cart through its redemption row; removing it frees it.
 */
export class CartGiftsService {
  constructor(
    private readonly clock: Clock,
    private readonly products: ProductBundles,
  ) {}

  async check(db: DbOrTx, cart: CartTarget, code: string) {
    const g = await this.usable(db, cart, code);
    const goods = await goodsTotalCents(
      db,
      this.products,
      cart.cartId,
      cart.warehouseId,
      this.today(),
      cart.userId ?? undefined,
    );
    return { code: g.code, valid: true, name: g.name, discount: euros(giftCents(g, goods)) };
  }

  /** Answers the name of the code added, for the notice. */
  async add(db: DbOrTx, cart: CartTarget, code: string): Promise<string> {
    // Gift codes stay login-only (decision 0031): a redemption belongs to an account.
    const userId = cart.userId;
    if (userId === null) throw new AppError('NOT_LOGGED_IN', cartMessage('NOT_LOGGED_IN'));
    const g = await this.usable(db, cart, code);
    const goods = await goodsTotalCents(
      db,
      this.products,
      cart.cartId,
      cart.warehouseId,
      this.today(),
      cart.userId ?? undefined,
    );
    if (goods < g.min_goods_cents) {
      throw new AppError(
        'GIFT_CODE_MIN_GOODS',
        cartMessage('GIFT_CODE_MIN_GOODS', { name: code, min: formatEuro(g.min_goods_cents) }),
      );
    }
    await inTransaction(db, async (tx) => {
      await this.claim(tx, cart);
      if (
        g.single_use === 1 &&
        !(await items.redeemOnce(tx, g.gift_certificate_id, cart.cartId, userId, this.now()))
      ) {
        throw new AppError('GIFT_CODE_USED', cartMessage('GIFT_CODE_USED', { name: code }));
      }
      await items.addGiftToCart(tx, cart.cartId, g.gift_certificate_id, this.now());
    });
    return g.name;
  }

  async remove(db: DbOrTx, cart: CartTarget, code: string): Promise<void> {
    const g = await items.giftByCode(db, code);
    await inTransaction(db, async (tx) => {
      await this.claim(tx, cart);
      if (!g || !(await items.removeGiftFromCart(tx, cart.cartId, g.gift_certificate_id))) {
        throw new AppError('GIFT_CODE_INVALID', cartMessage('GIFT_CODE_INVALID', { name: code }));
      }
    });
  }

  /** The code if it exists, is active and valid today, and (single use) is not another cart's. */
  private async usable(db: DbOrTx, cart: CartTarget, code: string): Promise<items.GiftCertificateRow> {
    const g = await items.giftByCode(db, code);
    const today = this.today();
    if (!g || g.active !== 1 || today < g.valid_from || today > g.valid_to) {
      throw new AppError('GIFT_CODE_INVALID', cartMessage('GIFT_CODE_INVALID', { name: code }));
    }
    if (g.single_use === 1) {
      const holder = await items.redemptionHolder(db, g.gift_certificate_id);
      if (holder !== undefined && holder !== cart.cartId) {
        throw new AppError('GIFT_CODE_USED', cartMessage('GIFT_CODE_USED', { name: code }));
      }
    }
    return g;
  }

  /** Claims the open cart, unless the caller already did in this transaction (CartService.claim). */
  private async claim(tx: DbOrTx, cart: CartTarget): Promise<void> {
    if (cart.claimedVersion !== undefined) return;
    if ((await items.claimCart(tx, cart.cartId, this.now())) === undefined) {
      throw new AppError('CART_LOCKED', cartMessage('CART_LOCKED'));
    }
  }

  private now(): string {
    return this.clock.now().toISOString();
  }

  private today(): string {
    return shopDate(this.clock.now());
  }
}
