// Login journeys: form validation, wrong password, the e-mailed code (MFA) read from the
// development outbox, the login dialog over a page, logout, the profile behind the login.
import { DESKTOP, PHONE } from '../lib/browser.mjs';
import { assert, assertEqual, journey } from '../lib/harness.mjs';
import {
  DEMO_PASSWORD,
  accountButton,
  emailField,
  latestMail,
  lastMailId,
  logoutFromHeader,
  passwordField,
  shot,
  submitCredentials,
} from './account-helpers.mjs';

const GIULIA = 'giulia.bianchi@example.com';
const MARIO = 'mario.rossi@example.com';

journey(
  'account: login messages, wrong password, code step with the code from the outbox (360 px)',
  async ({ page, baseURL }) => {
    await page.goto('/login');
    const main = page.locator('main');
    await main.getByRole('button', { name: 'Accedi', exact: true }).click();
    await main.getByText("Digitare l'e-mail").waitFor();
    await main.getByText('Digitare la password').waitFor();
    await shot(page, 'account-login-errors-360');

    await submitCredentials(main, `  ${GIULIA} `, 'password-sbagliata');
    await main.getByRole('alert').filter({ hasText: 'Credenziali Errate' }).waitFor();

    const since = await lastMailId(baseURL);
    await passwordField(page).fill(DEMO_PASSWORD);
    await main.getByRole('button', { name: 'Accedi', exact: true }).click();
    const code = main.getByRole('textbox', { name: /Codice di verifica/ });
    await code.waitFor();
    assertEqual(await emailField(page).count(), 0, 'credential fields during the code step');
    await main.getByText(/Potrai richiedere un nuovo codice tra 1\d\d secondi/).waitFor();
    await main.getByRole('link', { name: /posta in uscita/ }).waitFor();
    await shot(page, 'account-login-mfa-360');

    const mail = await latestMail(baseURL, GIULIA, 'codice di accesso', { after: since });
    const pin = /(\d{6})/.exec(mail.text)?.[1];
    assert(pin, 'a 6-digit code in the mail');
    // Fewer than 6 characters: the submit does nothing (spec section 5).
    await code.fill(pin.slice(0, 5));
    await main.getByRole('button', { name: 'Conferma il codice' }).click();
    await page.waitForTimeout(300);
    assertEqual(new URL(page.url()).pathname, '/login', 'still on /login with a short code');
    await code.fill(pin);
    await main.getByRole('button', { name: 'Conferma il codice' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await accountButton(page).waitFor();
    assertEqual(await accountButton(page).getAttribute('aria-label'), 'Account di Giulia Bianchi', 'header');
    assertEqual(await page.evaluate(() => localStorage.getItem('spesa.authenticated')), 'true', 'flag');
  },
  { viewport: PHONE },
);

journey('account: login dialog over a page, account menu, logout (1280 px)', async ({ page, data }) => {
  const path = `/category/${data.category.slug}`;
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Accedi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accedi' });
  await dialog.waitFor();
  const width = (await dialog.boundingBox()).width;
  assert(width <= 600, `dialog at most 600 px wide, got ${width}`);
  await shot(page, 'account-login-dialog-1280', { fullPage: false });
  await submitCredentials(dialog, MARIO, DEMO_PASSWORD);
  await dialog.waitFor({ state: 'detached' });
  assertEqual(new URL(page.url()).pathname, path, 'the shopper stays on the page');
  await accountButton(page).waitFor();
  assert((await accountButton(page).innerText()).includes('Mario'), 'name in the header');
  await logoutFromHeader(page);
  await page.getByText('Sei uscito dal tuo account.').waitFor();
});

journey(
  'account: the profile needs a login and comes back after it; card barcode expands (360 px)',
  async ({ page }) => {
    await page.goto('/profile/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    assertEqual(new URL(page.url()).searchParams.get('redirect'), '/profile/dashboard', 'redirect');
    await submitCredentials(page.locator('main'), MARIO, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/profile/dashboard');
    await page.getByText('Ciao, Mario!').waitFor();
    await page.getByRole('definition').filter({ hasText: '2700000000014' }).waitFor();
    await page
      .locator('svg[role="img"][aria-label="Codice a barre della carta 2700000000014"] rect')
      .first()
      .waitFor();
    await shot(page, 'account-profile-dashboard-360');
    await page.getByRole('button', { name: /^Codice a barre della carta \d+ Tocca per ingrandire$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Carta fedeltà CAMI' });
    await dialog.locator('svg[role="img"] rect').first().waitFor();
    await shot(page, 'account-profile-barcode-360', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    for (const [name, file] of [
      ['Dati personali', 'account-profile-data-360'],
      ['Intestatari fattura', 'account-profile-invoicing-360'],
      ['Accesso e sicurezza', 'account-profile-security-360'],
      ['Privacy e consensi', 'account-profile-privacy-360'],
    ]) {
      await page.goto('/profile/dashboard');
      await page.getByRole('navigation', { name: 'Sezioni del profilo' }).getByRole('link', { name }).click();
      await page
        .getByRole('button', { name: 'Torna al profilo' })
        .or(page.getByRole('link', { name: 'Torna al profilo' }))
        .waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, file);
    }
  },
  { viewport: PHONE },
);

journey(
  'account: profile tabs and an invoice holder added and removed (1280 px)',
  async ({ page }) => {
    await page.goto('/login?redirect=%2Fprofile%2Finvoicing');
    await submitCredentials(page.locator('main'), 'ristorante@example.com', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/profile/invoicing');
    const tabs = page.getByRole('navigation', { name: 'Sezioni del profilo' });
    assertEqual(
      await tabs.getByRole('link', { name: 'Intestatari fattura' }).getAttribute('aria-current'),
      'page',
      'current tab',
    );
    await page.getByRole('button', { name: 'Aggiungi intestatario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo intestatario' });
    await dialog.getByRole('radio', { name: 'Azienda' }).check();
    await dialog.getByRole('button', { name: 'Salva intestatario' }).click();
    await dialog.getByText('Campo obbligatorio').first().waitFor();
    await dialog.getByRole('textbox', { name: /^Ragione sociale/ }).fill('Trattoria Da Gino S.n.c.');
    await dialog.getByRole('textbox', { name: /^Partita IVA/ }).fill('01234567897');
    await dialog.getByRole('textbox', { name: /^Indirizzo/ }).fill('Via Roma');
    await dialog.getByRole('textbox', { name: /^Civico/ }).fill('3');
    await dialog.getByRole('textbox', { name: /^Città/ }).fill('Lecco');
    await dialog.getByRole('combobox', { name: /^Provincia/ }).click();
    await page.getByRole('option', { name: 'LC', exact: true }).click();
    await dialog.getByRole('textbox', { name: /^CAP/ }).fill('23900');
    await shot(page, 'account-profile-fiscal-dialog-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Salva intestatario' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Trattoria Da Gino S.n.c.').waitFor();
    await page.getByText(/23900 Lecco \(LC\)/).waitFor();
    await page.getByRole('button', { name: 'Elimina Trattoria Da Gino S.n.c.' }).click();
    await page
      .getByRole('dialog', { name: "Eliminare l'intestatario?" })
      .getByRole('button', { name: 'Elimina' })
      .click();
    await page.getByText('Intestatario eliminato').waitFor();
    await page.goto('/profile/dashboard');
    await page.getByText('Ristorante Il Gusto S.r.l.').waitFor();
    await shot(page, 'account-profile-dashboard-1280');
  },
  { viewport: DESKTOP },
);

journey(
  'account: the session stays in the httpOnly cookie, never in the page storages (1280 px)',
  async ({ page }) => {
    await page.goto('/login?redirect=%2Fprofile%2Fdashboard');
    await submitCredentials(page.locator('main'), MARIO, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/profile/dashboard');
    await page.getByText('Ciao, Mario!').waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('spesa_session'));
    assert(cookie, 'a session cookie');
    assertEqual(cookie.httpOnly, true, 'the session cookie is httpOnly');
    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage].flatMap((s) =>
        Array.from({ length: s.length }, (_, i) => [s.key(i), s.getItem(s.key(i))]),
      ),
    );
    for (const [key, value] of stored) {
      assert(!/session|account|token/i.test(key), `no session-like key in the storages, found ${key}`);
      assert(!String(value).includes(cookie.value), `the session token is not stored under ${key}`);
    }
    // A reload keeps the login with the cookie alone; logging out ends it.
    await page.reload();
    await page.getByText('Ciao, Mario!').waitFor();
    await logoutFromHeader(page);
    await page.getByText('Sei uscito dal tuo account.').waitFor();
    await page.goto('/profile/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
  },
  { viewport: DESKTOP },
);

journey(
  'account: a hostile ?redirect= after login ends on a page of the shop (360 px)',
  async ({ page, baseURL }) => {
    await page.goto('/login?redirect=/%09/evil.example/');
    await submitCredentials(page.locator('main'), MARIO, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    assertEqual(new URL(page.url()).origin, new URL(baseURL).origin, 'still on the shop');
    await accountButton(page).waitFor();
    await page.locator('main h1, main h2').first().waitFor();
  },
  { viewport: PHONE },
);
