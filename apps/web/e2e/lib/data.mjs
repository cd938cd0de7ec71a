// Picks, from the demo catalogue the API seeded, the categories, products and words the journeys
// need, so the journeys do not hard-code seed data that may change.

async function api(baseURL, path) {
  const res = await fetch(`${baseURL}/ebsn/api/${path}`, { headers: { 'X-Ebsn-Client': 'site' } });
  const body = await res.json();
  if (body?.response?.status !== 0) throw new Error(`GET ${path}: status ${body?.response?.status}`);
  return body.data;
}

function flatten(nodes, out = []) {
  for (const n of nodes) {
    out.push(n);
    flatten(n.categories ?? [], out);
  }
  return out;
}

const isPlainPezzo = (p) =>
  p.productInfos.TIPOLOGIA === 'Pezzo' &&
  p.available > 0 &&
  p.selectOptions.length === 0 &&
  !p.minAcq &&
  (!p.productInfos.QTY_MULT || p.productInfos.QTY_MULT === '1') &&
  (!p.maxAcq || p.maxAcq >= 10) &&
  (!p.productInfos.MAXACQ || Number(p.productInfos.MAXACQ) >= 10);

/** A word of the name that is long enough to search for and to misspell. */
function wordOf(name) {
  return name
    .toLowerCase()
    .split(/[^a-zàèéìòù]+/)
    .find((w) => w.length >= 6);
}

/** A misspelling (one letter dropped) that the API corrects, so the journey can expect the hint. */
async function findTypo(baseURL, words) {
  for (const w of [...new Set(words)].slice(0, 20)) {
    for (let i = 2; i < w.length - 1; i++) {
      const typo = w.slice(0, i) + w.slice(i + 1);
      const res = await api(baseURL, `products?q=${encodeURIComponent(typo)}&page_size=1`);
      if (res.correctedQuery && res.page.totItems > 0) return typo;
    }
  }
  return null;
}

export async function loadData(baseURL) {
  const { categories } = await api(baseURL, 'category?filtered=true&depth=3');
  const all = flatten(categories);
  // A category with more than one page, as deep as possible (a real shelf, not a department).
  const paged = all
    .filter((c) => c.productCount > 24)
    .sort((a, b) => b.depth - a.depth || a.productCount - b.productCount);
  const category = paged[0] ?? all[0];
  const list = await api(baseURL, `products?parent_category_id=${category.categoryId}&page_size=24`);

  // The whole catalogue, a department at a time (page_size 100 is the contract's maximum).
  const pool = [];
  for (const dept of categories) {
    for (let page = 1; ; page++) {
      const res = await api(
        baseURL,
        `products?parent_category_id=${dept.categoryId}&page_size=100&page=${page}`,
      );
      pool.push(...res.products);
      if (page >= res.page.totPages) break;
    }
  }
  const buyable = (p) => p.available > 0 && p.selectOptions.length === 0;
  const pezzo = pool.find((p) => isPlainPezzo(p) && p.metaData.product_description.nutritional_values);
  const sfuso = pool.find((p) => p.productInfos.TIPOLOGIA === 'Sfuso' && buyable(p));
  const locked = pool.find(
    (p) => p.productInfos.QTY_LOCKED === 'true' && Number(p.productInfos.QTY_MULT) > 1 && buyable(p),
  );
  const minAcq = pool.find((p) => p.minAcq > 1 && p.productInfos.TIPOLOGIA !== 'Sfuso' && buyable(p));
  const withOptions = pool.find((p) => p.selectOptions.length > 0 && p.available > 0);
  const selectablePromo = pool.find(
    (p) => p.warehousePromo?.selectable && buyable(p) && p.productInfos.TIPOLOGIA !== 'Sfuso',
  );
  const frozen = pool.find((p) => p.productInfos.IS_SURGELATO === 'true');
  const promo = pool.find((p) => p.warehousePromo && p.available > 0) ?? pezzo;
  const word = wordOf(pezzo?.name ?? list.products[0].name);
  const typo = await findTypo(baseURL, [word, ...pool.map((p) => wordOf(p.name)).filter(Boolean)]);
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
