import { PHONE } from '../lib/browser.mjs';
import { assert, assertEqual, journey } from '../lib/harness.mjs';

const countOf = async (page) =>
  Number(
    (await page.getByRole('heading', { level: 2, name: /prodott[oi]$/ }).innerText())
      .split(' ')[0]
      .replace('.', ''),
  );
const firstCardName = (page) => page.locator('main article h3').first().innerText();

journey('category: title, breadcrumb, page change and a brand filter', async ({ page, data }) => {
  const { category } = data;
  await page.goto(`/category/${category.slug}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('navigation', { name: 'Percorso' }).getByRole('link', { name: 'Homepage' }).waitFor();
  await page.locator('main article').first().waitFor();
  assertEqual(await page.locator('main article').count(), 24, 'cards on page 1');
  const total = await countOf(page);
  assertEqual(total, data.firstPage.page.totItems, 'product count');
  const first = await firstCardName(page);

  await page.getByRole('link', { name: 'Vai alla pagina 2' }).click();
  await page.waitForURL(/page=2/);
  await page.waitForFunction((f) => document.querySelector('main article h3')?.textContent !== f, first);
  assert((await firstCardName(page)) !== first, 'page 2 shows other products');

  // A brand filter: back to page 1, and the count is the facet's count.
  const vendor = data.firstPage.facets.vendors.find((v) => v.count > 0 && v.count < total);
  // click(), not check(): the box is controlled by the URL, which updates a moment later.
  await page.getByRole('checkbox', { name: `${vendor.name} (${vendor.count})` }).click();
  await page.waitForURL(
    (u) => u.searchParams.get('vendor') === String(vendor.id) && !u.searchParams.has('page'),
  );
  await page.waitForFunction(
    (n) => document.querySelectorAll('main article').length === Math.min(n, 24),
    vendor.count,
  );
  assertEqual(await countOf(page), vendor.count, 'count after the brand filter');

  await page.getByRole('button', { name: 'Azzera filtri' }).first().click();
  await page.waitForURL((u) => !u.searchParams.has('vendor'));
});

journey(
  'category on a phone: filters in a drawer, promo filter, sort',
  async ({ page, data }) => {
    await page.goto(`/category/${data.category.slug}?page=2`);
    await page.locator('main article').first().waitFor();
    await page.getByRole('button', { name: /^Filtri/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtri' });
    await drawer.waitFor();
    const promo = drawer.getByRole('checkbox', { name: /^In promozione/ });
    if ((await promo.count()) > 0) {
      await promo.click();
      await page.waitForURL((u) => u.searchParams.get('promo') === 'true' && !u.searchParams.has('page'));
    }
    await drawer.getByRole('button', { name: /^Mostra \d+ prodott/ }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByLabel('Ordina per').selectOption('price_asc');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price_asc');
    // The previous list stays on screen (marked busy) until the sorted one arrives: poll.
    const readPrices = () =>
      page
        .locator('main article')
        .evaluateAll((cards) =>
          cards.map((c) =>
            Number((c.textContent.match(/Prezzo: ([\d.,]+)/)?.[1] ?? '0').replace('.', '').replace(',', '.')),
          ),
        );
    let prices = [];
    for (let i = 0; i < 50; i++) {
      prices = await readPrices();
      const busy = await page.locator('main ul[aria-busy="true"]').count();
      if (!busy && prices.length && prices.every((p, j) => j === 0 || p >= prices[j - 1])) break;
      await page.waitForTimeout(100);
    }
    assert(
      prices.every((p, i) => i === 0 || p >= prices[i - 1]),
      `prices ascending: ${prices.join(' ')}`,
    );
  },
  { viewport: PHONE },
);

journey('category: unknown slug shows Pagina non trovata', async ({ page }) => {
  await page.goto('/category/non-esiste-davvero');
  await page.getByRole('heading', { level: 1, name: 'Pagina non trovata' }).waitFor();
  assert((await page.title()).startsWith('Pagina non trovata'), `title: ${await page.title()}`);
});
