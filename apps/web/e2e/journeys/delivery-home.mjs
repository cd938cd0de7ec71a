// Home delivery: log in, choose home delivery, add an address in a covered CAP (Como 22100),
// pick the first free slot, see the summary in the header (spec delivery sections 2 and 5).
import { DESKTOP, PHONE } from '../lib/browser.mjs';
import { assert, assertEqual, journey } from '../lib/harness.mjs';
import { loginOnPage, shot } from './account-helpers.mjs';
import {
  chooseFirstSlot,
  expectSummary,
  openSelectorAs,
  selectorDialog,
  summaryButton,
  timeslotDialog,
} from './delivery-helpers.mjs';

journey(
  'delivery: home delivery with a new address in Como and the first free slot (1280 px)',
  async ({ page }) => {
    const dialog = await openSelectorAs(page, 'mario.rossi@example.com');
    const width = (await dialog.boundingBox()).width;
    assert(width <= 700, `address dialog at most 700 px wide, got ${width}`);
    await dialog.getByRole('tab', { name: /Consegna a domicilio/ }).click();
    await dialog.getByRole('alert').filter({ hasText: 'aggiungi un indirizzo' }).waitFor();
    await shot(page, 'delivery-selector-empty-1280', { fullPage: false });
    await dialog.getByRole('link', { name: 'Aggiungi indirizzo' }).click();

    await page.waitForURL((url) => url.pathname === '/profile/addresses/manage');
    const main = page.locator('main');
    await main.getByRole('button', { name: 'Salva indirizzo' }).click();
    await main.getByText('Campo obbligatorio').first().waitFor();
    await main.getByLabel(/^Nome dell'indirizzo/).fill('Casa Como');
    await main.getByLabel(/^Via/).fill('Via Vittorio Emanuele II');
    await main.getByLabel(/^Civico/).fill('5');
    await main.getByLabel(/^Città/).fill('Como');
    await main.getByRole('combobox', { name: /Provincia/ }).click();
    await page.getByRole('option', { name: 'CO', exact: true }).click();
    await main.getByLabel(/^CAP/).fill('221');
    await main.getByLabel(/^Telefono/).fill('12');
    await main.getByRole('button', { name: 'Salva indirizzo' }).click();
    await main.getByText('Il CAP deve essere di 4 o 5 cifre').waitFor();
    await main.getByText('Digitare un numero di telefono valido').waitFor();
    await main.getByLabel(/^CAP/).fill('22100');
    await main.getByLabel(/^Telefono/).fill('031 2345678');
    await shot(page, 'delivery-address-form-1280');
    await main.getByRole('button', { name: 'Salva indirizzo' }).click();
    await page.getByText('Indirizzo salvato correttamente.').waitFor();

    // Back on the home page: the new address is chosen and the flow goes on to the slots.
    await page.waitForURL((url) => url.pathname === '/');
    const slots = timeslotDialog(page);
    await slots.waitFor();
    const slotsWidth = (await slots.boundingBox()).width;
    assert(slotsWidth <= 750, `timeslot dialog at most 750 px wide, got ${slotsWidth}`);
    await slots.getByText('Casa Como').first().waitFor();
    const firstTab = slots.getByRole('tab').first();
    assert(/^(Oggi|[a-z]{3} \d{1,2} [a-z]{3})$/.test((await firstTab.innerText()).trim()), 'day tab label');
    await shot(page, 'delivery-timeslots-1280', { fullPage: false });
    const range = await chooseFirstSlot(page);
    await expectSummary(page, 'Casa Como', range);
    await shot(page, 'delivery-summary-1280', { fullPage: false });

    // The summary opens the slots straight away; 'Modifica' there goes back to the addresses, and
    // choosing the address already chosen goes on to the slots instead of closing.
    await summaryButton(page).click();
    await slots.waitFor();
    assertEqual(await dialog.count(), 0, 'the summary opens the slots, not the addresses');
    await slots.getByRole('button', { name: 'Modifica servizio e indirizzo' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Scegli Casa Como' }).click();
    await slots.waitFor();
    await page.keyboard.press('Escape');
    await slots.waitFor({ state: 'detached' });
    assertEqual(await page.getByRole('dialog').count(), 0, 'Esc closes the slots');
  },
  { viewport: DESKTOP },
);

journey(
  'delivery: the header summary and the selector at 360 px',
  async ({ page }) => {
    await loginOnPage(page, 'mario.rossi@example.com');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Cambia indirizzo o fascia oraria/ })
      .waitFor();
    await shot(page, 'delivery-summary-360', { fullPage: false });
    await summaryButton(page).click();
    await timeslotDialog(page).getByRole('button', { name: 'Modifica servizio e indirizzo' }).click();
    await selectorDialog(page).waitFor();
    await shot(page, 'delivery-selector-360', { fullPage: false });
    await selectorDialog(page).getByRole('button', { name: 'Scegli Casa Como' }).click();
    // On to the slots, whether the address kept its slot or not.
    await timeslotDialog(page).waitFor();
    await shot(page, 'delivery-timeslots-360', { fullPage: false });
    await chooseFirstSlot(page);
    await selectorDialog(page).waitFor({ state: 'detached' });
  },
  { viewport: PHONE },
);
