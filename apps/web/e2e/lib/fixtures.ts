// The journeys' `test` and `expect`: Playwright's, with the shop's fixtures.
//   data, baseURL   the demo data picked by the global setup, and where the shop runs
//   databaseFile    the SQLite file of the server the setup started (none with E2E_BASE_URL)
//   goto, reload    page.goto / page.reload, then wait until React has taken the page over
//   accounts        login, logout and the header's account button of the page
//   outbox          the API's development mail outbox (/dev/outbox.json)
// and, per journey, options for its browser: test.use({ viewport: PHONE, acceptCookies: false,
// seenTutorial: false, app: true }). Every journey's page is also watched: an error thrown in
// the page, or React's complaint that it could not take over the server's markup, fails it
// (E2E_CONSOLE=1 prints the page's console errors and warnings under the journey), and a failed
// journey leaves a picture of its page in the screenshots folder as failed-<name>.png.
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page, type Response } from '@playwright/test';
import { APP_USER_AGENT, DEMO_TUTORIAL_ID, DESKTOP, consentCookie } from './browser.mjs';
import type { ShopData } from './data';
import { screenshotDir } from './server.mjs';
import { readShopState, type ShopState } from './shop-state';

export { expect };
export const DEMO_PASSWORD = 'Spesa2026!';

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `value`, which the demo data must have (`what` says what is missing otherwise). */
export function present<T>(value: T | null | undefined, what: string): T {
  expect(value, what).toBeTruthy();
  return value as T;
}

/** A regular expression for a text that starts with `text`. */
export const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** A page's browser, per journey (test.use). */
export interface ShopOptions {
  /** The cookie choice already made, optional cookies refused (decision 0070). Default true. */
  acceptCookies: boolean;
  /** The home tutorial already seen (false: a true first visit). Default true. */
  seenTutorial: boolean;
  /** The browser of the mobile app wrapper, whose user agent carries the app's token (decision 0085). */
  app: boolean;
}

type GotoOptions = Parameters<Page['goto']>[1];
type ReloadOptions = Parameters<Page['reload']>[0];

/**
 * A server-rendered page shows its buttons before its code has run: a click then would be lost,
 * as a real shopper's would. After a navigation, wait until React has taken the page over (the
 * mark AppProviders sets); pages without the storefront's root need no wait. As before the move
 * to Playwright Test, a page that does not get there in the action timeout is left to the
 * journey's own checks.
 */
export async function hydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true',
    )
    .catch(() => {});
}

/** page.goto, then the wait for hydration; for helpers that are handed a page. */
export async function gotoHydrated(page: Page, url: string, options?: GotoOptions): Promise<Response | null> {
  const response = await page.goto(url, options);
  await hydrated(page);
  return response;
}

export async function reloadHydrated(page: Page, options?: ReloadOptions): Promise<Response | null> {
  const response = await page.reload(options);
  await hydrated(page);
  return response;
}

/** Fills the credential fields in `scope` (page, main or a dialog) and submits. */
export async function submitCredentials(scope: Page | Locator, email: string, password: string) {
  await scope.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await scope.getByLabel(/^Password/).fill(password);
  await scope.getByRole('button', { name: 'Accedi', exact: true }).last().click();
}

export class Accounts {
  /** The header button of a logged-in customer ('Account di Mario Rossi'). */
  readonly button: Locator;

  constructor(private readonly page: Page) {
    this.button = page.getByRole('banner').getByRole('button', { name: /^Account di/ });
  }

  /** Logs in on the login page (or `path`); waits until the header shows the account menu. */
  async login(email: string, password = DEMO_PASSWORD, path = '/login') {
    await gotoHydrated(this.page, path);
    await submitCredentials(this.page.locator('main'), email, password);
    await expect(this.button).toBeVisible();
  }

  /** Logs out from the header's account menu; waits for the header's 'Accedi'. */
  async logout() {
    const { page } = this;
    // Notices sit under the header (decision 0054), so they no longer cover its buttons; a
    // pointer resting on one still keeps it open (notistack pauses on hover): let it go first, so
    // the account menu opens over a quiet page, as a shopper would see it.
    await page.mouse.move(1, (page.viewportSize()?.height ?? 600) - 1);
    await expect(page.locator('#notistack-snackbar')).toHaveCount(0);
    await this.button.click();
    const logout = page.getByRole('menuitem', { name: 'Esci' });
    // Right after a login the header is drawn again; a click landing on the button being replaced
    // opens nothing (seen once in CI after the Google registration): a shopper clicks again.
    const opened = await logout.waitFor({ timeout: 5000 }).then(
      () => true,
      () => false,
    );
    if (!opened) await this.button.click();
    await logout.click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Accedi' }).first()).toBeVisible();
  }
}

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

/** The API's development outbox (/dev/outbox.json; production answers 404). */
export class Outbox {
  constructor(private readonly baseURL: string) {}

  private async mails(): Promise<Mail[]> {
    const res = await fetch(`${this.baseURL}/dev/outbox.json`);
    if (res.status === 404) throw new Error('/dev/outbox.json answers 404: the API runs in production mode');
    return ((await res.json()) as { mails: Mail[] }).mails;
  }

  /** The newest mail to `to` whose subject contains `subject` (newer than `after`), once it is sent. */
  async latest(to: string, subject: string, { after = 0, timeout = 8000 } = {}): Promise<Mail> {
    let mail: Mail | undefined;
    await expect
      .poll(
        async () => {
          mail = (await this.mails()).find((m) => m.to === to && m.subject.includes(subject) && m.id > after);
          return mail !== undefined;
        },
        { message: `a mail «${subject}» to ${to} in the outbox`, timeout, intervals: [250] },
      )
      .toBe(true);
    return mail as Mail;
  }

  /** The id of the newest mail, so a journey can wait for a newer one. */
  async lastId(): Promise<number> {
    return (await this.mails())[0]?.id ?? 0;
  }
}

/** The path and query of the first link to `path` in a mail's text (its host is the API's). */
export function linkIn(mail: Mail, path: string): string {
  const m = new RegExp(`https?://\\S+${path}\\?\\S+`).exec(mail.text);
  if (!m) throw new Error(`no ${path} link in «${mail.subject}»`);
  const url = new URL(m[0]);
  return url.pathname + url.search;
}

// React's hydration messages, in development wording and as production error codes
// (418 text/markup mismatch, 419/421/422/423 the root or a boundary rendered again, 425 text).
const HYDRATION_MESSAGE = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i;

interface ShopFixtures {
  data: ShopData;
  databaseFile: string | undefined;
  goto: (url: string, options?: GotoOptions) => Promise<Response | null>;
  reload: (options?: ReloadOptions) => Promise<Response | null>;
  accounts: Accounts;
  outbox: Outbox;
}

export const test = base.extend<ShopOptions & ShopFixtures, { shop: ShopState }>({
  acceptCookies: [true, { option: true }],
  seenTutorial: [true, { option: true }],
  app: [false, { option: true }],

  // Playwright reads a fixture's dependencies from its first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  shop: [async ({}, use) => use(readShopState()), { scope: 'worker' }],
  baseURL: async ({ shop }, use) => use(shop.baseURL),
  data: async ({ shop }, use) => use(shop.data),
  databaseFile: async ({ shop }, use) => use(shop.databaseFile),

  // A phone-sized window (test.use({ viewport: PHONE })) has a touch screen; the app's browser
  // its own user agent. The default window is the config's (DESKTOP).
  hasTouch: async ({ viewport }, use) => use((viewport?.width ?? DESKTOP.width) < 600),
  userAgent: async ({ app }, use) => use(app ? APP_USER_AGENT : undefined),

  context: async ({ context, baseURL, acceptCookies, seenTutorial }, use) => {
    if (acceptCookies) await context.addCookies([consentCookie(baseURL as string)]);
    if (seenTutorial)
      await context.addInitScript(
        (id) => localStorage.setItem('spesa.tutorial.lastSeen', id),
        DEMO_TUTORIAL_ID,
      );
    await use(context);
  },

  page: async ({ page }, use, testInfo) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    // A page whose server markup React could not take over logs it (and draws the page again):
    // that is a failure too, even though nothing throws. Other console errors (a 404 the page
    // expects, say) are the journeys' own business.
    const consoleLines: string[] = [];
    page.on('console', (m) => {
      if (m.type() !== 'error' && m.type() !== 'warning') return;
      if (HYDRATION_MESSAGE.test(m.text())) pageErrors.push(`${m.type()}: ${m.text()}`);
      if (process.env.E2E_CONSOLE) consoleLines.push(`${m.type()}: ${m.text().slice(0, 300)}`);
    });
    await use(page);
    for (const line of consoleLines) console.log(`      console ${line}`);
    if (testInfo.status !== testInfo.expectedStatus || pageErrors.length > 0) {
      // What the page showed when it failed, beside the journeys' own screenshots.
      const slug = testInfo.title.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      await page.screenshot({ path: join(screenshotDir, `failed-${slug}.png`) }).catch(() => {});
    }
    expect(pageErrors, 'errors in the page').toEqual([]);
  },

  goto: async ({ page }, use) => use((url, options) => gotoHydrated(page, url, options)),
  reload: async ({ page }, use) => use((options) => reloadHydrated(page, options)),
  accounts: async ({ page }, use) => use(new Accounts(page)),
  outbox: async ({ baseURL }, use) => use(new Outbox(baseURL as string)),
});
