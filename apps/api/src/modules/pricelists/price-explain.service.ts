import type { DbOrTx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { shopDate, type Clock } from '../../lib/clock.js';
import { loadProductBundles, priceOf, type ProductBundle } from '../catalogue/index.js';
import { withListPrice } from './customer-listing.js';
import * as proposals from './price-list-proposals.repository.js';
import { customerPricing, listPricesOf } from './price-resolution.js';

// get_price (the proposal dialog's reference price) and the staff's "perché questo prezzo?"
// (decision 0116). Both price through the catalogue's one price function (decision 0096).

/** price_type_id the dialog sends: the warehouse's price as the reference beside the proposed one. */
export const REFERENCE_PRICE_TYPE = 4;

export class PriceExplainService {
  constructor(private readonly clock: Clock) {}

  private async bundle(
    db: DbOrTx,
    productId: number,
    warehouseId: number,
  ): Promise<ProductBundle | undefined> {
    const [b] = await loadProductBundles(db, [productId], warehouseId, shopDate(this.clock.now()));
    return b;
  }

  /**
   * get_price: the product's price shown in the warehouse (priceDisplay) and, for a proposal, the
   * id of its price for the product there (priceId; -1 when it has none).
   */
  async getPrice(db: DbOrTx, productId: number, warehouseId: number, proposalId: number | undefined) {
    const b = await this.bundle(db, productId, warehouseId);
    const own =
      proposalId === undefined ? undefined : await proposals.priceOfProduct(db, proposalId, productId);
    return {
      priceId: own?.price_id ?? -1,
      priceDisplay: b ? priceOf(b).unitCents / 100 : null,
      proposalPrice: own ? own.price_cents / 100 : null,
    };
  }

  /** How a customer's price of a product in a warehouse is reached today, step by step. */
  async explain(db: DbOrTx, userId: number, productId: number, warehouseId: number) {
    const b = await this.bundle(db, productId, warehouseId);
    if (!b) throw new AppError('PRODUCT_NOT_FOUND');
    const day = shopDate(this.clock.now());
    const pricing = await customerPricing(db, userId, warehouseId, day);
    const found = (await listPricesOf(db, pricing, [productId])).get(productId);
    const base = priceOf(b);
    const final = found ? priceOf(withListPrice(b, found)) : base;
    const steps = [
      `Prezzo del magazzino ${warehouseId}: ${(b.row.price_cents / 100).toFixed(2)} €.`,
      ...pricing.inForce.map(
        (p, i) =>
          `${i + 1}. listino «${p.list_name}» (${p.level === 0 ? 'del cliente' : 'del gruppo'}, priorità ${p.priority}, proposta ${p.price_list_proposal_id})`,
      ),
      found
        ? `Vale il listino ${found.priceListId}: ${(found.priceCents / 100).toFixed(2)} €${found.applyPromotions ? ', promozioni applicate' : ', senza promozioni'}.`
        : 'Nessun listino in vigore prezza il prodotto: vale il prezzo del magazzino.',
      `Prezzo al cliente: ${(final.unitCents / 100).toFixed(2)} €.`,
    ];
    return {
      day,
      warehousePrice: b.row.price_cents / 100,
      listsInForce: pricing.inForce.map((p) => ({
        priceListId: p.price_list_id,
        name: p.list_name,
        level: p.level === 0 ? ('customer' as const) : ('group' as const),
        priority: p.priority,
        priceListProposalId: p.price_list_proposal_id,
      })),
      chosen: found
        ? {
            priceListId: found.priceListId,
            priceListProposalId: found.proposalId,
            priceId: found.priceId,
            price: found.priceCents / 100,
          }
        : null,
      promotionApplied: final.promotion !== null,
      priceDisplay: final.unitCents / 100,
      steps,
    };
  }
}
