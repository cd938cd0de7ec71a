import { REMOTE_ADDRESS_HEADER, type TestApp } from './app.js';
import type { FakeOAuth, FakeUser } from './fake-oauth.js';

type Res = Awaited<ReturnType<TestApp['inject']>>;

/** A browser's cookie jar: the session cookie and the login's state cookie. */
export type Browser = Record<string, string>;
export type OAuthProvider = 'google' | 'facebook';

/** Takes the answer's cookies into the jar, dropping the ones it clears. */
export function keep(browser: Browser, res: Res): void {
  for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
    const gone =
      c.value === '' || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() < Date.now());
    if (gone) delete browser[c.name];
    else browser[c.name] = c.value;
  }
}

/**
 * A person logging in with Google or Facebook through the app and the fake provider, as a browser
 * does: start, the provider's page, the callback. The app and the fake are read at each call, so
 * the tests can create them in beforeAll.
 */
export function oauthBrowser(app: () => TestApp, provider: () => FakeOAuth) {
  // Each visit from its own address: the per-IP limits are not what these tests are about.
  let visits = 0;
  async function visit(browser: Browser, url: string): Promise<Res> {
    const ip = `10.77.${Math.floor(++visits / 250)}.${visits % 250}`;
    const res = await app().inject({
      method: 'GET',
      url,
      cookies: browser,
      headers: { [REMOTE_ADDRESS_HEADER]: ip },
    });
    keep(browser, res);
    return res;
  }

  async function start(name: OAuthProvider, browser: Browser = {}, relay?: string) {
    const q = relay === undefined ? '' : `?relay_state_url=${encodeURIComponent(relay)}`;
    const res = await visit(browser, `/ebsn/api/social-redir/${name}/start${q}`);
    return { res, location: new URL(String(res.headers.location)) };
  }

  /** The person logs in at the provider, which sends the browser back to us with a code. */
  async function atProvider(location: URL, user: FakeUser): Promise<string> {
    provider().nextUser = user;
    const res = await fetch(location, { redirect: 'manual' });
    const back = new URL(res.headers.get('location')!);
    return `${back.pathname}${back.search}`;
  }

  /** A whole login: start, provider, callback; answers the callback's redirect. */
  async function loginWith(name: OAuthProvider, user: FakeUser, browser: Browser = {}, relay?: string) {
    const { location } = await start(name, browser, relay);
    const res = await visit(browser, await atProvider(location, user));
    return { res, location: String(res.headers.location), browser };
  }

  /** Whom the app takes the browser for (userId -1: nobody). */
  async function me(browser: Browser): Promise<{ userId: number; email?: string }> {
    const res = await app().inject({ method: 'GET', url: '/ebsn/api/auth/test', cookies: browser });
    return res.json().data.user;
  }

  return { visit, start, atProvider, loginWith, me };
}
