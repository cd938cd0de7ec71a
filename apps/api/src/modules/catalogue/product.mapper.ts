import { discountPercent, formatUnitPrice, priceWithoutVat, unitPrice, type Product } from '@spesa/domain';
import { priceOf } from './offer-price.js';
import type { ProductBundle } from './products.repository.js';

/** Cents to the euro display value of the contract (2 decimals, exact for integer cents). */
export const euros = (cents: number): number => cents / 100;
/** Thousandths to display units (0.5 kg, 6 pieces). */
const units = (milli: number | null): number | null => (milli === null ? null : milli / 1000);
const str = (v: number | string | null | undefined): string | undefined =>
  v === null || v === undefined ? undefined : String(v);

const VAT_DESCR: Record<number, string> = {
  4: 'IVA 4% (beni di prima necessità)',
  5: 'IVA 5%',
  10: 'IVA 10%',
  22: 'IVA 22% (aliquota ordinaria)',
};

/** productInfos as the original platform sends them: strings, in display units. */
function productInfos(r: ProductBundle['row']): Record<string, string> {
  const entries: Array<[string, string | undefined]> = [
    ['TIPOLOGIA', r.tipologia],
    ['QTY_MULT', str(units(r.qty_mult_milli))],
    ['QTY_LOCKED', r.qty_locked ? 'true' : 'false'],
    ['STEP_SELLING', str(units(r.step_selling_milli))],
    ['WEIGHT_SELLING', str(units(r.weight_selling_milli))],
    ['WEIGHT_UNIT_SELLING', r.weight_unit_selling ?? undefined],
    ['WEIGHT_UNIT_BASE', r.weight_unit_base ?? undefined],
    ['UNIT_SELLING', r.unit_selling ?? undefined],
    ['MAXACQ', str(units(r.max_acq_milli))],
    ['MULTI_PACK', String(r.multi_pack)],
    ['LOGISTIC_PACKAGING_ITEMS', str(r.logistic_packaging_items)],
    ['EXTENDED_DESCRIPTION', r.extended_description ?? undefined],
    ['IS_SURGELATO', r.is_surgelato ? 'true' : 'false'],
    ['ENABLE_ACQ_BOX', r.logistic_pallet_items ? 'true' : 'false'],
  ];
  return Object.fromEntries(entries.filter((e): e is [string, string] => e[1] !== undefined));
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** The unit price (€/kg, €/l) of the price shown: Sfuso is already priced per kg; packs divide by net content. */
function unitPriceCents(r: ProductBundle['row'], priceCents: number): number | null {
  if (r.tipologia === 'Sfuso') return priceCents;
  if (!r.net_content_milli || r.content_unit === 'pz') return null;
  return unitPrice(priceCents, r.net_content_milli);
}

export function toProduct(b: ProductBundle): Product {
  const r = b.row;
  // The one price function (decision 0096): what the cart charges for one unit, now.
  const price = priceOf(b);
  const um = unitPriceCents(r, price.unitCents);
  const umUnit = r.tipologia === 'Sfuso' ? (r.weight_unit_selling ?? 'kg') : r.content_unit;
  // Only a promotion the price function applies is shown (one in force, with a rule).
  const promo = price.promotion && b.promo;
  const off = price.baseUnitCents - price.offerUnitCents;
  return {
    productId: r.product_id,
    id: r.product_id,
    slug: r.slug,
    name: r.name,
    shortDescr: r.short_descr,
    description: r.descr,
    descr: r.descr,
    vendor: { vendorId: r.vendor_id, name: r.vendor_name },
    codInt: r.cod_int,
    codVar: r.cod_var,
    barcode: r.barcode,
    categoryId: r.category_id,
    mediaURL: r.media_url,
    media: [{ small: r.media_url, medium: r.media_url, large: r.media_url, alt: r.name }],
    available: r.available_milli / 1000,
    newProduct: r.is_new === 1,
    isNew: r.is_new === 1,
    highlight: false,
    priceId: r.product_id * 1000 + r.warehouse_id,
    priceDisplay: euros(price.unitCents),
    priceStandardDisplay: price.struckUnitCents === null ? null : euros(price.struckUnitCents),
    priceUmDisplay: um === null ? null : euros(um),
    priceNoVatDisplay: euros(priceWithoutVat(price.unitCents, r.iva_pct)),
    weightUnitDisplay: um === null ? 'pz' : umUnit,
    priceUnitDisplay: um === null ? null : formatUnitPrice(um, umUnit),
    ivaCategory: { ivaPct: r.iva_pct, descr: VAT_DESCR[r.iva_pct] ?? `IVA ${r.iva_pct}%` },
    minAcq: units(r.min_acq_milli),
    maxAcq: units(r.max_acq_milli),
    productClassRuleMax:
      r.product_class_rule_max_milli === null ? null : { max: r.product_class_rule_max_milli / 1000 },
    productClasses: b.classes.map((c) => ({
      productClassId: c.product_class_id,
      name: c.name,
      iconSource: c.icon_source,
    })),
    selectOptions: b.options.map((o) => ({
      parameterName: o.parameter_name,
      name: o.name,
      options: parseJson<Array<{ key: string; value: string }>>(o.options_json, []),
      selected: null,
    })),
    variations: [],
    deliveryWarehouse: { warehouseId: r.warehouse_id },
    warehousePromo: promo && {
      warehousePromoId: promo.warehouse_promo_id,
      warehousePromoTypeId: promo.warehouse_promo_type_id,
      selectable: promo.selectable === 1,
      // What the promotion takes off one unit here (a selectable one: after the shopper's Sì);
      // 3x2 takes nothing off a unit.
      discount: off > 0 ? euros(off) : null,
      discountPerc: off > 0 ? discountPercent(price.baseUnitCents, price.offerUnitCents) : promo.discount_perc,
      validityDate: promo.validity_date,
      expireDate: promo.expire_date,
      view: {
        cssClass: promo.css_class,
        header: promo.header,
        body: promo.body,
        footer: promo.footer,
        selectablePromoText: promo.selectable_promo_text,
      },
    },
    searchUid: null,
    logisticPalletItems: r.logistic_pallet_items,
    logisticPackagingItems: r.logistic_packaging_items,
    productInfos: productInfos(r),
    metaData: {
      product_info: {
        weight_description: r.weight_description,
        extended_description: r.extended_description,
      },
      product_description: {
        ingredients: r.ingredients,
        allergens: r.allergens,
        storage: r.storage,
        nutritional_values: parseJson<Array<{ name: string; per100: string }> | null>(r.nutrition_json, null),
      },
    },
  };
}
