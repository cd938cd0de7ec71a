/**
 * Product generator: turns the per-leaf templates (templates/leaves-*.ts) into product rows.
 * Deterministic: product k of a leaf always comes from the same template, brand and size, and all
 * the "random" values come from a PRNG seeded with the product id.
 */
import type { Insertable } from 'kysely';
import type { ProductTable } from '../schema.js';
import { categoryBySlug, LEAF_CATEGORIES } from './categories.js';
import { KINDS, type Kind } from './templates/kinds.js';
import type { Iva, LeafSpec } from './templates/leaf.js';
import { FRESH_LEAVES } from './templates/leaves-fresh.js';
import { GROCERY_LEAVES } from './templates/leaves-grocery.js';
import { NONFOOD_LEAVES } from './templates/leaves-nonfood.js';
import { italianEan13 } from './ean.js';
import { description, fillName, nutritionLines } from './labels.js';
import { hashSeed, randInt, rngFor } from './random.js';
import { parseSize, type Size } from './sizes.js';
import { STORE_BRAND_SLUG, vendorBySlug, type VendorSeed } from './vendors.js';

export const LEAF_SPECS: readonly LeafSpec[] = [...FRESH_LEAVES, ...GROCERY_LEAVES, ...NONFOOD_LEAVES];

export const PRODUCT_CLASSES = [
  { id: 1, slug: 'bio', name: 'Bio' },
  { id: 2, slug: 'senza-glutine', name: 'Senza glutine' },
  { id: 3, slug: 'vegano', name: 'Vegano' },
  { id: 4, slug: 'senza-lattosio', name: 'Senza lattosio' },
  { id: 5, slug: 'prodotto-locale', name: 'Prodotto locale' },
] as const;
const CLASS_BY_FLAG: Record<string, number> = { bio: 1, sg: 2, vegan: 3, sl: 4 };
const LOCAL_CLASS_ID = 5;

export type OptionKind = 'slicing' | 'cleaning' | 'cut';

export interface ProductSeed {
  row: Insertable<ProductTable>;
  leafSlug: string;
  /** Price in the default warehouse before any promotion. */
  basePriceCents: number;
  classIds: number[];
  option: OptionKind | null;
}

interface Template {
  name: string;
  sizes: Size[];
  price: number;
  flags: Set<string>;
  kindName: string;
  kind: Kind;
  iva: Iva;
  ingredients: string | null;
  allergens: string | null;
  option: OptionKind | null;
}

function parseItem(leaf: LeafSpec, line: string): Template {
  const [name, sizes, price, flagText = '', ingredients = '', allergens = ''] = line.split('|');
  const flags = new Set(flagText.split(' ').filter(Boolean));
  let kindName = leaf.kind;
  let iva: Iva = leaf.iva;
  let option: OptionKind | null = null;
  for (const f of flags) {
    if (f.startsWith('k:')) kindName = f.slice(2);
    else if (f === 'iva4' || f === 'iva10' || f === 'iva22') iva = Number(f.slice(3)) as Iva;
    else if (f.startsWith('opt:')) option = f.slice(4) as OptionKind;
  }
  const kind = KINDS[kindName];
  if (!kind) throw new Error(`unknown kind '${kindName}' in ${leaf.slug}: ${line}`);
  if (!name || !sizes || !Number(price)) throw new Error(`bad template line in ${leaf.slug}: ${line}`);
  return {
    name,
    sizes: sizes.split(',').map(parseSize),
    price: Number(price),
    flags,
    kindName,
    kind,
    iva,
    ingredients: ingredients || null,
    allergens: allergens || null,
    option,
  };
}

interface LeafPlan {
  spec: LeafSpec;
  categoryId: number;
  templates: Template[];
  brands: VendorSeed[];
  /** In the Surgelati department. */
  frozen: boolean;
}

let plans: LeafPlan[] | undefined;

/** The parsed templates, checked against the category tree (every leaf has templates). */
export function leafPlans(): LeafPlan[] {
  if (plans) return plans;
  const bySlug = new Map(LEAF_SPECS.map((s) => [s.slug, s]));
  plans = LEAF_CATEGORIES.map((cat) => {
    const spec = bySlug.get(cat.slug);
    if (!spec) throw new Error(`no product templates for leaf category '${cat.slug}'`);
    return {
      spec,
      categoryId: cat.id,
      templates: spec.items.map((l) => parseItem(spec, l)),
      brands: spec.brands.map(vendorBySlug),
      frozen: cat.topSlug === 'surgelati',
    };
  });
  for (const spec of LEAF_SPECS)
    if (!categoryBySlug(spec.slug).isLeaf) throw new Error(`'${spec.slug}' is not a leaf`);
  return plans;
}

/** How many products each leaf gets: proportional to its templates (largest remainder). */
function quotas(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const q = exact.map(Math.floor);
  let left = total - q.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => [e - Math.floor(e), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    q[i]++;
  }
  return q;
}

/** 1.234 € -> x.x9 endings above one euro, like a shelf price. */
function shelfPrice(cents: number): number {
  if (cents < 100) return Math.max(19, Math.round(cents));
  return Math.round(cents / 10) * 10 - 1;
}

function brandFactor(v: VendorSeed): number {
  return v.slug === STORE_BRAND_SLUG ? 0.9 : 0.96 + (hashSeed('brand', v.slug) % 15) / 100;
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const AMBIENT_MILK =
  "Conservare in luogo fresco e asciutto. Dopo l'apertura conservare in frigorifero e consumare entro 3 giorni.";
const DAY_MS = 86_400_000;

function createdAt(id: number, isNew: boolean): string {
  const rng = rngFor('created', id);
  const start = isNew ? Date.UTC(2026, 9, 25) : Date.UTC(2026, 0, 7);
  const days = isNew ? randInt(rng, 0, 25) : randInt(rng, 0, 270);
  return new Date(
    start + days * DAY_MS + randInt(rng, 6, 19) * 3_600_000 + randInt(rng, 0, 59) * 60_000,
  ).toISOString();
}

function makeProduct(id: number, plan: LeafPlan, k: number): ProductSeed {
  const { templates, brands, spec } = plan;
  const t = k % templates.length;
  const v = Math.floor(k / templates.length);
  const tpl = templates[t];
  const size = tpl.sizes[v % tpl.sizes.length];
  let vendor = brands[(t + v) % brands.length];
  // An organic-only brand does not sell a non-organic item: take the next brand.
  for (let i = 1; vendor.bio && !tpl.flags.has('bio') && i < brands.length; i++)
    vendor = brands[(t + v + i) % brands.length];
  const bio = tpl.flags.has('bio') && (v % 2 === 1 || vendor.bio === true);
  const rng = rngFor('product', id);

  const baseName = tpl.name;
  let name = bio && !/\bbio\b/i.test(baseName) ? `${baseName} bio` : baseName;
  if (size.tipologia === 'Confezione') name = `${name} ${size.packLabel}`;

  const sizeRatio = size.priceBasis / tpl.sizes[0].priceBasis;
  const cents =
    tpl.price *
    Math.pow(sizeRatio, 0.9) *
    brandFactor(vendor) *
    (bio ? 1.25 : 1) *
    (1 + (v >= brands.length ? 0.03 * (v % 4) : 0));
  const basePriceCents = shelfPrice(cents);

  const f = tpl.flags;
  const isNew = rng() < 0.08;
  const kind = tpl.kind;
  const food = kind.nutrition !== null || kind.allergens !== null;
  const nutrition = nutritionLines(kind, rng);
  const ingredientsTemplate = tpl.ingredients ?? kind.ingredients;
  const sfuso = size.tipologia === 'Sfuso';
  const confezione = size.tipologia === 'Confezione';
  const weightDescription = size.description;

  const classIds = Object.entries(CLASS_BY_FLAG)
    .filter(([flag]) => (flag === 'bio' ? bio : f.has(flag)))
    .map(([, cid]) => cid);
  if (vendor.local) classIds.push(LOCAL_CLASS_ID);

  const row: Insertable<ProductTable> = {
    product_id: id,
    slug: `${slugify(confezione ? name : `${name} ${weightDescription}`)}-${id}`,
    name,
    short_descr: vendor.name,
    descr: description(kind, vendor.name, rng),
    vendor_id: vendor.id,
    category_id: plan.categoryId,
    cod_int: String(100000 + id),
    cod_var: id % 37 === 0 ? '2' : '1',
    barcode: italianEan13(id, vendor.id),
    tipologia: size.tipologia,
    iva_pct: tpl.iva,
    qty_mult_milli: confezione ? size.packItems * 1000 : 1000,
    qty_locked: confezione && f.has('lock') ? 1 : 0,
    step_selling_milli: sfuso ? (spec.sfuso?.[1] ?? 250) : null,
    weight_selling_milli: sfuso ? (spec.sfuso?.[0] ?? 500) : null,
    weight_unit_selling: sfuso ? 'kg' : null,
    weight_unit_base: sfuso ? 'kg' : null,
    unit_selling: sfuso ? 'kg' : 'pz',
    min_acq_milli: f.has('min2') ? 2000 : null,
    max_acq_milli: f.has('max10') ? 10000 : f.has('max6') ? 6000 : null,
    multi_pack: f.has('mp2') ? 2 : 1,
    product_class_rule_max_milli: f.has('crm6') ? 6000 : null,
    logistic_pallet_items: f.has('pal24') ? 24 : f.has('pal12') ? 12 : null,
    logistic_packaging_items: confezione ? size.packItems : null,
    is_surgelato: plan.frozen ? 1 : 0,
    is_new: isNew ? 1 : 0,
    net_content_milli: size.netContentMilli,
    content_unit: size.contentUnit,
    weight_description: weightDescription,
    extended_description: rng() < 0.35 ? kind.extended : null,
    ingredients: ingredientsTemplate
      ? fillName(ingredientsTemplate, bio ? `${baseName} da agricoltura biologica` : baseName)
      : null,
    allergens: tpl.allergens ?? (food ? kind.allergens : null),
    storage: f.has('amb') ? AMBIENT_MILK : kind.storage,
    nutrition_json: nutrition ? JSON.stringify(nutrition) : null,
    media_url: `/img/products/${id}.svg`,
    popularity: randInt(rng, 0, 1000),
    search_name: '',
    search_vendor: '',
    search_descr: '',
    created_at: createdAt(id, isNew),
  };
  return { row, leafSlug: spec.slug, basePriceCents, classIds, option: tpl.option };
}

/** `count` products with ids 1..count, spread over every leaf category. */
export function generateProducts(count: number): ProductSeed[] {
  if (!Number.isInteger(count) || count < 0 || count > 999_999)
    throw new RangeError(`products must be 0..999999, got ${count}`);
  const all = leafPlans();
  const q = quotas(
    count,
    all.map((p) => p.templates.length),
  );
  const out: ProductSeed[] = [];
  all.forEach((plan, i) => {
    for (let k = 0; k < q[i]; k++) out.push(makeProduct(out.length + 1, plan, k));
  });
  return out;
}
