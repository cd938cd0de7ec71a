// Store pickup: a second shopper picks a store and a slot; the store locator finds stores by
// town. Spec delivery sections 2 and 7 (store-proximity), storefront "Shopping dialog flow".
import { DESKTOP, PHONE } from '../lib/browser.mjs';
import { expect, test } from '../lib/fixtures';
import { shot } from '../lib/screenshots';
import {
  choiceName,
  chooseFirstSlot,
  expectSummary,
  openSelectorAs,
  timeslotDialog,
} from './delivery-helpers';

test.describe(() => {
  test.use({ viewport: PHONE });

  test('delivery: store pickup and a slot (360 px)', async ({ page, accounts }) => {
    const dialog = await openSelectorAs({ page, accounts }, 'ristorante@example.com');
    await dialog.getByRole('tab', { name: /Ritiro in negozio/ }).click();
    await dialog.getByLabel('Cerca un indirizzo').fill('como');
    const choice = dialog.getByRole('button', { name: /^Scegli / }).first();
    const name = await choiceName(choice);
    await shot(page, 'delivery-pickup-list-360', { fullPage: false });
    await choice.click();
    await expect(timeslotDialog(page)).toBeVisible();
    await shot(page, 'delivery-pickup-timeslots-360', { fullPage: false });
    const range = await chooseFirstSlot(page);
    await expectSummary(page, name, range);
    await shot(page, 'delivery-pickup-summary-360', { fullPage: false });
  });
});

test.describe(() => {
  test.use({ viewport: DESKTOP });

  test('delivery: store locator by town, hours and services (1280 px)', async ({ page, goto }) => {
    await goto('/store-locator');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: 'Tutti i negozi' })).toBeVisible();
    await main.getByLabel('Città o CAP').fill('Bergamo');
    await main.getByRole('button', { name: 'Cerca' }).click();
    await expect(main.getByRole('heading', { name: 'Negozi più vicini a Bergamo' })).toBeVisible();
    const first = main.getByRole('article').first();
    await expect(first, 'the nearest store is in Bergamo').toContainText('Bergamo', { useInnerText: true });
    await expect(first.getByText('(oggi)')).toBeVisible();
    await expect(first.getByText('Ritiro in negozio')).toBeVisible();
    await shot(page, 'delivery-store-locator-1280');
    await main.getByLabel('Città o CAP').fill('Palermo');
    await main.getByRole('button', { name: 'Cerca' }).click();
    await expect(main.getByText(/Non abbiamo negozi a «Palermo»/)).toBeVisible();
  });
});

test.describe(() => {
  test.use({ viewport: PHONE });

  test('delivery: store locator at 360 px', async ({ page, goto }) => {
    await goto('/store-locator');
    await page.locator('main').getByLabel('Città o CAP').fill('22100');
    await page.locator('main').getByRole('button', { name: 'Cerca' }).click();
    await expect(
      page.locator('main').getByRole('heading', { name: 'Negozi più vicini a 22100' }),
    ).toBeVisible();
    await shot(page, 'delivery-store-locator-360', { fullPage: false });
  });
});
