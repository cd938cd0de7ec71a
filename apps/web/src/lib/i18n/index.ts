import it from './it.json';

// Italian is the only language today (spec section 1); the catalogue is bundled so the first
// render never waits for a network round trip. Keys follow the spec (cart.productAddError, ...).
// A small translation function instead of i18next + react-i18next (decision 0038): the shop
// uses nested keys, {{name}} interpolation and _one/_other plurals, nothing else, and those two
// libraries weighed 15 KB gzip on every first visit.

type Tree = { [key: string]: string | Tree };
export type TOptions = { count?: number } & Record<string, unknown>;

const catalogue: Tree = structuredClone(it) as Tree;
const plurals = new Intl.PluralRules('it');

/** Copies what `add` has and `into` lacks (existing texts win, like i18next's overwrite=false). */
function merge(into: Tree, add: Tree): void {
  for (const [k, v] of Object.entries(add)) {
    const cur = into[k];
    if (cur === undefined) into[k] = typeof v === 'string' ? v : structuredClone(v);
    else if (typeof cur !== 'string' && typeof v !== 'string') merge(cur, v);
  }
}

function lookup(path: string): string | undefined {
  let node: string | Tree | undefined = catalogue;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text of `key`, with `{{name}}` replaced by `options.name`; with `options.count` the plural
 * form `key_one` / `key_other` (Italian plural rules) is preferred to `key`. A missing key
 * answers the key itself and a missing value keeps its `{{name}}`, as i18next did.
 */
export function t(key: string, options?: TOptions): string {
  const count = options?.count;
  const text =
    (typeof count === 'number' ? lookup(`${key}_${plurals.select(count)}`) : undefined) ?? lookup(key) ?? key;
  if (!options) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** Features add their own texts (under their own top-level key) when their chunk loads. */
export const i18n = {
  addResourceBundle(
    _lng: 'it',
    _ns: 'translation',
    resources: Tree,
    _deep?: boolean,
    _overwrite?: boolean,
  ): void {
    merge(catalogue, resources);
  },
};

/** The translation function for components (the catalogue is loaded before any render). */
export function useT(): typeof t {
  return t;
}
