// The e-mailed links that end sessions, opened in the browser that is logged in: confirming a
// new e-mail address (every session of the account ends) and deleting the account from the
// link of the deletion mail after logging in again.
import { PHONE } from '../lib/browser.mjs';
import { assertEqual, journey } from '../lib/harness.mjs';
import {
  accountButton,
  lastMailId,
  latestMail,
  linkIn,
  loginOnPage,
  shot,
  submitCredentials,
} from './account-helpers.mjs';

const PASSWORD = 'Pane-e-Burro-42';

/** A confirmed private account made through the API (the registration UI has its own journey). */
async function newAccount(baseURL, email) {
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
  if (body.response.status !== 0) throw new Error(`registration: ${JSON.stringify(body.response)}`);
  const mail = await latestMail(baseURL, email, 'Conferma la tua registrazione');
  const link = new URL(linkIn(mail, '/registration-confirm'), baseURL);
  const q = new URLSearchParams({
    e_mail: link.searchParams.get('e_mail') ?? email,
    reg_control_code: link.searchParams.get('reg_control_code') ?? '',
  });
  const confirmed = await fetch(`${baseURL}/ebsn/api/registration/registration_confirm?${q}`, { headers });
  if ((await confirmed.json()).response.status !== 0) throw new Error('confirmation failed');
}

journey(
  'account: confirm a new e-mail from its link, then delete the account from the mailed link (360 px)',
  async ({ page, baseURL }) => {
    const stamp = Date.now();
    const email = `sara.galli.${stamp}@example.com`;
    const newEmail = `sara.g.${stamp}@example.com`;
    const main = page.locator('main');
    await newAccount(baseURL, email);
    await loginOnPage(page, email, PASSWORD);

    await page.goto('/profile/security');
    const since = await lastMailId(baseURL);
    await main.getByRole('textbox', { name: /^Nuovo indirizzo e-mail/ }).fill(newEmail);
    await main.getByRole('button', { name: 'Invia il link di conferma' }).click();
    await main.getByText(/Ti abbiamo inviato un'e-mail al nuovo indirizzo/).waitFor();
    const change = await latestMail(baseURL, newEmail, 'Conferma il nuovo indirizzo', { after: since });

    // Opened in the same, logged-in browser: the API ends the account's sessions while the page's
    // own requests (header, current user) are in flight. No "session expired" notice, no hang.
    await page.goto(linkIn(change, '/profile/update-email'));
    await main.getByText('Indirizzo e-mail aggiornato. Accedi di nuovo con il nuovo indirizzo.').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Accedi' }).first().waitFor();
    await page.waitForTimeout(500);
    assertEqual(await page.getByText('La sessione è scaduta').count(), 0, 'session-expired notices');
    await shot(page, 'account-update-email-done-360');

    // The old address no longer logs in; the new one does.
    await main.getByRole('link', { name: 'Accedi' }).click();
    await submitCredentials(main, email, PASSWORD);
    await main.getByRole('alert').filter({ hasText: 'Credenziali Errate' }).waitFor();
    await loginOnPage(page, newEmail, PASSWORD);

    // Deletion: the code is asked for on the profile, the link of the mail is opened instead.
    await page.goto('/profile/privacy');
    await main.getByRole('button', { name: 'Elimina il mio account' }).click();
    const dialog = page.getByRole('dialog', { name: /Eliminare definitivamente/ });
    const beforeCode = await lastMailId(baseURL);
    await dialog.getByRole('button', { name: 'Invia il codice' }).click();
    await dialog.getByRole('textbox', { name: /Codice di conferma/ }).waitFor();
    const erase = await latestMail(baseURL, newEmail, 'cancellazione', { after: beforeCode });
    await page.goto(linkIn(erase, '/profile/anonymize'));
    const code = main.getByRole('textbox', { name: /Codice di conferma/ });
    assertEqual((await code.inputValue()).length > 0, true, 'code filled from the link');
    await main.getByRole('checkbox', { name: /operazione non si può annullare/ }).check();
    await main.getByRole('button', { name: 'Elimina definitivamente' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Il tuo account e i tuoi dati personali sono stati cancellati.').waitFor();
    await page.waitForTimeout(500);
    assertEqual(await page.getByText('La sessione è scaduta').count(), 0, 'session-expired notices');
    assertEqual(await accountButton(page).count(), 0, 'logged out');
  },
  { viewport: PHONE },
);
