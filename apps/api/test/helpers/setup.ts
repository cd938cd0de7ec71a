import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { DEMO, call, client, loginToken, registerConfirmed } from './accounts.js';
import { caller, loginCookie } from './delivery.js';

/**
 * One test app for the whole file: started before the first test, closed after the last. The
 * answer stands in for the app from the start, so helpers bound to it at module level (callers,
 * counters) work once the tests run; touching it before beforeAll has run is a mistake and throws.
 * Call it before the file's own beforeAll: vitest runs beforeAll hooks in the order they are declared.
 */
export function useTestApp(opts: Parameters<typeof createTestApp>[0] = {}): TestApp {
  let started: TestApp | undefined;
  const app = (): TestApp => {
    if (!started) throw new Error('the test app starts in beforeAll: use it in hooks and tests only');
    return started;
  };
  beforeAll(async () => {
    started = await createTestApp(opts);
  });
  afterAll(() => started?.close());
  return {
    get app() {
      return app().app;
    },
    get db() {
      return app().db;
    },
    get<T>(url: string, headers?: Record<string, string>) {
      return app().get<T>(url, headers);
    },
    inject: (o) => app().inject(o),
    close: () => app().close(),
  };
}

/**
 * Registers and confirms a new customer per call (utente1@example.com, utente2@...), each from its
 * own address `${ipPrefix}1`, `${ipPrefix}2`, ... so the per-IP registration limit never trips.
 */
export function freshAccounts(t: TestApp, ipPrefix: string): () => Promise<string> {
  let n = 0;
  return async () => {
    const mail = `utente${++n}@example.com`;
    await registerConfirmed(t, mail, {}, `${ipPrefix}${n}`);
    return mail;
  };
}

/**
 * register_user calls each from its own address (10.1.0.1, ...): the per-IP limit is tested on its
 * own. `email` draws from the same counter, so every address and e-mail is used once.
 */
export function registrations(t: TestApp) {
  let n = 0;
  return {
    register: (body: Record<string, unknown>) =>
      call<{ userId: number; email: string }>(t, 'POST', 'registration/register_user', {
        body,
        headers: client(`10.1.0.${++n}`),
      }),
    email: () => `cliente${++n}@example.com`,
  };
}

/**
 * The two customers of the profile tests, logged in: Mario of the demo data, and Anna
 * (anna.profilo@example.com), registered and confirmed here with the demo password. Answers their
 * session tokens.
 */
export async function loginMarioAndAnna(t: TestApp): Promise<{ mario: string; anna: string }> {
  const mario = await loginToken(t, DEMO.mario);
  await registerConfirmed(t, 'anna.profilo@example.com', { password: DEMO.password });
  const anna = await loginToken(t, 'anna.profilo@example.com');
  return { mario, anna };
}

/**
 * The two demo customers most delivery tests act as, logged in in this order: Mario (private) and
 * Luca (the restaurant, DEMO.ristorante). Answers their callers and cookies.
 */
export async function loginMarioAndLuca(t: TestApp) {
  const marioCookie = await loginCookie(t, DEMO.mario);
  const lucaCookie = await loginCookie(t, DEMO.ristorante);
  return { mario: caller(t, marioCookie), luca: caller(t, lucaCookie), marioCookie, lucaCookie };
}
