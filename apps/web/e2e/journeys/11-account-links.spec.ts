// The e-mailed links that end sessions, opened in the browser that is logged in: confirming a
// new e-mail address (every session of the account ends) and deleting the account from the
// link of the deletion mail after logging in again.
import { PHONE } from '../lib/browser.mjs';
import { expect, linkIn, type Outbox, submitCredentials, test } from '../lib/fixtures';
import { shot } from '../lib/screenshots';

const PASSWORD = 'Pane-e-Burro-42';

/** A confirmed private account made through the API (the registration UI has its own journey). */
async function newAccount(baseURL: string, outbox: Outbox, email: string) {
  const headers = { 'Content-Type': 'application/json', 'X-Ebsn-Client': 'site', Origin: baseURL };
  const res = await fetch(`${baseURL}/ebsn/api/registration/register_user`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      userTypeId: '1',
      email,
      password: PASSWORD,
      firstName: 'Sara',
      lastName: 'Galli',
      fiscalCode: 'RSSMRA80A01H501U',
      phone: '3201234567',
      disclaimers: [
        { registrationDisclaimerId: 1, value: true },
        { registrationDisclaimerId: 2, value: true },
      ],
    }),
  });
  const body = await res.json();
  expect(body.response.status, `registration: ${JSON.stringify(body.response)}`).toBe(0);
  const mail = await outbox.latest(email, 'Conferma la tua registrazione');
  const link = new URL(linkIn(mail, '/registration-confirm'), baseURL);
  const q = new URLSearchParams({
    e_mail: link.searchParams.get('e_mail') ?? email,
    reg_control_code: link.searchParams.get('reg_control_code') ?? '',
  });
  const confirmed = await fetch(`${baseURL}/ebsn/api/registration/registration_confirm?${q}`, { headers });
  expect((await confirmed.json()).response.status, 'confirmation').toBe(0);
}

test.use({ viewport: PHONE });

test('account: confirm a new e-mail from its link, then delete the account from the mailed link (360 px)', async ({
  page,
  goto,
  accounts,
  outbox,
  baseURL,
}) => {
  const stamp = Date.now();
  const email = `sara.galli.${stamp}@example.com`;
  const newEmail = `sara.g.${stamp}@example.com`;
  const main = page.locator('main');
  const expired = page.getByText('La sessione è scaduta');
  await newAccount(baseURL as string, outbox, email);
  await accounts.login(email, PASSWORD);

  await goto('/profile/security');
  const since = await outbox.lastId();
  await main.getByRole('textbox', { name: /^Nuovo indirizzo e-mail/ }).fill(newEmail);
  await main.getByRole('button', { name: 'Invia il link di conferma' }).click();
  await expect(main.getByText(/Ti abbiamo inviato un'e-mail al nuovo indirizzo/)).toBeVisible();
  const change = await outbox.latest(newEmail, 'Conferma il nuovo indirizzo', { after: since });

  // Opened in the same, logged-in browser: the API ends the account's sessions while the page's
  // own requests (header, current user) are in flight. No "session expired" notice, no hang.
  await goto(linkIn(change, '/profile/update-email'));
  await expect(
    main.getByText('Indirizzo e-mail aggiornato. Accedi di nuovo con il nuovo indirizzo.'),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Accedi' }).first()).toBeVisible();
  // Kept on purpose: what is checked is that no notice comes, so the requests still in flight
  // are given a moment to answer (and a notice to show) first.
  await page.waitForTimeout(500);
  expect(await expired.count(), 'session-expired notices').toBe(0);
  await shot(page, 'account-update-email-done-360');

  // The old address no longer logs in; the new one does.
  await main.getByRole('link', { name: 'Accedi' }).click();
  await submitCredentials(main, email, PASSWORD);
  await expect(main.getByRole('alert').filter({ hasText: 'Credenziali Errate' })).toBeVisible();
  await accounts.login(newEmail, PASSWORD);

  // Deletion: the code is asked for on the profile, the link of the mail is opened instead.
  await goto('/profile/privacy');
  await main.getByRole('button', { name: 'Elimina il mio account' }).click();
  const dialog = page.getByRole('dialog', { name: /Eliminare definitivamente/ });
  const beforeCode = await outbox.lastId();
  await dialog.getByRole('button', { name: 'Invia il codice' }).click();
  await expect(dialog.getByRole('textbox', { name: /Codice di conferma/ })).toBeVisible();
  const erase = await outbox.latest(newEmail, 'cancellazione', { after: beforeCode });
  await goto(linkIn(erase, '/profile/anonymize'));
  const code = main.getByRole('textbox', { name: /Codice di conferma/ });
  expect((await code.inputValue()).length, 'code filled from the link').toBeGreaterThan(0);
  await main.getByRole('checkbox', { name: /operazione non si può annullare/ }).check();
  await main.getByRole('button', { name: 'Elimina definitivamente' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Il tuo account e i tuoi dati personali sono stati cancellati.')).toBeVisible();
  // Kept on purpose, as above: no notice comes after the deletion either.
  await page.waitForTimeout(500);
  expect(await expired.count(), 'session-expired notices').toBe(0);
  expect(await accounts.button.count(), 'logged out').toBe(0);
});
