import { PHONE } from '../lib/browser.mjs';
import { assert, journey } from '../lib/harness.mjs';

journey('product page: every field, breadcrumb, VAT, add stub', async ({ page, data }) => {
  const p = data.pezzo;
  await page.goto(`/product/${p.slug}`);
  await page.getByRole('heading', { level: 1, name: p.name }).waitFor();
  const main = page.locator('main');
  const crumbs = page.getByRole('navigation', { name: 'Percorso' });
  await crumbs.getByRole('link', { name: 'Homepage' }).waitFor();
  // The category chain arrives with a second request.
  await page.waitForFunction(() => document.querySelectorAll('nav[aria-label="Percorso"] li a').length >= 2);
  const text = await main.innerText();
  for (const expected of [
    'Prezzo senza IVA',
    `IVA ${p.ivaCategory.ivaPct}%`,
    p.vendor.name,
    p.codInt,
    'Aggiungi',
  ]) {
    assert(text.includes(expected), `product page shows «${expected}»`);
  }
  if (p.metaData.product_description.nutritional_values) {
    await page.getByRole('table').getByRole('columnheader', { name: 'per 100 g' }).waitFor();
  }
  if (p.barcode) assert(text.includes(p.barcode), 'barcode shown');
  assert((await page.title()).startsWith(p.name), `title: ${await page.title()}`);

  // The first 'Aggiungi' is the product's own; the cards below have theirs.
  await page.getByRole('button', { name: 'Aggiungi', exact: true }).first().click();
  // A visitor is asked to log in first (the add-to-cart flow's first step).
  await page.getByRole('dialog', { name: 'Accedi' }).waitFor();
});

journey('product page: unknown slug shows Pagina non trovata', async ({ page }) => {
  await page.goto('/product/prodotto-che-non-esiste');
  await page.getByRole('heading', { level: 1, name: 'Pagina non trovata' }).waitFor();
});

journey('product page: a promotion shows the promo box and the struck price', async ({ page, data }) => {
  const p = data.promo;
  if (!p?.warehousePromo) return;
  await page.goto(`/product/${p.slug}`);
  await page.getByRole('heading', { level: 1, name: p.name }).waitFor();
  await page.locator('.promo-box').first().waitFor();
  if (p.priceStandardDisplay && p.priceStandardDisplay > p.priceDisplay) {
    await page.locator('main s').first().waitFor();
  }
});

journey('product page: options must all be chosen before adding', async ({ page, data }) => {
  const p = data.withOptions;
  assert(p, 'the demo catalogue has a product with options');
  await page.goto(`/product/${p.slug}`);
  await page.getByRole('heading', { level: 1, name: p.name }).waitFor();
  const add = page.getByRole('button', { name: 'Aggiungi', exact: true }).first();
  await page.getByText('È necessario selezionare tutte le opzioni').waitFor();
  assert(await add.isDisabled(), 'Aggiungi disabled until every option is chosen');
  for (const o of p.selectOptions) {
    if (o.options.length <= 4)
      await page.getByRole('radiogroup', { name: o.name }).getByRole('radio').first().check();
    else await page.getByLabel(o.name).selectOption(o.options[0].key);
  }
  assert(await add.isEnabled(), 'Aggiungi enabled once every option is chosen');
});

journey('product card: frozen products show the snowflake', async ({ page, data }) => {
  const p = data.frozen;
  assert(p, 'the demo catalogue has a frozen product');
  await page.goto(`/search?q=${encodeURIComponent(p.name)}`);
  const card = page.getByRole('article', { name: p.name }).first();
  await card.getByRole('img', { name: 'Surgelato' }).waitFor();
});

journey(
  'product page: the suggestions are asked for and shown once the shopper scrolls to them',
  async ({ page, data }) => {
    const p = data.pezzo;
    const calls = [];
    const isSuggestion = (url) => /\/ebsn\/api\/(products\/list-product-alternative|adv)\?/.test(url);
    page.on('request', (r) => isSuggestion(r.url()) && calls.push(r.url()));
    await page.goto(`/product/${p.slug}`);
    await page.getByRole('heading', { level: 1, name: p.name }).waitFor();
    await page.waitForLoadState('networkidle');
    assert(calls.length === 0, `suggestions asked for at load: ${calls.join(' ')}`);

    // Scrolling down the page brings both calls, and each row that has products shows its cards.
    const answers = ['list-product-alternative', 'adv?'].map((path) =>
      page.waitForResponse((r) => isSuggestion(r.url()) && r.url().includes(path)),
    );
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const [alternatives, together] = await Promise.all(answers);
    const rows = [
      ['Prodotti alternativi', (await alternatives.json()).data.products ?? []],
      ['Spesso acquistati insieme', (await together.json()).data.products ?? []],
    ];
    assert(
      rows.some(([, products]) => products.length > 0),
      'the demo product has suggestions',
    );
    for (const [name, products] of rows) {
      if (products.length === 0) continue;
      const row = page.getByRole('region', { name });
      await row.getByRole('heading', { name: products[0].name }).first().waitFor();
    }
  },
  { viewport: PHONE },
);
