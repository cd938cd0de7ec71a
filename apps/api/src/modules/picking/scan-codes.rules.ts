import { getFormat, isValid } from 'gtin';

// What a picker's scan is (decision 0123): a product's EAN-13, EAN-8 or UPC-A, or a label printed
// by the store's scale for variable-measure goods. The check digit is the `gtin` library's.

/**
 * A scale-label rule of the nomenclature: 13 characters, fixed digits (the prefix), `I` the
 * product's internal code (codInt), `P` the price in euro cents or `W` the weight in grams, and `C`
 * the check digit. The Italian default is a price label, "2 + codInt + price + check digit".
 */
export const DEFAULT_SCALE_LABELS = '2IIIIIIPPPPPC';
/** The weight-embedded label: "2 + codInt + grams + check digit" (a store chooses it instead). */
export const WEIGHT_SCALE_LABEL = '2IIIIIIWWWWWC';

export interface ScaleRule {
  prefix: string;
  codeAt: [number, number];
  valueAt: [number, number];
  kind: 'price' | 'weight';
}

const RULE = /^(\d+)(I+)(P+|W+)C$/;

/** The nomenclature setting (patterns separated by commas) as rules; a malformed pattern is skipped. */
export function scaleRules(setting: string): ScaleRule[] {
  const out: ScaleRule[] = [];
  for (const pattern of setting.split(',').map((p) => p.trim())) {
    const m = RULE.exec(pattern);
    if (!m || pattern.length !== 13) continue;
    const [, prefix, code, value] = m as unknown as [string, string, string, string];
    out.push({
      prefix,
      codeAt: [prefix.length, prefix.length + code.length],
      valueAt: [prefix.length + code.length, 12],
      kind: value.startsWith('P') ? 'price' : 'weight',
    });
  }
  return out;
}

export type ScannedCode =
  | { kind: 'product'; gtin13: string }
  | { kind: 'label'; labelKind: 'price' | 'weight'; codInt: string; value: number }
  | { kind: 'invalid' }
  | { kind: 'check-digit' };

/**
 * Reads a scan: digits of an EAN-13, EAN-8 or UPC-A with a right check digit; an EAN-13 that a rule
 * of the store's nomenclature matches is a scale label. Products' codes compare as 13 digits,
 * right-justified with leading zeros as GS1 keeps GTINs in databases (a UPC-A is the EAN-13
 * starting with 0; an EAN-8 stored as such compares padded too).
 */
export function readScan(raw: string, rules: readonly ScaleRule[]): ScannedCode {
  const code = raw.trim();
  if (!/^\d+$/.test(code) || ![8, 12, 13].includes(code.length)) return { kind: 'invalid' };
  if (!isValid(code)) return { kind: 'check-digit' };
  if (code.length === 13)
    for (const r of rules)
      if (code.startsWith(r.prefix))
        return {
          kind: 'label',
          labelKind: r.kind,
          codInt: code.slice(...r.codeAt),
          value: Number(code.slice(...r.valueAt)),
        };
  return { kind: 'product', gtin13: getFormat(code) === 'GTIN-13' ? code : code.padStart(13, '0') };
}

/** A price label's weight: the price over the price per kg, to the gram. */
export const gramsOfPrice = (labelCents: number, centsPerKg: number): number =>
  centsPerKg <= 0 ? 0 : Math.round((labelCents * 1000) / centsPerKg);

/** Whether a product's internal code is the label's (the label pads it with zeros to its width). */
export const sameInternalCode = (codInt: string, label: string): boolean =>
  /^\d+$/.test(codInt) && codInt.padStart(label.length, '0') === label;
