// Shopping lists (issue 16): the heart on a product opens the list selector, a new list is made
// there and the product added; the list page adds everything to the cart. Then a list shared
// read-only with a second customer, who sees it with who shared it and without edit controls.
// All at 360 px.
import { PHONE } from '../lib/browser.mjs';
import { check as axeCheck } from './accessibility.mjs';
import { assert, assertEqual, journey } from '../lib/harness.mjs';
import {
  accountButton,
  DEMO_PASSWORD,
  lastMailId,
  latestMail,
  loginOnPage,
  logoutFromHeader,
  shot,
  submitCredentials,
} from './account-helpers.mjs';
import { ensurePickupSlot } from './delivery-helpers.mjs';

const MARIO = 'mario.rossi@example.com';
const GIULIA = 'giulia.bianchi@example.com';
const SELECTOR = 'Seleziona una lista a cui aggiungere:';

/** The heart of the product page, whichever of its two labels it has. */
const heart = (page) =>
  page.locator('main').getByRole('button', { name: /^(Aggiungi a una lista|Articolo presente in una delle tue liste)$/ }).first();

/** Giulia logs in with the two-step code from the development outbox. */
async function loginGiulia(page, baseURL) {
  const since = await lastMailId(baseURL);
  await page.goto('/login');
  const main = page.locator('main');
  await submitCredentials(main, GIULIA, DEMO_PASSWORD);
  const code = main.getByRole('textbox', { name: /Codice di verifica/ });
  await code.waitFor();
  const mail = await latestMail(baseURL, GIULIA, 'codice di accesso', { after: since });
  await code.fill(/(\d{6})/.exec(mail.text)[1]);
  await main.getByRole('button', { name: 'Conferma il codice' }).click();
  await accountButton(page).waitFor();
}

journey(
  'lists: heart -> list selector -> new list -> list page -> add all to cart (360 px)',
  async ({ page, data }) => {
    assert(data.pezzo, 'the demo catalogue has a Pezzo product');
    await loginOnPage(page, MARIO);
    // "Add all to cart" asks for a place first, as one product's add does: choose one up front.
    await ensurePickupSlot(page);
    await page.goto(`/product/${data.pezzo.slug}`);
    await heart(page).click();
    const dialog = page.getByRole('dialog', { name: SELECTOR });
    await dialog.waitFor();
    // The demo lists are there with their size badges.
    await dialog.getByRole('button', { name: /Spesa della settimana/ }).waitFor();
    await shot(page, 'lists-selector-360', { fullPage: false });
    await axeCheck(page, 'list selector (360 px)');

    const name = `Colazione ${Date.now() % 100000}`;
    await dialog.getByRole('textbox', { name: 'Crea una nuova lista' }).fill(name);
    const create = dialog.getByRole('button', { name: 'CREA' });
    await create.click();
    const newList = dialog.getByRole('button', { name: new RegExp(name) });
    await newList.waitFor();
    assertEqual(await dialog.getByRole('textbox', { name: 'Crea una nuova lista' }).inputValue(), '', 'name cleared');
    assert(await create.isDisabled(), 'CREA disabled with an empty name');
    await newList.click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Prodotti aggiunti alla lista "${name}": 1`).first().waitFor();
    await page.locator('main').getByRole('button', { name: 'Articolo presente in una delle tue liste' }).first().waitFor();
    await shot(page, 'lists-heart-highlighted-360', { fullPage: false });

    await page.goto('/profile/lists');
    await page.getByRole('link', { name: `Apri la lista ${name}` }).waitFor();
    await shot(page, 'lists-index-360');
    await axeCheck(page, 'lists page (360 px)');
    await page.getByRole('link', { name: `Apri la lista ${name}` }).click();
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('link', { name: data.pezzo.name }).first().waitFor();
    await page.getByRole('button', { name: 'Aggiungi tutto al carrello' }).click();
    await page.getByRole('status').filter({ hasText: 'Prodotti aggiunti al carrello: 1' }).waitFor();
    await shot(page, 'lists-added-all-360');
    await axeCheck(page, 'list page (360 px)');

    // The demo list: some lines may be capped or unavailable; each is said on the page.
    await page.goto('/profile/lists');
    await page.getByRole('link', { name: 'Apri la lista Spesa della settimana' }).click();
    await page.getByRole('heading', { name: 'Spesa della settimana' }).waitFor();
    await shot(page, 'lists-demo-list-360');

    // Rename, then delete with the confirmation naming the list.
    await page.goto('/profile/lists');
    await page.getByRole('link', { name: `Apri la lista ${name}` }).click();
    await page.getByRole('button', { name: 'Rinomina' }).click();
    await page.getByRole('textbox', { name: 'Nome della lista' }).fill(`${name} bis`);
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByRole('heading', { name: `${name} bis` }).waitFor();
    await page.getByRole('button', { name: 'Elimina lista' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminare la lista?' });
    await confirm.getByText(`"${name} bis"`).waitFor();
    await shot(page, 'lists-delete-confirm-360', { fullPage: false });
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await page.waitForURL((u) => u.pathname === '/profile/lists');
    await page.getByRole('link', { name: 'Apri la lista Spesa della settimana' }).waitFor();
    assertEqual(await page.getByRole('link', { name: `Apri la lista ${name} bis` }).count(), 0, 'deleted list gone');
  },
  { viewport: PHONE },
);

journey(
  'lists: a product with options (a meat cut) goes on a list with the cut chosen (360 px)',
  async ({ page }) => {
    // Issue 40: the list dialog asks for the product's options, as the add-to-cart flow does.
    const found = await (await page.request.get('/ebsn/api/products?q=scamone&page_size=20')).json();
    const product = found.data.products.find((p) => p.selectOptions.length > 0);
    assert(product, 'the demo catalogue has a cut of meat with options');
    await loginOnPage(page, MARIO);
    await page.goto(`/product/${product.slug}`);
    await heart(page).click();
    const dialog = page.getByRole('dialog', { name: SELECTOR });
    const cut = dialog.getByRole('radiogroup', { name: 'Taglio' });
    await cut.waitFor();
    await dialog.getByText('È necessario selezionare tutte le opzioni').waitFor();
    const name = `Macelleria ${Date.now() % 100000}`;
    await dialog.getByRole('textbox', { name: 'Crea una nuova lista' }).fill(name);
    await dialog.getByRole('button', { name: 'CREA' }).click();
    const newList = dialog.getByRole('button', { name: new RegExp(name) });
    await newList.waitFor();
    assert(await newList.isDisabled(), 'no list takes the product before its cut is chosen');
    await cut.getByRole('radio', { name: 'A fette sottili' }).check();
    await shot(page, 'lists-selector-options-360', { fullPage: false });
    await axeCheck(page, 'list selector with options (360 px)');
    await newList.click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Prodotti aggiunti alla lista "${name}": 1`).first().waitFor();

    await page.goto('/profile/lists');
    await page.getByRole('link', { name: `Apri la lista ${name}` }).click();
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText('Taglio: A fette sottili').waitFor();
    await shot(page, 'lists-line-options-360');
    await page.getByRole('button', { name: 'Elimina lista' }).click();
    await page.getByRole('dialog', { name: 'Eliminare la lista?' }).getByRole('button', { name: 'Elimina' }).click();
    await page.waitForURL((u) => u.pathname === '/profile/lists');
  },
  { viewport: PHONE },
);

journey(
  'lists: share a list read-only with the second demo customer, who sees it without edit controls (360 px)',
  async ({ page, baseURL }) => {
    await loginOnPage(page, MARIO);
    await page.goto('/profile/lists');
    await page.getByRole('link', { name: 'Apri la lista Grigliata di sabato' }).click();
    await page.getByRole('heading', { name: 'Grigliata di sabato' }).waitFor();
    await page.getByRole('button', { name: 'Condividi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Condividi la lista' });
    await dialog.getByRole('textbox', { name: /E-mail del cliente/ }).fill(GIULIA);
    await dialog.getByRole('radio', { name: 'Solo lettura' }).check();
    await dialog.getByRole('button', { name: 'Condividi', exact: true }).click();
    await dialog.getByText('Giulia Bianchi').waitFor();
    await shot(page, 'lists-share-dialog-360', { fullPage: false });
    await axeCheck(page, 'share dialog (360 px)');
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await logoutFromHeader(page);

    await loginGiulia(page, baseURL);
    await page.goto('/profile/lists');
    await page.getByRole('heading', { name: 'Condivise con te' }).waitFor();
    await page.getByText('Condivisa da Mario Rossi').first().waitFor();
    await shot(page, 'lists-shared-index-360');
    await page.getByRole('link', { name: 'Apri la lista Grigliata di sabato' }).click();
    await page.getByRole('heading', { name: 'Grigliata di sabato' }).waitFor();
    await page.getByText('Mario Rossi ha condiviso con te questa lista in sola lettura.').waitFor();
    await page.getByRole('button', { name: 'Aggiungi tutto al carrello' }).waitFor();
    for (const control of ['Rinomina', 'Elimina lista', 'Esci dalla lista', 'Condividi']) {
      assertEqual(await page.getByRole('button', { name: control, exact: true }).count(), 0, `no «${control}»`);
    }
    assertEqual(await page.getByRole('button', { name: /^Togli .* dalla lista$/ }).count(), 0, 'no remove buttons');
    assertEqual(await page.getByRole('spinbutton').count(), 0, 'no quantity steppers');
    await shot(page, 'lists-shared-readonly-360');
    await axeCheck(page, 'read-only shared list (360 px)');
  },
  { viewport: PHONE },
);
