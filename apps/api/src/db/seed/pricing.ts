/**
 * Prices, stock and promotions per warehouse.
 *
 * product_warehouse.price_cents is the base price only; a promotion is stored as its terms
 * (warehouse_promo: type, figures, validity), and the price shown and charged is worked out from
 * both at the moment priced by the catalogue's one price function (decision 0096), so no stored
 * price goes stale when a promotion ends. A `selectable` promotion (the discount voucher) is only
 * applied when the shopper answers 'Sì'; answering 'No' (use_wpid=-1) means paying the base price.
 */
import { DEFAULT_STORE } from '@spesa/domain';
import type { Insertable } from 'kysely';
import type { ProductWarehouseTable, WarehousePromoTable } from '../schema.js';
import type { ProductSeed } from './products.js';
import { pick, randInt, rngFor } from './random.js';
import { WAREHOUSES } from './stores.js';

export const PROMO_SHARE = 0.12;
export const UNAVAILABLE_SHARE = 0.03;

/** Validity windows: all cover the demo's "today" (late November 2026). */
const WINDOWS: Array<[string, string]> = [
  ['2026-11-01', '2026-11-30'],
  ['2026-11-01', '2026-12-31'],
  ['2026-11-16', '2026-12-31'],
  ['2026-11-20', '2026-12-24'],
];

export const SELECTABLE_PROMO_TEXT = 'Vuoi usare il buono sconto del 10% su questo articolo?';

function euro(cents: number): string {
  return `${(cents / 100).toFixed(2).replace('.', ',')} €`;
}

type Discount = (price: number) => number;

interface PromoShape {
  typeId: number;
  header: string;
  body: string;
  css: string;
  selectable: boolean;
  perc: number | null;
  apply: Discount;
}

function promoShape(base: number, r: () => number): PromoShape {
  const roll = r();
  if (roll < 0.4) {
    const p = pick(r, [10, 15, 20, 20, 25, 30, 30, 40, 50]);
    return {
      typeId: 1,
      header: `-${p}%`,
      body: `Sconto ${p}%`,
      css: 'promo-percent',
      selectable: false,
      perc: p,
      apply: (c) => Math.round((c * (100 - p)) / 100),
    };
  }
  if (roll < 0.65) {
    const off = Math.max(10, Math.round((base * (0.1 + r() * 0.15)) / 10) * 10);
    return {
      typeId: 2,
      header: 'OFFERTA',
      body: `Risparmi ${euro(off)}`,
      css: 'promo-offer',
      selectable: false,
      perc: null,
      apply: (c) => c - off,
    };
  }
  if (roll < 0.85) {
    const p = randInt(r, 8, 15);
    return {
      typeId: 3,
      header: 'PREZZO BASSO',
      body: 'Prezzo bloccato',
      css: 'promo-low-price',
      selectable: false,
      perc: p,
      apply: (c) => Math.round((c * (100 - p)) / 100),
    };
  }
  return {
    typeId: 4,
    header: 'BUONO SCONTO',
    body: 'Sconto 10% con il buono',
    css: 'promo-voucher',
    selectable: true,
    perc: 10,
    apply: (c) => Math.round(c * 0.9),
  };
}

export interface Pricing {
  productWarehouse: Insertable<ProductWarehouseTable>[];
  promos: Insertable<WarehousePromoTable>[];
}

export function generatePricing(products: readonly ProductSeed[]): Pricing {
  const productWarehouse: Insertable<ProductWarehouseTable>[] = [];
  const promos: Insertable<WarehousePromoTable>[] = [];
  for (const p of products) {
    const id = p.row.product_id;
    const base = p.basePriceCents;
    const rp = rngFor('promo', id);
    if (rp() < PROMO_SHARE && base >= 30) {
      const warehouseId = rp() < 0.85 ? null : pick(rp, WAREHOUSES).warehouse_id;
      const shape = promoShape(base, rp);
      const [validity, expire] = pick(rp, WINDOWS);
      const discounted = Math.max(1, Math.min(base - 1, shape.apply(base)));
      promos.push({
        warehouse_promo_id: promos.length + 1,
        product_id: id,
        warehouse_id: warehouseId,
        warehouse_promo_type_id: shape.typeId,
        header: shape.header,
        body: shape.body,
        footer: `Fino al ${expire.slice(8, 10)}/${expire.slice(5, 7)}`,
        css_class: shape.css,
        selectable: shape.selectable ? 1 : 0,
        selectable_promo_text: shape.selectable ? SELECTABLE_PROMO_TEXT : null,
        discount_cents: base - discounted,
        discount_perc: shape.perc ?? Math.round(((base - discounted) * 100) / base),
        validity_date: validity,
        expire_date: expire,
      });
    }
    const rs = rngFor('stock', id);
    const sfuso = p.row.tipologia === 'Sfuso';
    const pack = p.row.qty_mult_milli ?? 1000;
    for (const w of WAREHOUSES) {
      const wid = w.warehouse_id;
      const price =
        wid === DEFAULT_STORE.warehouseId ? base : Math.round(base * (1 + randInt(rs, 0, 50) / 1000));
      const unavailable = wid === DEFAULT_STORE.warehouseId && rs() < UNAVAILABLE_SHARE;
      const stock = unavailable
        ? 0
        : sfuso
          ? randInt(rs, 20, 150) * 1000
          : randInt(rs, 8, 80) * Math.max(pack, 5000);
      productWarehouse.push({
        product_id: id,
        warehouse_id: wid,
        // The base price: the promotion's price is worked out when priced (decision 0096).
        price_cents: price,
        available_milli: stock,
      });
    }
  }
  return { productWarehouse, promos };
}
