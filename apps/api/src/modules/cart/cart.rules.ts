import { CART_LINE_MAX_MILLI, type SaleRules, type Tipologia } from '@spesa/domain';
import type { ProductBundle } from '../catalogue/index.js';

// How the catalogue's rows become the domain's inputs: sale rules, the identity of a line's
// options. Pure functions. A line's price and promotion are the catalogue's one price function's
// (priceOf, decision 0096).

type ProductRow = ProductBundle['row'];

const orUndefined = (v: number | null): number | undefined => (v === null ? undefined : v);

export function tipologiaOf(row: Pick<ProductRow, 'tipologia'>): Tipologia {
  return row.tipologia === 'Sfuso' || row.tipologia === 'Confezione' ? row.tipologia : 'Pezzo';
}

/** The product's quantity rules, as the storefront stepper reads them from productInfos. */
export function saleRulesOf(row: ProductRow): SaleRules {
  return {
    tipologia: tipologiaOf(row),
    qtyMult: row.qty_mult_milli,
    qtyLocked: row.qty_locked === 1,
    stepSelling: orUndefined(row.step_selling_milli),
    weightSelling: orUndefined(row.weight_selling_milli),
    weightUnitSelling: row.weight_unit_selling ?? undefined,
    minAcq: orUndefined(row.min_acq_milli),
    maxAcq: orUndefined(row.max_acq_milli),
    multiPack: row.multi_pack,
    productClassRuleMax: orUndefined(row.product_class_rule_max_milli),
  };
}

/**
 * The rules the server checks an amount against: the product's, with the daily maximum lowered by
 * what was ordered today and every line capped at CART_LINE_MAX_MILLI (decision 0025).
 */
export function serverRules(rules: SaleRules, orderedTodayMilli: number): SaleRules {
  const daily = rules.maxAcq !== undefined && rules.maxAcq > 0 ? rules.maxAcq - orderedTodayMilli : undefined;
  // A daily maximum already used up leaves nothing: 1 thousandth is below any valid quantity.
  const cap = Math.min(
    CART_LINE_MAX_MILLI * (rules.multiPack && rules.multiPack > 0 ? rules.multiPack : 1),
    daily ?? Infinity,
  );
  return { ...rules, maxAcq: Math.max(1, cap) };
}

/** The same rules with the warehouse's stock as the maximum: the nearest amounts that can be sold. */
export function stockRules(rules: SaleRules, availableMilli: number): SaleRules {
  // maxAcq is divided by MULTI_PACK when read (displayedMaximum): scale the stock the same way.
  const pack = rules.multiPack && rules.multiPack > 0 ? rules.multiPack : 1;
  return { ...rules, maxAcq: Math.max(1, Math.min(rules.maxAcq ?? Infinity, availableMilli * pack)) };
}

/** Canonical JSON of the options (keys sorted): two adds with the same options hit the same line. */
export function canonicalParams(params: Record<string, string> | undefined): string {
  const entries = Object.entries(params ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(Object.fromEntries(entries));
}

/** How many distinct options texts lineParams keeps parsed (a shop's lines share a few). */
const LINE_PARAMS_MAX = 1_000;
const parsedParams = new Map<string, Readonly<Record<string, string>>>();

/**
 * The options of a stored line (its params_json), parsed once per distinct text and shared frozen:
 * every priced answer parsed every line's text again (issue 13), most of them '{}'.
 */
export function lineParams(json: string): Readonly<Record<string, string>> {
  let params = parsedParams.get(json);
  if (params === undefined) {
    params = Object.freeze(JSON.parse(json) as Record<string, string>);
    // Bounded: past the limit the texts are parsed again from an empty map.
    if (parsedParams.size >= LINE_PARAMS_MAX) parsedParams.clear();
    parsedParams.set(json, params);
  }
  return params;
}

/** Missing or unknown options: every option must be chosen, among its own keys. */
export function optionsComplete(
  options: ProductBundle['options'],
  params: Record<string, string> | undefined,
): boolean {
  const chosen = params ?? {};
  if (Object.keys(chosen).some((k) => !options.some((o) => o.parameter_name === k))) return false;
  return options.every((o) => {
    const key = chosen[o.parameter_name];
    if (key === undefined) return false;
    try {
      return (JSON.parse(o.options_json) as Array<{ key: string }>).some((x) => x.key === key);
    } catch {
      return false;
    }
  });
}
