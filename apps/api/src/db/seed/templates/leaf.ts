/**
 * The shape of the per-leaf product templates.
 *
 * An item is one line `'Name|sizes|price|flags|ingredients|allergens'` (the last three optional):
 * - sizes, comma separated, the first being the one `price` refers to:
 *   `kg` loose, sold by weight (Sfuso; price per kg) · `500g` `1kg` `750ml` `33cl` `1l` `10pz` one
 *   piece (Pezzo) · `4x125g` one multipack piece (Pezzo) · `c6x1.5l` a pack sold by the unit in
 *   multiples of 6 (Confezione; price per unit).
 * - price in euro cents.
 * - flags, space separated: `bio` (organic variant on every other product, or always with an organic
 *   brand), `sg` senza glutine, `sl` senza lattosio, `vegan`, `k:<kind>` label kind, `iva4|iva10|iva22`,
 *   `min2` min purchase 2, `max6|max10` max purchase, `mp2` multi pack 2, `crm6` class-rule max 6,
 *   `pal12|pal24` pallet ("one carton") items, `lock` quantity locked to the pack multiple,
 *   `amb` ambient storage (UHT), `opt:slicing|opt:cleaning|opt:cut` product option.
 */
export type Iva = 4 | 10 | 22;

export interface LeafSpec {
  slug: string;
  iva: Iva;
  /** Default label kind (see kinds.ts). */
  kind: string;
  /** Vendor slugs, rotated across the products of the leaf. */
  brands: string[];
  /** Sfuso defaults: [first add (weight_selling), step], in grams. */
  sfuso?: [number, number];
  items: string[];
}
