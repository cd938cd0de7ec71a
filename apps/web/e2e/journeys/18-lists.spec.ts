// Shopping lists (issue 16): the heart on a product opens the list selector, a new list is made
// there and the product added; the list page adds everything to the cart. Then a list shared
// read-only with a second customer, who sees it with who shared it and without edit controls.
// All at 360 px.
import type { Page } from '@playwright/test';
import { PHONE } from '../lib/browser.mjs';
import { check as axeCheck } from '../lib/axe';
import type { Product } from '../lib/data';
import {
  type Accounts,
  DEMO_PASSWORD,
  escapeRegExp,
  expect,
  type Outbox,
  submitCredentials,
  test,
} from '../lib/fixtures';
import { shot } from '../lib/screenshots';
import { ensurePickupSlot } from './delivery-helpers';

const MARIO = 'mario.rossi@example.com';
const GIULIA = 'giulia.bianchi@example.com';
const SELECTOR = 'Seleziona una lista a cui aggiungere:';

/** The heart of the product page, whichever of its two labels it has. */
const heart = (page: Page) =>
  page
    .locator('main')
    .getByRole('button', { name: /^(Aggiungi a una lista|Articolo presente in una delle tue liste)$/ })
    .first();

/** Giulia logs in with the two-step code from the development outbox. */
async function loginGiulia(
  page: Page,
  goto: (url: string) => Promise<unknown>,
  accounts: Accounts,
  outbox: Outbox,
) {
  const since = await outbox.lastId();
  await goto('/login');
  const main = page.locator('main');
  await submitCredentials(main, GIULIA, DEMO_PASSWORD);
  const code = main.getByRole('textbox', { name: /Codice di verifica/ });
  await expect(code).toBeVisible();
  const mail = await outbox.latest(GIULIA, 'codice di accesso', { after: since });
  await code.fill(/(\d{6})/.exec(mail.text)?.[1] ?? '');
  await main.getByRole('button', { name: 'Conferma il codice' }).click();
  await expect(accounts.button).toBeVisible();
}

test.use({ viewport: PHONE });

test('lists: heart -> list selector -> new list -> list page -> add all to cart (360 px)', async ({
  page,
  goto,
  accounts,
  data,
}) => {
  expect(data.pezzo, 'the demo catalogue has a Pezzo product').toBeTruthy();
  await accounts.login(MARIO);
  // "Add all to cart" asks for a place first, as one product's add does: choose one up front.
  await ensurePickupSlot(page);
  await goto(`/product/${data.pezzo.slug}`);
  await heart(page).click();
  const dialog = page.getByRole('dialog', { name: SELECTOR });
  await expect(dialog).toBeVisible();
  // The demo lists are there with their size badges.
  await expect(dialog.getByRole('button', { name: /Spesa della settimana/ })).toBeVisible();
  await shot(page, 'lists-selector-360', { fullPage: false });
  await axeCheck(page, 'list selector (360 px)');

  const name = `Colazione ${Date.now() % 100000}`;
  await dialog.getByRole('textbox', { name: 'Crea una nuova lista' }).fill(name);
  const create = dialog.getByRole('button', { name: 'CREA' });
  await create.click();
  const newList = dialog.getByRole('button', { name: new RegExp(escapeRegExp(name)) });
  await expect(newList).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Crea una nuova lista' }), 'name cleared').toHaveValue('');
  await expect(create, 'CREA disabled with an empty name').toBeDisabled();
  await newList.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Prodotti aggiunti alla lista "${name}": 1`).first()).toBeVisible();
  await expect(
    page.locator('main').getByRole('button', { name: 'Articolo presente in una delle tue liste' }).first(),
  ).toBeVisible();
  await shot(page, 'lists-heart-highlighted-360', { fullPage: false });

  await goto('/profile/lists');
  await expect(page.getByRole('link', { name: `Apri la lista ${name}` })).toBeVisible();
  await shot(page, 'lists-index-360');
  await axeCheck(page, 'lists page (360 px)');
  await page.getByRole('link', { name: `Apri la lista ${name}` }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: data.pezzo.name }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi tutto al carrello' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Prodotti aggiunti al carrello: 1' }),
  ).toBeVisible();
  await shot(page, 'lists-added-all-360');
  await axeCheck(page, 'list page (360 px)');

  // The demo list: some lines may be capped or unavailable; each is said on the page.
  await goto('/profile/lists');
  await page.getByRole('link', { name: 'Apri la lista Spesa della settimana' }).click();
  await expect(page.getByRole('heading', { name: 'Spesa della settimana' })).toBeVisible();
  await shot(page, 'lists-demo-list-360');

  // Rename, then delete with the confirmation naming the list.
  await goto('/profile/lists');
  await page.getByRole('link', { name: `Apri la lista ${name}` }).click();
  await page.getByRole('button', { name: 'Rinomina' }).click();
  await page.getByRole('textbox', { name: 'Nome della lista' }).fill(`${name} bis`);
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('heading', { name: `${name} bis` })).toBeVisible();
  await page.getByRole('button', { name: 'Elimina lista' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminare la lista?' });
  await expect(confirm.getByText(`"${name} bis"`)).toBeVisible();
  await shot(page, 'lists-delete-confirm-360', { fullPage: false });
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/profile/lists');
  await expect(page.getByRole('link', { name: 'Apri la lista Spesa della settimana' })).toBeVisible();
  expect(
    await page.getByRole('link', { name: `Apri la lista ${name} bis` }).count(),
    'deleted list gone',
  ).toBe(0);
});

test('lists: a product with options (a meat cut) goes on a list with the cut chosen (360 px)', async ({
  page,
  goto,
  accounts,
}) => {
  // Issue 40: the list dialog asks for the product's options, as the add-to-cart flow does.
  const found = await (await page.request.get('/ebsn/api/products?q=scamone&page_size=20')).json();
  const product = (found.data.products as Product[]).find((p) => p.selectOptions.length > 0);
  expect(product, 'the demo catalogue has a cut of meat with options').toBeTruthy();
  await accounts.login(MARIO);
  await goto(`/product/${product?.slug}`);
  await heart(page).click();
  const dialog = page.getByRole('dialog', { name: SELECTOR });
  const cut = dialog.getByRole('radiogroup', { name: 'Taglio' });
  await expect(cut).toBeVisible();
  await expect(dialog.getByText('È necessario selezionare tutte le opzioni')).toBeVisible();
  const name = `Macelleria ${Date.now() % 100000}`;
  await dialog.getByRole('textbox', { name: 'Crea una nuova lista' }).fill(name);
  await dialog.getByRole('button', { name: 'CREA' }).click();
  const newList = dialog.getByRole('button', { name: new RegExp(escapeRegExp(name)) });
  await expect(newList).toBeVisible();
  expect(await newList.isDisabled(), 'no list takes the product before its cut is chosen').toBe(true);
  await cut.getByRole('radio', { name: 'A fette sottili' }).check();
  await shot(page, 'lists-selector-options-360', { fullPage: false });
  await axeCheck(page, 'list selector with options (360 px)');
  await newList.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Prodotti aggiunti alla lista "${name}": 1`).first()).toBeVisible();

  await goto('/profile/lists');
  await page.getByRole('link', { name: `Apri la lista ${name}` }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Taglio: A fette sottili')).toBeVisible();
  await shot(page, 'lists-line-options-360');
  await page.getByRole('button', { name: 'Elimina lista' }).click();
  await page
    .getByRole('dialog', { name: 'Eliminare la lista?' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(page).toHaveURL((u) => u.pathname === '/profile/lists');
});

test('lists: share a list read-only with the second demo customer, who sees it without edit controls (360 px)', async ({
  page,
  goto,
  accounts,
  outbox,
}) => {
  await accounts.login(MARIO);
  await goto('/profile/lists');
  await page.getByRole('link', { name: 'Apri la lista Grigliata di sabato' }).click();
  await expect(page.getByRole('heading', { name: 'Grigliata di sabato' })).toBeVisible();
  await page.getByRole('button', { name: 'Condividi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Condividi la lista' });
  await dialog.getByRole('textbox', { name: /E-mail del cliente/ }).fill(GIULIA);
  await dialog.getByRole('radio', { name: 'Solo lettura' }).check();
  await dialog.getByRole('button', { name: 'Condividi', exact: true }).click();
  await expect(dialog.getByText('Giulia Bianchi')).toBeVisible();
  await shot(page, 'lists-share-dialog-360', { fullPage: false });
  await axeCheck(page, 'share dialog (360 px)');
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await accounts.logout();

  await loginGiulia(page, goto, accounts, outbox);
  await goto('/profile/lists');
  await expect(page.getByRole('heading', { name: 'Condivise con te' })).toBeVisible();
  await expect(page.getByText('Condivisa da Mario Rossi').first()).toBeVisible();
  await shot(page, 'lists-shared-index-360');
  await page.getByRole('link', { name: 'Apri la lista Grigliata di sabato' }).click();
  await expect(page.getByRole('heading', { name: 'Grigliata di sabato' })).toBeVisible();
  await expect(page.getByText('Mario Rossi ha condiviso con te questa lista in sola lettura.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aggiungi tutto al carrello' })).toBeVisible();
  for (const control of ['Rinomina', 'Elimina lista', 'Esci dalla lista', 'Condividi']) {
    expect(await page.getByRole('button', { name: control, exact: true }).count(), `no «${control}»`).toBe(0);
  }
  expect(
    await page.getByRole('button', { name: /^Togli .* dalla lista$/ }).count(),
    'no remove buttons',
  ).toBe(0);
  expect(await page.getByRole('spinbutton').count(), 'no quantity steppers').toBe(0);
  await shot(page, 'lists-shared-readonly-360');
  await axeCheck(page, 'read-only shared list (360 px)');
});
