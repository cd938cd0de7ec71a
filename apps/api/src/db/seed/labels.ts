/** Label texts of a food product: ingredients, nutrition declaration, description. */
import type { Kind } from './templates/kinds.js';
import type { Rng } from './random.js';

export interface NutritionLine {
  name: string;
  per100: string;
  unit: string;
}

const NUTRIENTS = [
  'Grassi',
  'di cui acidi grassi saturi',
  'Carboidrati',
  'di cui zuccheri',
  'Proteine',
  'Sale',
] as const;

function grams(v: number): string {
  if (v === 0) return '0 g';
  const digits = v < 1 ? 2 : 1;
  return `${v.toFixed(digits).replace('.', ',')} g`;
}

/**
 * The seven lines the EU requires (Reg. 1169/2011), per 100 g or 100 ml, from the kind's profile
 * with a small deterministic variation (±8 %) so two products never look copy-pasted.
 */
export function nutritionLines(kind: Kind, rng: Rng): NutritionLine[] | null {
  if (!kind.nutrition) return null;
  const [kcal0, fat0, sat0, carb0, sugar0, prot0, salt0] = kind.nutrition;
  const j = () => 0.92 + rng() * 0.16;
  const fat = fat0 * j();
  const carb = carb0 * j();
  const prot = prot0 * j();
  const sat = fat0 > 0 ? fat * (sat0 / fat0) : 0;
  const sugar = carb0 > 0 ? carb * (sugar0 / carb0) : 0;
  const salt = salt0 * j();
  // Energy follows the macronutrients (9 kcal/g fat, 4 kcal/g carbohydrate and protein) when the
  // profile is a real food; tiny values (tea, wine) keep the profile's figure.
  const computed = 9 * fat + 4 * carb + 4 * prot;
  const kcal = Math.round(
    kcal0 > 20 && computed > 0 ? (kcal0 * computed) / (9 * fat0 + 4 * carb0 + 4 * prot0 || 1) : kcal0,
  );
  const kj = Math.round(kcal * 4.184);
  const values = [fat, sat, carb, sugar, prot, salt];
  return [
    { name: 'Energia', per100: `${kj} kJ / ${kcal} kcal`, unit: 'kJ/kcal' },
    ...NUTRIENTS.map((name, i) => ({ name, per100: grams(Math.round(values[i] * 100) / 100), unit: 'g' })),
  ];
}

export function fillName(template: string, name: string): string {
  const text = template.replaceAll('{n}', name);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Two sentences: the kind's first sentence and one of the others. */
export function description(kind: Kind, brand: string, rng: Rng): string {
  const [first, ...rest] = kind.descr;
  const second = rest.length ? rest[Math.floor(rng() * rest.length)] : '';
  return `${first} ${second}`.trim().replaceAll('{b}', brand);
}
