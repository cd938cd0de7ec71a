// Login through Google in a popup (a stand-in for Google's pages, lib/fake-google.mjs): an
// existing account is logged in where the shopper was; a new person finishes a registration
// prefilled from their Google profile and is logged in without a confirmation e-mail, the next
// Google login goes straight in, and the profile unlinks it.
import { PHONE } from '../lib/browser.mjs';
import { assertEqual, journey } from '../lib/harness.mjs';
import { accountButton, logoutFromHeader, shot } from './account-helpers.mjs';

/** Clicks 'Accedi con Google' in `scope`, signs in as `who` in the popup, waits for it to close. */
async function googleInPopup(page, scope, who) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    scope.getByRole('button', { name: 'Accedi con Google' }).click(),
  ]);
  await popup.getByLabel('E-mail', { exact: true }).fill(who.email);
  if (who.firstName) await popup.getByLabel('Nome', { exact: true }).fill(who.firstName);
  if (who.lastName) await popup.getByLabel('Cognome', { exact: true }).fill(who.lastName);
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Consenti' }).click()]);
}

journey('account: Google login in a popup from the login dialog (1280 px)', async ({ page, data }) => {
  const path = `/category/${data.category.slug}`;
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Accedi' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Accedi con Google' }).waitFor();
  assertEqual(
    await dialog.getByRole('button', { name: 'Accedi con Facebook' }).count(),
    0,
    'Facebook not configured',
  );
  await shot(page, 'account-external-login-dialog-1280', { fullPage: false });
  await googleInPopup(page, dialog, { email: 'mario.rossi@example.com' });
  await accountButton(page).waitFor();
  assertEqual(await accountButton(page).getAttribute('aria-label'), 'Account di Mario Rossi', 'header');
  assertEqual(new URL(page.url()).pathname, path, 'still on the page of the login');
});

journey(
  'account: a new person signs up with Google: prefilled registration, logged in at once (360 px)',
  async ({ page }) => {
    const email = `chiara.neri.${Date.now()}@example.com`;
    const main = page.locator('main');
    const next = (name = 'Avanti') => main.getByRole('button', { name, exact: true }).click();
    const field = (name) => main.getByRole('textbox', { name });

    await page.goto('/login');
    await googleInPopup(page, main, { email, firstName: 'Chiara', lastName: 'Neri' });
    await page.waitForURL((url) => url.pathname === '/registration-user');
    await main.getByText('abbiamo ricevuto nome ed e-mail dal tuo account Google').waitFor();
    await shot(page, 'account-external-register-360');
    await main.getByRole('heading', { name: 'Carta fedeltà' }).waitFor();
    await next();
    await main.getByRole('heading', { name: 'Dati personali' }).waitFor();
    assertEqual(await field(/^Nome/).inputValue(), 'Chiara', 'first name from Google');
    assertEqual(await field(/^Cognome/).inputValue(), 'Neri', 'last name from Google');
    await field(/^Codice fiscale/).fill('RSSMRA80A01H501U');
    await field(/^Telefono/).fill('333 123 4567');
    await next();
    await main.getByRole('heading', { name: 'Credenziali di accesso' }).waitFor();
    assertEqual(await field(/^E-mail/).inputValue(), email, 'e-mail from Google');
    await main.getByLabel(/^Password/).fill('Pomodori e basilico');
    await main.getByLabel(/^Conferma la password/).fill('Pomodori e basilico');
    await next();
    await main.getByRole('checkbox', { name: /Condizioni generali di vendita/ }).check();
    await main.getByRole('checkbox', { name: /Informativa sulla privacy/ }).check();
    await next('Registrati');

    // No e-mail to confirm: Google vouched for the address.
    await accountButton(page).waitFor();
    assertEqual(await accountButton(page).getAttribute('aria-label'), 'Account di Chiara Neri', 'header');
    assertEqual(
      await main.getByRole('heading', { name: 'Controlla la tua e-mail' }).count(),
      0,
      'no check-e-mail',
    );

    // The Google account is now linked: the next Google login goes straight in.
    await logoutFromHeader(page);
    await page.goto('/login');
    await googleInPopup(page, main, { email });
    await accountButton(page).waitFor();
    assertEqual(
      await accountButton(page).getAttribute('aria-label'),
      'Account di Chiara Neri',
      'header again',
    );

    // The profile lists the linked Google login and can unlink it (the account has a password).
    await page.goto('/profile/security');
    await main.getByRole('heading', { name: 'Accessi collegati' }).waitFor();
    await main.getByText(email).first().waitFor();
    await shot(page, 'account-linked-logins-360');
    await main.getByRole('button', { name: 'Scollega Google' }).click();
    const confirm = page.getByRole('dialog', { name: "Scollegare l'accesso con Google?" });
    await confirm.getByRole('button', { name: 'Scollega', exact: true }).click();
    await page.getByText('Accesso con Google scollegato').waitFor();
    await main.getByText('Nessun accesso collegato.').waitFor();
  },
  { viewport: PHONE },
);
