// The life of an account, on a phone: sign up without a card, confirm from the e-mailed link
// (development outbox), log in, switch the e-mailed code on and log in with the code, change the
// password, log out, log in again, delete the account.
import { PHONE } from '../lib/browser.mjs';
import { assertEqual, journey } from '../lib/harness.mjs';
import {
  accountButton,
  lastMailId,
  latestMail,
  linkIn,
  logoutFromHeader,
  shot,
  submitCredentials,
} from './account-helpers.mjs';

const FIRST_PASSWORD = 'Una spesa al giorno';
const NEW_PASSWORD = 'Mele, pere e basilico';

journey(
  'account: register, confirm, log in with the code, change password, log out, delete (360 px)',
  async ({ page, baseURL }) => {
    // A new address per run, so the journey also works against a long-running server.
    const email = `luca.verdi.${Date.now()}@example.com`;
    const main = page.locator('main');
    const next = (name = 'Avanti') => main.getByRole('button', { name, exact: true }).click();
    const field = (name) => main.getByRole('textbox', { name });

    await page.goto('/registration-user');
    await main.getByRole('heading', { name: 'Carta fedeltà' }).waitFor();
    await shot(page, 'account-register-1-card-360');
    await next();

    await main.getByRole('heading', { name: 'Dati personali' }).waitFor();
    await next();
    await main.getByText('Campo obbligatorio').first().waitFor();
    await field(/^Nome/).fill('Luca');
    await field(/^Cognome/).fill('Verdi');
    await field(/^Codice fiscale/).fill('vrdlcu75c15l219x');
    await field(/^Telefono/).fill('333 765 4321');
    await next();
    await main.getByText('P.Iva e C.F. devono avere 11 cifre').waitFor();
    await shot(page, 'account-register-2-personal-360');
    await field(/^Codice fiscale/).fill('VRDLCU75C15L219T');
    await next();

    await main.getByRole('heading', { name: 'Credenziali di accesso' }).waitFor();
    await field(/^E-mail/).fill('luca@pec.it');
    await main.getByLabel(/^Password/).fill('corta');
    await next();
    await main.getByText('Non è possibile usare un indirizzo PEC come nome utente').waitFor();
    await shot(page, 'account-register-3-credentials-360');
    await field(/^E-mail/).fill(email);
    await main.getByLabel(/^Password/).fill(FIRST_PASSWORD);
    await main.getByLabel(/^Conferma la password/).fill(FIRST_PASSWORD);
    await next();

    await main.getByRole('heading', { name: 'Consensi' }).waitFor();
    await next('Registrati');
    await main.getByText('È obbligatorio accettare questo consenso per procedere').first().waitFor();
    await shot(page, 'account-register-4-consents-360');
    await main.getByRole('checkbox', { name: /Condizioni generali di vendita/ }).check();
    await main.getByRole('checkbox', { name: /Informativa sulla privacy/ }).check();
    await next('Registrati');

    await main.getByRole('heading', { name: 'Controlla la tua e-mail' }).waitFor();
    await main.getByRole('link', { name: /posta in uscita/ }).waitFor();
    await shot(page, 'account-register-5-check-email-360');

    // Not confirmed yet: the login says so.
    await page.goto('/login');
    await submitCredentials(main, email, FIRST_PASSWORD);
    await main.getByRole('alert').filter({ hasText: 'non è ancora attivo' }).waitFor();

    const confirm = await latestMail(baseURL, email, 'Conferma la tua registrazione');
    await page.goto(linkIn(confirm, '/registration-confirm'));
    await main.getByText('Indirizzo e-mail confermato').waitFor();
    await shot(page, 'account-register-6-confirmed-360');
    await main.getByRole('link', { name: 'Accedi' }).click();
    await submitCredentials(main, email, FIRST_PASSWORD);
    await accountButton(page).waitFor();
    assertEqual(await accountButton(page).getAttribute('aria-label'), 'Account di Luca Verdi', 'header');

    // Two-step login on: the next login asks for the code mailed to the new address.
    await page.goto('/profile/security');
    await main.getByRole('switch', { name: 'Chiedi un codice via e-mail a ogni accesso' }).click();
    await page.getByText('Verifica in due passaggi attivata').waitFor();
    await logoutFromHeader(page);
    const loginWithCode = async (password, screenshot) => {
      await page.goto('/login');
      const beforeCode = await lastMailId(baseURL);
      await submitCredentials(main, email, password);
      const codeField = main.getByRole('textbox', { name: /Codice di verifica/ });
      await codeField.waitFor();
      const codeMail = await latestMail(baseURL, email, 'codice di accesso', { after: beforeCode });
      await codeField.fill(/(\d{6})/.exec(codeMail.text)[1]);
      if (screenshot) await shot(page, screenshot);
      await main.getByRole('button', { name: 'Conferma il codice' }).click();
      await accountButton(page).waitFor();
    };
    await loginWithCode(FIRST_PASSWORD, 'account-register-7-login-code-360');

    await page.goto('/profile/security');
    await main.getByLabel(/^Password attuale/).fill('non-la-mia-password');
    await main.getByLabel(/^Nuova password/).fill(NEW_PASSWORD);
    await main.getByLabel(/^Conferma la nuova password/).fill(NEW_PASSWORD);
    await main.getByRole('button', { name: 'Cambia password' }).click();
    await main.getByText('La password attuale non è corretta.').waitFor();
    await main.getByLabel(/^Password attuale/).fill(FIRST_PASSWORD);
    await main.getByRole('button', { name: 'Cambia password' }).click();
    await page.getByText(/Password aggiornata/).waitFor();
    await logoutFromHeader(page);

    await page.goto('/login');
    await submitCredentials(main, email, FIRST_PASSWORD);
    await main.getByRole('alert').filter({ hasText: 'Credenziali Errate' }).waitFor();
    await loginWithCode(NEW_PASSWORD);

    await page.goto('/profile/privacy');
    await main.getByRole('button', { name: 'Elimina il mio account' }).click();
    const dialog = page.getByRole('dialog', { name: /Eliminare definitivamente/ });
    const since = await lastMailId(baseURL);
    await dialog.getByRole('button', { name: 'Invia il codice' }).click();
    const code = dialog.getByRole('textbox', { name: /Codice di conferma/ });
    await code.waitFor();
    const mail = await latestMail(baseURL, email, 'cancellazione', { after: since });
    await code.fill(/codice di conferma è: (\S+)/.exec(mail.text)[1]);
    const erase = dialog.getByRole('button', { name: 'Elimina definitivamente' });
    assertEqual(await erase.isDisabled(), true, 'delete disabled before the final tick');
    await dialog.getByRole('checkbox', { name: /operazione non si può annullare/ }).check();
    await shot(page, 'account-delete-dialog-360', { fullPage: false });
    await erase.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Il tuo account e i tuoi dati personali sono stati cancellati.').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Accedi' }).waitFor();

    await page.goto('/login');
    await submitCredentials(main, email, NEW_PASSWORD);
    await main.getByRole('alert').filter({ hasText: 'Credenziali Errate' }).waitFor();
  },
  { viewport: PHONE },
);

journey(
  'account: password reset from the e-mailed link (360 px)',
  async ({ page, baseURL }) => {
    const main = page.locator('main');
    await page.goto('/login');
    await main.getByRole('link', { name: 'Password dimenticata?' }).click();
    await page.waitForURL((url) => url.pathname === '/reset-password-request');
    // The address changes a moment before the new page is drawn; the login form has an E-mail
    // field too, so wait for the reset page itself before typing.
    await main.getByRole('heading', { name: 'Password dimenticata' }).waitFor();
    const since = await lastMailId(baseURL);
    await main.getByRole('textbox', { name: /^E-mail/ }).fill('ristorante@example.com');
    await main.getByRole('textbox', { name: /^Codice fiscale o Partita IVA/ }).fill('12345678903');
    await main.getByRole('button', { name: 'Invia il link' }).click();
    await main.getByText(/Se i dati inseriti corrispondono a un account/).waitFor();
    await shot(page, 'account-reset-request-360');
    const mail = await latestMail(baseURL, 'ristorante@example.com', 'Reimposta', { after: since });
    await page.goto(linkIn(mail, '/reset-password'));
    await main.getByLabel(/^Nuova password/).fill('Spesa2026!');
    await main.getByLabel(/^Conferma la nuova password/).fill('Spesa2026!');
    await shot(page, 'account-reset-password-360');
    await main.getByRole('button', { name: 'Salva la nuova password' }).click();
    await main.getByText(/Password aggiornata/).waitFor();
    // The link works once.
    await page.reload();
    await main.getByText('Il link non è valido o è scaduto.').waitFor();
  },
  { viewport: PHONE },
);

// Issue 11 point 13: the card and tax code pair and an address already registered are refused at
// their own steps (decision 0040), not after the fourth. Demo data: card 2700000000038 belongs to
// NRIFNC90D52F839N; mario.rossi@example.com has an account. Nothing is registered.
journey(
  'account: the wizard checks the card at the card step and the e-mail at the credentials step (360 px)',
  async ({ page }) => {
    const main = page.locator('main');
    const next = () => main.getByRole('button', { name: 'Avanti', exact: true }).click();
    const field = (name) => main.getByRole('textbox', { name });

    await page.goto('/registration-user');
    await main.getByRole('heading', { name: 'Carta fedeltà' }).waitFor();
    await main.getByRole('radio', { name: 'Sì, ho la carta fedeltà' }).check();
    await field(/Codice della carta/).fill('2700000000038');
    await field(/Codice fiscale o Partita IVA/).fill('RSSMRA80A01H501U');
    await next();
    await main.getByRole('alert').filter({ hasText: 'I codici inseriti non sono corretti. Verifica e riprova.' }).waitFor();
    assertEqual(await main.getByRole('heading', { name: 'Dati personali' }).count(), 0, 'still on the card step');
    await shot(page, 'account-register-card-refused-360');

    await field(/Codice fiscale o Partita IVA/).fill('nrifnc90d52f839n');
    await next();
    await main.getByRole('heading', { name: 'Dati personali' }).waitFor();
    await field(/^Nome/).fill('Francesca');
    await field(/^Cognome/).fill('Neri');
    await field(/^Telefono/).fill('333 765 4321');
    await next();

    await main.getByRole('heading', { name: 'Credenziali di accesso' }).waitFor();
    await field(/^E-mail/).fill('Mario.Rossi@example.com');
    await main.getByLabel(/^Password/).fill(FIRST_PASSWORD);
    await main.getByLabel(/^Conferma la password/).fill(FIRST_PASSWORD);
    await next();
    await main.getByText('Indirizzo e-mail già registrato').waitFor();
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('type'));
    assertEqual(focused, 'email', 'focus on the e-mail field');
    assertEqual(await main.getByRole('heading', { name: 'Consensi' }).count(), 0, 'still on the credentials step');
    await shot(page, 'account-register-email-taken-360');
  },
  { viewport: PHONE },
);
