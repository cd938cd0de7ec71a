// Weekly flyers (issue 16, flyer part): from the home's flyer slider to the flyer, a product
// tapped on a page, added to the cart with the catalogue's stepper; the page buttons, the list
// view and its search; an unknown flyer. At 360 and 1280 px.
import { PHONE } from '../lib/browser.mjs';
import { assert, assertEqual, journey } from '../lib/harness.mjs';
import { loginOnPage, shot } from './account-helpers.mjs';
import { check as axeCheck } from './accessibility.mjs';
import { selectorDialog, timeslotDialog } from './delivery-helpers.mjs';

const SHOPPER = 'mario.rossi@example.com';
const ADDED = 'Prodotto aggiunto al carrello';
const badge = (page) => page.getByRole('banner').getByRole('button', { name: /^Carrello, / });

journey(
  'flyers: open a flyer from the home, tap a product on the page, add it to the cart (360 px)',
  async ({ page }) => {
    await loginOnPage(page, SHOPPER);
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'I nostri volantini' });
    await slider.waitFor();
    await slider.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await shot(page, 'flyers-home-slider-360', { fullPage: false });
    const card = slider.getByRole('article').first();
    const cardTitle = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link', { name: 'Sfoglia il volantino' }).click();
    await page.waitForURL(/\/volantino\/[a-z0-9-]+$/);
    // The URL changes before the flyer's page replaces the home (its part loads on demand), and
    // the home's cards carry the same "Valido dal ..." line: wait for the flyer's own h1 first.
    const heading = page.getByRole('heading', { level: 1, name: cardTitle, exact: true });
    await heading.waitFor();
    const title = await heading.textContent();
    assert(title && title.length > 3, 'the flyer names itself in its h1');
    await page.getByRole('main').getByText(/^Valido dal \d+ \w+ al \d+ \w+$/).waitFor();
    await shot(page, 'flyers-page-360', { fullPage: false });

    // A product on the page is a button named by the product and its price.
    const before = (await badge(page).getAttribute('aria-label')) ?? '';
    const hotspot = page.locator('main button[data-product-id]').first();
    const name = await hotspot.getAttribute('aria-label');
    assert(/: \d+,\d\d\s€$/.test(name ?? ''), `hotspot named with its price: ${name}`);
    await hotspot.click();
    const dialog = page.getByRole('dialog', { name: name.replace(/: [^:]+$/, '') });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /Aumenta/ }).first().click();
    await shot(page, 'flyers-hotspot-360', { fullPage: false });
    await dialog.getByRole('button', { name: 'Aggiungi', exact: true }).click();

    // The cart's own flow: a place and a slot first when the shopper has none yet.
    const selector = selectorDialog(page);
    const slots = timeslotDialog(page);
    const toast = page.getByText(ADDED).first();
    await selector.or(slots).or(toast).waitFor();
    if (await selector.isVisible()) {
      await selector.getByRole('tab', { name: /Ritiro in negozio/ }).click();
      await selector.getByRole('button', { name: /^Scegli / }).first().click();
    }
    if (await selector.or(slots).isVisible()) {
      // The phone's slot dialog: the first choosable slot of the day shown.
      await slots.waitFor();
      await slots
        .getByRole('button', { name: /^[a-zì]+ \d{1,2} [a-z]+, \d\d:\d\d-\d\d:\d\d (Disponibile|Quasi esaurita)$/ })
        .first()
        .click();
      await slots.waitFor({ state: 'detached' });
    }
    await toast.waitFor();
    // Back on the flyer (the dialog closed with Escape), the header counts the new line.
    if (await dialog.isVisible()) await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(
      (b) => document.querySelector('header button[aria-label^="Carrello, "]')?.getAttribute('aria-label') !== b,
      before,
    );
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The list view: every product as a card, two side by side (once the notices have gone).
    await toast.waitFor({ state: 'detached', timeout: 8000 }).catch(() => {});
    await page.getByRole('link', { name: /^Vai all'elenco dei prodotti/ }).click();
    const list = page.getByRole('region', { name: 'Tutti i prodotti del volantino' });
    await list.getByRole('article').first().waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'flyers-list-360', { fullPage: false });
    await axeCheck(page, 'flyer page (360 px)');
  },
  { viewport: PHONE },
);

journey('flyers: the page slider, pages, the list view and its search, an unknown flyer (1280 px)', async ({ page, baseURL }) => {
  // Server-rendered for a visitor, then taken over by the browser without a complaint.
  const html = await fetch(`${baseURL}/volantino/offerte-della-settimana`).then((r) => r.text());
  assert(html.includes('id="spesa-query-state"') && html.includes('Tutti i prodotti del volantino'), 'the flyer is rendered on the server');
  const logged = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') logged.push(`${m.type()}: ${m.text()}`);
  });
  await page.goto('/volantino/offerte-della-settimana', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  assertEqual(logged.join('\n'), '', 'console errors and warnings while hydrating the flyer');

  await page.goto('/');
  const offers = page.getByRole('region', { name: 'Sfoglia il volantino' });
  await offers.waitFor();
  await offers.scrollIntoViewIfNeeded();
  // Below the sticky header.
  await page.getByRole('heading', { name: 'Sfoglia il volantino' }).evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 170));
  await shot(page, 'flyers-home-offers-1280', { fullPage: false });
  await offers.getByRole('link').first().click();
  await page.waitForURL(/\/volantino\//);
  const status = page.getByRole('status').filter({ hasText: /^Pagina \d+ di \d+$/ });
  assertEqual(await status.textContent(), 'Pagina 1 di 4', 'first page shown');
  await page.getByRole('button', { name: 'Pagina successiva' }).click();
  await status.filter({ hasText: 'Pagina 2 di 4' }).waitFor();
  assert(page.url().endsWith('?pagina=2'), 'the page is in the address');
  const hotspots = await page.locator('main button[data-product-id]').count();
  assertEqual(hotspots, 6, 'six products on a page');
  // By keyboard: a product on the page opens with Enter; Escape gives the focus back to it.
  const spot = page.locator('main button[data-product-id]').nth(2);
  await spot.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Aggiungi', exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert(await spot.evaluate((el) => el === document.activeElement), 'focus back on the product of the page');

  const list = page.getByRole('region', { name: 'Tutti i prodotti del volantino' });
  const all = await list.getByRole('article').count();
  assertEqual(all, 24, 'every product of the flyer in the list');
  const first = await list.getByRole('article').first().getByRole('heading').textContent();
  await list.getByRole('searchbox', { name: 'Cerca nel volantino' }).fill(first.split(' ')[0]);
  await page.waitForFunction(
    (n) => document.querySelectorAll('#prodotti article').length < n,
    all,
  );
  await shot(page, 'flyers-page-1280');
  await axeCheck(page, 'flyer page');

  await page.goto('/volantino/volantino-inesistente');
  await page.getByRole('heading', { name: 'Volantino non trovato o non più valido.' }).waitFor();
  await page.getByRole('link', { name: 'Torna alla home' }).waitFor();
});

journey('flyers: add every product of the flyer to a new list (360 px)', async ({ page }) => {
  await loginOnPage(page, SHOPPER);
  await page.goto('/volantino/offerte-della-settimana');
  await page.getByRole('heading', { level: 1 }).waitFor();
  const addAll = page.getByRole('button', { name: 'Aggiungi tutto a una lista' });
  await addAll.scrollIntoViewIfNeeded();
  await shot(page, 'flyers-add-all-button-360', { fullPage: false });
  await addAll.click();
  const dialog = page.getByRole('dialog', { name: 'Seleziona una lista a cui aggiungere:' });
  await dialog.waitFor();
  const summary = await dialog.getByText(/^\d+ prodott[oi] da aggiungere$/).textContent();
  const count = Number(summary.split(' ')[0]);
  assert(count > 1, `several products offered: ${summary}`);
  // A new list made in the dialog, then picked.
  const name = `Volantino ${Date.now() % 100000}`;
  await dialog.getByRole('textbox', { name: 'Crea una nuova lista' }).fill(name);
  await dialog.getByRole('button', { name: 'CREA' }).click();
  const choice = dialog.getByRole('button', { name: new RegExp(`^${name}`) });
  await choice.waitFor();
  await shot(page, 'flyers-add-all-to-list-360', { fullPage: false });
  await choice.click();
  await dialog.waitFor({ state: 'detached' });

  // The list holds every product offered, each once.
  await page.goto('/profile/lists');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(name) }) });
  await card.waitFor();
  const size = await card.getByText(/^\d+ articol[oi]$/).textContent();
  assertEqual(size, `${count} articoli`, 'the new list holds every product offered, each once');
}, { viewport: PHONE });
