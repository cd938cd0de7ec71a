// Weekly flyers (issue 16, flyer part): from the home's flyer slider to the flyer, a product
// tapped on a page, added to the cart with the catalogue's stepper; the page buttons, the list
// view and its search; an unknown flyer. At 360 and 1280 px.
import { PHONE } from '../lib/browser.mjs';
import { check as axeCheck } from '../lib/axe';
import { escapeRegExp, expect, test } from '../lib/fixtures';
import { shot } from '../lib/screenshots';
import { ADDED, badge } from './cart-helpers';
import { selectorDialog, timeslotDialog } from './delivery-helpers';

const SHOPPER = 'mario.rossi@example.com';

test.describe(() => {
  test.use({ viewport: PHONE });

  test('flyers: open a flyer from the home, tap a product on the page, add it to the cart (360 px)', async ({
    page,
    goto,
    accounts,
  }) => {
    await accounts.login(SHOPPER);
    await goto('/');
    const slider = page.getByRole('region', { name: 'I nostri volantini' });
    await expect(slider).toBeVisible();
    await slider.scrollIntoViewIfNeeded();
    await shot(page, 'flyers-home-slider-360', { fullPage: false });
    const card = slider.getByRole('article').first();
    const cardTitle = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.getByRole('link', { name: 'Sfoglia il volantino' }).click();
    await expect(page).toHaveURL(/\/volantino\/[a-z0-9-]+$/);
    // The URL changes before the flyer's page replaces the home (its part loads on demand), and
    // the home's cards carry the same "Valido dal ..." line: wait for the flyer's own h1 first.
    const heading = page.getByRole('heading', { level: 1, name: cardTitle, exact: true });
    await expect(heading).toBeVisible();
    const title = (await heading.textContent()) ?? '';
    expect(title.length, 'the flyer names itself in its h1').toBeGreaterThan(3);
    await expect(page.getByRole('main').getByText(/^Valido dal \d+ \w+ al \d+ \w+$/)).toBeVisible();
    await shot(page, 'flyers-page-360', { fullPage: false });

    // A product on the page is a button named by the product and its price.
    const before = (await badge(page).getAttribute('aria-label')) ?? '';
    const hotspot = page.locator('main button[data-product-id]').first();
    const name = (await hotspot.getAttribute('aria-label')) ?? '';
    expect(name, `hotspot named with its price: ${name}`).toMatch(/: \d+,\d\d\s€$/);
    await hotspot.click();
    const dialog = page.getByRole('dialog', { name: name.replace(/: [^:]+$/, '') });
    await expect(dialog).toBeVisible();
    await dialog
      .getByRole('button', { name: /Aumenta/ })
      .first()
      .click();
    await shot(page, 'flyers-hotspot-360', { fullPage: false });
    await dialog.getByRole('button', { name: 'Aggiungi', exact: true }).click();

    // The cart's own flow: a place and a slot first when the shopper has none yet.
    const selector = selectorDialog(page);
    const slots = timeslotDialog(page);
    const toast = page.getByText(ADDED).first();
    await expect(selector.or(slots).or(toast)).toBeVisible();
    if (await selector.isVisible()) {
      await selector.getByRole('tab', { name: /Ritiro in negozio/ }).click();
      await selector
        .getByRole('button', { name: /^Scegli / })
        .first()
        .click();
    }
    if (await selector.or(slots).isVisible()) {
      // The phone's slot dialog: the first choosable slot of the day shown.
      await expect(slots).toBeVisible();
      await slots
        .getByRole('button', {
          name: /^[a-zì]+ \d{1,2} [a-z]+, \d\d:\d\d-\d\d:\d\d (Disponibile|Quasi esaurita)$/,
        })
        .first()
        .click();
      await expect(slots).toHaveCount(0);
    }
    await expect(toast).toBeVisible();
    // Back on the flyer (the dialog closed with Escape), the header counts the new line.
    if (await dialog.isVisible()) await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(badge(page), 'the header counts the new line').not.toHaveAttribute('aria-label', before);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The list view: every product as a card, two side by side (once the notices have gone).
    await toast.waitFor({ state: 'detached', timeout: 8000 }).catch(() => {});
    await page.getByRole('link', { name: /^Vai all'elenco dei prodotti/ }).click();
    const list = page.getByRole('region', { name: 'Tutti i prodotti del volantino' });
    await expect(list.getByRole('article').first()).toBeVisible();
    await shot(page, 'flyers-list-360', { fullPage: false });
    await axeCheck(page, 'flyer page (360 px)');
  });
});

test('flyers: the page slider, pages, the list view and its search, an unknown flyer (1280 px)', async ({
  page,
  goto,
  baseURL,
}) => {
  // Server-rendered for a visitor, then taken over by the browser without a complaint.
  const html = await fetch(`${baseURL}/volantino/offerte-della-settimana`).then((r) => r.text());
  expect(
    html.includes('id="spesa-query-state"') && html.includes('Tutti i prodotti del volantino'),
    'the flyer is rendered on the server',
  ).toBe(true);
  const logged: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') logged.push(`${m.type()}: ${m.text()}`);
  });
  await goto('/volantino/offerte-della-settimana', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(logged, 'console errors and warnings while hydrating the flyer').toEqual([]);

  await goto('/');
  const offers = page.getByRole('region', { name: 'Sfoglia il volantino' });
  await expect(offers).toBeVisible();
  await offers.scrollIntoViewIfNeeded();
  // Below the sticky header.
  await page
    .getByRole('heading', { name: 'Sfoglia il volantino' })
    .evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 170));
  await shot(page, 'flyers-home-offers-1280', { fullPage: false });
  await offers.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/volantino\//);
  const status = page.getByRole('status').filter({ hasText: /^Pagina \d+ di \d+$/ });
  await expect(status, 'first page shown').toHaveText('Pagina 1 di 4');
  await page.getByRole('button', { name: 'Pagina successiva' }).click();
  await expect(status.filter({ hasText: 'Pagina 2 di 4' })).toBeVisible();
  expect(page.url(), 'the page is in the address').toMatch(/\?pagina=2$/);
  await expect(page.locator('main button[data-product-id]'), 'six products on a page').toHaveCount(6);
  // By keyboard: a product on the page opens with Enter; Escape gives the focus back to it.
  const spot = page.locator('main button[data-product-id]').nth(2);
  await spot.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Aggiungi', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(spot, 'focus back on the product of the page').toBeFocused();

  const list = page.getByRole('region', { name: 'Tutti i prodotti del volantino' });
  await expect(list.getByRole('article'), 'every product of the flyer in the list').toHaveCount(24);
  const all = 24;
  const first = (await list.getByRole('article').first().getByRole('heading').textContent()) ?? '';
  await list.getByRole('searchbox', { name: 'Cerca nel volantino' }).fill(first.split(' ')[0]);
  await expect
    .poll(() => page.locator('#prodotti article').count(), 'the search narrows the list')
    .toBeLessThan(all);
  await shot(page, 'flyers-page-1280');
  await axeCheck(page, 'flyer page');

  await goto('/volantino/volantino-inesistente');
  await expect(page.getByRole('heading', { name: 'Volantino non trovato o non più valido.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna alla home' })).toBeVisible();
});

test.describe(() => {
  test.use({ viewport: PHONE });

  test('flyers: add every product of the flyer to a new list (360 px)', async ({ page, goto, accounts }) => {
    await accounts.login(SHOPPER);
    await goto('/volantino/offerte-della-settimana');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const addAll = page.getByRole('button', { name: 'Aggiungi tutto a una lista' });
    await addAll.scrollIntoViewIfNeeded();
    await shot(page, 'flyers-add-all-button-360', { fullPage: false });
    await addAll.click();
    const dialog = page.getByRole('dialog', { name: 'Seleziona una lista a cui aggiungere:' });
    await expect(dialog).toBeVisible();
    const summary = (await dialog.getByText(/^\d+ prodott[oi] da aggiungere$/).textContent()) ?? '';
    const count = Number(summary.split(' ')[0]);
    expect(count, `several products offered: ${summary}`).toBeGreaterThan(1);
    // A new list made in the dialog, then picked.
    const name = `Volantino ${Date.now() % 100000}`;
    await dialog.getByRole('textbox', { name: 'Crea una nuova lista' }).fill(name);
    await dialog.getByRole('button', { name: 'CREA' }).click();
    const choice = dialog.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) });
    await expect(choice).toBeVisible();
    await shot(page, 'flyers-add-all-to-list-360', { fullPage: false });
    await choice.click();
    await expect(dialog).toHaveCount(0);

    // The list holds every product offered, each once.
    await goto('/profile/lists');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: new RegExp(escapeRegExp(name)) }) });
    await expect(card).toBeVisible();
    await expect(
      card.getByText(/^\d+ articol[oi]$/),
      'the new list holds every product offered, each once',
    ).toHaveText(`${count} articoli`);
  });
});
