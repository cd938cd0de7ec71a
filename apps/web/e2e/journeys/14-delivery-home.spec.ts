// Home delivery: log in, choose home delivery, add an address in a covered CAP (Como 22100),
// pick the first free slot, see the summary in the header (spec delivery sections 2 and 5).
import { DESKTOP, PHONE } from '../lib/browser.mjs';
import { expect, test } from '../lib/fixtures';
import { shot } from '../lib/screenshots';
import {
  chooseFirstSlot,
  expectSummary,
  openSelectorAs,
  selectorDialog,
  summaryButton,
  timeslotDialog,
} from './delivery-helpers';

test.describe(() => {
  test.use({ viewport: DESKTOP });

  test('delivery: home delivery with a new address in Como and the first free slot (1280 px)', async ({
    page,
    accounts,
  }) => {
    const dialog = await openSelectorAs({ page, accounts }, 'mario.rossi@example.com');
    const width = (await dialog.boundingBox())?.width ?? Infinity;
    expect(width, `address dialog at most 700 px wide, got ${width}`).toBeLessThanOrEqual(700);
    await dialog.getByRole('tab', { name: /Consegna a domicilio/ }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'aggiungi un indirizzo' })).toBeVisible();
    await shot(page, 'delivery-selector-empty-1280', { fullPage: false });
    await dialog.getByRole('link', { name: 'Aggiungi indirizzo' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/profile/addresses/manage');
    const main = page.locator('main');
    await main.getByRole('button', { name: 'Salva indirizzo' }).click();
    await expect(main.getByText('Campo obbligatorio').first()).toBeVisible();
    await main.getByLabel(/^Nome dell'indirizzo/).fill('Casa Como');
    await main.getByLabel(/^Via/).fill('Via Vittorio Emanuele II');
    await main.getByLabel(/^Civico/).fill('5');
    await main.getByLabel(/^Città/).fill('Como');
    await main.getByRole('combobox', { name: /Provincia/ }).click();
    await page.getByRole('option', { name: 'CO', exact: true }).click();
    await main.getByLabel(/^CAP/).fill('221');
    await main.getByLabel(/^Telefono/).fill('12');
    await main.getByRole('button', { name: 'Salva indirizzo' }).click();
    await expect(main.getByText('Il CAP deve essere di 4 o 5 cifre')).toBeVisible();
    await expect(main.getByText('Digitare un numero di telefono valido')).toBeVisible();
    await main.getByLabel(/^CAP/).fill('22100');
    await main.getByLabel(/^Telefono/).fill('031 2345678');
    await shot(page, 'delivery-address-form-1280');
    await main.getByRole('button', { name: 'Salva indirizzo' }).click();
    await expect(page.getByText('Indirizzo salvato correttamente.')).toBeVisible();

    // Back on the home page: the new address is chosen and the flow goes on to the slots.
    await expect(page).toHaveURL((url) => url.pathname === '/');
    const slots = timeslotDialog(page);
    await expect(slots).toBeVisible();
    const slotsWidth = (await slots.boundingBox())?.width ?? Infinity;
    expect(slotsWidth, `timeslot dialog at most 750 px wide, got ${slotsWidth}`).toBeLessThanOrEqual(750);
    await expect(slots.getByText('Casa Como').first()).toBeVisible();
    const firstTab = slots.getByRole('tab').first();
    expect((await firstTab.innerText()).trim(), 'day tab label').toMatch(
      /^(Oggi|[a-z]{3} \d{1,2} [a-z]{3})$/,
    );
    await shot(page, 'delivery-timeslots-1280', { fullPage: false });
    const range = await chooseFirstSlot(page);
    await expectSummary(page, 'Casa Como', range);
    await shot(page, 'delivery-summary-1280', { fullPage: false });

    // The summary opens the slots straight away; 'Modifica' there goes back to the addresses, and
    // choosing the address already chosen goes on to the slots instead of closing.
    await summaryButton(page).click();
    await expect(slots).toBeVisible();
    expect(await dialog.count(), 'the summary opens the slots, not the addresses').toBe(0);
    await slots.getByRole('button', { name: 'Modifica servizio e indirizzo' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Scegli Casa Como' }).click();
    await expect(slots).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(slots).toHaveCount(0);
    expect(await page.getByRole('dialog').count(), 'Esc closes the slots').toBe(0);
  });
});

test.describe(() => {
  test.use({ viewport: PHONE });

  test('delivery: the header summary and the selector at 360 px', async ({ page, accounts }) => {
    await accounts.login('mario.rossi@example.com');
    await expect(
      page.getByRole('banner').getByRole('button', { name: /Cambia indirizzo o fascia oraria/ }),
    ).toBeVisible();
    await shot(page, 'delivery-summary-360', { fullPage: false });
    await summaryButton(page).click();
    await timeslotDialog(page).getByRole('button', { name: 'Modifica servizio e indirizzo' }).click();
    await expect(selectorDialog(page)).toBeVisible();
    await shot(page, 'delivery-selector-360', { fullPage: false });
    await selectorDialog(page).getByRole('button', { name: 'Scegli Casa Como' }).click();
    // On to the slots, whether the address kept its slot or not.
    await expect(timeslotDialog(page)).toBeVisible();
    await shot(page, 'delivery-timeslots-360', { fullPage: false });
    await chooseFirstSlot(page);
    await expect(selectorDialog(page)).toHaveCount(0);
  });
});
