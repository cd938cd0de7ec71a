import { PHONE } from '../lib/browser.mjs';
import { expect, present, test } from '../lib/fixtures';
import type { Page } from '@playwright/test';

/** The listing's 'N prodotti' heading. */
const countHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /prodott[oi]$/ });
const countOf = async (page: Page) =>
  Number((await countHeading(page).innerText()).split(' ')[0].replace('.', ''));
const cards = (page: Page) => page.locator('main article');

test('category: title, breadcrumb, page change and a brand filter', async ({ page, goto, data }) => {
  const { category } = data;
  await goto(`/category/${category.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Percorso' }).getByRole('link', { name: 'Homepage' }),
  ).toBeVisible();
  await expect(cards(page), 'cards on page 1').toHaveCount(24);
  const total = await countOf(page);
  expect(total, 'product count').toBe(data.firstPage.page.totItems);
  const first = await cards(page).locator('h3').first().innerText();

  await page.getByRole('link', { name: 'Vai alla pagina 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  // Page 2 shows other products.
  await expect(cards(page).locator('h3').first()).not.toHaveText(first);

  // A brand filter: back to page 1, and the count is the facet's count.
  const vendor = present(
    data.firstPage.facets.vendors.find((v) => v.count > 0 && v.count < total),
    'a brand with some of the products',
  );
  // click(), not check(): the box is controlled by the URL, which updates a moment later.
  await page.getByRole('checkbox', { name: `${vendor.name} (${vendor.count})` }).click();
  await expect(page).toHaveURL(
    (u) => u.searchParams.get('vendor') === String(vendor.id) && !u.searchParams.has('page'),
  );
  await expect(cards(page)).toHaveCount(Math.min(vendor.count, 24));
  expect(await countOf(page), 'count after the brand filter').toBe(vendor.count);

  await page.getByRole('button', { name: 'Azzera filtri' }).first().click();
  await expect(page).toHaveURL((u) => !u.searchParams.has('vendor'));
});

test.describe(() => {
  test.use({ viewport: PHONE });

  test('category on a phone: filters in a drawer, promo filter, sort', async ({ page, goto, data }) => {
    await goto(`/category/${data.category.slug}?page=2`);
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole('button', { name: /^Filtri/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtri' });
    await expect(drawer).toBeVisible();
    const promo = drawer.getByRole('checkbox', { name: /^In promozione/ });
    if ((await promo.count()) > 0) {
      await promo.click();
      await expect(page).toHaveURL(
        (u) => u.searchParams.get('promo') === 'true' && !u.searchParams.has('page'),
      );
    }
    await drawer.getByRole('button', { name: /^Mostra \d+ prodott/ }).click();
    await expect(drawer).toBeHidden();
    await page.getByLabel('Ordina per').selectOption('price_asc');
    await expect(page).toHaveURL((u) => u.searchParams.get('sort') === 'price_asc');
    // The previous list stays on screen (marked busy) until the sorted one arrives: poll.
    const sortedList = async () => {
      const prices = await cards(page).evaluateAll((els) =>
        els.map((c) =>
          Number((c.textContent?.match(/Prezzo: ([\d.,]+)/)?.[1] ?? '0').replace('.', '').replace(',', '.')),
        ),
      );
      const busy = await page.locator('main ul[aria-busy="true"]').count();
      const ascending = prices.length > 0 && prices.every((p, i) => i === 0 || p >= prices[i - 1]);
      return { ascending: ascending && !busy, prices: prices.join(' ') };
    };
    await expect.poll(sortedList, 'prices ascending').toMatchObject({ ascending: true });
  });
});

test('category: unknown slug shows Pagina non trovata', async ({ page, goto }) => {
  await goto('/category/non-esiste-davvero');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await expect(page).toHaveTitle(/^Pagina non trovata/);
});
