import { PHONE } from '../lib/browser.mjs';
import { expect, present, startingWith, test } from '../lib/fixtures';

test('product page: every field, breadcrumb, VAT, add stub', async ({ page, goto, data }) => {
  const p = data.pezzo;
  await goto(`/product/${p.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
  const main = page.locator('main');
  const crumbs = page.getByRole('navigation', { name: 'Percorso' });
  await expect(crumbs.getByRole('link', { name: 'Homepage' })).toBeVisible();
  // The category chain arrives with a second request.
  await expect.poll(() => crumbs.locator('li a').count()).toBeGreaterThanOrEqual(2);
  for (const expected of [
    'Prezzo senza IVA',
    `IVA ${p.ivaCategory.ivaPct}%`,
    p.vendor.name,
    p.codInt,
    'Aggiungi',
  ]) {
    await expect(main, `product page shows «${expected}»`).toContainText(expected, { useInnerText: true });
  }
  if (p.metaData.product_description.nutritional_values) {
    await expect(page.getByRole('table').getByRole('columnheader', { name: 'per 100 g' })).toBeVisible();
  }
  if (p.barcode) await expect(main, 'barcode shown').toContainText(p.barcode, { useInnerText: true });
  await expect(page).toHaveTitle(startingWith(p.name));

  // The first 'Aggiungi' is the product's own; the cards below have theirs.
  await page.getByRole('button', { name: 'Aggiungi', exact: true }).first().click();
  // A visitor is asked to log in first (the add-to-cart flow's first step).
  await expect(page.getByRole('dialog', { name: 'Accedi' })).toBeVisible();
});

test('product page: unknown slug shows Pagina non trovata', async ({ page, goto }) => {
  await goto('/product/prodotto-che-non-esiste');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
});

test('product page: a promotion shows the promo box and the struck price', async ({ page, goto, data }) => {
  const p = data.promo;
  // The demo keeps offers in the current week (demo-calendar): a missing one is a failure, not a skip.
  expect(p?.warehousePromo, 'the demo catalogue has a product in promotion').toBeTruthy();
  await goto(`/product/${p.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
  await expect(page.locator('.promo-box').first()).toBeVisible();
  if (p.priceStandardDisplay && p.priceStandardDisplay > p.priceDisplay) {
    await expect(page.locator('main s').first()).toBeVisible();
  }
});

test('product page: options must all be chosen before adding', async ({ page, goto, data }) => {
  const p = present(data.withOptions, 'the demo catalogue has a product with options');
  await goto(`/product/${p.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
  const add = page.getByRole('button', { name: 'Aggiungi', exact: true }).first();
  await expect(page.getByText('È necessario selezionare tutte le opzioni')).toBeVisible();
  await expect(add, 'Aggiungi disabled until every option is chosen').toBeDisabled();
  for (const o of p.selectOptions) {
    if (o.options.length <= 4)
      await page.getByRole('radiogroup', { name: o.name }).getByRole('radio').first().check();
    else await page.getByLabel(o.name).selectOption(o.options[0].key);
  }
  await expect(add, 'Aggiungi enabled once every option is chosen').toBeEnabled();
});

test('product card: frozen products show the snowflake', async ({ page, goto, data }) => {
  const p = present(data.frozen, 'the demo catalogue has a frozen product');
  await goto(`/search?q=${encodeURIComponent(p.name)}`);
  const card = page.getByRole('article', { name: p.name }).first();
  await expect(card.getByRole('img', { name: 'Surgelato' })).toBeVisible();
});

test.describe(() => {
  test.use({ viewport: PHONE });

  test('product page: the suggestions are asked for and shown once the shopper scrolls to them', async ({
    page,
    goto,
    data,
  }) => {
    const p = data.pezzo;
    const calls: string[] = [];
    const isSuggestion = (url: string) => /\/ebsn\/api\/(products\/list-product-alternative|adv)\?/.test(url);
    page.on('request', (r) => {
      if (isSuggestion(r.url())) calls.push(r.url());
    });
    await goto(`/product/${p.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls, 'suggestions asked for at load').toEqual([]);

    // Scrolling down the page brings both calls, and each row that has products shows its cards.
    const answers = ['list-product-alternative', 'adv?'].map((path) =>
      page.waitForResponse((r) => isSuggestion(r.url()) && r.url().includes(path)),
    );
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const [alternatives, together] = await Promise.all(answers);
    const rows: [string, { name: string }[]][] = [
      ['Prodotti alternativi', (await alternatives.json()).data.products ?? []],
      ['Spesso acquistati insieme', (await together.json()).data.products ?? []],
    ];
    expect(
      rows.some(([, products]) => products.length > 0),
      'the demo product has suggestions',
    ).toBe(true);
    for (const [name, products] of rows) {
      if (products.length === 0) continue;
      const row = page.getByRole('region', { name });
      await expect(row.getByRole('heading', { name: products[0].name }).first()).toBeVisible();
    }
  });
});
