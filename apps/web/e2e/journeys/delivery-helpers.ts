// Shared steps of the delivery journeys (and of those that need a place and a slot first).
// Not a journey file itself.
import type { Locator, Page } from '@playwright/test';
import { expect, type Accounts } from '../lib/fixtures';

export const summaryButton = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /Scegli come ricevere la spesa|Cambia indirizzo o fascia oraria/ });

export const selectorDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Come vuoi ricevere la spesa?' });
export const timeslotDialog = (page: Page) => page.getByRole('dialog', { name: 'Scegli la fascia oraria' });

/** The name shown on an address or store button of the selector ('Scegli ' is for screen readers). */
export async function choiceName(button: Locator): Promise<string> {
  return ((await button.locator('.MuiTypography-root').first().textContent()) ?? '')
    .replace(/^Scegli\s+/, '')
    .trim();
}

/** Logs the shopper in and opens the address selector from the header summary; answers the dialog. */
export async function openSelectorAs({ page, accounts }: { page: Page; accounts: Accounts }, email: string) {
  await accounts.login(email);
  await page.waitForLoadState('networkidle'); // the cart: the summary knows the chosen place
  await summaryButton(page).click();
  // With a place already chosen the summary opens the slots; 'Modifica' leads to the selector.
  const dialog = selectorDialog(page);
  const slots = timeslotDialog(page);
  await expect(dialog.or(slots)).toBeVisible();
  if (await slots.isVisible())
    await slots.getByRole('button', { name: 'Modifica servizio e indirizzo' }).click();
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The e2e server runs on the real clock: take the first choosable slot of the day shown. */
export async function chooseFirstSlot(page: Page): Promise<string> {
  const dialog = timeslotDialog(page);
  await expect(dialog).toBeVisible();
  const legend = dialog.getByRole('region', { name: 'Legenda' });
  await expect(legend).toBeVisible();
  for (const state of ['Disponibile', 'Quasi esaurita', 'Non disponibile', 'Selezionata'])
    await expect(legend.getByText(state, { exact: true })).toBeVisible();
  // Named 'lunedì 24 novembre, 10:00-12:00 Disponibile': the day, the range, the state.
  const slot = dialog
    .getByRole('button', {
      name: /^[a-zì]+ \d{1,2} [a-z]+, \d\d:\d\d-\d\d:\d\d (Disponibile|Quasi esaurita)$/,
    })
    .first();
  // The real clock: late in the day, or with today's last slot already taken, the day shown may
  // have nothing left to choose; then the next days, as a shopper would.
  const days = dialog.getByRole('tab');
  for (let next = 1; next < (await days.count()); next++) {
    if (
      await slot.waitFor({ timeout: 2000 }).then(
        () => true,
        () => false,
      )
    )
      break;
    await days.nth(next).click();
  }
  const range = ((await slot.textContent()) ?? '').match(/\d\d:\d\d-\d\d:\d\d/)?.[0];
  expect(range, 'a slot with its time range').toBeTruthy();
  await slot.click();
  await expect(dialog).toHaveCount(0);
  return range as string;
}

/** The header summary names the place and the slot's time range. */
export async function expectSummary(page: Page, place: string, range: string) {
  const button = page.getByRole('banner').getByRole('button', { name: /Cambia indirizzo o fascia oraria/ });
  await expect(button).toBeVisible();
  // Named by its content: place and slot as shown, then the service and what it does.
  await expect(button, `summary names ${place}`).toContainText(place);
  await expect(button, `summary names ${range}`).toContainText(range);
  await expect(button, 'summary shows the day and range').toHaveText(
    /(Oggi|[a-z]{3} \d{1,2} [a-z]{3}) \d\d:\d\d-\d\d:\d\d/,
    { useInnerText: true },
  );
}

/** A logged-in shopper with a place and a slot: a store pickup and its first slot when none yet. */
export async function ensurePickupSlot(page: Page) {
  await expect(summaryButton(page)).toBeVisible();
  await page.waitForLoadState('networkidle'); // the cart, and so the summary's text, has loaded
  if (((await summaryButton(page).textContent()) ?? '').includes('Scegli come ricevere la spesa')) {
    await summaryButton(page).click();
    const dialog = selectorDialog(page);
    await dialog.getByRole('tab', { name: /Ritiro in negozio/ }).click();
    await dialog
      .getByRole('button', { name: /^Scegli / })
      .first()
      .click();
  } else {
    await summaryButton(page).click();
  }
  const slots = timeslotDialog(page);
  await expect(slots).toBeVisible();
  // The legend comes with the slots, and the day shown first is the chosen slot's, if any.
  await expect(slots.getByRole('region', { name: 'Legenda' })).toBeVisible();
  const chosen = slots.getByRole('button', { name: / Selezionata$/ });
  if ((await chosen.count()) === 0) await chooseFirstSlot(page);
  else {
    await page.keyboard.press('Escape');
    await expect(slots).toHaveCount(0);
  }
}
