// Store pickup: a second shopper picks a store and a slot; the store locator finds stores by
// town. Spec delivery sections 2 and 7 (store-proximity), storefront "Shopping dialog flow".
import { DESKTOP, PHONE } from '../lib/browser.mjs';
import { assert, journey } from '../lib/harness.mjs';
import { shot } from './account-helpers.mjs';
import {
  choiceName,
  chooseFirstSlot,
  expectSummary,
  openSelectorAs,
  timeslotDialog,
} from './delivery-helpers.mjs';

journey(
  'delivery: store pickup and a slot (360 px)',
  async ({ page }) => {
    const dialog = await openSelectorAs(page, 'ristorante@example.com');
    await dialog.getByRole('tab', { name: /Ritiro in negozio/ }).click();
    await dialog.getByLabel('Cerca un indirizzo').fill('como');
    const choice = dialog.getByRole('button', { name: /^Scegli / }).first();
    const name = await choiceName(choice);
    await shot(page, 'delivery-pickup-list-360', { fullPage: false });
    await choice.click();
    await timeslotDialog(page).waitFor();
    await shot(page, 'delivery-pickup-timeslots-360', { fullPage: false });
    const range = await chooseFirstSlot(page);
    await expectSummary(page, name, range);
    await shot(page, 'delivery-pickup-summary-360', { fullPage: false });
  },
  { viewport: PHONE },
);

journey(
  'delivery: store locator by town, hours and services (1280 px)',
  async ({ page }) => {
    await page.goto('/store-locator');
    const main = page.locator('main');
    await main.getByRole('heading', { name: 'Tutti i negozi' }).waitFor();
    await main.getByLabel('Città o CAP').fill('Bergamo');
    await main.getByRole('button', { name: 'Cerca' }).click();
    await main.getByRole('heading', { name: 'Negozi più vicini a Bergamo' }).waitFor();
    const first = main.getByRole('article').first();
    assert((await first.innerText()).includes('Bergamo'), 'the nearest store is in Bergamo');
    await first.getByText('(oggi)').waitFor();
    await first.getByText('Ritiro in negozio').waitFor();
    await shot(page, 'delivery-store-locator-1280');
    await main.getByLabel('Città o CAP').fill('Palermo');
    await main.getByRole('button', { name: 'Cerca' }).click();
    await main.getByText(/Non abbiamo negozi a «Palermo»/).waitFor();
  },
  { viewport: DESKTOP },
);

journey(
  'delivery: store locator at 360 px',
  async ({ page }) => {
    await page.goto('/store-locator');
    await page.locator('main').getByLabel('Città o CAP').fill('22100');
    await page.locator('main').getByRole('button', { name: 'Cerca' }).click();
    await page.locator('main').getByRole('heading', { name: 'Negozi più vicini a 22100' }).waitFor();
    await shot(page, 'delivery-store-locator-360', { fullPage: false });
  },
  { viewport: PHONE },
);
