import type { Product, SaleRules, Tipologia } from '@spesa/domain';

// The API sends productInfos as strings in display units ('6' pieces, '0.5' kg) and minAcq/maxAcq
// as display numbers; the domain's quantity rules work in integer thousandths. This adapter is the
// single place where that edge conversion happens for the storefront.

const TIPOLOGIE: readonly Tipologia[] = ['Pezzo', 'Confezione', 'Sfuso'];

/** '0.5', '0,5' or 0.5 -> 500; empty, invalid or non-positive values -> undefined ("not set"). */
export function toMilli(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const n = typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));
  if (!Number.isFinite(n) || n <= 0) return undefined;
  // Rounded because 0.1 * 1000 is 100.00000000000001 in binary floating point.
  return Math.round(n * 1000);
}

function tipologiaOf(raw: string | undefined): Tipologia {
  return TIPOLOGIE.find((t) => t.toLowerCase() === raw?.trim().toLowerCase()) ?? 'Pezzo';
}

function lowest(...values: Array<number | undefined>): number | undefined {
  const set = values.filter((v): v is number => v !== undefined);
  return set.length ? Math.min(...set) : undefined;
}

/** The domain's SaleRules (milli-units) of a product as the API describes it. */
export function saleRulesFromProduct(
  product: Pick<Product, 'productInfos' | 'minAcq' | 'maxAcq' | 'productClassRuleMax'>,
): SaleRules {
  const info = product.productInfos ?? {};
  const multiPack = Number(info.MULTI_PACK);
  return {
    tipologia: tipologiaOf(info.TIPOLOGIA),
    qtyMult: toMilli(info.QTY_MULT),
    qtyLocked: info.QTY_LOCKED?.trim().toLowerCase() === 'true',
    stepSelling: toMilli(info.STEP_SELLING),
    weightSelling: toMilli(info.WEIGHT_SELLING),
    weightUnitSelling: info.WEIGHT_UNIT_SELLING || undefined,
    minAcq: toMilli(product.minAcq),
    // The product field and the MAXACQ info may both be set: the stricter one applies.
    maxAcq: lowest(toMilli(product.maxAcq), toMilli(info.MAXACQ)),
    multiPack: Number.isInteger(multiPack) && multiPack > 0 ? multiPack : undefined,
    productClassRuleMax: toMilli(product.productClassRuleMax?.max),
  };
}
