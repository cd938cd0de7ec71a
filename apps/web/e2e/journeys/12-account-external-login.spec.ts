// Login through Google in a popup (a stand-in for Google's pages, lib/fake-google.ts): an
// existing account is logged in where the shopper was; a new person finishes a registration
// prefilled from their Google profile and is logged in without a confirmation e-mail, the next
// Google login goes straight in, and the profile unlinks it.
import type { Locator, Page } from '@playwright/test';
import { PHONE } from '../lib/browser.mjs';
import { expect, test } from '../lib/fixtures';
import { shot } from '../lib/screenshots';

/** Clicks 'Accedi con Google' in `scope`, signs in as `who` in the popup, waits for it to close. */
async function googleInPopup(
  page: Page,
  scope: Locator,
  who: { email: string; firstName?: string; lastName?: string },
) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    scope.getByRole('button', { name: 'Accedi con Google' }).click(),
  ]);
  await popup.getByLabel('E-mail', { exact: true }).fill(who.email);
  if (who.firstName) await popup.getByLabel('Nome', { exact: true }).fill(who.firstName);
  if (who.lastName) await popup.getByLabel('Cognome', { exact: true }).fill(who.lastName);
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Consenti' }).click()]);
}

test('account: Google login in a popup from the login dialog (1280 px)', async ({
  page,
  goto,
  accounts,
  data,
}) => {
  const path = `/category/${data.category.slug}`;
  await goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Accedi' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Accedi con Google' })).toBeVisible();
  expect(
    await dialog.getByRole('button', { name: 'Accedi con Facebook' }).count(),
    'Facebook not configured',
  ).toBe(0);
  await shot(page, 'account-external-login-dialog-1280', { fullPage: false });
  await googleInPopup(page, dialog, { email: 'mario.rossi@example.com' });
  await expect(accounts.button).toBeVisible();
  await expect(accounts.button, 'header').toHaveAttribute('aria-label', 'Account di Mario Rossi');
  expect(new URL(page.url()).pathname, 'still on the page of the login').toBe(path);
});

test.describe(() => {
  test.use({ viewport: PHONE });

  test('account: a new person signs up with Google: prefilled registration, logged in at once (360 px)', async ({
    page,
    goto,
    accounts,
  }) => {
    const email = `chiara.neri.${Date.now()}@example.com`;
    const main = page.locator('main');
    const next = (name = 'Avanti') => main.getByRole('button', { name, exact: true }).click();
    const field = (name: RegExp) => main.getByRole('textbox', { name });

    await goto('/login');
    await googleInPopup(page, main, { email, firstName: 'Chiara', lastName: 'Neri' });
    await expect(page).toHaveURL((url) => url.pathname === '/registration-user');
    await expect(main.getByText('abbiamo ricevuto nome ed e-mail dal tuo account Google')).toBeVisible();
    await shot(page, 'account-external-register-360');
    await expect(main.getByRole('heading', { name: 'Carta fedeltà' })).toBeVisible();
    await next();
    await expect(main.getByRole('heading', { name: 'Dati personali' })).toBeVisible();
    await expect(field(/^Nome/), 'first name from Google').toHaveValue('Chiara');
    await expect(field(/^Cognome/), 'last name from Google').toHaveValue('Neri');
    await field(/^Codice fiscale/).fill('RSSMRA80A01H501U');
    await field(/^Telefono/).fill('333 123 4567');
    await next();
    await expect(main.getByRole('heading', { name: 'Credenziali di accesso' })).toBeVisible();
    await expect(field(/^E-mail/), 'e-mail from Google').toHaveValue(email);
    await main.getByLabel(/^Password/).fill('Pomodori e basilico');
    await main.getByLabel(/^Conferma la password/).fill('Pomodori e basilico');
    await next();
    await main.getByRole('checkbox', { name: /Condizioni generali di vendita/ }).check();
    await main.getByRole('checkbox', { name: /Informativa sulla privacy/ }).check();
    await next('Registrati');

    // No e-mail to confirm: Google vouched for the address.
    await expect(accounts.button).toBeVisible();
    await expect(accounts.button, 'header').toHaveAttribute('aria-label', 'Account di Chiara Neri');
    expect(
      await main.getByRole('heading', { name: 'Controlla la tua e-mail' }).count(),
      'no check-e-mail',
    ).toBe(0);

    // The Google account is now linked: the next Google login goes straight in.
    await accounts.logout();
    await goto('/login');
    await googleInPopup(page, main, { email });
    await expect(accounts.button).toBeVisible();
    await expect(accounts.button, 'header again').toHaveAttribute('aria-label', 'Account di Chiara Neri');

    // The profile lists the linked Google login and can unlink it (the account has a password).
    await goto('/profile/security');
    await expect(main.getByRole('heading', { name: 'Accessi collegati' })).toBeVisible();
    await expect(main.getByText(email).first()).toBeVisible();
    await shot(page, 'account-linked-logins-360');
    await main.getByRole('button', { name: 'Scollega Google' }).click();
    const confirm = page.getByRole('dialog', { name: "Scollegare l'accesso con Google?" });
    await confirm.getByRole('button', { name: 'Scollega', exact: true }).click();
    await expect(page.getByText('Accesso con Google scollegato')).toBeVisible();
    await expect(main.getByText('Nessun accesso collegato.')).toBeVisible();
  });
});
