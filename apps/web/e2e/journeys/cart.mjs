// The storefront cart (issue 13): the add-to-cart flow in the spec's order for a Pezzo, a locked
// Confezione, a Sfuso, a product with options (asked in a modal from its card) and one with a
// selectable promotion (Sì / No), then the cart page by department: a quantity changed, a line
// lowered to 0 (confirmed), one removed, a wrong gift code and BENVENUTO10; at 1280 and 360 px.
import { DESKTOP, PHONE } from '../lib/browser.mjs';
import { assert, assertEqual, journey } from '../lib/harness.mjs';
import { DEMO_PASSWORD, loginOnPage, shot, submitCredentials } from './account-helpers.mjs';
import { check as axeCheck } from './accessibility.mjs';
import { chooseFirstSlot, selectorDialog, timeslotDialog } from './delivery-helpers.mjs';

// An account the delivery journeys do not use: its cart starts empty and without a place.
const SHOPPER = 'ristorante@example.com';
const ADDED = 'Prodotto aggiunto al carrello';

const productAdd = (page) =>
  page.locator('main').getByRole('button', { name: 'Aggiungi', exact: true }).first();
const badge = (page) => page.getByRole('banner').getByRole('button', { name: /^Carrello, / });

/** Waits for the add-to-cart success toast and lets it go, so the next one is a new one. */
async function expectAdded(page) {
  const toast = page.getByText(ADDED).first();
  await toast.waitFor();
  await toast.waitFor({ state: 'detached', timeout: 8000 }).catch(() => {});
}

/**
 * After Aggiungi: without a place chosen yet (a fresh database) the flow opens the delivery choice
 * first (a pickup store, then the first slot), then adds; with one, it adds at once.
 */
async function placeIfAsked(page) {
  const selector = selectorDialog(page);
  const slots = timeslotDialog(page);
  await selector.or(slots).or(page.getByText(ADDED).first()).waitFor();
  if (await selector.isVisible()) {
    await selector.getByRole('tab', { name: /Ritiro in negozio/ }).click();
    await selector
      .getByRole('button', { name: /^Scegli / })
      .first()
      .click();
  }
  if (await selector.or(slots).isVisible()) await chooseFirstSlot(page);
}

/** Adds `product` from its page, choosing a place first if asked. Also used by the checkout journeys. */
export async function addWithPlace(page, product) {
  await page.goto(`/product/${product.slug}`);
  await productAdd(page).click();
  await placeIfAsked(page);
  await expectAdded(page);
}

async function addFromProductPage(page, product) {
  await page.goto(`/product/${product.slug}`);
  await productAdd(page).click();
  await expectAdded(page);
}

journey(
  'cart: add a Pezzo (address and slot asked first), a locked pack, a Sfuso, options and a selectable promotion; the cart page by department (1280 px)',
  async ({ page, data }) => {
    for (const key of ['pezzo', 'locked', 'sfuso', 'withOptions', 'selectablePromo'])
      assert(data[key], `the demo catalogue has a ${key} product`);
    await loginOnPage(page, SHOPPER);
    // Other journeys log in as the same shopper: start from an empty cart.
    await page.goto('/cart');
    const empty = page.getByText('Il carrello è vuoto');
    const emptyButton = page.getByRole('button', { name: 'Svuota il carrello' });
    await empty.or(emptyButton).waitFor();
    if (await emptyButton.isVisible()) {
      await emptyButton.click();
      await page
        .getByRole('dialog', { name: 'Svuotare il carrello?' })
        .getByRole('button', { name: 'Svuota' })
        .click();
      await empty.waitFor();
    }

    // 1. Pezzo: without a place chosen yet (a fresh database) the flow opens the delivery
    // choice first, then adds; a place chosen by an earlier journey lets it add at once.
    await addWithPlace(page, data.pezzo);
    await badge(page).filter({ hasText: '1' }).waitFor();

    // 2. A locked Confezione: the stepper starts at one whole pack.
    await addFromProductPage(page, data.locked);
    // 3. A Sfuso, by weight.
    await addFromProductPage(page, data.sfuso);

    // 4. Options: a card has no option selector, so the modal asks for them.
    await page.goto(`/search?q=${encodeURIComponent(data.withOptions.name)}`);
    const card = page.locator('main article').filter({ hasText: data.withOptions.name }).first();
    await card.getByRole('button', { name: 'Aggiungi', exact: true }).click();
    const options = page.getByRole('dialog', { name: 'È necessario selezionare tutte le opzioni' });
    await options.waitFor();
    await shot(page, 'cart-options-1280', { fullPage: false });
    for (const o of data.withOptions.selectOptions) {
      const choice = o.options[o.options.length - 1].value;
      const radio = options.getByRole('radio', { name: choice });
      if (await radio.count()) await radio.check();
      else await options.getByRole('combobox', { name: o.name }).selectOption({ label: choice });
    }
    await options.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expectAdded(page);

    // 5. The selectable promotion: Sì uses it.
    await page.goto(`/product/${data.selectablePromo.slug}`);
    await productAdd(page).click();
    const promo = page.getByRole('dialog', { name: data.selectablePromo.name });
    await promo.waitFor();
    await shot(page, 'cart-promo-1280', { fullPage: false });
    await promo.getByRole('button', { name: 'Sì' }).click();
    await expectAdded(page);
    await badge(page).filter({ hasText: '5' }).waitFor();

    // The mini cart from the header, by keyboard: Enter opens, Esc closes.
    await badge(page).focus();
    await page.keyboard.press('Enter');
    const mini = page.getByRole('dialog', { name: 'Il tuo carrello' });
    await mini.waitFor();
    assertEqual(await mini.getByRole('listitem').count(), 5, 'mini cart lines');
    await shot(page, 'cart-mini-1280', { fullPage: false });
    await page.keyboard.press('Escape');
    await mini.waitFor({ state: 'detached' });

    // The cart page: departments as headings, five lines.
    await page.goto('/cart');
    await page.getByRole('heading', { level: 1, name: 'Carrello' }).waitFor();
    const lines = page.locator('main').getByRole('listitem');
    await lines.first().waitFor();
    assertEqual(await lines.count(), 5, 'cart lines');
    const sectors = page.locator('main section h2');
    assert((await sectors.count()) >= 3, 'lines grouped by department');
    await page.getByText('Pagando con carta').waitFor();
    await shot(page, 'cart-page-1280');

    const total = () => page.locator('dl').first().locator('dd').last().innerText();
    const before = await total();
    const pezzoLine = lines.filter({ hasText: data.pezzo.name });
    await pezzoLine.getByRole('button', { name: 'Aumenta quantità' }).click();
    await pezzoLine.getByRole('spinbutton').filter({ hasText: '2 pz' }).waitFor();
    await page.waitForFunction((b) => {
      const dds = document.querySelector('main dl')?.querySelectorAll('dd');
      return dds && dds[dds.length - 1].textContent !== b;
    }, before);

    // Lowering to 0 asks first; Annulla keeps the line, Togli removes it.
    await pezzoLine.getByRole('button', { name: 'Diminuisci quantità' }).click();
    await pezzoLine.getByRole('spinbutton').filter({ hasText: '1 pz' }).waitFor();
    await pezzoLine.getByRole('button', { name: 'Diminuisci quantità' }).click();
    const confirm = page.getByRole('dialog', { name: 'Togliere il prodotto?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Annulla' }).click();
    await confirm.waitFor({ state: 'detached' });
    assertEqual(await lines.count(), 5, 'Annulla keeps the line');
    await pezzoLine.getByRole('button', { name: 'Diminuisci quantità' }).click();
    await confirm.getByRole('button', { name: 'Togli' }).click();
    await pezzoLine.waitFor({ state: 'detached' });
    assertEqual(await lines.count(), 4, 'lowered to 0: removed');

    // The remove button.
    await lines
      .filter({ hasText: data.sfuso.name })
      .getByRole('button', { name: `Togli ${data.sfuso.name} dal carrello` })
      .click();
    await lines.filter({ hasText: data.sfuso.name }).waitFor({ state: 'detached' });
    assertEqual(await lines.count(), 3, 'removed');

    // Gift codes: a wrong one says so under the field, BENVENUTO10 takes 10 % off.
    const field = page.getByRole('textbox', { name: 'Codice sconto' });
    await field.fill('NONVALE');
    await page.getByRole('button', { name: 'Applica' }).click();
    await page
      .getByText('Il codice sconto "NONVALE" non è valido. Verifica di averlo scritto correttamente.')
      .waitFor();
    await field.fill('BENVENUTO10');
    await page.getByRole('button', { name: 'Applica' }).click();
    await page.getByRole('button', { name: 'Togli il codice BENVENUTO10' }).waitFor();
    await page.locator('main dl dt', { hasText: 'Codici sconto' }).waitFor();
    const invoice = page.getByRole('checkbox', { name: 'Desidero la fattura' });
    await invoice.check();
    await page.waitForLoadState('networkidle');
    assert(await invoice.isChecked(), 'need invoice stays checked after the answer');
    await shot(page, 'cart-page-gift-1280');
  },
  { viewport: DESKTOP },
);

journey(
  'cart: the cart page and the mini cart at 360 px; a visitor is asked to log in',
  async ({ page, context }) => {
    await page.goto('/cart');
    await page.getByText("E' necessario autenticarsi per visualizzare il carrello").waitFor();
    await shot(page, 'cart-visitor-360', { fullPage: false });
    await axeCheck(page, 'cart page of a visitor (360 px)');
    await loginOnPage(page, SHOPPER);
    await page.goto('/cart');
    const lines = page.locator('main').getByRole('listitem');
    await lines.first().waitFor();
    await shot(page, 'cart-page-360');
    await axeCheck(page, 'cart page (360 px)');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 3)
        .map((el) => `${el.tagName}.${el.className}`.slice(0, 120)),
    );
    assert(overflow <= 0, `no sideways scrolling at 360 px (${overflow} px too wide: ${wide.join(' | ')})`);
    await badge(page).click();
    await page.getByRole('dialog', { name: 'Il tuo carrello' }).waitFor();
    await shot(page, 'cart-mini-360', { fullPage: false });
    await axeCheck(page, 'mini cart (360 px)');
    void context;
  },
  { viewport: PHONE },
);

journey(
  'cart: a visitor presses Aggiungi, logs in in the dialog, and the add goes on by itself (360 px)',
  async ({ page, data }) => {
    await page.goto(`/product/${data.pezzo.slug}`);
    await productAdd(page).click();
    const login = page.getByRole('dialog', { name: 'Accedi' });
    await login.waitFor();
    await shot(page, 'cart-add-login-360', { fullPage: false });
    await submitCredentials(login, SHOPPER, DEMO_PASSWORD);
    await login.waitFor({ state: 'detached' });
    // The shopper's place and slot were chosen by the first cart journey; without them the
    // delivery choice opens, as for any add.
    await placeIfAsked(page);
    await page.getByText(ADDED).first().waitFor();
    await shot(page, 'cart-add-after-login-360', { fullPage: false });
    await page.goto('/cart');
    await page.locator('main').getByRole('listitem').filter({ hasText: data.pezzo.name }).first().waitFor();
  },
  { viewport: PHONE },
);

/** The data layer's e-commerce events so far (decision 0063): [event, item id, quantity]. */
const dataLayerEvents = (page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((e) => e && e.event)
      .map((e) => [
        e.event,
        e.ecommerce.items[0].item_id,
        e.ecommerce.items[0].quantity,
        e.ecommerce.currency,
      ]),
  );

journey(
  'cart: a stepper lowering a line pushes remove_from_cart to the data layer, only once analytics cookies are accepted (360 px)',
  async ({ page, data }) => {
    await loginOnPage(page, SHOPPER);
    await addWithPlace(page, data.pezzo);
    await page.goto('/cart');
    const line = page.locator('main').getByRole('listitem').filter({ hasText: data.pezzo.name }).first();
    const value = line.getByRole('spinbutton');
    // Each step waits for the cart's answer (load states are reached once per page, so
    // 'networkidle' would not wait for a later request).
    const step = async (name, quantity) => {
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/cart/update'));
      await line.getByRole('button', { name }).click();
      await value.filter({ hasText: `${quantity} pz` }).waitFor();
      await answered;
    };
    const start = Number((await value.innerText()).replace(/\D+/g, ''));

    // The analytics choice of this context is no (lib/browser.mjs): nothing reaches the data layer.
    await step('Aumenta quantità', start + 1);
    await step('Diminuisci quantità', start);
    assertEqual(JSON.stringify(await dataLayerEvents(page)), '[]', 'data layer without consent');

    // The shopper allows analytics cookies in the footer's preferences.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Preferenze cookie' }).click();
    const prefs = page.getByRole('dialog', { name: 'Preferenze cookie' });
    await prefs
      .getByRole('switch', { name: 'Cookie analitici' })
      .or(prefs.getByRole('checkbox', { name: 'Cookie analitici' }))
      .check();
    await prefs.getByRole('button', { name: 'Salva le preferenze' }).click();
    await prefs.waitFor({ state: 'detached' });

    const id = String(data.pezzo.productId);
    await step('Aumenta quantità', start + 1);
    await step('Diminuisci quantità', start);
    // The event is pushed once the answer is handled, a moment after it arrives.
    await page
      .waitForFunction(() => (window.dataLayer ?? []).filter((e) => e && e.event).length >= 2, null, {
        timeout: 5000,
      })
      .catch(() => {});
    assertEqual(
      JSON.stringify(await dataLayerEvents(page)),
      JSON.stringify([
        ['add_to_cart', id, 1, 'EUR'],
        ['remove_from_cart', id, 1, 'EUR'],
      ]),
      'data layer with consent: the higher quantity an addition, the lower one a removal',
    );
  },
  { viewport: PHONE },
);

journey(
  'cart: a gift code in a link (?codice=) is kept and applied with the next add, then forgotten (360 px)',
  async ({ page, data }) => {
    await loginOnPage(page, SHOPPER);
    await addWithPlace(page, data.pezzo);
    // Earlier journeys may have applied codes: take them off, so that what shows is the link's.
    await page.goto('/cart');
    await page.locator('main').getByRole('listitem').first().waitFor();
    const applied = page.getByRole('button', { name: /^Togli il codice / });
    while ((await applied.count()) > 0) {
      const n = await applied.count();
      await applied.first().click();
      await page.waitForFunction(
        (left) => document.querySelectorAll('[aria-label^="Togli il codice "]').length < left,
        n,
      );
    }

    // A newsletter's link to a product page.
    await page.goto(`/product/${data.pezzo.slug}?codice=BENVENUTO10`);
    await page
      .getByText('Codice sconto BENVENUTO10: lo applichiamo al carrello quando aggiungi il primo prodotto.')
      .waitFor();
    await page.waitForURL((url) => !url.searchParams.has('codice'));
    await shot(page, 'cart-gift-link-360', { fullPage: false });
    const calls = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (/cart\/add$|add_code$/.test(path)) calls.push(path.split('/').pop());
    });
    await productAdd(page).click();
    await expectAdded(page);
    assertEqual(calls.join(' '), 'add_code add', 'the code is sent before the add');

    await page.goto('/cart');
    await page.getByRole('button', { name: 'Togli il codice BENVENUTO10' }).waitFor();
    await page.locator('main dl dt', { hasText: 'Codici sconto' }).waitFor();
    await shot(page, 'cart-gift-link-applied-360');
    await axeCheck(page, 'cart page with a code from a link (360 px)');

    // Forgotten once sent: the next add sends no code.
    calls.length = 0;
    await addFromProductPage(page, data.pezzo);
    assertEqual(calls.join(' '), 'add', 'the code is sent once');
  },
  { viewport: PHONE },
);

// Issue 40, the shopper's walkthrough: a long cart on a phone. The total and "Vai alla cassa" stay
// at the bottom of the screen, the notes open on a tap, each line says its unit price and the
// weighed ones an approximate total.
journey(
  'cart: nine lines on a phone, the total bar at the bottom, notes behind a tap, unit prices, ≈ on weighed lines (360 px)',
  async ({ page, data }) => {
    assert(data.sfuso, 'the demo catalogue has a Sfuso product');
    const plain = data.firstPage.products
      .filter((p) => p.available > 0 && p.selectOptions.length === 0 && !p.warehousePromo?.selectable)
      .filter((p) => p.slug !== data.sfuso.slug)
      .slice(0, 8);
    assert(plain.length === 8, `eight plain products in ${data.category.slug}`);
    await loginOnPage(page, SHOPPER);
    await page.goto('/cart');
    const emptyButton = page.getByRole('button', { name: 'Svuota il carrello' });
    await page.getByText('Il carrello è vuoto').or(emptyButton).waitFor();
    if (await emptyButton.isVisible()) {
      await emptyButton.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Svuota' }).click();
      await page.getByText('Il carrello è vuoto').waitFor();
    }
    await addWithPlace(page, data.sfuso);
    for (const p of plain) await addFromProductPage(page, p);

    await page.goto('/cart');
    const lines = page
      .locator('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link') });
    await page.getByRole('listitem', { name: data.sfuso.name }).waitFor();
    assertEqual(
      await page
        .getByText(/^\d+ prodott/)
        .first()
        .isVisible(),
      true,
      'the count of products',
    );
    // No open note fields: one "Aggiungi una nota" per line.
    const addNote = page.getByRole('button', { name: 'Aggiungi una nota' });
    assertEqual(await addNote.count(), 9, '"Aggiungi una nota" buttons');
    assertEqual(
      await page.getByRole('textbox', { name: 'Nota per chi prepara la spesa' }).count(),
      0,
      'note fields open at first',
    );
    // The weighed line: its price per kg and ≈ before its total; a piece: its price each.
    const weighed = page.getByRole('listitem', { name: data.sfuso.name });
    await weighed.getByText(/^\d+,\d\d\s€\/kg$/).waitFor();
    assert(/≈\s\d+,\d\d\s€/.test(await weighed.innerText()), 'the weighed line total starts with ≈');
    const piece = page.getByRole('listitem', { name: plain[0].name });
    await piece.getByText(/^\d+,\d\d\s€ cad\./).waitFor();
    assert(!(await piece.innerText()).includes('≈'), 'no ≈ on a line sold by the piece');

    // The bar: at the bottom of the screen from the top of the page to its end.
    const bar = page.getByTestId('cart-checkout-bar');
    const toCheckout = bar.getByRole('link', { name: 'Vai alla cassa' });
    await toCheckout.waitFor();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const atBottom = async (what) => {
      const box = await bar.boundingBox();
      const viewport = page.viewportSize();
      assert(
        box && Math.abs(box.y + box.height - viewport.height) <= 1,
        `${what}: the bar ends at the bottom of the screen (${box?.y}+${box?.height} of ${viewport.height})`,
      );
    };
    await atBottom('at the top');
    await bar.getByText(/^\d+,\d\d\s€$/).waitFor();
    await shot(page, 'cart-phone-bar-360', { fullPage: false });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.waitForTimeout(200);
    await atBottom('half way');
    // Taking the focus, the bar's button and the header's search (both always in view) leave
    // the page where it is.
    for (const [what, target] of [
      ['the bar', toCheckout],
      ['the search', page.getByRole('banner').getByRole('combobox', { name: 'Cerca prodotti' })],
    ]) {
      const y = await page.evaluate(() => window.scrollY);
      await target.focus();
      await page.waitForTimeout(200);
      assertEqual(await page.evaluate(() => window.scrollY), y, `scroll after focusing ${what}`);
    }
    // One "Vai alla cassa" a shopper can see: the summary's own shows from md up.
    assertEqual(
      await page.getByRole('link', { name: 'Vai alla cassa' }).count(),
      1,
      'visible checkout links',
    );

    // A note on a tap: the field opens with the focus in it, above the bar.
    await addNote.nth(8).click();
    const field = page.getByRole('textbox', { name: 'Nota per chi prepara la spesa' });
    await field.waitFor();
    assert(await field.evaluate((el) => el === document.activeElement), 'the note field has the focus');
    const fieldBox = await field.boundingBox();
    const barBox = await bar.boundingBox();
    assert(fieldBox.y + fieldBox.height <= barBox.y, 'the focused note field is not under the bar');
    await field.fill('Ben mature, per favore');
    await page.getByRole('button', { name: 'Salva nota' }).click();
    await page.getByText('Nota salvata').waitFor();
    await page.reload();
    await page.getByRole('listitem', { name: data.sfuso.name }).waitFor();
    assertEqual(await addNote.count(), 8, 'the line with a note shows it instead of the button');
    assertEqual(
      await page.getByRole('textbox', { name: 'Nota per chi prepara la spesa' }).inputValue(),
      'Ben mature, per favore',
      'the saved note',
    );
    assertEqual(await lines.count(), 9, 'cart lines');
    console.log(`    cart page at 360 px: ${height} px tall with 9 lines (3,556 px before issue 40)`);
    await shot(page, 'cart-phone-360');
    await axeCheck(page, 'phone cart with 9 lines (360 px)');
    await toCheckout.click();
    await page.waitForURL('**/checkout');
  },
  { viewport: PHONE },
);

journey(
  'cart: nine lines at 1280 px, the summary beside them with its own "Vai alla cassa", no bar',
  async ({ page }) => {
    await loginOnPage(page, SHOPPER);
    await page.goto('/cart');
    await page.locator('main').getByRole('listitem').first().waitFor();
    assertEqual(await page.getByTestId('cart-checkout-bar').isVisible(), false, 'the bar at 1280 px');
    await page.getByRole('region', { name: 'Riepilogo' }).waitFor();
    await page.getByRole('link', { name: 'Vai alla cassa' }).waitFor();
    assertEqual(
      await page.getByRole('link', { name: 'Vai alla cassa' }).count(),
      1,
      'visible checkout links',
    );
    await shot(page, 'cart-desktop-1280', { fullPage: false });
  },
  { viewport: DESKTOP },
);
