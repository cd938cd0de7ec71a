// The storefront cart (issue 13): the add-to-cart flow in the spec's order for a Pezzo, a locked
// Confezione, a Sfuso, a product with options (asked in a modal from its card) and one with a
// selectable promotion (Sì / No), then the cart page by department: a quantity changed, a line
// lowered to 0 (confirmed), one removed, a wrong gift code and BENVENUTO10; at 1280 and 360 px.
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE } from '../lib/browser.mjs';
import { check as axeCheck } from '../lib/axe';
import type { Product, ShopData } from '../lib/data';
import { DEMO_PASSWORD, expect, present, submitCredentials, test } from '../lib/fixtures';
import { shot } from '../lib/screenshots';
import {
  ADDED,
  addFromProductPage,
  addWithPlace,
  badge,
  expectAdded,
  placeIfAsked,
  productAdd,
} from './cart-helpers';

// An account the delivery journeys do not use: its cart starts empty and without a place.
const SHOPPER = 'ristorante@example.com';

test.describe(() => {
  test.use({ viewport: DESKTOP });

  test('cart: add a Pezzo (address and slot asked first), a locked pack, a Sfuso, options and a selectable promotion; the cart page by department (1280 px)', async ({
    page,
    goto,
    accounts,
    data,
  }) => {
    const products: Record<string, Product> = {};
    for (const key of ['pezzo', 'locked', 'sfuso', 'withOptions', 'selectablePromo'] as const)
      products[key] = present(data[key], `the demo catalogue has a ${key} product`);
    const { pezzo, locked, sfuso, withOptions, selectablePromo } = products;
    await accounts.login(SHOPPER);
    // Other journeys log in as the same shopper: start from an empty cart.
    await goto('/cart');
    const empty = page.getByText('Il carrello è vuoto');
    const emptyButton = page.getByRole('button', { name: 'Svuota il carrello' });
    await expect(empty.or(emptyButton)).toBeVisible();
    if (await emptyButton.isVisible()) {
      await emptyButton.click();
      await page
        .getByRole('dialog', { name: 'Svuotare il carrello?' })
        .getByRole('button', { name: 'Svuota' })
        .click();
      await expect(empty).toBeVisible();
    }

    // 1. Pezzo: without a place chosen yet (a fresh database) the flow opens the delivery
    // choice first, then adds; a place chosen by an earlier journey lets it add at once.
    await addWithPlace(page, pezzo);
    await expect(badge(page).filter({ hasText: '1' })).toBeVisible();

    // 2. A locked Confezione: the stepper starts at one whole pack.
    await addFromProductPage(page, locked);
    // 3. A Sfuso, by weight.
    await addFromProductPage(page, sfuso);

    // 4. Options: a card has no option selector, so the modal asks for them.
    await goto(`/search?q=${encodeURIComponent(withOptions.name)}`);
    const card = page.locator('main article').filter({ hasText: withOptions.name }).first();
    await card.getByRole('button', { name: 'Aggiungi', exact: true }).click();
    const options = page.getByRole('dialog', { name: 'È necessario selezionare tutte le opzioni' });
    await expect(options).toBeVisible();
    await shot(page, 'cart-options-1280', { fullPage: false });
    for (const o of withOptions.selectOptions) {
      const choice = o.options[o.options.length - 1].value;
      const radio = options.getByRole('radio', { name: choice });
      if (await radio.count()) await radio.check();
      else await options.getByRole('combobox', { name: o.name }).selectOption({ label: choice });
    }
    await options.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expectAdded(page);

    // 5. The selectable promotion: Sì uses it.
    await goto(`/product/${selectablePromo.slug}`);
    await productAdd(page).click();
    const promo = page.getByRole('dialog', { name: selectablePromo.name });
    await expect(promo).toBeVisible();
    await shot(page, 'cart-promo-1280', { fullPage: false });
    await promo.getByRole('button', { name: 'Sì' }).click();
    await expectAdded(page);
    await expect(badge(page).filter({ hasText: '5' })).toBeVisible();

    // The mini cart from the header, by keyboard: Enter opens, Esc closes.
    await badge(page).focus();
    await page.keyboard.press('Enter');
    const mini = page.getByRole('dialog', { name: 'Il tuo carrello' });
    await expect(mini).toBeVisible();
    await expect(mini.getByRole('listitem'), 'mini cart lines').toHaveCount(5);
    await shot(page, 'cart-mini-1280', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(mini).toHaveCount(0);

    // The cart page: departments as headings, five lines.
    await goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Carrello' })).toBeVisible();
    const lines = page.locator('main').getByRole('listitem');
    await expect(lines.first()).toBeVisible();
    await expect(lines, 'cart lines').toHaveCount(5);
    const sectors = page.locator('main section h2');
    expect(await sectors.count(), 'lines grouped by department').toBeGreaterThanOrEqual(3);
    await expect(page.getByText('Pagando con carta')).toBeVisible();
    await shot(page, 'cart-page-1280');

    const total = page.locator('main dl').first().locator('dd').last();
    const before = await total.innerText();
    const pezzoLine = lines.filter({ hasText: pezzo.name });
    await pezzoLine.getByRole('button', { name: 'Aumenta quantità' }).click();
    await expect(pezzoLine.getByRole('spinbutton').filter({ hasText: '2 pz' })).toBeVisible();
    await expect(total, 'the total follows the quantity').not.toHaveText(before, { useInnerText: true });

    // Lowering to 0 asks first; Annulla keeps the line, Togli removes it.
    await pezzoLine.getByRole('button', { name: 'Diminuisci quantità' }).click();
    await expect(pezzoLine.getByRole('spinbutton').filter({ hasText: '1 pz' })).toBeVisible();
    await pezzoLine.getByRole('button', { name: 'Diminuisci quantità' }).click();
    const confirm = page.getByRole('dialog', { name: 'Togliere il prodotto?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Annulla' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(lines, 'Annulla keeps the line').toHaveCount(5);
    await pezzoLine.getByRole('button', { name: 'Diminuisci quantità' }).click();
    await confirm.getByRole('button', { name: 'Togli' }).click();
    await expect(pezzoLine).toHaveCount(0);
    await expect(lines, 'lowered to 0: removed').toHaveCount(4);

    // The remove button.
    await lines
      .filter({ hasText: sfuso.name })
      .getByRole('button', { name: `Togli ${sfuso.name} dal carrello` })
      .click();
    await expect(lines.filter({ hasText: sfuso.name })).toHaveCount(0);
    await expect(lines, 'removed').toHaveCount(3);

    // Gift codes: a wrong one says so under the field, BENVENUTO10 takes 10 % off.
    const field = page.getByRole('textbox', { name: 'Codice sconto' });
    await field.fill('NONVALE');
    await page.getByRole('button', { name: 'Applica' }).click();
    await expect(
      page.getByText('Il codice sconto "NONVALE" non è valido. Verifica di averlo scritto correttamente.'),
    ).toBeVisible();
    await field.fill('BENVENUTO10');
    await page.getByRole('button', { name: 'Applica' }).click();
    await expect(page.getByRole('button', { name: 'Togli il codice BENVENUTO10' })).toBeVisible();
    await expect(page.locator('main dl dt', { hasText: 'Codici sconto' })).toBeVisible();
    const invoice = page.getByRole('checkbox', { name: 'Desidero la fattura' });
    await invoice.check();
    await page.waitForLoadState('networkidle');
    await expect(invoice, 'need invoice stays checked after the answer').toBeChecked();
    await shot(page, 'cart-page-gift-1280');
  });
});

test.describe(() => {
  test.use({ viewport: PHONE });

  test('cart: the cart page and the mini cart at 360 px; a visitor is asked to log in', async ({
    page,
    goto,
    accounts,
  }) => {
    await goto('/cart');
    await expect(page.getByText("E' necessario autenticarsi per visualizzare il carrello")).toBeVisible();
    await shot(page, 'cart-visitor-360', { fullPage: false });
    await axeCheck(page, 'cart page of a visitor (360 px)');
    await accounts.login(SHOPPER);
    await goto('/cart');
    const lines = page.locator('main').getByRole('listitem');
    await expect(lines.first()).toBeVisible();
    await shot(page, 'cart-page-360');
    await axeCheck(page, 'cart page (360 px)');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 3)
        .map((el) => `${el.tagName}.${el.className}`.slice(0, 120)),
    );
    expect(
      overflow,
      `no sideways scrolling at 360 px (${overflow} px too wide: ${wide.join(' | ')})`,
    ).toBeLessThanOrEqual(0);
    await badge(page).click();
    await expect(page.getByRole('dialog', { name: 'Il tuo carrello' })).toBeVisible();
    await shot(page, 'cart-mini-360', { fullPage: false });
    await axeCheck(page, 'mini cart (360 px)');
  });

  test('cart: a visitor presses Aggiungi, logs in in the dialog, and the add goes on by itself (360 px)', async ({
    page,
    goto,
    data,
  }) => {
    await goto(`/product/${data.pezzo.slug}`);
    await productAdd(page).click();
    const login = page.getByRole('dialog', { name: 'Accedi' });
    await expect(login).toBeVisible();
    await shot(page, 'cart-add-login-360', { fullPage: false });
    await submitCredentials(login, SHOPPER, DEMO_PASSWORD);
    await expect(login).toHaveCount(0);
    // The shopper's place and slot were chosen by the first cart journey; without them the
    // delivery choice opens, as for any add.
    await placeIfAsked(page);
    await expect(page.getByText(ADDED).first()).toBeVisible();
    await shot(page, 'cart-add-after-login-360', { fullPage: false });
    await goto('/cart');
    await expect(
      page.locator('main').getByRole('listitem').filter({ hasText: data.pezzo.name }).first(),
    ).toBeVisible();
  });
});

type DataLayerEvent = {
  event?: string;
  ecommerce: { currency: string; items: { item_id: string; quantity: number }[] };
};

/** The data layer's e-commerce events so far (decision 0063): [event, item id, quantity]. */
const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? [])
      .filter((e) => e && e.event)
      .map((e) => [
        e.event,
        e.ecommerce.items[0].item_id,
        e.ecommerce.items[0].quantity,
        e.ecommerce.currency,
      ]),
  );

test.describe(() => {
  test.use({ viewport: PHONE });

  test('cart: a stepper lowering a line pushes remove_from_cart to the data layer, only once analytics cookies are accepted (360 px)', async ({
    page,
    goto,
    accounts,
    data,
  }) => {
    await accounts.login(SHOPPER);
    await addWithPlace(page, data.pezzo);
    await goto('/cart');
    const line = page.locator('main').getByRole('listitem').filter({ hasText: data.pezzo.name }).first();
    const value = line.getByRole('spinbutton');
    // Each step waits for the cart's answer (load states are reached once per page, so
    // 'networkidle' would not wait for a later request).
    const step = async (name: string, quantity: number) => {
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/cart/update'));
      await line.getByRole('button', { name }).click();
      await expect(value.filter({ hasText: `${quantity} pz` })).toBeVisible();
      await answered;
    };
    const start = Number((await value.innerText()).replace(/\D+/g, ''));

    // The analytics choice of this context is no (lib/fixtures.ts): nothing reaches the data layer.
    await step('Aumenta quantità', start + 1);
    await step('Diminuisci quantità', start);
    expect(await dataLayerEvents(page), 'data layer without consent').toEqual([]);

    // The shopper allows analytics cookies in the footer's preferences.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Preferenze cookie' }).click();
    const prefs = page.getByRole('dialog', { name: 'Preferenze cookie' });
    await prefs
      .getByRole('switch', { name: 'Cookie analitici' })
      .or(prefs.getByRole('checkbox', { name: 'Cookie analitici' }))
      .check();
    await prefs.getByRole('button', { name: 'Salva le preferenze' }).click();
    await expect(prefs).toHaveCount(0);

    const id = String(data.pezzo.productId);
    await step('Aumenta quantità', start + 1);
    await step('Diminuisci quantità', start);
    // The event is pushed once the answer is handled, a moment after it arrives.
    await expect
      .poll(
        () => dataLayerEvents(page),
        'data layer with consent: the higher quantity an addition, the lower one a removal',
      )
      .toEqual([
        ['add_to_cart', id, 1, 'EUR'],
        ['remove_from_cart', id, 1, 'EUR'],
      ]);
  });

  test('cart: a gift code in a link (?codice=) is kept and applied with the next add, then forgotten (360 px)', async ({
    page,
    goto,
    accounts,
    data,
  }) => {
    await accounts.login(SHOPPER);
    await addWithPlace(page, data.pezzo);
    // Earlier journeys may have applied codes: take them off, so that what shows is the link's.
    await goto('/cart');
    await expect(page.locator('main').getByRole('listitem').first()).toBeVisible();
    const applied = page.getByRole('button', { name: /^Togli il codice / });
    while ((await applied.count()) > 0) {
      const n = await applied.count();
      await applied.first().click();
      await expect.poll(() => applied.count()).toBeLessThan(n);
    }

    // A newsletter's link to a product page.
    await goto(`/product/${data.pezzo.slug}?codice=BENVENUTO10`);
    await expect(
      page.getByText(
        'Codice sconto BENVENUTO10: lo applichiamo al carrello quando aggiungi il primo prodotto.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL((url) => !url.searchParams.has('codice'));
    await shot(page, 'cart-gift-link-360', { fullPage: false });
    const calls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (/cart\/add$|add_code$/.test(path)) calls.push(path.split('/').pop() as string);
    });
    await productAdd(page).click();
    await expectAdded(page);
    expect(calls.join(' '), 'the code is sent before the add').toBe('add_code add');

    await goto('/cart');
    await expect(page.getByRole('button', { name: 'Togli il codice BENVENUTO10' })).toBeVisible();
    await expect(page.locator('main dl dt', { hasText: 'Codici sconto' })).toBeVisible();
    await shot(page, 'cart-gift-link-applied-360');
    await axeCheck(page, 'cart page with a code from a link (360 px)');

    // Forgotten once sent: the next add sends no code.
    calls.length = 0;
    await addFromProductPage(page, data.pezzo);
    expect(calls.join(' '), 'the code is sent once').toBe('add');
  });
});

/** Eight products of the category's first page that go in the cart without a question. */
function plainProducts(data: ShopData, sfuso: Product): Product[] {
  return data.firstPage.products
    .filter((p) => p.available > 0 && p.selectOptions.length === 0 && !p.warehousePromo?.selectable)
    .filter((p) => p.slug !== sfuso.slug)
    .slice(0, 8);
}

// Issue 40, the shopper's walkthrough: a long cart on a phone. The total and "Vai alla cassa" stay
// at the bottom of the screen, the notes open on a tap, each line says its unit price and the
// weighed ones an approximate total.
test.describe(() => {
  test.use({ viewport: PHONE });

  test('cart: nine lines on a phone, the total bar at the bottom, notes behind a tap, unit prices, ≈ on weighed lines (360 px)', async ({
    page,
    goto,
    reload,
    accounts,
    data,
  }) => {
    const sfuso = present(data.sfuso, 'the demo catalogue has a Sfuso product');
    const plain = plainProducts(data, sfuso);
    expect(plain.length, `eight plain products in ${data.category.slug}`).toBe(8);
    await accounts.login(SHOPPER);
    await goto('/cart');
    const emptyButton = page.getByRole('button', { name: 'Svuota il carrello' });
    await expect(page.getByText('Il carrello è vuoto').or(emptyButton)).toBeVisible();
    if (await emptyButton.isVisible()) {
      await emptyButton.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Svuota' }).click();
      await expect(page.getByText('Il carrello è vuoto')).toBeVisible();
    }
    await addWithPlace(page, sfuso);
    for (const p of plain) await addFromProductPage(page, p);

    await goto('/cart');
    const lines = page
      .locator('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link') });
    await expect(page.getByRole('listitem', { name: sfuso.name })).toBeVisible();
    await expect(page.getByText(/^\d+ prodott/).first(), 'the count of products').toBeVisible();
    // No open note fields: one "Aggiungi una nota" per line.
    const addNote = page.getByRole('button', { name: 'Aggiungi una nota' });
    await expect(addNote, '"Aggiungi una nota" buttons').toHaveCount(9);
    const note = page.getByRole('textbox', { name: 'Nota per chi prepara la spesa' });
    expect(await note.count(), 'note fields open at first').toBe(0);
    // The weighed line: its price per kg and ≈ before its total; a piece: its price each.
    const weighed = page.getByRole('listitem', { name: sfuso.name });
    await expect(weighed.getByText(/^\d+,\d\d\s€\/kg$/)).toBeVisible();
    await expect(weighed, 'the weighed line total starts with ≈').toHaveText(/≈\s\d+,\d\d\s€/, {
      useInnerText: true,
    });
    const piece = page.getByRole('listitem', { name: plain[0].name });
    await expect(piece.getByText(/^\d+,\d\d\s€ cad\./)).toBeVisible();
    expect(await piece.innerText(), 'no ≈ on a line sold by the piece').not.toContain('≈');

    // The bar: at the bottom of the screen from the top of the page to its end.
    const bar = page.getByTestId('cart-checkout-bar');
    const toCheckout = bar.getByRole('link', { name: 'Vai alla cassa' });
    await expect(toCheckout).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    /** How far the bar's bottom is from the screen's (0: at the bottom). */
    const barGap = async () => {
      const box = await bar.boundingBox();
      const viewport = page.viewportSize();
      return box && viewport ? Math.abs(box.y + box.height - viewport.height) : Infinity;
    };
    expect(await barGap(), 'at the top: the bar ends at the bottom of the screen').toBeLessThanOrEqual(1);
    await expect(bar.getByText(/^\d+,\d\d\s€$/)).toBeVisible();
    await shot(page, 'cart-phone-bar-360', { fullPage: false });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(barGap, 'half way: the bar ends at the bottom of the screen').toBeLessThanOrEqual(1);
    // Taking the focus, the bar's button and the header's search (both always in view) leave
    // the page where it is.
    for (const [what, target] of [
      ['the bar', toCheckout],
      ['the search', page.getByRole('banner').getByRole('combobox', { name: 'Cerca prodotti' })],
    ] as const) {
      const y = await page.evaluate(() => window.scrollY);
      await target.focus();
      // Kept on purpose: what is checked is that the page does not move, so a scroll the focus
      // might start (a smooth one takes a few frames) is given the time to show.
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => window.scrollY), `scroll after focusing ${what}`).toBe(y);
    }
    // One "Vai alla cassa" a shopper can see: the summary's own shows from md up.
    await expect(page.getByRole('link', { name: 'Vai alla cassa' }), 'visible checkout links').toHaveCount(1);

    // A note on a tap: the field opens with the focus in it, above the bar.
    await addNote.nth(8).click();
    await expect(note).toBeVisible();
    await expect(note, 'the note field has the focus').toBeFocused();
    const fieldBox = await note.boundingBox();
    const barBox = await bar.boundingBox();
    expect(
      (fieldBox?.y ?? 0) + (fieldBox?.height ?? 0),
      'the focused note field is not under the bar',
    ).toBeLessThanOrEqual(barBox?.y ?? 0);
    await note.fill('Ben mature, per favore');
    await page.getByRole('button', { name: 'Salva nota' }).click();
    await expect(page.getByText('Nota salvata')).toBeVisible();
    await reload();
    await expect(page.getByRole('listitem', { name: sfuso.name })).toBeVisible();
    await expect(addNote, 'the line with a note shows it instead of the button').toHaveCount(8);
    await expect(note, 'the saved note').toHaveValue('Ben mature, per favore');
    await expect(lines, 'cart lines').toHaveCount(9);
    console.log(`    cart page at 360 px: ${height} px tall with 9 lines (3,556 px before issue 40)`);
    await shot(page, 'cart-phone-360');
    await axeCheck(page, 'phone cart with 9 lines (360 px)');
    await toCheckout.click();
    await expect(page).toHaveURL(/\/checkout$/);
  });
});

test.describe(() => {
  test.use({ viewport: DESKTOP });

  test('cart: nine lines at 1280 px, the summary beside them with its own "Vai alla cassa", no bar', async ({
    page,
    goto,
    accounts,
  }) => {
    await accounts.login(SHOPPER);
    await goto('/cart');
    await expect(page.locator('main').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('cart-checkout-bar'), 'the bar at 1280 px').toBeHidden();
    await expect(page.getByRole('region', { name: 'Riepilogo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vai alla cassa' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vai alla cassa' }), 'visible checkout links').toHaveCount(1);
    await shot(page, 'cart-desktop-1280', { fullPage: false });
  });
});
