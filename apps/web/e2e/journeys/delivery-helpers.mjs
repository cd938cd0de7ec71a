// Shared steps of the delivery journeys (delivery-*.mjs). Not a journey itself.
import { assert } from '../lib/harness.mjs';
import { loginOnPage } from './account-helpers.mjs';

export const summaryButton = (page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /Scegli come ricevere la spesa|Cambia indirizzo o fascia oraria/ });

export const selectorDialog = (page) => page.getByRole('dialog', { name: 'Come vuoi ricevere la spesa?' });
export const timeslotDialog = (page) => page.getByRole('dialog', { name: 'Scegli la fascia oraria' });

/** The name shown on an address or store button of the selector ('Scegli ' is for screen readers). */
export async function choiceName(button) {
  return (await button.locator('.MuiTypography-root').first().textContent()).replace(/^Scegli\s+/, '').trim();
}

/** Logs the shopper in and opens the address selector from the header summary; answers the dialog. */
export async function openSelectorAs(page, email) {
  await loginOnPage(page, email);
  await page.waitForLoadState('networkidle'); // the cart: the summary knows the chosen place
  await summaryButton(page).click();
  // With a place already chosen the summary opens the slots; 'Modifica' leads to the selector.
  const dialog = selectorDialog(page);
  const slots = timeslotDialog(page);
  await dialog.or(slots).waitFor();
  if (await slots.isVisible())
    await slots.getByRole('button', { name: 'Modifica servizio e indirizzo' }).click();
  await dialog.waitFor();
  return dialog;
}

/** The e2e server runs on the real clock: take the first choosable slot of the day shown. */
export async function chooseFirstSlot(page) {
  const dialog = timeslotDialog(page);
  await dialog.waitFor();
  const legend = dialog.getByRole('region', { name: 'Legenda' });
  await legend.waitFor();
  for (const state of ['Disponibile', 'Quasi esaurita', 'Non disponibile', 'Selezionata'])
    await legend.getByText(state, { exact: true }).waitFor();
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
    if (await slot.waitFor({ timeout: 2000 }).then(() => true, () => false)) break;
    await days.nth(next).click();
  }
  const range = (await slot.textContent()).match(/\d\d:\d\d-\d\d:\d\d/)[0];
  await slot.click();
  await dialog.waitFor({ state: 'detached' });
  return range;
}

/** The header summary names the place and the slot's time range. */
export async function expectSummary(page, place, range) {
  const button = page.getByRole('banner').getByRole('button', { name: /Cambia indirizzo o fascia oraria/ });
  await button.waitFor();
  // Named by its content: place and slot as shown, then the service and what it does.
  const name = await button.textContent();
  assert(name.includes(place), `summary names ${place}: ${name}`);
  assert(name.includes(range), `summary names ${range}: ${name}`);
  const text = await button.innerText();
  assert(
    /(Oggi|[a-z]{3} \d{1,2} [a-z]{3}) \d\d:\d\d-\d\d:\d\d/.test(text),
    `summary shows the day and range: ${text}`,
  );
}

/** A logged-in shopper with a place and a slot: a store pickup and its first slot when none yet. */
export async function ensurePickupSlot(page) {
  await summaryButton(page).waitFor();
  await page.waitForLoadState('networkidle'); // the cart, and so the summary's text, has loaded
  if ((await summaryButton(page).textContent()).includes('Scegli come ricevere la spesa')) {
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
  await slots.waitFor();
  const chosen = slots.getByRole('button', { name: / Selezionata$/ });
  await page.waitForTimeout(300);
  if ((await chosen.count()) === 0) await chooseFirstSlot(page);
  else {
    await page.keyboard.press('Escape');
    await slots.waitFor({ state: 'detached' });
  }
}
