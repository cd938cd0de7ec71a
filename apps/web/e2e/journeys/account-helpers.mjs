// Shared steps of the account journeys (account-*.mjs): the development outbox, logging in,
// the header's account menu, screenshots. Not a journey itself (run.mjs does not import it).
import { join } from 'node:path';
import { screenshotDir } from '../lib/server.mjs';

export const DEMO_PASSWORD = 'Spesa2026!';

/** The newest mail to `to` whose subject contains `subject`, polled from /dev/outbox.json. */
export async function latestMail(baseURL, to, subject, { after = 0, timeoutMs = 8000 } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await fetch(`${baseURL}/dev/outbox.json`);
    if (res.status === 404) throw new Error('/dev/outbox.json answers 404: the API runs in production mode');
    const { mails } = await res.json();
    const mail = mails.find((m) => m.to === to && m.subject.includes(subject) && m.id > after);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail «${subject}» to ${to} in the outbox`);
}

/** The id of the newest mail in the outbox, so a journey can wait for a newer one. */
export async function lastMailId(baseURL) {
  const { mails } = await (await fetch(`${baseURL}/dev/outbox.json`)).json();
  return mails[0]?.id ?? 0;
}

/** The path and query of the first link to `path` in a mail's text (its host is the API's). */
export function linkIn(mail, path) {
  const m = new RegExp(`https?://\\S+${path}\\?\\S+`).exec(mail.text);
  if (!m) throw new Error(`no ${path} link in «${mail.subject}»`);
  const url = new URL(m[0]);
  return url.pathname + url.search;
}

export async function shot(page, name, { fullPage = true } = {}) {
  // From the top (a sticky header scrolled along would be drawn mid-page), after transitions
  // (dialogs, snackbars) have settled.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(350);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
}

export const emailField = (page) => page.getByRole('textbox', { name: /^E-mail/ });
export const passwordField = (page) => page.getByLabel(/^Password/);

/** Fills the credential fields in `scope` (page or dialog) and submits. */
export async function submitCredentials(scope, email, password) {
  await scope.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await scope.getByLabel(/^Password/).fill(password);
  await scope.getByRole('button', { name: 'Accedi', exact: true }).last().click();
}

/** /login with the given account; waits until the header shows the account menu. */
export async function loginOnPage(page, email, password = DEMO_PASSWORD, path = '/login') {
  await page.goto(path);
  await submitCredentials(page.locator('main'), email, password);
  await accountButton(page).waitFor();
}

/** The header button of a logged-in customer ('Account di Mario Rossi'). */
export const accountButton = (page) => page.getByRole('banner').getByRole('button', { name: /^Account di/ });

export async function logoutFromHeader(page) {
  // Notices sit under the header (decision 0054), so they no longer cover its buttons; a
  // pointer resting on one still keeps it open (notistack pauses on hover): let it go first, so
  // the account menu opens over a quiet page, as a shopper would see it.
  await page.mouse.move(1, (page.viewportSize()?.height ?? 600) - 1);
  await page.locator('#notistack-snackbar').first().waitFor({ state: 'detached', timeout: 15000 });
  await accountButton(page).click();
  const logout = page.getByRole('menuitem', { name: 'Esci' });
  // Right after a login the header is drawn again; a click landing on the button being replaced
  // opens nothing (seen once in CI after the Google registration): a shopper clicks again.
  const opened = await logout.waitFor({ timeout: 5000 }).then(
    () => true,
    () => false,
  );
  if (!opened) await accountButton(page).click();
  await logout.click();
  await page.getByRole('banner').getByRole('link', { name: 'Accedi' }).first().waitFor();
}
