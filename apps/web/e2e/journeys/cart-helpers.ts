// Shared steps of the cart journeys, also used by the checkout journeys. Not a journey file.
import type { Page } from '@playwright/test';
import type { Product } from '../lib/data';
import { expect, gotoHydrated } from '../lib/fixtures';
import { chooseFirstSlot, selectorDialog, timeslotDialog } from './delivery-helpers';

export const ADDED = 'Prodotto aggiunto al carrello';

/** The product page's own 'Aggiungi' (the cards below have theirs). */
export const productAdd = (page: Page) =>
  page.locator('main').getByRole('button', { name: 'Aggiungi', exact: true }).first();
/** The header's cart button ('Carrello, 3 prodotti'). */
export const badge = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Carrello, / });

/** Waits for the add-to-cart success toast and lets it go, so the next one is a new one. */
export async function expectAdded(page: Page) {
  const toast = page.getByText(ADDED).first();
  await expect(toast).toBeVisible();
  // Gone by itself after a few seconds; should it stay, the next add's toast is still a new one.
  await toast.waitFor({ state: 'detached', timeout: 8000 }).catch(() => {});
}

/**
 * After Aggiungi: without a place chosen yet (a fresh database) the flow opens the delivery choice
 * first (a pickup store, then the first slot), then adds; with one, it adds at once.
 */
export async function placeIfAsked(page: Page) {
  const selector = selectorDialog(page);
  const slots = timeslotDialog(page);
  await expect(selector.or(slots).or(page.getByText(ADDED).first())).toBeVisible();
  if (await selector.isVisible()) {
    await selector.getByRole('tab', { name: /Ritiro in negozio/ }).click();
    await selector
      .getByRole('button', { name: /^Scegli / })
      .first()
      .click();
  }
  if (await selector.or(slots).isVisible()) await chooseFirstSlot(page);
}

/** Adds `product` from its page, choosing a place first if asked. */
export async function addWithPlace(page: Page, product: Product) {
  await gotoHydrated(page, `/product/${product.slug}`);
  await productAdd(page).click();
  await placeIfAsked(page);
  await expectAdded(page);
}

/** Adds `product` from its page (the place is chosen already). */
export async function addFromProductPage(page: Page, product: Product) {
  await gotoHydrated(page, `/product/${product.slug}`);
  await productAdd(page).click();
  await expectAdded(page);
}
