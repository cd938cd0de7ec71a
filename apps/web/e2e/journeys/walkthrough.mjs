// What a shopper's walkthrough found (offers, changing only the slot, listings that keep the
// shopper's place, pack prices, the cookie notice in the tab order), at 360 and 1280 px.
import { join } from 'node:path';
import { DESKTOP, PHONE } from '../lib/browser.mjs';
import { assert, assertEqual, journey } from '../lib/harness.mjs';
import { screenshotDir } from '../lib/server.mjs';
import { loginOnPage, shot } from './account-helpers.mjs';
import { ensurePickupSlot, selectorDialog, summaryButton, timeslotDialog } from './delivery-helpers.mjs';

const countOf = async (page) =>
  Number(
    (await page.getByRole('heading', { level: 2, name: /prodott[oi]$/ }).innerText())
      .split(' ')[0]
      .replace('.', ''),
  );

async function promoTotal(baseURL) {
  const res = await fetch(`${baseURL}/ebsn/api/products?promo=true&page_size=1`, {
    headers: { 'X-Ebsn-Client': 'site' },
  });
  return (await res.json()).data.page.totItems;
}

const euro = (cents) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

// ---- 1. Offers ----

journey(
  'walkthrough: offers page from the menu, with a brand filter (1280 px)',
  async ({ page, baseURL }) => {
    await page.goto('/');
    await page.locator('main h1').first().waitFor();
    const seeAll = page
      .locator('main')
      .getByRole('link', { name: /Vedi tutte/ })
      .first();
    // Its block may come to life as it scrolls in, its server HTML replaced (decision 0064):
    // scroll at once instead of waiting on an element about to go; the link is the same after.
    await seeAll.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    assert(
      (await seeAll.getAttribute('href')).endsWith('/offerte'),
      "the home's 'Vedi tutte' opens /offerte",
    );
    await page.getByRole('banner').getByRole('link', { name: 'Offerte', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/offerte');
    await page.getByRole('heading', { level: 1, name: 'Tutte le offerte' }).waitFor();
    await page.locator('main article').first().waitFor();
    const total = await promoTotal(baseURL);
    assert(total > 0, 'the demo catalogue has promotions');
    assertEqual(await countOf(page), total, 'every promotion is listed');
    assertEqual(
      await page.getByRole('checkbox', { name: /^In promozione/ }).count(),
      0,
      'no promo filter on the offers page',
    );
    const brand = page.getByRole('group', { name: 'Marche' }).getByRole('checkbox').first();
    const label = await brand.evaluate((el) => el.closest('label').textContent);
    const expected = Number(label.match(/\((\d+)\)$/)[1]);
    await brand.click();
    await page.waitForURL((u) => u.searchParams.has('vendor'));
    await page.waitForFunction((n) => {
      const h = [...document.querySelectorAll('main h2')].find((e) => /prodott[oi]$/.test(e.textContent));
      return h && Number(h.textContent.split(' ')[0].replace('.', '')) === n;
    }, expected);

    // A department narrows the offers to its shelves.
    await page.goto('/offerte');
    await page.locator('main article').first().waitFor();
    await page.getByLabel('Reparto').selectOption({ label: 'Frutta e verdura' });
    await page.waitForURL((u) => u.searchParams.has('category'));
    await page.waitForFunction((n) => {
      const h = [...document.querySelectorAll('main h2')].find((e) => /prodott[oi]$/.test(e.textContent));
      return h && Number(h.textContent.split(' ')[0].replace('.', '')) < n;
    }, total);

    // Old links to every promotion land here.
    await page.goto('/search?promo=true');
    await page.waitForURL((u) => u.pathname === '/offerte');
    await page.getByRole('heading', { level: 1, name: 'Tutte le offerte' }).waitFor();
  },
  { viewport: DESKTOP },
);

journey(
  'walkthrough: offers page from the phone menu (360 px)',
  async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Apri il menu delle categorie' }).click();
    await page.getByRole('dialog', { name: 'Categorie' }).getByRole('link', { name: 'Offerte' }).click();
    await page.waitForURL((u) => u.pathname === '/offerte');
    await page.locator('main article').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, 'walk-offers-360', { fullPage: false });
  },
  { viewport: PHONE },
);

// ---- 2 and 7. Changing only the slot; slots named with their day ----

for (const [label, viewport] of [
  ['1280', DESKTOP],
  ['360', PHONE],
]) {
  journey(
    `walkthrough: the header summary changes only the slot, by keyboard across days (${label} px)`,
    async ({ page }) => {
      await loginOnPage(page, 'ristorante@example.com');
      await ensurePickupSlot(page);
      const before = await summaryButton(page).textContent();

      await summaryButton(page).click();
      const slots = timeslotDialog(page);
      await slots.waitFor();
      assertEqual(await selectorDialog(page).count(), 0, 'the slots open first, not the addresses');
      await slots.getByRole('region', { name: 'Legenda' }).waitFor();

      // Arrow keys move between day tabs and the grid follows the focused tab.
      const tabs = slots.getByRole('tab');
      const firstTab = tabs.first();
      await firstTab.click();
      await firstTab.focus();
      await page.keyboard.press('ArrowRight');
      const second = tabs.nth(1);
      await page.waitForFunction(
        (el) => el.getAttribute('aria-selected') === 'true',
        await second.elementHandle(),
      );
      const day = await second.getAttribute('title'); // 'martedì 24 novembre'
      const free = slots.getByRole('button', {
        name: new RegExp(`^${day}, .*(Disponibile|Quasi esaurita)$`),
      });
      await free.first().waitFor();
      const names = await slots
        .getByRole('button', { name: /\d\d:\d\d-\d\d:\d\d / })
        .evaluateAll((els) => els.map((e) => e.textContent));
      assert(
        names.every((n) => n.startsWith(`${day},`)),
        `every slot shown is named with ${day}: ${names.join(' | ')}`,
      );
      if (label === '360') await shot(page, 'walk-slots-360', { fullPage: false });
      const range = (await free.first().textContent()).match(/\d\d:\d\d-\d\d:\d\d/)[0];
      await free.first().focus();
      await page.keyboard.press('Enter');
      await slots.waitFor({ state: 'detached' });
      const after = await summaryButton(page).textContent();
      assert(after.includes(range) && after !== before, `the summary shows the new slot: ${after}`);

      // From the slots to the address; the address already chosen goes on to the slots.
      await summaryButton(page).click();
      await slots.getByRole('button', { name: 'Modifica servizio e indirizzo' }).click();
      const selector = selectorDialog(page);
      await selector.waitFor();
      await selector.locator('button[aria-current="true"]').click();
      await slots.waitFor();
      await page.keyboard.press('Escape');
      await slots.waitFor({ state: 'detached' });
    },
    { viewport },
  );
}

// ---- 3. Filters and sort keep the shopper's place and focus ----

journey(
  'walkthrough: a brand filter keeps the scroll position and the focus (1280 px)',
  async ({ page, data }) => {
    await page.goto(`/category/${data.category.slug}`);
    await page.locator('main article').first().waitFor();
    const vendor = data.firstPage.facets.vendors.find(
      (v) => v.count > 0 && v.count < data.firstPage.page.totItems,
    );
    const box = page.getByRole('checkbox', { name: `${vendor.name} (${vendor.count})` });
    await box.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 150));
    await box.focus();
    const y = await page.evaluate(() => window.scrollY);
    assert(y > 100, `scrolled down before filtering (${y})`);
    await page.keyboard.press('Space');
    await page.waitForURL((u) => u.searchParams.get('vendor') === String(vendor.id));
    await page.waitForFunction(
      (n) => document.querySelectorAll('main article').length === Math.min(n, 24),
      vendor.count,
    );
    const after = await page.evaluate(() => window.scrollY);
    assert(Math.abs(after - y) < 40, `scroll kept: ${y} then ${after}`);
    const focused = await page.evaluate(() => document.activeElement?.closest('label')?.textContent ?? '');
    assertEqual(focused, `${vendor.name} (${vendor.count})`, 'focus stays on the ticked box');
    // The sort applies on selection; the place is kept too.
    await page.getByLabel('Ordina per').selectOption('price_desc');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price_desc');
    const sorted = await page.evaluate(() => window.scrollY);
    assert(sorted > 0, `sorting keeps the place (${sorted})`);
  },
  { viewport: DESKTOP },
);

journey(
  'walkthrough: a department at 360 px shows a chip row and products above the fold; a filter keeps the place',
  async ({ page }) => {
    await page.goto('/category/bevande');
    await page.locator('main article').first().waitFor();
    const chips = page.getByRole('navigation', { name: 'Sottocategorie' });
    const chipBox = await chips.boundingBox();
    assert(chipBox.height < 64, `sub-categories in one compact row (${chipBox.height} px)`);
    const first = await page.locator('main article').first().boundingBox();
    assert(first.y < 740, `the first product starts above the fold (${first.y} px)`);

    await page.getByRole('button', { name: /^Filtri/ }).scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => window.scrollY);
    await page.getByRole('button', { name: /^Filtri/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtri' });
    const firstBrand = drawer.getByRole('group', { name: 'Marche' }).getByRole('checkbox').first();
    const brandName = (await firstBrand.evaluate((el) => el.closest('label').textContent)).replace(
      / \(\d+\)$/,
      '',
    );
    const brand = drawer.getByRole('checkbox', { name: new RegExp(`^${brandName} \\(`) });
    await brand.focus();
    await page.keyboard.press('Space');
    await page.waitForURL((u) => u.searchParams.has('vendor'));
    await page.waitForLoadState('networkidle');
    // The box keeps the focus and shows the tick: the drawer was not rebuilt under the shopper.
    await page.waitForFunction(() => document.activeElement?.checked === true);
    const focused = await page.evaluate(() => document.activeElement?.closest('label')?.textContent ?? '');
    assert(focused.startsWith(brandName), `the focus stays on the ticked box: ${focused}`);
    const during = await page.evaluate(() => window.scrollY);
    assertEqual(during, y, 'the page behind the drawer keeps its place');
    await drawer.getByRole('button', { name: /^Mostra \d+ prodott/ }).click();
    await drawer.waitFor({ state: 'hidden' });
    // Back on the 'Filtri' button, at the top of the filtered list.
    const back = await page.evaluate(() => document.activeElement?.textContent ?? '');
    assert(back.startsWith('Filtri'), `focus back on the Filtri button: ${back}`);
    await page.waitForLoadState('networkidle');
    await shot(page, 'walk-category-filtered-360', { fullPage: false });
  },
  { viewport: PHONE },
);

// ---- 4. Pack prices and line totals ----

for (const [label, viewport] of [
  ['1280', DESKTOP],
  ['360', PHONE],
]) {
  journey(
    `walkthrough: a multipack shows the pack price for the stepper's quantity (${label} px)`,
    async ({ page, data }) => {
      const p = data.locked;
      const pack = Number(p.productInfos.QTY_MULT);
      const unit = Math.round(p.priceDisplay * 100);
      await page.goto(`/product/${p.slug}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const main = page.locator('main');
      await main
        .getByText(`${pack} pz: ${euro(unit * pack)}`)
        .first()
        .waitFor();
      await main
        .getByText(`${euro(unit)} al pezzo`)
        .first()
        .waitFor();
      await main.getByRole('button', { name: 'Aumenta quantità' }).first().click();
      await main
        .getByText(`${pack * 2} pz: ${euro(unit * pack * 2)}`)
        .first()
        .waitFor();
      if (label === '360') {
        // The card in its listing, as a shopper sees it on a shelf.
        await page.goto(`/search?q=${encodeURIComponent(p.name)}`);
        const card = page.locator('main article').filter({ hasText: p.name }).first();
        await card.waitFor();
        await card.scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
        await card.screenshot({ path: join(screenshotDir, 'walk-multipack-card-360.png') });
      }
      if (data.sfuso) {
        await page.goto(`/product/${data.sfuso.slug}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page
          .locator('main')
          .getByText(/^\d+(,\d+)? (kg|g|hg) ≈ $/)
          .first()
          .waitFor();
      }
    },
    { viewport },
  );
}

// ---- 5. The cookie notice comes first and never covers the focus ----

for (const [label, viewport] of [
  ['1280', DESKTOP],
  ['360', PHONE],
]) {
  journey(
    `walkthrough: the cookie notice is first in the tab order and never hides the focus (${label} px)`,
    async ({ page }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Rispettiamo la tua privacy' });
      await banner.waitFor();
      await page.locator('main h1').first().waitFor();
      await page.keyboard.press('Tab');
      const inBanner = await page.evaluate(
        () => !!document.activeElement?.closest('[aria-labelledby="cookie-banner-title"]'),
      );
      assert(inBanner, 'the first Tab lands in the cookie notice');
      // Through the page: no focused control sits under the notice.
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const hidden = await page.evaluate(() => {
          const el = document.activeElement;
          const notice = document.querySelector('[aria-labelledby="cookie-banner-title"]');
          if (!el || !notice || notice.contains(el) || el === document.body) return null;
          const r = el.getBoundingClientRect();
          const top = notice.getBoundingClientRect().top;
          return r.bottom > top + 1 && r.top < window.innerHeight ? el.outerHTML.slice(0, 120) : null;
        });
        assert(!hidden, `Tab ${i + 2} focuses a control under the cookie notice: ${hidden}`);
      }
      await banner.getByRole('button', { name: 'Accetta tutti' }).click();
      await banner.waitFor({ state: 'detached' });
    },
    { viewport, acceptCookies: false },
  );
}
