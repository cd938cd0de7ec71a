// Price lists (issue 43): the proposer creates a proposal starting today, adds a price to it from
// a product card and sends it to validation; the approver approves it, which publishes it at once
// (its start has come); the business customer then pays that price for the product. Pictures at
// 1280 and 360 px.
import type { Page } from '@playwright/test';
import { PHONE } from '../lib/browser.mjs';
import { check as axeCheck } from '../lib/axe';
import type { Product } from '../lib/data';
import { escapeRegExp, expect, test } from '../lib/fixtures';
import { shot } from '../lib/screenshots';
import { expectAdded, placeIfAsked, productAdd } from './cart-helpers';

const PROPOSER = 'listini@example.com';
const APPROVER = 'approvatore@example.com';
const CUSTOMER = 'ristorante@example.com';
/** The business customer's own list (the seeds): it comes before its group's. */
const OWN_LIST = 'Ristorante Il Gusto';

/** 1,23 € as the shop writes it (a no-break space or none before the symbol). */
const euroText = (cents: number) => new RegExp(`${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}\\s?€`);

/** The product's card, by its code: two products of the demo may share a name. */
const cardOf = (page: Page, product: Product) =>
  page.getByRole('article', { name: product.name, exact: true }).filter({ hasText: `Cod. ${product.codInt}` });

/** Opens the header's account menu and follows one of its entries. */
async function fromAccountMenu(page: Page, entry: string) {
  await page.getByRole('banner').getByRole('button', { name: /^Account di/ }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/** A picture at phone width too, then back to the desktop's. */
async function shotBoth(page: Page, name: string, options?: { fullPage: boolean }) {
  await shot(page, `${name}-1280`, options);
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-360`, options);
  if (desktop) await page.setViewportSize(desktop);
}

test('price lists: a proposal from a product card, approved and published, gives the customer its price', async ({
  page,
  goto,
  accounts,
  data,
}) => {
  const product = data.pezzo;
  // Well under the shop's price, so the customer's new price cannot be one they saw before.
  const cents = Math.max(1, Math.round(product.priceDisplay * 100 * 0.37));
  const typed = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
  const name = `Il Gusto ${Date.now() % 100000}`;

  // The proposer: the account menu leads to the proposals, grouped by state.
  await accounts.login(PROPOSER);
  await fromAccountMenu(page, 'Proposte di listino');
  await expect(page).toHaveURL((u) => u.pathname === '/profile/price-lists');
  await expect(page.getByRole('heading', { name: 'Proposte di listino' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Pubblicata \(\d+\)$/ })).toBeVisible();
  await shotBoth(page, 'pricelists-index');
  await axeCheck(page, 'price-list proposals');

  // A new proposal for the customer's own list, valid from today (the form's default).
  await page.getByRole('button', { name: 'Crea una proposta di listino' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nuova proposta di listino' });
  await form.getByRole('button', { name: 'Crea' }).click();
  await expect(form.getByText('Campo obbligatorio').first()).toBeVisible();
  await form.getByRole('textbox', { name: /Nome della proposta/ }).fill(name);
  await form.getByRole('combobox', { name: /^Listino\W*$/ }).selectOption({ label: OWN_LIST });
  await expect(form.getByLabel(/Valida dal/)).not.toHaveValue('');
  await shotBoth(page, 'pricelists-create', { fullPage: false });
  await axeCheck(page, 'new proposal dialog');
  await form.getByRole('button', { name: 'Crea' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('La proposta non ha ancora prezzi', { exact: false })).toBeVisible();

  // From the product's card in the search results: the dialog shows the current price.
  await goto(`/search?q=${encodeURIComponent(product.name)}`);
  const card = cardOf(page, product);
  await card.getByRole('button', { name: `Aggiungi ${product.name} a un listino`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi al listino' });
  await dialog.getByRole('combobox', { name: /Proposta di listino/ }).selectOption({ label: `${name} (${OWN_LIST})` });
  await expect(dialog.getByText(/^Prezzo attuale: /)).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Conferma' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Nuovo prezzo/ }).fill('0');
  await expect(dialog.getByText('Accetta solo numeri interi o decimali separati da virgola > 0')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Nuovo prezzo/ }).fill(typed);
  await shotBoth(page, 'pricelists-add-dialog', { fullPage: false });
  await axeCheck(page, 'add-to-price-list dialog');
  await confirm.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(new RegExp(`prezzo ${euroText(cents).source} nella proposta "${escapeRegExp(name)}"`)).first()).toBeVisible();

  // The proposal's page lists the price; it goes to validation and is then read-only.
  await goto('/profile/price-lists');
  await page.getByRole('link', { name: `Apri la proposta ${name}` }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const prices = page.getByRole('region', { name: /^Prezzi della proposta/ });
  await expect(prices.getByText(product.name, { exact: true })).toBeVisible();
  await expect(prices.getByText(euroText(cents))).toBeVisible();
  await shotBoth(page, 'pricelists-proposal');
  await axeCheck(page, 'proposal page');
  await page.getByRole('button', { name: 'Invia in validazione' }).click();
  await page
    .getByRole('dialog', { name: 'Inviare la proposta in validazione?' })
    .getByRole('button', { name: 'Invia in validazione' })
    .click();
  await expect(page.getByText('In validazione', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Cambia il prezzo/ })).toHaveCount(0);
  await accounts.logout();

  // The approver approves it: its start is today, so it is published at once.
  await accounts.login(APPROVER);
  await fromAccountMenu(page, 'Approvazione listini');
  await expect(page.getByRole('heading', { name: 'Approvazione listini' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Apri la proposta ${name}` })).toBeVisible();
  await shotBoth(page, 'pricelists-approvals');
  await axeCheck(page, 'approvals');
  await page.getByRole('button', { name: `Approva ${name}` }).click();
  await expect(page.getByText(`Proposta "${name}" approvata: Pubblicata`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: `Apri la proposta ${name}` })).toHaveCount(0);
  await accounts.logout();

  // The business customer pays the new price: on the product's card in the search results and on
  // its page, both reached within the shop.
  await accounts.login(CUSTOMER);
  await goto('/');
  const box = page.getByRole('combobox', { name: 'Cerca prodotti' }).first();
  await box.fill(product.name);
  await box.press('Enter');
  await expect(page).toHaveURL((u) => u.pathname === '/search');
  const found = cardOf(page, product);
  await expect(found.getByText(euroText(cents))).toBeVisible();
  // Customers have no price-list role: no such button for them.
  await expect(page.getByRole('button', { name: /a un listino$/ })).toHaveCount(0);
  await found.getByRole('link', { name: product.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.locator('main').getByText(euroText(cents)).first()).toBeVisible();
  await shotBoth(page, 'pricelists-customer-price', { fullPage: false });

  // And pays it: the cart's line is priced at the list's price.
  await productAdd(page).click();
  await placeIfAsked(page);
  await expectAdded(page);
  await goto('/cart');
  const line = page.locator('main').getByRole('listitem').filter({ hasText: product.name }).first();
  await expect(line.getByText(euroText(cents)).first()).toBeVisible();
});
