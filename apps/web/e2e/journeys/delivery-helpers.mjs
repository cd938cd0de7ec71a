// Shared steps of the delivery journeys (delivery-*.mjs). Not a journey itself.
import { assert } from '../lib/harness.mjs';
import { loginOnPage } from './account-helpers.mjs';

export const summaryButton = (page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /Scegli come ricevere la spesa|Cambia indirizzo o fascia oraria/ });

export const selectorDialog = (page) => page.getByRole('dialog', { name: 'Come vuoi ricevere la spesa?' });
export const timeslotDialog = (page) => page.getByRole('dialog', { name: 'Scegli la fascia oraria' });

/** Logs the shopper in and opens the address selector from the header summary; answers the dialog. */
export async function openSelectorAs(page, email) {
  await loginOnPage(page, email);
  await summaryButton(page).click();
  const dialog = selectorDialog(page);
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
  const slot = dialog
    .getByRole('button', { name: /^\d\d:\d\d-\d\d:\d\d, (Disponibile|Quasi esaurita)$/ })
    .first();
  const label = await slot.getAttribute('aria-label');
  const range = label.split(',')[0];
  await slot.click();
  await dialog.waitFor({ state: 'detached' });
  return range;
}

/** The header summary names the place and the slot's time range. */
export async function expectSummary(page, place, range) {
  const button = page.getByRole('banner').getByRole('button', { name: /Cambia indirizzo o fascia oraria/ });
  await button.waitFor();
  const name = await button.getAttribute('aria-label');
  assert(name.includes(place), `summary names ${place}: ${name}`);
  assert(name.includes(range), `summary names ${range}: ${name}`);
  const text = await button.innerText();
  assert(
    /(Oggi|[a-z]{3} \d{1,2} [a-z]{3}) \d\d:\d\d-\d\d:\d\d/.test(text),
    `summary shows the day and range: ${text}`,
  );
}
