// Picks, from the demo catalogue the API seeded, the categories, products and words the journeys
// need, so the journeys do not hard-code seed data that may change. Loaded once by the global
// setup (global-setup.ts); the journeys get it from the `data` fixture (lib/fixtures.ts).

/** A product as the API's list answers it: the fields the journeys read. */
export interface Product {
  productId: number;
  slug: string;
  name: string;
  available: number;
  codInt: string;
  barcode?: string;
  priceDisplay: number;
  priceStandardDisplay?: number;
  minAcq?: number;
  maxAcq?: number;
  ivaCategory: { ivaPct: number | string };
  vendor: { name: string };
  productInfos: Record<string, string | undefined>;
  selectOptions: { name: string; options: { key: string; value: string }[] }[];
  metaData: { product_description: { nutritional_values?: unknown } };
  warehousePromo?: { selectable?: boolean } | null;
}

export interface Category {
  categoryId: number;
  slug: string;
  name: string;
  depth: number;
  productCount: number;
  categories?: Category[];
}

export interface ProductPage {
  products: Product[];
  page: { totItems: number; totPages: number };
  facets: { vendors: { id: number | string; name: string; count: number }[] };
  correctedQuery?: string;
}

export interface ShopData {
  category: Category;
  firstPage: ProductPage;
  pezzo: Product;
  sfuso?: Product;
  locked?: Product;
  minAcq?: Product;
  withOptions?: Product;
  selectablePromo?: Product;
  frozen?: Product;
  promo: Product;
  word: string;
  typo: string | null;
}

async function api<T>(baseURL: string, path: string): Promise<T> {
  const res = await fetch(`${baseURL}/ebsn/api/${path}`, { headers: { 'X-Ebsn-Client': 'site' } });
  const body = await res.json();
  if (body?.response?.status !== 0) throw new Error(`GET ${path}: status ${body?.response?.status}`);
  return body.data as T;
}

function flatten(nodes: Category[], out: Category[] = []): Category[] {
  for (const n of nodes) {
    out.push(n);
    flatten(n.categories ?? [], out);
  }
  return out;
}

const isPlainPezzo = (p: Product) =>
  p.productInfos.TIPOLOGIA === 'Pezzo' &&
  p.available > 0 &&
  p.selectOptions.length === 0 &&
  !p.minAcq &&
  (!p.productInfos.QTY_MULT || p.productInfos.QTY_MULT === '1') &&
  (!p.maxAcq || p.maxAcq >= 10) &&
  (!p.productInfos.MAXACQ || Number(p.productInfos.MAXACQ) >= 10);

/** A word of the name that is long enough to search for and to misspell. */
function wordOf(name: string): string | undefined {
  return name
    .toLowerCase()
    .split(/[^a-zàèéìòù]+/)
    .find((w) => w.length >= 6);
}

/** A misspelling (one letter dropped) that the API corrects, so the journey can expect the hint. */
async function findTypo(baseURL: string, words: string[]): Promise<string | null> {
  for (const w of [...new Set(words)].slice(0, 20)) {
    for (let i = 2; i < w.length - 1; i++) {
      const typo = w.slice(0, i) + w.slice(i + 1);
      const res = await api<ProductPage>(baseURL, `products?q=${encodeURIComponent(typo)}&page_size=1`);
      if (res.correctedQuery && res.page.totItems > 0) return typo;
    }
  }
  return null;
}

export async function loadData(baseURL: string): Promise<ShopData> {
  const { categories } = await api<{ categories: Category[] }>(baseURL, 'category?filtered=true&depth=3');
  const all = flatten(categories);
  // A category with more than one page, as deep as possible (a real shelf, not a department).
  const paged = all
    .filter((c) => c.productCount > 24)
    .sort((a, b) => b.depth - a.depth || a.productCount - b.productCount);
  const category = paged[0] ?? all[0];
  const list = await api<ProductPage>(
    baseURL,
    `products?parent_category_id=${category.categoryId}&page_size=24`,
  );

  // The whole catalogue, a department at a time (page_size 100 is the contract's maximum).
  const pool: Product[] = [];
  for (const dept of categories) {
    for (let page = 1; ; page++) {
      const res = await api<ProductPage>(
        baseURL,
        `products?parent_category_id=${dept.categoryId}&page_size=100&page=${page}`,
      );
      pool.push(...res.products);
      if (page >= res.page.totPages) break;
    }
  }
  const buyable = (p: Product) => p.available > 0 && p.selectOptions.length === 0;
  const pezzo = pool.find((p) => isPlainPezzo(p) && p.metaData.product_description.nutritional_values);
  const sfuso = pool.find((p) => p.productInfos.TIPOLOGIA === 'Sfuso' && buyable(p));
  const locked = pool.find(
    (p) => p.productInfos.QTY_LOCKED === 'true' && Number(p.productInfos.QTY_MULT) > 1 && buyable(p),
  );
  const minAcq = pool.find((p) => (p.minAcq ?? 0) > 1 && p.productInfos.TIPOLOGIA !== 'Sfuso' && buyable(p));
  const withOptions = pool.find((p) => p.selectOptions.length > 0 && p.available > 0);
  const selectablePromo = pool.find(
    (p) => p.warehousePromo?.selectable && buyable(p) && p.productInfos.TIPOLOGIA !== 'Sfuso',
  );
  const frozen = pool.find((p) => p.productInfos.IS_SURGELATO === 'true');
  const promo = pool.find((p) => p.warehousePromo && p.available > 0) ?? pezzo ?? pool[0];
  const word = wordOf(pezzo?.name ?? list.products[0].name) ?? '';
  const typo = await findTypo(baseURL, [
    word,
    ...pool.map((p) => wordOf(p.name)).filter((w): w is string => Boolean(w)),
  ]);
  return {
    category,
    firstPage: list,
    pezzo: pezzo ?? pool[0],
    sfuso,
    locked,
    minAcq,
    withOptions,
    selectablePromo,
    frozen,
    promo,
    word,
    typo,
  };
}
