/** Product options (slicing, cleaning, cut) and "bought together" affinities. */
import type { Insertable } from 'kysely';
import type { ProductAffinityTable, ProductOptionTable } from '../schema.js';
import type { OptionKind, ProductSeed } from './products.js';
import { randInt, rngFor } from './random.js';

const OPTIONS: Record<OptionKind, { name: string; options: Array<{ key: string; value: string }> }> = {
  slicing: {
    name: 'Affettatura',
    options: [
      { key: 'intero', value: 'Intero' },
      { key: 'affettato', value: 'Affettato' },
    ],
  },
  cleaning: {
    name: 'Pulizia',
    options: [
      { key: 'intero', value: 'Intero' },
      { key: 'pulito', value: 'Pulito' },
      { key: 'sfilettato', value: 'Sfilettato' },
    ],
  },
  cut: {
    name: 'Taglio',
    options: [
      { key: 'intero', value: 'Intero' },
      { key: 'fette-sottili', value: 'A fette sottili' },
      { key: 'fette-spesse', value: 'A fette spesse' },
      { key: 'cubetti', value: 'A cubetti' },
    ],
  },
};

export function generateOptions(products: readonly ProductSeed[]): Insertable<ProductOptionTable>[] {
  const out: Insertable<ProductOptionTable>[] = [];
  for (const p of products) {
    if (!p.option) continue;
    const o = OPTIONS[p.option];
    out.push({
      product_option_id: out.length + 1,
      product_id: p.row.product_id,
      parameter_name: p.option,
      name: o.name,
      options_json: JSON.stringify(o.options),
      position: 1,
    });
  }
  return out;
}

/** Leaf -> leaves whose products are often bought with it. Unlisted leaves pair with themselves. */
const RELATED: Record<string, string[]> = {
  agrumi: ['mele-e-pere', 'succhi', 'pesce-fresco'],
  'mele-e-pere': ['agrumi', 'frutta-esotica', 'yogurt'],
  'frutta-esotica': ['yogurt', 'mele-e-pere', 'biscotti-e-colazione'],
  insalate: ['ortaggi', 'olio-e-aceto', 'formaggi-freschi'],
  ortaggi: ['insalate', 'olio-e-aceto', 'patate-cipolle-aglio'],
  'patate-cipolle-aglio': ['ortaggi', 'bovino', 'olio-e-aceto'],
  bovino: ['vini-rossi', 'patate-cipolle-aglio', 'insalate'],
  suino: ['patate-cipolle-aglio', 'birra', 'vini-rossi'],
  pollame: ['insalate', 'patate-cipolle-aglio', 'vini-bianchi'],
  'pesce-fresco': ['vini-bianchi', 'agrumi', 'olio-e-aceto'],
  'molluschi-e-crostacei': ['pasta', 'vini-bianchi', 'agrumi'],
  latte: ['caffe-e-te', 'biscotti-e-colazione', 'yogurt'],
  yogurt: ['frutta-esotica', 'biscotti-e-colazione', 'latte'],
  'formaggi-freschi': ['ortaggi', 'pane-fresco', 'affettati'],
  'formaggi-stagionati': ['vini-rossi', 'pasta', 'pane-fresco'],
  'burro-e-panna': ['farine-e-zucchero', 'pasta', 'uova'],
  uova: ['farine-e-zucchero', 'burro-e-panna', 'pane-fresco'],
  affettati: ['pane-fresco', 'formaggi-freschi', 'sostituti-del-pane'],
  'salumi-interi': ['pane-fresco', 'vini-rossi', 'formaggi-stagionati'],
  'pane-fresco': ['affettati', 'salumi-interi', 'formaggi-freschi'],
  'pane-confezionato': ['affettati', 'formaggi-freschi', 'biscotti-e-colazione'],
  'sostituti-del-pane': ['affettati', 'formaggi-stagionati', 'snack'],
  'verdure-surgelate': ['pesce-surgelato', 'piatti-pronti-surgelati'],
  'pesce-surgelato': ['verdure-surgelate', 'vini-bianchi'],
  gelati: ['biscotti-e-colazione', 'bibite'],
  'piatti-pronti-surgelati': ['bibite', 'birra', 'gelati'],
  acqua: ['bibite', 'succhi'],
  bibite: ['snack', 'acqua'],
  succhi: ['biscotti-e-colazione', 'acqua'],
  'vini-rossi': ['formaggi-stagionati', 'salumi-interi', 'bovino'],
  'vini-bianchi': ['pesce-fresco', 'molluschi-e-crostacei', 'formaggi-freschi'],
  'spumanti-e-bollicine': ['snack', 'sostituti-del-pane', 'pesce-fresco'],
  birra: ['snack', 'suino', 'piatti-pronti-surgelati'],
  'caffe-e-te': ['latte', 'biscotti-e-colazione', 'burro-e-panna'],
  pasta: ['sughi-e-conserve', 'formaggi-stagionati', 'olio-e-aceto'],
  riso: ['formaggi-stagionati', 'burro-e-panna', 'vini-bianchi'],
  'sughi-e-conserve': ['pasta', 'riso', 'olio-e-aceto'],
  'olio-e-aceto': ['pasta', 'insalate', 'pane-fresco'],
  'farine-e-zucchero': ['uova', 'burro-e-panna', 'latte'],
  'biscotti-e-colazione': ['latte', 'caffe-e-te', 'succhi'],
  snack: ['bibite', 'birra'],
  detersivi: ['carta-e-igiene-casa'],
  'carta-e-igiene-casa': ['detersivi'],
  'igiene-orale': ['corpo'],
  corpo: ['capelli', 'igiene-orale'],
  capelli: ['corpo'],
  pannolini: ['alimenti-infanzia', 'corpo'],
  'alimenti-infanzia': ['pannolini', 'mele-e-pere'],
};

export const AFFINITIES_PER_PRODUCT = 4;

export function generateAffinities(products: readonly ProductSeed[]): Insertable<ProductAffinityTable>[] {
  const byLeaf = new Map<string, number[]>();
  for (const p of products) {
    const list = byLeaf.get(p.leafSlug) ?? [];
    list.push(p.row.product_id);
    byLeaf.set(p.leafSlug, list);
  }
  const out: Insertable<ProductAffinityTable>[] = [];
  for (const p of products) {
    const id = p.row.product_id;
    const related = (RELATED[p.leafSlug] ?? [p.leafSlug]).filter((s) => byLeaf.has(s));
    if (!related.length) related.push(p.leafSlug);
    const rng = rngFor('affinity', id);
    const chosen = new Set<number>();
    for (
      let attempt = 0;
      chosen.size < AFFINITIES_PER_PRODUCT && attempt < AFFINITIES_PER_PRODUCT * 4;
      attempt++
    ) {
      const pool = byLeaf.get(related[attempt % related.length])!;
      const other = pool[Math.floor(rng() * pool.length)];
      if (other !== id) chosen.add(other);
    }
    for (const other of chosen)
      out.push({ product_id: id, other_product_id: other, score: randInt(rng, 1, 100) });
  }
  return out;
}
