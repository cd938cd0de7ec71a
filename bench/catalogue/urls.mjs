// The catalogue benchmark's request mixes, read from the running shop: many categories and pages,
// many products, many queries (both modes, bench/catalogue/run.mjs and real-client.mjs).

/** The category tree (flat), and the URLs of each scenario: listing, detail, search, suggest. */
export async function catalogueUrls(apiPort) {
  const tree = await (await fetch(`http://127.0.0.1:${apiPort}/ebsn/api/category?depth=3`)).json();
  const flat = (nodes) => nodes.flatMap((n) => [n, ...flat(n.categories)]);
  const cats = flat(tree.data.categories);
  const listing = cats.flatMap((c) =>
    [1, 2, 3].map((p) => `/ebsn/api/products?parent_category_id=${c.categoryId}&page=${p}&page_size=24`),
  );
  const someProducts = [];
  for (const c of cats.filter((c) => c.depth === 1)) {
    const r = await (
      await fetch(
        `http://127.0.0.1:${apiPort}/ebsn/api/products?parent_category_id=${c.categoryId}&page_size=100`,
      )
    ).json();
    someProducts.push(...r.data.products.map((p) => p.slug));
  }
  const detail = someProducts.map((s) => `/ebsn/api/products?slug=${encodeURIComponent(s)}`);
  const words = [
    'latte',
    'caffe',
    'mela',
    'mozzarella',
    'pasta',
    'pane',
    'acqua',
    'vino rosso',
    'pollo',
    'biscotti',
    'olio',
    'pomodori',
    'yogurt',
    'formaggio',
    'mozarella',
    'arance',
    'tonno',
    'gelato',
    'birra',
    'riso',
  ];
  const search = words.flatMap((w) =>
    [1, 2].map((p) => `/ebsn/api/products?q=${encodeURIComponent(w)}&page=${p}`),
  );
  const suggest = words.flatMap((w) =>
    [2, 3, 4, 5].map((n) => `/ebsn/api/products/suggest?q=${encodeURIComponent(w.slice(0, n))}`),
  );
  return { cats, listing, detail, search, suggest };
}
